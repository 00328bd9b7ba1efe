import { useEffect, useId, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router';
import type { OddsLine, OddsPolicy, PriceChange } from '#contract/sports.ts';
import { useTranslation } from '~/i18n/use-translation.ts';
import { Icon } from '~/ui/icon.tsx';
import { Money, useCurrency } from '~/ui/money.tsx';
import { callApi } from '~/lib/browser/api-client.ts';
import { errorText } from '~/lib/browser/error-handler.ts';
import { HeadroomLine } from '~/features/protection/components/headroom.tsx';
import { protectionRefusal } from '~/features/protection/components/texts.ts';
import { playerIdentity } from '~/lib/browser/player.ts';
import { formatMoney } from '~/lib/shared/format.ts';
import { formatOdds, parlayOdds, parlayReturn, potentialReturn } from '~/features/sports/odds.ts';
import { teamNames } from '~/features/sports/team-names.ts';
import { useHydrated } from '~/lib/shared/use-hydrated.ts';
import { slipState, useSlipLimits, useSlipStore, type SlipItem } from '~/features/sports/slip-store.ts';
import { useUserStore } from '~/stores/user-store.ts';
import { useBetLabels } from './bet-labels.ts';
import { useBoard } from './odds-button.tsx';

const STAKE = /^\d{0,7}(\.\d{0,2})?$/;
const cents = (v: string) => Math.round(Number(v || '0') * 100);
const newKey = () =>
  (typeof crypto !== 'undefined' && 'randomUUID' in crypto ? crypto.randomUUID() : `${Date.now()}-${Math.random().toString(36).slice(2)}`).replace(
    /[^A-Za-z0-9_-]/g,
    '',
  );

/** A refused placement's new prices ('oddsChanged', 'marketSuspended', 'marketClosed', 'selectionNotFound'). */
const changesOf = (a: unknown): PriceChange[] => {
  const c = (a as { changes?: unknown }).changes;
  return Array.isArray(c) ? (c as PriceChange[]) : [];
};

/** The stake's problem, checked against the server's limits and the balance. */
function stakeError(
  stake: string,
  limits: { min: number; max: number },
  balance: number | null,
  t: (k: string, d: string, o?: Record<string, unknown>) => string,
) {
  if (!stake) return null;
  const c = cents(stake);
  if (c < limits.min) return t('sports.stakeMin', 'The lowest stake is {{amount}}', { amount: formatMoney(limits.min / 100) });
  if (c > limits.max) return t('sports.stakeMax', 'The highest stake is {{amount}}', { amount: formatMoney(limits.max / 100) });
  if (balance !== null && c > balance) return t('sports.stakeBalance', 'More than your balance');
  return null;
}

function StakeInput({
  id,
  value,
  onChange,
  error,
  label,
  visibleLabel = false,
}: {
  id: string;
  value: string;
  onChange: (v: string) => void;
  error: string | null;
  label: string;
  visibleLabel?: boolean;
}) {
  const currency = useCurrency();
  return (
    <div>
      <label htmlFor={id} className={visibleLabel ? 'mb-1 block text-xs font-semibold text-muted' : 'sr-only'}>
        {label}
      </label>
      <div className="flex items-center rounded-theme border border-border bg-bg focus-within:border-accent">
        <input
          id={id}
          className="w-full min-w-0 bg-transparent px-3 py-2 text-right text-sm tabular-nums text-text outline-none"
          inputMode="decimal"
          autoComplete="off"
          placeholder="0.00"
          value={value}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(e) => STAKE.test(e.target.value) && onChange(e.target.value)}
          data-testid="stake-input"
        />
        <span className="pr-3 text-xs text-muted">{currency}</span>
      </div>
      {error && (
        <p id={`${id}-error`} className="mt-1 text-xs text-danger">
          {error}
        </p>
      )}
    </div>
  );
}

