import { useEffect, useState } from 'react';
import { useTranslation } from '~/i18n/use-translation.ts';
import type { AnswerOf } from '#contract/index.ts';
import { callApi, siteIdentity } from '~/lib/api-client.ts';
import { Money } from '~/components/ui/money.tsx';

type Line = { account_id: string; amount: string; date: string; kind: 'deposit' | 'withdrawal' };

/**
 * SPEC §7 fetch_transactions: a strip of the latest deposits and withdrawals (masked account ids).
 * It scrolls slowly, stops under the pointer or keyboard focus and under reduced motion.
 */
export function RecentTicker({ className = '' }: { className?: string }) {
  const { t } = useTranslation();
  const [lines, setLines] = useState<Line[] | null>(null);

  useEffect(() => {
    let live = true;
    const load = () =>
      void callApi('/home/fetch_transactions', siteIdentity()).then((a: AnswerOf<'/home/fetch_transactions'>) => {
        if (!live || a.statusCode !== 1) return;
        setLines(
          [...a.deposits.map((d) => ({ ...d, kind: 'deposit' as const })), ...a.withdrawals.map((w) => ({ ...w, kind: 'withdrawal' as const }))]
            .sort((x, y) => y.date.localeCompare(x.date))
            .slice(0, 16),
        );
      });
    load();
    const timer = setInterval(load, 60_000);
    return () => {
      live = false;
      clearInterval(timer);
    };
  }, []);

  if (!lines?.length) return null;
  const items = lines.map((l, i) => (
    <li key={i} className="flex shrink-0 items-center gap-2 text-sm">
      <span className={`h-2 w-2 rounded-full ${l.kind === 'deposit' ? 'bg-success' : 'bg-accent'}`} aria-hidden="true" />
      <span className="font-semibold">{l.account_id}</span>{' '}
      <span className="text-muted">{l.kind === 'deposit' ? t('leaderboard.deposited1', 'deposited') : t('leaderboard.withdrew', 'withdrew')}</span>{' '}
      <Money value={l.amount} className="font-semibold" />
    </li>
  ));
  return (
    <section
      className={`group overflow-hidden rounded-theme border border-border bg-surface py-2.5 ${className}`}
      aria-label={t('leaderboard.recent', 'Just now')}
      data-testid="recent-ticker"
    >
      <div
        className="flex w-max gap-8 px-4 motion-safe:animate-[ticker_60s_linear_infinite] group-hover:[animation-play-state:paused] group-focus-within:[animation-play-state:paused]"
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- focusable so keyboard users can pause the moving ticker (focus-within pauses it, WCAG 2.2.2)
        tabIndex={0}
      >
        <ul className="flex gap-8">{items}</ul>
        {/* The copy makes the loop seamless; screen readers read the list once. */}
        <ul className="flex gap-8" aria-hidden="true">
          {items}
        </ul>
      </div>
    </section>
  );
}
