import { Accordion } from 'radix-ui';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from '~/i18n/use-translation.ts';
import type { InboxItem } from '#contract/settings.ts';
import { Button } from '~/ui/button.tsx';
import { Icon } from '~/ui/icon.tsx';
import { SafeHtml } from '~/ui/safe-html.tsx';
import { EmptyState } from '~/ui/empty-state.tsx';
import { LoadingPanel } from '~/ui/loading.tsx';
import { Panel } from '~/ui/panel.tsx';
import { useCurrency } from '~/ui/money.tsx';
import { useDateFormat } from '~/lib/shared/use-date-format.ts';
import { callApi } from '~/lib/browser/api-client.ts';
import { handleApiAnswer } from '~/lib/browser/error-handler.ts';
import { formatMoney } from '~/lib/shared/format.ts';
import { inboxCounts, isClaimable, isExpired } from '~/features/engage/inbox.ts';
import { playerIdentity } from '~/lib/browser/player.ts';
import { usePlayerCall } from '~/lib/browser/use-player-call.ts';
import { useRelativeTime } from '~/lib/shared/use-relative-time.ts';
import { useInboxStore } from '~/features/engage/inbox-store.ts';
import { useNoticeStore } from '~/stores/notice-store.ts';
import { useUserStore } from '~/stores/user-store.ts';

type Filter = 'all' | 'rewards' | 'notices';

function RewardChip({ m }: { m: InboxItem }) {
  const { t } = useTranslation();
  const currency = useCurrency();
  if (!m.reward_amount) return null;
  const amount = formatMoney(m.reward_amount);
  return (
    <span
      className="inline-flex max-w-full items-center gap-1 rounded-full bg-surface-2 px-2 py-0.5 text-xs font-bold tabular-nums text-text"
      data-testid="reward-amount"
    >
      <Icon name="gift" className="h-3.5 w-3.5 text-accent" />
      {m.reward_account === 'token' ? t('inbox.tokens', { amount, defaultValue: '+{{amount}} tokens' }) : `+${amount} ${currency}`}
    </span>
  );
}

/** Claimed, expired, or the claim button with how long is left. */
function RewardState({ m, busy, onClaim, focus = false }: { m: InboxItem; busy: boolean; onClaim(): void; focus?: boolean }) {
  const { t } = useTranslation();
  const date = useDateFormat();
  const relative = useRelativeTime();
  if (!m.reward_amount) return null;
  if (m.claimed) {
    return (
      <p
        className="inline-flex items-center gap-1.5 rounded-full border border-success px-2.5 py-0.5 text-xs font-semibold text-success"
        data-testid="reward-claimed"
        // The claim button is gone: focus lands on what replaced it, not on the body.
        tabIndex={focus ? -1 : undefined}
        ref={focus ? (el) => el?.focus() : undefined}
      >
        <span className="h-1.5 w-1.5 rounded-full bg-current" aria-hidden="true" />
        {m.claimed_at
          ? t('inbox.claimedOn', { date: date(m.claimed_at, { dateStyle: 'medium' }), defaultValue: 'Claimed {{date}}' })
          : t('inbox.claimed', 'Claimed')}
      </p>
    );
  }
  if (isExpired(m)) {
    return (
      <p
        className="inline-flex items-center gap-1.5 rounded-full border border-border px-2.5 py-0.5 text-xs font-semibold text-muted"
        data-testid="reward-expired"
      >
        {t('inbox.expired', 'Expired')}
      </p>
    );
  }
  return (
    <div className="flex flex-col items-end gap-1">
      <Button
        onClick={onClaim}
        disabled={busy}
        data-testid="claim"
        aria-label={t('inbox.claimNamed', { title: m.title, defaultValue: 'Claim the reward of {{title}}' })}
      >
        {busy ? t('inbox.claiming', 'Claiming…') : t('inbox.claim', 'Claim')}
      </Button>
      {m.expires_at && <span className="text-xs text-muted">{t('inbox.expires', { when: relative(m.expires_at), defaultValue: 'Expires {{when}}' })}</span>}
    </div>
  );
}

