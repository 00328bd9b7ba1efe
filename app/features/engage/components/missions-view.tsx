import { useEffect, useRef } from 'react';
import { useFetcher } from 'react-router';
import type { MissionItem } from '#contract/engage.ts';
import type { AnswerOf } from '#contract/index.ts';
import { useTranslation } from '~/i18n/use-translation.ts';
import { Button } from '~/ui/button.tsx';
import { EmptyState } from '~/ui/empty-state.tsx';
import { Icon } from '~/ui/icon.tsx';
import { LoadingPanel } from '~/ui/loading.tsx';
import { useCurrency } from '~/ui/money.tsx';
import { formatMoney } from '~/lib/shared/format.ts';
import { useFormFailure } from '~/lib/shared/use-form-failure.ts';
import { useRelativeTime } from '~/lib/shared/use-relative-time.ts';
import { useNoticeStore } from '~/stores/notice-store.ts';
import { useLiveLoaders } from '../use-live-loaders.ts';
import type { action as missionAction } from '../routes/mission.tsx';

const PERIODS = ['daily', 'weekly', 'once'] as const;

/** "Deposit at least 200.00 PHP today", "Play 10 rounds", … from the mission's data. */
function useMissionTitle() {
  const { t, i18n } = useTranslation();
  const lng = i18n.language;
  const currency = useCurrency();
  return (m: MissionItem) => {
    const money = `${formatMoney(m.target, lng)} ${currency}`;
    const count = Number(m.target);
    switch (m.kind) {
      case 'deposit':
        return t('engage.mission.deposit', { amount: money, defaultValue: 'Deposit at least {{amount}}' });
      case 'wager':
        return m.game_type
          ? t('engage.mission.wagerType', { amount: money, type: t(`category.${m.game_type}`, m.game_type), defaultValue: 'Wager {{amount}} on {{type}}' })
          : t('engage.mission.wager', { amount: money, defaultValue: 'Wager {{amount}} on any game' });
      case 'rounds':
        return t('engage.mission.rounds', { count, defaultValue: 'Play {{count}} rounds' });
      case 'parlay':
        return t('engage.mission.parlay', { count, defaultValue: 'Place {{count}} parlay' });
      case 'signin_streak':
        return count === 1
          ? t('engage.mission.signin', 'Sign in today')
          : t('engage.mission.streak', { count, defaultValue: 'Sign in {{count}} days in a row' });
    }
  };
}

function Reward({ m }: { m: MissionItem }) {
  const { t, i18n } = useTranslation();
  const lng = i18n.language;
  const currency = useCurrency();
  const amount = formatMoney(m.reward_amount, lng);
  return (
    <span className="inline-flex items-center gap-1 rounded-full bg-surface-2 px-2 py-0.5 text-xs font-bold tabular-nums" data-testid="mission-reward">
      <Icon name="gift" className="h-3.5 w-3.5 text-accent" />
      {m.reward_account === 'token' ? t('engage.prize.tokens', { amount, defaultValue: '{{amount}} tokens' }) : `${amount} ${currency}`}
    </span>
  );
}

/**
 * Missions: daily, weekly and one-off goals with progress read from what the player
 * did; the list is asked again whenever the balance stream reports a change (a round, a deposit),
 * so the bars move live. Claiming pays once, through the ledger.
 */
