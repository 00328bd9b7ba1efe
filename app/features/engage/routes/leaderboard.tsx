import { useTranslation } from '~/i18n/use-translation.ts';
import { PageFrame } from '~/features/site/components/page-frame.tsx';
import { EmptyState } from '~/ui/empty-state.tsx';
import { Money } from '~/ui/money.tsx';
import { useDateFormat } from '~/lib/shared/use-date-format.ts';
import { formatNumber } from '~/lib/shared/format.ts';
import { pageMeta } from '~/lib/shared/page-meta.ts';
import { requestContext } from '~/lib/server/request-context.ts';
import { Link } from 'react-router';
import { useLayoutStore } from '~/stores/layout-store.ts';
import type { Route } from './+types/leaderboard';

export const meta = pageMeta('leaderboard');

export async function loader({ context }: Route.LoaderArgs) {
  const info = context.get(requestContext);
  const domain_name = info.site.domain;
  const [top, recent] = await Promise.all([
    info.api.call('/settings/top10winner_withdrawal', { domain_name }, info),
    info.api.call('/home/fetch_transactions', { domain_name }, info),
  ]);
  return {
    top: top.statusCode === 1 ? top.value : null,
    recent: recent.statusCode === 1 ? { deposits: recent.deposits, withdrawals: recent.withdrawals } : null,
  };
}

function Board({ title, rows, testId }: { title: string; rows: { account_id: string; amount: string; detail: string }[]; testId: string }) {
  const { t } = useTranslation();
  return (
    <section className="rounded-theme border border-border bg-surface p-5" aria-labelledby={`${testId}-title`}>
      <h2 id={`${testId}-title`} className="mb-3 text-lg font-bold">
        {title}
      </h2>
      {rows.length ? (
        <ol className="space-y-1.5" data-testid={testId}>
          {rows.map((r, i) => (
            <li key={i} className="flex items-center gap-3 rounded-theme px-2 py-2 odd:bg-surface-2">
              <span
                className={`grid h-7 w-7 shrink-0 place-items-center rounded-full text-sm font-extrabold ${i < 3 ? 'bg-accent text-accent-text' : 'border border-border text-muted'}`}
              >
                {i + 1}
              </span>
              <span className="min-w-0 flex-1">
                <span className="block font-semibold">{r.account_id}</span>
                <span className="block truncate text-xs text-muted">{r.detail}</span>
              </span>
              <Money value={r.amount} className="font-bold" />
            </li>
          ))}
        </ol>
      ) : (
        <EmptyState title={t('leaderboard.empty', 'No entries yet this month.')} />
      )}
    </section>
  );
}

/** Top-10 stats and the recent deposits and withdrawals, from real data (masked ids). */
export default function Page({ loaderData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation();
  const lng = i18n.language;
  const date = useDateFormat();
  const { top, recent } = loaderData;
  // Switched off by the operator or too few entries yet: not a board of zeros.
  const shown = useLayoutStore((s) => s.show_leaderboard);
  if (!shown) {
    return (
      <PageFrame pageKey="leaderboard">
        <div data-testid="leaderboard-soon">
          <EmptyState
            title={t('leaderboard.soonTitle', 'The leaderboard opens soon')}
            text={t('leaderboard.soonText', "It appears once this month's first big wins and payouts are in.")}
            action={
              <Link to="/" className="btn btn-primary">
                {t('leaderboard.soonAction', 'Go to the games')}
              </Link>
            }
          />
        </div>
      </PageFrame>
    );
  }
  if (!top) {
    return (
      <PageFrame pageKey="leaderboard">
        <p className="rounded-theme border border-border bg-surface p-6 text-muted">
          {t('errors:serviceUnavailable', 'The service is not available right now. Please try again later.')}
        </p>
      </PageFrame>
    );
  }
  const stats = [
    [t('leaderboard.registered', 'Registered players'), formatNumber(top.registered_player, lng)],
    [t('leaderboard.active', 'Active this month'), formatNumber(top.active_player, lng)],
    [t('leaderboard.deposited', 'Players who deposited'), formatNumber(top.deposited_player, lng)],
  ] as const;
  return (
    <PageFrame pageKey="leaderboard" wide>
      <dl className="mb-6 grid gap-3 sm:grid-cols-2 lg:grid-cols-4" data-testid="leaderboard-stats">
        {stats.map(([label, value]) => (
          <div key={label} className="rounded-theme border border-border bg-surface p-4">
            <dt className="text-sm text-muted">{label}</dt>
            <dd className="text-2xl font-extrabold tabular-nums">{value}</dd>
          </div>
        ))}
        <div className="rounded-theme border border-border bg-surface p-4">
          <dt className="text-sm text-muted">{t('leaderboard.lastHour', 'Paid out in the last hour')}</dt>
          <dd className="text-2xl font-extrabold">
            <Money value={top.hour_withdrawal} />
          </dd>
        </div>
      </dl>
      <div className="grid gap-6 lg:grid-cols-2">
        <Board
          title={t('leaderboard.topWinners', 'Top 10 wins')}
          testId="top-winners"
          rows={top.winner.map((w) => ({ account_id: w.account_id, amount: w.amount, detail: w.game_name }))}
        />
        <Board
          title={t('leaderboard.topWithdrawals', 'Top 10 withdrawals')}
          testId="top-withdrawals"
          rows={top.withrawal.map((w) => ({ account_id: w.account_id, amount: w.amount, detail: w.date ? date(w.date) : '' }))}
        />
      </div>
      {recent && (recent.deposits.length > 0 || recent.withdrawals.length > 0) && (
        <section className="mt-6 rounded-theme border border-border bg-surface p-5" aria-labelledby="recent-title">
          <h2 id="recent-title" className="mb-3 text-lg font-bold">
            {t('leaderboard.recent', 'Just now')}
          </h2>
          <ul className="grid gap-x-6 gap-y-1 text-sm sm:grid-cols-2" data-testid="recent-ticker">
            {[...recent.deposits.map((d) => ({ ...d, kind: 'deposit' })), ...recent.withdrawals.map((w) => ({ ...w, kind: 'withdrawal' }))]
              .sort((a, b) => b.date.localeCompare(a.date))
              .slice(0, 12)
              .map((r, i) => (
                <li key={i} className="flex items-center justify-between gap-3 border-b border-border/60 py-1.5">
                  <span>
                    <span className="font-semibold">{r.account_id}</span>{' '}
                    <span className="text-muted">
                      {r.kind === 'deposit' ? t('leaderboard.deposited1', 'deposited') : t('leaderboard.withdrew', 'withdrew')}
                    </span>
                  </span>
                  <Money value={r.amount} className="font-semibold" />
                </li>
              ))}
          </ul>
        </section>
      )}
    </PageFrame>
  );
}