function SlipRow({ item, single, stakeError: err }: { item: SlipItem; single: boolean; stakeError: string | null }) {
  const { t, i18n } = useTranslation();
  const { format } = useBoard();
  const { marketName, selectionName } = useBetLabels();
  const remove = useSlipStore((s) => s.remove);
  const stake = useSlipStore((s) => s.stakes[item.selection_id] ?? '');
  const setStake = useSlipStore((s) => s.setStake);
  const id = useId();
  const names = teamNames(item.names as never, i18n.language);
  const line = { ...item.names, ...item, home_team_name: item.names.home_team_name ?? '', away_team_name: item.names.away_team_name ?? '' };
  const moved = item.odds > 0 && item.odds !== item.seen;
  const match = item.bet_type === 'OR' ? t('sports.market.OR', 'Outright winner') : `${names.home} – ${names.away}`;
  const what = selectionName(line as never);
  return (
    <li className="space-y-2 border-b border-border p-3 last:border-b-0" data-testid="slip-item">
      <div className="flex items-start gap-2">
        <div className="min-w-0 flex-1">
          <p className="text-sm font-semibold">{what}</p>
          <p className="text-xs text-muted">{marketName(item.bet_type)}</p>
          <p className="truncate text-xs text-muted">{match}</p>
        </div>
        <div className="text-right">
          {moved && (
            <span className="block text-xs text-muted line-through" aria-hidden="true">
              {formatOdds(item.seen, format)}
            </span>
          )}
          <span className="text-sm font-bold tabular-nums" data-testid="slip-odds" data-move={moved ? (item.odds > item.seen ? 'up' : 'down') : undefined}>
            {item.status === 'open' && item.odds > 0 ? formatOdds(item.odds, format) : ''}
          </span>
          {item.status !== 'open' && (
            <span className="flex items-center gap-1 text-xs font-semibold text-warning">
              <Icon name="lock" className="h-3.5 w-3.5" />
              {item.status === 'suspended' ? t('sports.suspended', 'Suspended') : t('sports.closed', 'Closed')}
            </span>
          )}
        </div>
        <button
          type="button"
          className="-mr-1 rounded-theme p-1.5 text-muted hover:text-text"
          onClick={() => remove(item.selection_id)}
          aria-label={t('sports.removeSelection', 'Remove {{selection}}', { selection: `${what}, ${match}` })}
        >
          <Icon name="close" className="h-4 w-4" />
        </button>
      </div>
      {single && (
        <div className="grid grid-cols-[minmax(0,1fr)_auto] items-start gap-2">
          <StakeInput
            id={id}
            value={stake}
            onChange={(v) => setStake(item.selection_id, v)}
            error={err}
            label={t('sports.stakeFor', 'Stake on {{selection}}', { selection: what })}
          />
          <p className="pt-2 text-right text-xs text-muted">
            {t('sports.return', 'Return')}{' '}
            <Money value={stake && item.odds > 0 ? potentialReturn(stake, item.seen) : '0'} className="font-semibold text-text" />
          </p>
        </div>
      )}
    </li>
  );
}

/**
 * The bet slip: singles (a stake each) or a parlay (2–10 legs, one stake), the
 * odds-change policy, the potential return, and one press that places: the key is made per press
 * and never retried. A price that moved past the policy asks "Accept changes" first; a suspended
 * leg blocks placing.
 */
