import { useEffect, useState } from 'react';
import { useFetcher } from 'react-router';
import { useTranslation } from '~/i18n/use-translation.ts';
import { Money } from '~/ui/money.tsx';

type Line = { account_id: string; amount: string; date: string; kind: 'deposit' | 'withdrawal' };

/**
 * Fetch_transactions: a strip of the latest deposits and withdrawals (masked account ids).
 * It scrolls slowly, stops under the pointer or keyboard focus and under reduced motion, and has a pause button.
 */
export function RecentTicker({ className = '' }: { className?: string }) {
  const { t } = useTranslation();
  const [paused, setPaused] = useState(false);
  // After hydration (the home page's first HTML goes without it), then every minute.
  const fetcher = useFetcher<{ lines: Line[] }>();
  const { load } = fetcher;
  useEffect(() => {
    const again = () => void load('/data/recent-payments');
    again();
    const timer = setInterval(again, 60_000);
    return () => clearInterval(timer);
  }, [load]);
  const lines = fetcher.data?.lines;

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
      className={`group flex items-center gap-2 overflow-hidden rounded-theme border border-border bg-surface py-2.5 pr-2 ${className}`}
      aria-label={t('leaderboard.recent', 'Just now')}
      data-testid="recent-ticker"
    >
      <div className="min-w-0 flex-1 overflow-hidden">
        <div
          className="flex w-max gap-8 px-4 motion-safe:animate-[ticker_60s_linear_infinite] group-hover:[animation-play-state:paused] group-focus-within:[animation-play-state:paused]"
          style={paused ? { animationPlayState: 'paused' } : undefined}
          data-paused={paused ? 'true' : 'false'}
        >
          <ul className="flex gap-8">{items}</ul>
          {/* The copy makes the loop seamless; screen readers read the list once. */}
          <ul className="flex gap-8" aria-hidden="true">
            {items}
          </ul>
        </div>
      </div>
      {/* WCAG 2.2.2: moving content has a way to stop it (hover and focus pause it too). */}
      <button
        type="button"
        onClick={() => setPaused((p) => !p)}
        aria-pressed={paused}
        aria-label={t('leaderboard.pauseTicker', 'Pause the list of recent payments')}
        className="grid h-8 w-8 shrink-0 place-items-center rounded-full border border-border bg-surface-2 text-text hover:border-accent focus-visible:outline-2 focus-visible:outline-accent motion-reduce:hidden"
        data-testid="ticker-pause"
      >
        <svg viewBox="0 0 24 24" className="h-4 w-4" aria-hidden="true" fill="currentColor">
          <path d={paused ? 'M7 5v14l12-7z' : 'M6 5h4v14H6zM14 5h4v14h-4z'} />
        </svg>
      </button>
    </section>
  );
}
