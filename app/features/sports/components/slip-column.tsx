import { lazy, Suspense, useEffect, useRef, useState, type ReactNode, type Ref } from 'react';
import { useTranslation } from '~/i18n/use-translation.ts';
import { afterLoadIdle } from '~/lib/browser/render-later.ts';
import { useHydrated } from '~/lib/shared/use-hydrated.ts';
import { formatOdds } from '~/features/sports/odds.ts';
import { useSlipStore } from '~/features/sports/slip-store.ts';
import { useBetLabels } from './bet-labels.ts';
import { useBoard } from './odds-button.tsx';

const loadSlip = () => import('./slip.tsx');
const FullSlip = lazy(() => loadSlip().then((m) => ({ default: m.FullSlip })));

/** The slip's heading: its name and how many picks it holds. */
export function SlipTitle({ count }: { count: number }) {
  const { t } = useTranslation();
  return (
    <span className="flex items-center gap-2">
      {t('sports.betSlip', 'Bet slip')}
      <span className="grid h-5 min-w-5 place-items-center rounded-full bg-accent px-1 text-xs font-bold text-accent-text" data-testid="slip-count">
        {count}
      </span>
    </span>
  );
}

/** The slip's column beside the board on a wide screen (hidden on narrower ones). */
export function SlipColumn({ count, children, ref }: { count: number; children: ReactNode; ref?: Ref<HTMLDivElement> }) {
  return (
    <aside className="hidden xl:block" aria-labelledby="slip-title-wide">
      <div ref={ref} className="sticky top-20 rounded-theme border border-border bg-surface" data-testid="bet-slip">
        <h2 id="slip-title-wide" className="border-b border-border px-3 py-2.5 text-base font-bold">
          <SlipTitle count={count} />
        </h2>
        {children}
      </div>
    </aside>
  );
}

/** What an empty slip says (its answer region is there before any answer, as screen readers need). */
export function EmptySlipText({ result }: { result?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <div className="space-y-3 p-4 text-center" data-testid="slip-empty">
      {result ?? <p tabIndex={-1} role="status" className="sr-only" />}
      <p className="text-sm text-muted">{t('sports.slipEmpty', 'Pick odds to add selections to your slip.')}</p>
    </div>
  );
}

/**
 * The bet slip. Until a pick is on it, the empty column is drawn here, without the slip's own code
 * (stakes, parlays, placing: slip.tsx), which a first visit then does not download before it can
 * be used; that code loads when the page is idle, or at once when a pick arrives (a press on a
 * price, or picks kept from an earlier visit), and from then on the slip is the full one.
 */
export function BetSlip() {
  const hydrated = useHydrated();
  const count = useSlipStore((s) => s.items.length);
  const [full, setFull] = useState(false);
  useEffect(() => {
    // Picks kept from an earlier visit come back once the page runs.
    if (hydrated) void useSlipStore.persist.rehydrate();
  }, [hydrated]);
  useEffect(() => {
    if (count > 0) setFull(true);
  }, [count]);
  useEffect(() => afterLoadIdle(() => void loadSlip().catch(() => {})), []);
  if (!full) return <SlipColumn count={0}>{<EmptySlipText />}</SlipColumn>;
  return (
    <Suspense
      fallback={
        <SlipColumn count={count}>
          <div className="m-4 h-24 animate-pulse rounded-theme bg-surface-2" aria-hidden="true" />
        </SlipColumn>
      }
    >
      <FullSlip />
    </Suspense>
  );
}

/** A polite announcement when prices on the slip move (once per stream message, not per tick). */
export function SlipAnnouncer({ ids }: { ids: string[] }) {
  const { t, i18n } = useTranslation();
  const lng = i18n.language;
  const { format } = useBoard();
  const items = useSlipStore((s) => s.items);
  const { selectionName } = useBetLabels();
  const [text, setText] = useState('');
  const last = useRef(0);
  useEffect(() => {
    if (!ids.length) return;
    const now = Date.now();
    // At most one announcement every 5 seconds.
    if (now - last.current < 5000) return;
    last.current = now;
    const changed = items.filter((i) => ids.includes(i.selection_id));
    if (!changed.length) return;
    setText(
      changed
        .map((i) => {
          const name = selectionName({ ...i.names, ...i, home_team_name: i.names.home_team_name ?? '', away_team_name: i.names.away_team_name ?? '' } as never);
          return i.status === 'suspended'
            ? t('sports.saySuspended', '{{name}}: suspended', { name })
            : t('sports.sayOdds', '{{name}}: odds now {{odds}}', { name, odds: formatOdds(i.odds, format, lng) });
        })
        .join('. '),
    );
  }, [ids, items, format, selectionName, t, lng]);
  return (
    <p className="sr-only" aria-live="polite" data-testid="odds-announcer">
      {text}
    </p>
  );
}