function SlipPanel({ onPlaced }: { onPlaced?: () => void }) {
  const { t, i18n } = useTranslation();
  const { format } = useBoard();
  const { pathname, search } = useLocation();
  const s = useSlipStore();
  const serverLimits = useSlipLimits((l) => l.limits);
  const signedIn = useUserStore((u) => u.isAuthenticated);
  const balance = useUserStore((u) => u.game.balance);
  const setBalance = useUserStore((u) => u.setBalance);
  const token = useUserStore((u) => u.game.token);
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<{ ok: boolean; text: string } | null>(null);
  const parlayId = useId();
  const limits = { min: cents(serverLimits?.min_stake ?? '1.00'), max: cents(serverLimits?.max_stake ?? '5000.00') };
  const maxLegs = serverLimits?.max_legs ?? 10;
  const parlay = s.mode === 'parlay';
  const bal = signedIn ? cents(balance) : null;
  const { suspended, closed, changed } = slipState(s);
  const total = parlayOdds(s.items.map((i) => i.seen));
  const singles = s.items.filter((i) => s.stakes[i.selection_id]);
  const errors = Object.fromEntries(s.items.map((i) => [i.selection_id, stakeError(s.stakes[i.selection_id] ?? '', limits, bal, t)]));
  const singlesTotal = singles.reduce((n, i) => n + cents(s.stakes[i.selection_id]), 0);
  const parlayError = stakeError(s.parlayStake, limits, bal, t);
  const tooFew = parlay && s.items.length < 2;
  const ready = parlay
    ? !tooFew && s.items.length <= maxLegs && !!s.parlayStake && cents(s.parlayStake) > 0 && !parlayError
    : singles.length > 0 && singles.every((i) => !errors[i.selection_id]) && (bal === null || singlesTotal <= bal);
  const totalStake = parlay ? cents(s.parlayStake) : singlesTotal;
  const totalReturn = parlay
    ? s.parlayStake
      ? cents(
          parlayReturn(
            s.parlayStake,
            s.items.map((i) => i.seen),
          ),
        )
      : 0
    : singles.reduce((n, i) => n + cents(potentialReturn(s.stakes[i.selection_id], i.seen)), 0);

  const place = async () => {
    if (busy) return;
    setBusy(true);
    setResult(null);
    const placedIds: string[] = [];
    let last: { balance: string } | null = null;
    let failure: string | null = null;
    let refusal: string | null = null;
    const bets = parlay
      ? [{ kind: 'parlay' as const, stake: s.parlayStake, items: s.items }]
      : singles.map((i) => ({ kind: 'single' as const, stake: s.stakes[i.selection_id], items: [i] }));
    for (const b of bets) {
      // One key per press and bet; a lost answer is never sent again (the player checks My bets).
      const answer = await callApi('/sports/place_bet', {
        kind: b.kind,
        stake: Number(b.stake).toFixed(2),
        legs: b.items.map((i) => ({ selection_id: i.selection_id, odds: i.seen })),
        odds_policy: s.policy,
        idempotency_key: newKey(),
        ...playerIdentity(),
      });
      if (answer.statusCode === 1) {
        placedIds.push(...b.items.map((i) => i.selection_id));
        last = answer;
        continue;
      }
      const changes = changesOf(answer);
      if (changes.length) useSlipStore.getState().updatePrices(changes);
      failure = answer.message;
      // A limit or a break names itself and when it ends.
      refusal = protectionRefusal(answer as never, t, i18n.language);
      break;
    }
    if (last) setBalance(last.balance, token);
    if (placedIds.length) useSlipStore.getState().placed(placedIds);
    if (failure) {
      const text =
        failure === 'oddsChanged'
          ? t('sports.oddsChangedText', 'The odds changed. Check the new prices and accept them to place the bet.')
          : failure === 'marketSuspended'
            ? t('sports.suspendedText', 'A market is suspended for a moment. Try again when it reopens.')
            : (refusal ?? errorText(failure, (k, d) => t(k, d ?? k)));
      setResult({ ok: false, text: placedIds.length ? `${t('sports.somePlaced', 'Some bets were placed.')} ${text}` : text });
    } else {
      setResult({
        ok: true,
        text: bets.length > 1 ? t('sports.placedMany', '{{count}} bets placed', { count: bets.length }) : t('sports.placed', 'Bet placed'),
      });
      onPlaced?.();
    }
    setBusy(false);
  };

  if (!s.items.length) {
    return (
      <div className="p-4 text-center" data-testid="slip-empty">
        {result?.ok && (
          <p className="mb-3 rounded-theme bg-surface-2 p-3 text-sm font-semibold text-success" data-testid="slip-result">
            {result.text} ·{' '}
            <Link to="/bet-history?view=sports" className="underline">
              {t('sports.myBets', 'My bets')}
            </Link>
          </p>
        )}
        <p className="text-sm text-muted">{t('sports.slipEmpty', 'Pick odds to add selections to your slip.')}</p>
      </div>
    );
  }

  return (
    <div>
      <div className="flex items-center gap-2 border-b border-border p-2" role="group" aria-label={t('sports.betKind', 'Kind of bet')}>
        {(['single', 'parlay'] as const).map((m) => (
          <button
            key={m}
            type="button"
            aria-pressed={s.mode === m}
            className="flex-1 rounded-theme px-3 py-1.5 text-sm font-semibold aria-pressed:bg-accent aria-pressed:text-accent-text hover:bg-surface-2 aria-pressed:hover:bg-accent"
            onClick={() => s.setMode(m)}
            data-testid={`slip-mode-${m}`}
          >
            {m === 'single' ? t('sports.singles', 'Singles') : t('sports.parlay', 'Parlay')}
          </button>
        ))}
        <button type="button" className="rounded-theme px-2 py-1.5 text-xs text-muted hover:text-text" onClick={() => s.clear()}>
          {t('sports.clearSlip', 'Clear all')}
        </button>
      </div>
      <ul>
        {s.items.map((i) => (
          <SlipRow key={i.selection_id} item={i} single={!parlay} stakeError={errors[i.selection_id]} />
        ))}
      </ul>
      <div className="space-y-3 border-t border-border p-3">
        {parlay && (
          <>
            {tooFew && <p className="text-xs text-muted">{t('sports.parlayNeeds', 'A parlay needs selections from at least 2 matches.')}</p>}
            {s.items.length > maxLegs && (
              <p className="text-xs text-danger">{t('sports.parlayMax', 'A parlay takes at most {{count}} selections.', { count: maxLegs })}</p>
            )}
            <div className="flex items-center justify-between text-sm">
              <span className="text-muted">{t('sports.totalOdds', 'Total odds')}</span>
              <span className="font-bold tabular-nums" data-testid="parlay-odds">
                {formatOdds(total, format)}
              </span>
            </div>
            <StakeInput
              id={parlayId}
              value={s.parlayStake}
              onChange={s.setParlayStake}
              error={parlayError}
              label={t('sports.parlayStake', 'Parlay stake')}
              visibleLabel
            />
          </>
        )}
        <HeadroomLine kind="wager" className="!text-xs" />
        <label className="flex items-center justify-between gap-2 text-xs">
          <span className="text-muted">{t('sports.policy', 'When odds change')}</span>
          <select
            className="rounded-theme border border-border bg-surface-2 px-2 py-1 text-xs text-text"
            value={s.policy}
            onChange={(e) => s.setPolicy(e.target.value as OddsPolicy)}
          >
            <option value="better">{t('sports.policyBetter', 'Accept higher odds')}</option>
            <option value="any">{t('sports.policyAny', 'Accept any odds')}</option>
            <option value="none">{t('sports.policyNone', 'Ask me')}</option>
          </select>
        </label>
        <dl className="space-y-1 text-sm">
          <div className="flex justify-between">
            <dt className="text-muted">{t('sports.totalStake', 'Total stake')}</dt>
            <dd>
              <Money value={totalStake / 100} className="font-semibold" />
            </dd>
          </div>
          <div className="flex justify-between">
            <dt className="text-muted">{t('sports.potentialReturn', 'Potential return')}</dt>
            <dd data-testid="potential-return">
              <Money value={totalReturn / 100} className="font-bold text-text" />
            </dd>
          </div>
        </dl>
        {!signedIn ? (
          <Link to={`/login?redirect=${encodeURIComponent(pathname + search)}`} className="btn btn-primary w-full">
            {t('sports.signInToBet', 'Sign in to place bets')}
          </Link>
        ) : changed && !suspended ? (
          <button type="button" className="btn btn-primary w-full" onClick={() => s.acceptChanges()} data-testid="accept-changes">
            {t('sports.acceptChanges', 'Accept changes')}
          </button>
        ) : (
          <button
            type="button"
            className="btn btn-primary w-full"
            disabled={!ready || busy || suspended || closed}
            onClick={() => void place()}
            data-testid="place-bet"
          >
            {busy
              ? t('sports.placing', 'Placing…')
              : suspended
                ? t('sports.suspendedLeg', 'A selection is suspended')
                : closed
                  ? t('sports.closedLeg', 'Remove closed selections')
                  : t('sports.placeBet', 'Place bet')}
          </button>
        )}
        {result && (
          <p role={result.ok ? 'status' : 'alert'} className={`text-sm ${result.ok ? 'text-success' : 'text-danger'}`} data-testid="slip-result">
            {result.text}
          </p>
        )}
      </div>
    </div>
  );
}

