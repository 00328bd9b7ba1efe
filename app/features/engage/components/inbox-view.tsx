import { Accordion } from 'radix-ui';
import { useEffect, useMemo, useRef, useState } from 'react';
import { Form, useActionData, useFetchers, useNavigation, useSubmit } from 'react-router';
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
import { formatMoney } from '~/lib/shared/format.ts';
import { useFormFailure } from '~/lib/shared/use-form-failure.ts';
import { inboxCounts, isClaimable, isExpired } from '~/features/engage/inbox.ts';
import { useRelativeTime } from '~/lib/shared/use-relative-time.ts';
import { useNoticeStore } from '~/stores/notice-store.ts';
import type { action as inboxAction } from '../routes/inbox.tsx';

type Filter = 'all' | 'rewards' | 'notices';

function RewardChip({ m }: { m: InboxItem }) {
  const { t, i18n } = useTranslation();
  const lng = i18n.language;
  const currency = useCurrency();
  if (!m.reward_amount) return null;
  const amount = formatMoney(m.reward_amount, lng);
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

/**
 * Claimed, expired, or the claim form (it works before the scripts run) with how long is left; at
 * the row's end, beside the title or, when the row wraps, under it.
 */
function RewardState({ m, busy }: { m: InboxItem; busy: boolean }) {
  const { t } = useTranslation();
  const date = useDateFormat();
  const relative = useRelativeTime();
  if (!m.reward_amount) return null;
  if (m.claimed) {
    return (
      <p
        className="ml-auto inline-flex items-center gap-1.5 rounded-full border border-success px-2.5 py-0.5 text-xs font-semibold text-success"
        data-testid="reward-claimed"
        data-claimed={m.inbox_id}
        // The claim button is gone: focus lands on what replaced it, not on the body.
        tabIndex={-1}
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
        className="ml-auto inline-flex items-center gap-1.5 rounded-full border border-border px-2.5 py-0.5 text-xs font-semibold text-muted"
        data-testid="reward-expired"
      >
        {t('inbox.expired', 'Expired')}
      </p>
    );
  }
  return (
    <Form method="post" preventScrollReset className="ml-auto flex flex-col items-end gap-1">
      <input type="hidden" name="intent" value="claim" />
      <input type="hidden" name="inbox_id" value={m.inbox_id} />
      <Button
        type="submit"
        aria-disabled={busy || undefined}
        onClick={(e) => busy && e.preventDefault()}
        data-testid="claim"
        aria-label={t('inbox.claimNamed', { title: m.title, defaultValue: 'Claim the reward of {{title}}' })}
      >
        {busy ? t('inbox.claiming', 'Claiming…') : t('inbox.claim', 'Claim')}
      </Button>
      {m.expires_at && <span className="text-xs text-muted">{t('inbox.expires', { when: relative(m.expires_at), defaultValue: 'Expires {{when}}' })}</span>}
    </Form>
  );
}

/**
 * The player's inbox: notices and rewards from the operator, newest first. Opening a message
 * marks it read; a reward is claimed with one press and goes straight to the balance.
 */
export function InboxView({ items: loaded, error }: { items: InboxItem[] | null; error: string | null }) {
  const { t, i18n } = useTranslation();
  const lng = i18n.language;
  const date = useDateFormat();
  const currency = useCurrency();
  const result = useActionData<typeof inboxAction>();
  const claimFailure = useFormFailure(result, 'claim');
  const readFailure = useFormFailure(result, 'read');
  const navigation = useNavigation();
  const submit = useSubmit();
  const fetchers = useFetchers();
  const [filter, setFilter] = useState<Filter>('all');
  const [open, setOpen] = useState<string[]>([]);

  // Marks on their way show at once: one message opened, or all of them.
  const pending = navigation.formData?.get('intent') ?? null;
  const allRead = pending === 'read' && !navigation.formData?.get('inbox_id');
  const readNow = new Set(fetchers.filter((f) => f.formData?.get('intent') === 'read').map((f) => Number(f.formData?.get('inbox_id'))));
  const items = useMemo(
    () => loaded?.map((m) => (!m.read && (allRead || readNow.has(m.inbox_id)) ? { ...m, read: true } : m)) ?? null,
    // eslint-disable-next-line react-hooks/exhaustive-deps -- readNow is derived from fetchers each render
    [loaded, allRead, fetchers],
  );
  const claiming = pending === 'claim' ? Number(navigation.formData?.get('inbox_id')) : null;

  // A reward just claimed: focus moves to the mark that replaced its button, once, as soon as it is drawn.
  const claimed = result && result.ok && result.intent === 'claim' && 'item' in result ? result.item : null;
  const focusPending = useRef<unknown>(null);
  useEffect(() => {
    if (claimed) focusPending.current = claimed;
  }, [claimed]);
  // A toast says so as well (the page's status region is read out; the toast is seen wherever the player looks).
  const toasted = useRef<unknown>(null);
  useEffect(() => {
    if (!claimed || toasted.current === claimed) return;
    toasted.current = claimed;
    useNoticeStore.getState().toast({ variant: 'success', title: t('inbox.claimedTitle', 'Reward claimed'), text: '', duration: 4000 });
  }, [claimed, t]);
  useEffect(() => {
    const c = focusPending.current as InboxItem | null;
    const mark = c && document.querySelector<HTMLElement>(`[data-claimed="${c.inbox_id}"]`);
    if (!mark) return;
    focusPending.current = null;
    mark.focus();
  });

  const shown = useMemo(
    () => (items ?? []).filter((m) => (filter === 'rewards' ? !!m.reward_amount : filter === 'notices' ? !m.reward_amount : true)),
    [items, filter],
  );
  const counts = items ? inboxCounts(items) : { unread: 0, claimable: 0 };

  function onOpenChange(values: string[]) {
    const opened = values.filter((v) => !open.includes(v));
    setOpen(values);
    for (const v of opened) {
      const m = items?.find((x) => String(x.inbox_id) === v);
      if (!m || m.read) continue;
      // One request per message (a fetcher each): opening two quickly marks both.
      void submit({ intent: 'read', inbox_id: String(m.inbox_id) }, { method: 'post', navigate: false, fetcherKey: `inbox-read-${m.inbox_id}` });
    }
  }

  if (!items) return <LoadingPanel error={error} rows={4} />;

  const claimedText = claimed
    ? claimed.reward_account === 'token'
      ? t('inbox.claimedTokens', {
          amount: formatMoney(claimed.reward_amount ?? '0', lng),
          defaultValue: '{{amount}} tokens were added to your token balance.',
        })
      : t('inbox.claimedMoney', {
          amount: `${formatMoney(claimed.reward_amount ?? '0', lng)} ${currency}`,
          defaultValue: '{{amount}} was added to your balance.',
        })
    : '';

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
          <Form method="post" preventScrollReset className="min-w-0 max-w-full">
            <input type="hidden" name="intent" value="read" />
            <Button type="submit" variant="secondary" className="max-w-full whitespace-normal" data-testid="mark-all-read">
              {t('inbox.markAllRead', 'Mark all as read')}
            </Button>
          </Form>
        ) : null
      }
    >
      <div role="status" className={claimed ? 'mb-4 rounded-theme border border-success p-3 text-sm' : undefined} data-testid="inbox-status">
        {claimed && (
          <>
            <strong className="block">{t('inbox.claimedTitle', 'Reward claimed')}</strong>
            {claimedText}
          </>
        )}
      </div>
      {(claimFailure.form || readFailure.form) && (
        <p role="alert" className="mb-4 text-sm text-danger">
          {claimFailure.form || readFailure.form}
        </p>
      )}
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
                            {/* A row of a list: its title in the body face (the display face read cramped in a phone's row). */}
                            <span className="min-w-0 break-words font-theme normal-case group-hover:text-accent">{m.title}</span>
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
                  <RewardState m={m} busy={claiming === m.inbox_id} />
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