export function MissionsView({ missions, error }: { missions: AnswerOf<'/engage/missions'> | null; error: string | null }) {
  const { t, i18n } = useTranslation();
  const lng = i18n.language;
  const relative = useRelativeTime();
  const title = useMissionTitle();
  useLiveLoaders();
  if (!missions) return <LoadingPanel error={error} rows={6} />;
  const list = missions.value;
  if (!list.length)
    return (
      <EmptyState
        title={t('engage.mission.none', 'No missions right now')}
        text={t('engage.mission.noneText', 'Check back soon: new missions are on the way.')}
      />
    );

  return (
    <div className="grid gap-8">
      {!missions.promotions_allowed && (
        <p className="rounded-theme border border-warning p-3 text-sm text-warning" data-testid="missions-paused">
          {t('engage.paused', 'Rewards are paused on your account while a time-out or self-exclusion is on.')}
        </p>
      )}
      {PERIODS.map((period) => {
        const group = list.filter((m) => m.period === period);
        if (!group.length) return null;
        return (
          <section key={period} aria-labelledby={`missions-${period}`}>
            <h2 id={`missions-${period}`} className="mb-3 text-lg font-bold">
              {period === 'daily'
                ? t('engage.mission.daily', 'Daily')
                : period === 'weekly'
                  ? t('engage.mission.weekly', 'Weekly')
                  : t('engage.mission.once', 'Milestones')}
            </h2>
            <ul className="grid gap-3 md:grid-cols-2" data-testid={`missions-${period}`}>
              {group.map((m) => {
                const name = title(m);
                const money = m.kind === 'deposit' || m.kind === 'wager';
                return (
                  <li
                    key={m.mission_id}
                    className="flex flex-col gap-3 rounded-theme border border-border bg-surface p-4"
                    data-testid="mission"
                    data-code={m.code}
                    data-state={m.state}
                  >
                    <div className="flex items-start justify-between gap-3">
                      <h3 className="font-semibold">{name}</h3>
                      <Reward m={m} />
                    </div>
                    <div>
                      <div
                        role="progressbar"
                        aria-label={name}
                        aria-valuemin={0}
                        aria-valuemax={100}
                        aria-valuenow={m.percent}
                        aria-valuetext={t('engage.mission.progressText', {
                          done: money ? formatMoney(m.progress, lng) : m.progress,
                          target: money ? formatMoney(m.target, lng) : m.target,
                          defaultValue: '{{done}} of {{target}}',
                        })}
                        className="h-2.5 overflow-hidden rounded-full bg-surface-2"
                      >
                        <div
                          className="h-full rounded-full bg-accent transition-[width] duration-500 motion-reduce:transition-none"
                          style={{ width: `${m.percent}%` }}
                        />
                      </div>
                      <p className="mt-1 flex justify-between text-xs text-muted">
                        <span className="tabular-nums" data-testid="mission-progress">
                          {money ? formatMoney(m.progress, lng) : m.progress} / {money ? formatMoney(m.target, lng) : m.target}
                        </span>
                        {m.resets_at && <span>{t('engage.mission.resets', { when: relative(m.resets_at), defaultValue: 'Resets {{when}}' })}</span>}
                      </p>
                    </div>
                    <MissionClaim m={m} name={name} allowed={missions.promotions_allowed} />
                  </li>
                );
              })}
            </ul>
          </section>
        );
      })}
    </div>
  );
}

/** The claim form of one mission (it works before the scripts run), or the mark that it was claimed. */
function MissionClaim({ m, name, allowed }: { m: MissionItem; name: string; allowed: boolean }) {
  const { t } = useTranslation();
  const fetcher = useFetcher<typeof missionAction>();
  const failure = useFormFailure(fetcher.data);
  const busy = fetcher.state !== 'idle';
  const mark = useRef<HTMLSpanElement>(null);
  const answered = useRef<unknown>(null);
  // Just claimed: the button is gone, focus goes to the mark that replaced it, and a toast says so.
  useEffect(() => {
    const a = fetcher.data;
    if (fetcher.state !== 'idle' || !a || a === answered.current || !a.ok) return;
    answered.current = a;
    mark.current?.focus();
    useNoticeStore.getState().toast({ variant: 'success', title: t('engage.mission.claimedTitle', 'Reward claimed'), text: name, duration: 4000 });
  }, [fetcher.state, fetcher.data, name, t]);
  if (m.state === 'claimed') {
    return (
      <div className="flex justify-end">
        <span
          ref={mark}
          tabIndex={-1}
          className="inline-flex items-center gap-1.5 rounded-full border border-success px-2.5 py-0.5 text-xs font-semibold text-success"
        >
          {t('engage.mission.claimed', 'Claimed')}
        </span>
      </div>
    );
  }
  const off = m.state !== 'claimable' || !allowed;
  return (
    <fetcher.Form method="post" className="flex flex-col items-end gap-1">
      <input type="hidden" name="mission_id" value={m.mission_id} />
      <Button
        type="submit"
        variant={m.state === 'claimable' ? 'primary' : 'secondary'}
        disabled={off}
        aria-disabled={busy || undefined}
        onClick={(e) => busy && e.preventDefault()}
        aria-label={t('engage.mission.claimNamed', { name, defaultValue: 'Claim the reward of {{name}}' })}
        data-testid="mission-claim"
      >
        {busy ? t('engage.claiming', 'Claiming…') : t('engage.claim', 'Claim')}
      </Button>
      {failure.form && (
        <p role="alert" className="text-xs text-danger">
          {failure.form}
        </p>
      )}
    </fetcher.Form>
  );
}