/**
 * The player's inbox: notices and rewards from the operator, newest first. Opening a message
 * marks it read; a reward is claimed with one press and goes straight to the balance.
 */
export function InboxView() {
  const { t, i18n } = useTranslation();
  const date = useDateFormat();
  const currency = useCurrency();
  // The operator's messages in the page's language; the loader asks the same.
  const call = usePlayerCall('/settings/get_inbox', { lang: i18n.language });
  // This page's copy, changed by claims and reads; a fresh answer replaces it (rendered on the server too).
  const [items, setItems] = useState<InboxItem[] | null>(call.data?.value ?? null);
  const [answer, setAnswer] = useState(call.data);
  if (call.data !== answer) {
    setAnswer(call.data);
    if (call.data) setItems(call.data.value);
  }
  const [filter, setFilter] = useState<Filter>('all');
  const [open, setOpen] = useState<string[]>([]);
  const [busy, setBusy] = useState<number | null>(null);
  const [claimedNow, setClaimedNow] = useState<number | null>(null);

  // The header badge follows this page's copy.
  useEffect(() => {
    if (!items) return;
    const c = inboxCounts(items);
    useInboxStore.getState().setCounts(c.unread, c.claimable);
  }, [items]);

  const shown = useMemo(
    () => (items ?? []).filter((m) => (filter === 'rewards' ? !!m.reward_amount : filter === 'notices' ? !m.reward_amount : true)),
    [items, filter],
  );
  const counts = items ? inboxCounts(items) : { unread: 0, claimable: 0 };

  const patch = (id: number, change: Partial<InboxItem>) => setItems((list) => list?.map((m) => (m.inbox_id === id ? { ...m, ...change } : m)) ?? list);

  function onOpenChange(values: string[]) {
    const opened = values.filter((v) => !open.includes(v));
    setOpen(values);
    for (const v of opened) {
      const m = items?.find((x) => String(x.inbox_id) === v);
      if (!m || m.read) continue;
      patch(m.inbox_id, { read: true });
      // An ended session is handled by callApi; a failed mark shows again as unread on the next load.
      void callApi('/settings/read_inbox', { ...playerIdentity(), inbox_id: m.inbox_id });
    }
  }

  async function markAllRead() {
    setItems((list) => list?.map((m) => ({ ...m, read: true })) ?? list);
    const a = await callApi('/settings/read_inbox', playerIdentity());
    if (a.statusCode !== 1) {
      handleApiAnswer(a, { toast: true });
      call.reload();
    }
  }

  async function claim(m: InboxItem) {
    setBusy(m.inbox_id);
    const a = await callApi('/settings/claim_inbox', { ...playerIdentity(), inbox_id: m.inbox_id, lang: i18n.language });
    setBusy(null);
    if (a.statusCode === 1) {
      setClaimedNow(m.inbox_id);
      patch(m.inbox_id, a.item);
      useUserStore.getState().setBalance(a.balance, a.token);
      const amount = formatMoney(a.item.reward_amount ?? '0');
      useNoticeStore.getState().toast({
        variant: 'success',
        title: t('inbox.claimedTitle', 'Reward claimed'),
        text:
          a.item.reward_account === 'token'
            ? t('inbox.claimedTokens', { amount, defaultValue: '{{amount}} tokens were added to your token balance.' })
            : t('inbox.claimedMoney', { amount: `${amount} ${currency}`, defaultValue: '{{amount}} was added to your balance.' }),
        duration: 4000,
      });
    } else {
      handleApiAnswer(a, { toast: true });
      // Claimed in another tab, or expired meanwhile: show what is true now.
      call.reload();
    }
  }

  if (!items) return <LoadingPanel error={call.error} rows={4} />;

  const filters: [Filter, string][] = [
    ['all', t('inbox.all', 'All')],
    ['rewards', t('inbox.rewards', 'Rewards')],
    ['notices', t('inbox.notices', 'Messages')],
  ];

  return (
    <Panel
      title={
        counts.claimable
          ? t('inbox.toClaim', { count: counts.claimable, defaultValue: 'Rewards to claim: {{count}}' })
          : t('inbox.nothingToClaim', 'No rewards waiting')
      }
      actions={
        counts.unread > 0 ? (
          <Button variant="secondary" onClick={() => void markAllRead()} data-testid="mark-all-read">
            {t('inbox.markAllRead', 'Mark all as read')}
          </Button>
        ) : null
      }
    >
      {items.length === 0 ? (
        <EmptyState title={t('inbox.empty', 'Your inbox is empty.')} text={t('inbox.emptyText', 'Messages and rewards from us will appear here.')} />
      ) : (
        <>
          <div role="group" aria-label={t('inbox.show', 'Show')} className="mb-4 inline-flex max-w-full flex-wrap rounded-theme border border-border p-0.5">
            {filters.map(([value, label]) => (
              <button
                key={value}
                type="button"
                aria-pressed={filter === value}
                onClick={() => setFilter(value)}
                className={`rounded-theme px-3 py-1.5 text-sm font-semibold ${filter === value ? 'bg-accent text-accent-text' : 'text-text hover:bg-surface-2'}`}
              >
                {label}
              </button>
            ))}
          </div>
          {shown.length === 0 ? (
            <EmptyState title={filter === 'rewards' ? t('inbox.noRewards', 'No rewards here yet.') : t('inbox.noNotices', 'No messages here yet.')} />
          ) : (
            <Accordion.Root
              type="multiple"
              value={open}
              onValueChange={onOpenChange}
              className="divide-y divide-border rounded-theme border border-border"
              data-testid="inbox-list"
            >
              {shown.map((m) => (
                <Accordion.Item
                  key={m.inbox_id}
                  value={String(m.inbox_id)}
                  className="flex flex-wrap items-center gap-x-3 gap-y-2 px-3 py-3 sm:px-4"
                  data-testid="inbox-item"
                  data-read={m.read}
                  data-claimable={isClaimable(m)}
                >
                  <Accordion.Header asChild>
                    <h2 className="min-w-0 flex-[1_1_13rem]">
                      <Accordion.Trigger className="group flex w-full items-start gap-3 rounded-theme text-left">
                        <span
                          className={`mt-0.5 grid h-9 w-9 shrink-0 place-items-center rounded-full ${m.reward_amount ? 'bg-accent text-accent-text' : 'bg-surface-2 text-text'}`}
                          aria-hidden="true"
                        >
                          <Icon name={m.reward_amount ? 'gift' : 'mail'} />
                        </span>
                        <span className="min-w-0 flex-1">
                          <span className={`flex items-baseline gap-2 ${m.read ? 'font-medium' : 'font-bold'}`}>
                            {!m.read && (
                              <span className="h-2 w-2 shrink-0 -translate-y-0.5 rounded-full bg-accent" aria-hidden="true" data-testid="unread-dot" />
                            )}
                            <span className="min-w-0 break-words group-hover:text-accent">{m.title}</span>
                            {!m.read && <span className="sr-only">{t('inbox.unread', 'Unread')}</span>}
                          </span>
                          <span className="mt-1 flex flex-wrap items-center gap-2 text-xs text-muted">
                            <time dateTime={m.created_at}>{date(m.created_at, { dateStyle: 'medium' })}</time>
                            <RewardChip m={m} />
                          </span>
                        </span>
                        <span aria-hidden="true" className="mt-2 text-muted transition group-data-[state=open]:rotate-180">
                          ▾
                        </span>
                      </Accordion.Trigger>
                    </h2>
                  </Accordion.Header>
                  <RewardState m={m} busy={busy === m.inbox_id} onClaim={() => void claim(m)} focus={claimedNow === m.inbox_id} />
                  <Accordion.Content className="basis-full pl-12 text-sm">
                    <SafeHtml html={m.body} className="cms text-text" testId="inbox-body" />
                  </Accordion.Content>
                </Accordion.Item>
              ))}
            </Accordion.Root>
          )}
        </>
      )}
    </Panel>
  );
}