/** Reads the stored slip once the page is interactive, and refreshes its lines (names in every language, current prices). */
function useSlipSync() {
  const hydrated = useHydrated();
  const ids = useSlipStore((s) => s.items.map((i) => i.selection_id).join(','));
  const { i18n } = useTranslation();
  useEffect(() => {
    if (hydrated) void useSlipStore.persist.rehydrate();
  }, [hydrated]);
  useEffect(() => {
    if (!hydrated || !ids) return;
    let live = true;
    void callApi('/home/public_odds', { selection_ids: ids.split(',') } as never).then((a) => {
      if (!live || a.statusCode !== 1) return;
      const lines = (a as { value: OddsLine[] }).value;
      useSlipStore.getState().updateLines(lines);
      const found = new Set(lines.map((l) => l.selection_id));
      const gone = ids.split(',').filter((id) => !found.has(id));
      if (gone.length) useSlipStore.getState().updatePrices(gone.map((selection_id) => ({ selection_id, odds: 0, status: 'closed' as const })));
    });
    return () => {
      live = false;
    };
  }, [hydrated, ids, i18n.language]);
}

/**
 * The slip: a column beside the board on wide screens; below that, a bar over the bottom of the
 * screen (above the phone's tab bar) that opens the slip as a panel.
 */
export function BetSlip() {
  const { t } = useTranslation();
  const { format } = useBoard();
  useSlipSync();
  const count = useSlipStore((s) => s.items.length);
  const total = useSlipStore((s) => (s.mode === 'parlay' && s.items.length > 1 ? parlayOdds(s.items.map((i) => i.seen)) : 0));
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const barRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    // The floating chat and rewards buttons move up while the bar is shown (they would cover it).
    document.body.toggleAttribute('data-slip-bar', count > 0 || open);
    document.body.toggleAttribute('data-slip-open', open);
    return () => {
      document.body.removeAttribute('data-slip-bar');
      document.body.removeAttribute('data-slip-open');
    };
  }, [count, open]);
  useEffect(() => {
    if (!open) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') {
        setOpen(false);
        barRef.current?.focus();
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [open]);
  const title = (
    <span className="flex items-center gap-2">
      {t('sports.betSlip', 'Bet slip')}
      <span className="grid h-5 min-w-5 place-items-center rounded-full bg-accent px-1 text-xs font-bold text-accent-text" data-testid="slip-count">
        {count}
      </span>
    </span>
  );
  return (
    <>
      <aside className="hidden xl:block" aria-labelledby="slip-title-wide">
        <div className="sticky top-20 rounded-theme border border-border bg-surface" data-testid="bet-slip">
          <h2 id="slip-title-wide" className="border-b border-border px-3 py-2.5 text-base font-bold">
            {title}
          </h2>
          <SlipPanel />
        </div>
      </aside>
      {(count > 0 || open) && (
        <div className="fixed inset-x-0 bottom-16 z-30 xl:hidden md:bottom-0" data-testid="slip-bar">
          {open && (
            <div
              id={panelId}
              className="max-h-[70vh] overflow-y-auto border-t border-border bg-surface shadow-2xl"
              role="region"
              aria-label={t('sports.betSlip', 'Bet slip')}
            >
              <SlipPanel onPlaced={() => undefined} />
            </div>
          )}
          <button
            ref={barRef}
            type="button"
            className="flex w-full items-center justify-between gap-3 border-t border-border bg-header px-4 py-3 text-sm font-semibold text-header-text"
            aria-expanded={open}
            aria-controls={panelId}
            onClick={() => setOpen((o) => !o)}
            data-testid="slip-toggle"
          >
            {title}
            {total > 0 && <span className="tabular-nums">{formatOdds(total, format)}</span>}
            <span className="text-xs font-normal opacity-80">{open ? t('sports.hideSlip', 'Hide') : t('sports.showSlip', 'Show')}</span>
          </button>
        </div>
      )}
    </>
  );
}

/** A polite announcement when prices on the slip move (once per stream message, not per tick). */
export function SlipAnnouncer({ ids }: { ids: string[] }) {
  const { t } = useTranslation();
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
            : t('sports.sayOdds', '{{name}}: odds now {{odds}}', { name, odds: formatOdds(i.odds, format) });
        })
        .join('. '),
    );
  }, [ids, items, format, selectionName, t]);
  return (
    <p className="sr-only" aria-live="polite" data-testid="odds-announcer">
      {text}
    </p>
  );
}
