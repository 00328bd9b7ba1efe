import { useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import { Link, useFetcher, useLocation } from 'react-router';
import type { OddsPolicy } from '#contract/sports.ts';
import { useTranslation } from '~/i18n/use-translation.ts';
import { Icon } from '~/ui/icon.tsx';
import { Money, useCurrency } from '~/ui/money.tsx';
import { errorText } from '~/lib/browser/error-handler.ts';
import { HeadroomLine } from '~/features/protection/components/headroom.tsx';
import { protectionRefusal } from '~/features/protection/components/texts.ts';
import { formatMoney } from '~/lib/shared/format.ts';
import { formatOdds, parlayOdds, parlayReturn, potentialReturn, shownTotalOdds } from '~/features/sports/odds.ts';
import { teamNames } from '~/features/sports/team-names.ts';
import { useHydrated } from '~/lib/shared/use-hydrated.ts';
import { stickyBar } from '~/lib/browser/sticky-bars.ts';
import { slipState, useSlipLimits, useSlipStore, type SlipItem, type SlipPhase } from '~/features/sports/slip-store.ts';
import type { PlacedAnswer, RefusedAnswer } from '~/features/sports/place-bet.server.ts';
import type { FormFailure } from '~/lib/shared/forms.ts';
import type { loader as linesLoader } from '~/features/sports/routes/data.slip-lines.ts';
import { useUserStore } from '~/stores/user-store.ts';
import { useBetLabels } from './bet-labels.ts';
import { useBoard } from './odds-button.tsx';
import { useGoToSlip } from './go-to-slip.tsx';
import { EmptySlipText, SlipColumn, SlipTitle } from './slip-column.tsx';

const STAKE = /^\d{0,7}(\.\d{0,2})?$/;
const cents = (v: string) => Math.round(Number(v || '0') * 100);
const newKey = () =>
  (typeof crypto !== 'undefined' && 'randomUUID' in crypto ? crypto.randomUUID() : `${Date.now()}-${Math.random().toString(36).slice(2)}`).replace(
    /[^A-Za-z0-9_-]/g,
    '',
  );

/** What the placement answers: placed, refused by the book, or a field that did not pass. */
type PlaceResult = PlacedAnswer | RefusedAnswer | FormFailure;
type Refusal = Parameters<typeof protectionRefusal>[0];

/** The answer to say for the slip's phase (placed or refused), or nothing. */
function useResultText(phase: SlipPhase, refusal: Refusal | null) {
  const { t, i18n } = useTranslation();
  if (phase.name === 'placed')
    return { ok: true, text: phase.count > 1 ? t('sports.placedMany', '{{count}} bets placed', { count: phase.count }) : t('sports.placed', 'Bet placed') };
  const message = phase.name === 'refused' || phase.name === 'oddsChanged' ? phase.message : undefined;
  if (!message) return null;
  const text =
    message === 'oddsChanged'
      ? t('sports.oddsChangedText', 'The odds changed. Check the new prices and accept them to place the bet.')
      : message === 'marketSuspended'
        ? t('sports.suspendedText', 'A market is suspended for a moment. Try again when it reopens.')
        : // A limit or a break names itself and when it ends.
          ((refusal && protectionRefusal(refusal, t, i18n.language)) ?? errorText(message, (k, d) => t(k, d ?? k)));
  return { ok: false, text: phase.name === 'refused' && phase.somePlaced ? `${t('sports.somePlaced', 'Some bets were placed.')} ${text}` : text };
}

/** Answers already given focus (a phase is a new object each time the slip moves). */
const answered = new WeakSet<SlipPhase>();

/** The slip's answer: a live region that takes focus when the answer comes (after "Place bet"). */
function SlipResult({ phase, refusal }: { phase: SlipPhase; refusal: Refusal | null }) {
  const { t } = useTranslation();
  const result = useResultText(phase, refusal);
  const ref = useRef<HTMLParagraphElement>(null);
  // In the commit that draws the answer, once per answer: the slip that is shown takes it (the
  // column on a wide screen, the panel on a phone; the other is hidden and cannot).
  useLayoutEffect(() => {
    if (!result || answered.has(phase)) return;
    ref.current?.focus();
    if (document.activeElement === ref.current) answered.add(phase);
  }, [phase, result]);
  return (
    <p
      ref={ref}
      tabIndex={-1}
      role={result?.ok === false ? 'alert' : 'status'}
      className={
        result ? `text-sm outline-none focus-visible:ring-2 focus-visible:ring-accent ${result.ok ? 'font-semibold text-success' : 'text-danger'}` : 'sr-only'
      }
      data-testid={result ? 'slip-result' : undefined}
    >
      {result?.text}
      {result?.ok && (
        <>
          {' · '}
          <Link to="/bet-history?view=sports" className="underline">
            {t('sports.myBets', 'My bets')}
          </Link>
        </>
      )}
    </p>
  );
}

/** The stake's problem, checked against the server's limits and the balance. */
function stakeError(
  stake: string,
  limits: { min: number; max: number },
  balance: number | null,
  t: (k: string, d: string, o?: Record<string, unknown>) => string,
  lng?: string,
) {
  if (!stake) return null;
  const c = cents(stake);
  if (c < limits.min) return t('sports.stakeMin', 'The lowest stake is {{amount}}', { amount: formatMoney(limits.min / 100, lng) });
  if (c > limits.max) return t('sports.stakeMax', 'The highest stake is {{amount}}', { amount: formatMoney(limits.max / 100, lng) });
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
  const lng = i18n.language;
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
    <li className="space-y-2 border-b border-border p-3 last:border-b-0" data-testid="slip-item" data-selection={item.selection_id}>
      <div className="flex items-start gap-2">
        <div className="min-w-0 flex-1">
          <p className="text-sm font-semibold">{what}</p>
          <p className="text-xs text-muted">{marketName(item.bet_type)}</p>
          <p className="truncate text-xs text-muted">{match}</p>
        </div>
        <div className="text-right">
          {moved && (
            <span className="block text-xs text-muted line-through" aria-hidden="true">
              {formatOdds(item.seen, format, lng)}
            </span>
          )}
          <span className="text-sm font-bold tabular-nums" data-testid="slip-odds" data-move={moved ? (item.odds > item.seen ? 'up' : 'down') : undefined}>
            {item.status === 'open' && item.odds > 0 ? formatOdds(item.odds, format, lng) : ''}
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
function SlipPanel({ place, refusal }: { place: () => void; refusal: Refusal | null }) {
  const { t, i18n } = useTranslation();
  const lng = i18n.language;
  const { format } = useBoard();
  const { pathname, search } = useLocation();
  const s = useSlipStore();
  const serverLimits = useSlipLimits((l) => l.limits);
  const signedIn = useUserStore((u) => u.isAuthenticated);
  const balance = useUserStore((u) => u.game.balance);
  const busy = s.phase.name === 'placing';
  const parlayId = useId();
  const limits = { min: cents(serverLimits?.min_stake ?? '1.00'), max: cents(serverLimits?.max_stake ?? '5000.00') };
  const maxLegs = serverLimits?.max_legs ?? 10;
  const parlay = s.mode === 'parlay';
  const bal = signedIn ? cents(balance) : null;
  const { suspended, closed, changed } = slipState(s);
  const total = parlayOdds(s.items.map((i) => i.seen));
  const singles = s.items.filter((i) => s.stakes[i.selection_id]);
  const errors = Object.fromEntries(s.items.map((i) => [i.selection_id, stakeError(s.stakes[i.selection_id] ?? '', limits, bal, t, lng)]));
  const singlesTotal = singles.reduce((n, i) => n + cents(s.stakes[i.selection_id]), 0);
  const parlayError = stakeError(s.parlayStake, limits, bal, t, lng);
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

  if (!s.items.length) {
    return <EmptySlipText result={<SlipResult phase={s.phase} refusal={refusal} />} />;
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
                {formatOdds(shownTotalOdds(total), format, lng)}
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
            onClick={() => ready && place()}
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
        <SlipResult phase={s.phase} refusal={refusal} />
      </div>
    </div>
  );
}

/** Reads the stored slip once the page is interactive, and refreshes its lines (names in every language, current prices). */
function useSlipSync() {
  const hydrated = useHydrated();
  const ids = useSlipStore((s) => s.items.map((i) => i.selection_id).join(','));
  const { i18n } = useTranslation();
  const lines = useFetcher<typeof linesLoader>();
  const { load } = lines;
  useEffect(() => {
    if (hydrated) void useSlipStore.persist.rehydrate();
  }, [hydrated]);
  useEffect(() => {
    if (hydrated && ids) void load(`/data/slip-lines?ids=${encodeURIComponent(ids)}`);
  }, [hydrated, ids, i18n.language, load]);
  const answer = lines.data;
  useEffect(() => {
    if (!answer?.ok) return;
    const slip = useSlipStore.getState();
    slip.updateLines(answer.lines);
    const found = new Set(answer.lines.map((l) => l.selection_id));
    const gone = answer.ids.filter((id) => !found.has(id));
    if (gone.length) slip.updatePrices(gone.map((selection_id) => ({ selection_id, odds: 0, status: 'closed' as const })));
  }, [answer]);
}

/**
 * Places the slip: one key per bet, made when the player presses (a money call, sent once and
 * never retried; a lost answer is looked up in My bets). The answer moves the slip on.
 */
function usePlaceSlip() {
  const fetcher = useFetcher<PlaceResult>();
  const { submit } = fetcher;
  const sent = useRef(false);
  const place = () => {
    const slip = useSlipStore.getState();
    slip.dispatch({ type: 'place' });
    if (useSlipStore.getState().phase.name !== 'placing' || slip.phase.name === 'placing') return;
    const items = slip.items;
    const bets =
      slip.mode === 'parlay'
        ? [{ kind: 'parlay' as const, stake: slip.parlayStake, legs: items }]
        : items.filter((i) => slip.stakes[i.selection_id]).map((i) => ({ kind: 'single' as const, stake: slip.stakes[i.selection_id], legs: [i] }));
    sent.current = true;
    void submit(
      {
        odds_policy: slip.policy,
        bets: bets.map((b) => ({
          kind: b.kind,
          stake: Number(b.stake).toFixed(2),
          legs: b.legs.map((i) => ({ selection_id: i.selection_id, odds: i.seen })),
          idempotency_key: newKey(),
        })),
      },
      { method: 'post', action: '/actions/place-bet', encType: 'application/json' },
    );
  };
  const result = fetcher.data as PlaceResult | undefined;
  const seen = useRef<PlaceResult | undefined>(undefined);
  useEffect(() => {
    // The answer is in while the page's data is read again (state `loading`); no new answer at
    // rest means the post failed on the way.
    if (!sent.current || fetcher.state === 'submitting' || (result === seen.current && fetcher.state !== 'idle')) return;
    sent.current = false;
    const fresh = result !== seen.current ? result : undefined;
    seen.current = result;
    const { dispatch } = useSlipStore.getState();
    if (fresh?.ok) dispatch({ type: 'placed', selectionIds: fresh.selectionIds, count: fresh.count });
    else if (fresh && 'placedIds' in fresh) {
      const r = fresh as RefusedAnswer;
      dispatch({ type: 'refused', message: r.message, changes: r.changes, placedIds: r.placedIds });
    } else dispatch({ type: 'refused', message: fresh?.message ?? '', changes: [], placedIds: [] });
  }, [fetcher.state, result]);
  const refusal = result && !result.ok ? (result as Refusal) : null;
  return { place, refusal };
}

/**
 * The slip: a column beside the board on wide screens; below that, a bar over the bottom of the
 * screen (above the phone's tab bar) that opens the slip as a panel.
 */
/** The slip with its picks, stakes and placing: drawn once a pick is on it (slip-column.tsx). */
export function FullSlip() {
  const { t, i18n } = useTranslation();
  const lng = i18n.language;
  const { format } = useBoard();
  useSlipSync();
  const { place, refusal } = usePlaceSlip();
  const count = useSlipStore((s) => s.items.length);
  const total = useSlipStore((s) => (s.mode === 'parlay' && s.items.length > 1 ? parlayOdds(s.items.map((i) => i.seen)) : 0));
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const barRef = useRef<HTMLButtonElement>(null);
  const wideRef = useRef<HTMLDivElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  // Where focus goes once the slip is on screen: a pick's stake (its id), the first stake (''), or nowhere.
  const [goTo, setGoTo] = useState<string | null>(null);
  useGoToSlip((selectionId) => {
    // The column beside the board when it is shown, else the phone's panel, opened.
    if (!wideRef.current?.getClientRects().length) setOpen(true);
    setGoTo(selectionId);
  });
  useEffect(() => {
    if (goTo === null) return;
    const slip = wideRef.current?.getClientRects().length ? wideRef.current : panelRef.current;
    if (!slip) return;
    setGoTo(null);
    // The stake comes first in the slip's order: the pick's own, else the parlay's or the first.
    const stake =
      (goTo && slip.querySelector<HTMLElement>(`[data-selection="${CSS.escape(goTo)}"] [data-testid=stake-input]`)) ||
      slip.querySelector<HTMLElement>('[data-testid=stake-input]');
    (stake ?? slip.querySelector<HTMLElement>('a, button:not([disabled])'))?.focus();
  }, [goTo, open]);
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
  const title = <SlipTitle count={count} />;
  return (
    <>
      <SlipColumn count={count} ref={wideRef}>
        <SlipPanel place={place} refusal={refusal} />
      </SlipColumn>
      {(count > 0 || open) && (
        <div ref={stickyBar} data-sticky="bottom" className="fixed inset-x-0 bottom-16 z-30 xl:hidden md:bottom-0" data-testid="slip-bar">
          {open && (
            <div
              ref={panelRef}
              id={panelId}
              className="max-h-[70vh] overflow-y-auto border-t border-border bg-surface shadow-2xl"
              role="region"
              aria-label={t('sports.betSlip', 'Bet slip')}
            >
              <SlipPanel place={place} refusal={refusal} />
            </div>
          )}
          <button
            ref={barRef}
            type="button"
            className="flex w-full items-center justify-between gap-3 border-t border-border bg-header px-4 py-3 text-sm font-semibold text-header-text"
            aria-expanded={open}
            aria-controls={panelId}
            onClick={(e) => {
              // Opened from the keyboard (a click of no pointer): focus goes to the stake, as the panel
              // is drawn above this bar and Tab would leave it. A tap leaves the phone's keyboard shut.
              if (!open && e.detail === 0) setGoTo('');
              setOpen(!open);
            }}
            data-testid="slip-toggle"
          >
            {title}
            {total > 0 && <span className="tabular-nums">{formatOdds(shownTotalOdds(total), format, lng)}</span>}
            <span className="text-xs font-normal opacity-80">{open ? t('sports.hideSlip', 'Hide') : t('sports.showSlip', 'Show')}</span>
          </button>
        </div>
      )}
    </>
  );
}
