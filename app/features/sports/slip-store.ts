import { create } from 'zustand';
import { keepInStorage } from '../../lib/browser/stored.ts';
import type { BetLimits, BetType, OddsLine, OddsPolicy, PriceChange, SportCode } from '#contract/sports.ts';

/**
 * The bet slip: the selections a player picked, their stakes and the odds-change
 * policy. Kept in localStorage, so it survives a reload, a language switch and a site update
 * (a build update reloads the page; the stored shape is versioned).
 */
export interface SlipItem {
  selection_id: string;
  event_id: string;
  market_id: string;
  bet_type: BetType;
  period: 'FT' | '1H';
  key: string;
  home_away: 'H' | 'A' | 'D' | '';
  criteria1: string;
  sport: SportCode;
  league: string;
  start_time: string;
  /** Names as the bet line carries them (home_team_name, away_team_name, home_name_{lang}…). */
  names: Record<string, string>;
  /** The price the player accepted: what a placement sends. */
  seen: number;
  /** The current price and state (the stream's or the last answer's). */
  odds: number;
  status: 'open' | 'suspended' | 'closed';
}

export type SlipMode = 'single' | 'parlay';

/**
 * Where the slip stands. `editing`: selections to stake; `oddsChanged`: a price moved past the
 * policy and the player accepts it before placing; `placing`: the bets are on their way (the slip
 * takes no edits); `placed` and `refused`: the answer, shown until the next edit.
 */
export type SlipPhase =
  | { name: 'idle' }
  | { name: 'editing' }
  | { name: 'oddsChanged'; message?: string }
  | { name: 'placing' }
  | { name: 'placed'; count: number }
  | { name: 'refused'; message: string; somePlaced: boolean };

export interface SlipState {
  items: SlipItem[];
  mode: SlipMode;
  /** Stake per selection (singles), as typed. */
  stakes: Record<string, string>;
  parlayStake: string;
  policy: OddsPolicy;
  phase: SlipPhase;
}

type PriceUpdate = Pick<PriceChange, 'selection_id' | 'odds' | 'status'>;

export type SlipEvent =
  /** Adds the selection, or removes it when it is on the slip; another pick of the same event replaces that event's. */
  | { type: 'toggle'; item: SlipItem }
  | { type: 'remove'; selectionId: string }
  | { type: 'clear' }
  | { type: 'setMode'; mode: SlipMode }
  | { type: 'setStake'; selectionId: string; stake: string }
  | { type: 'setParlayStake'; stake: string }
  | { type: 'setPolicy'; policy: OddsPolicy }
  /** New prices (stream, refresh): the seen price stays until accepted. */
  | { type: 'prices'; changes: readonly PriceUpdate[] }
  /** Full lines of the slip's selections (public_odds): names in every language and the current price. */
  | { type: 'lines'; lines: readonly OddsLine[] }
  /** The player accepts the current prices. */
  | { type: 'accept' }
  | { type: 'place' }
  /** Every bet was placed: its selections leave the slip. */
  | { type: 'placed'; selectionIds: readonly string[]; count: number }
  /** A bet was refused (the ones before it placed): the stakes stay, the answer's prices are taken. */
  | { type: 'refused'; message: string; changes: readonly PriceUpdate[]; placedIds: readonly string[] };

export const MAX_SLIP = 10;
const NAME_FIELD = /^(home|away)_(team_name|name_[a-z]+)$/;

export const namesOf = (line: Record<string, unknown>): Record<string, string> => {
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(line)) if (NAME_FIELD.test(k) && typeof v === 'string') out[k] = v;
  return out;
};

const IDLE: SlipPhase = { name: 'idle' };
const EDITING: SlipPhase = { name: 'editing' };

/** The phase after an edit (`edit`) or after prices moved on their own (`price`: an answer stays shown). */
function phaseAfter(s: SlipState, kind: 'edit' | 'price'): SlipPhase {
  if (!s.items.length) return kind === 'price' && s.phase.name === 'placed' ? s.phase : IDLE;
  if (slipState(s).changed) return s.phase.name === 'oddsChanged' ? s.phase : { name: 'oddsChanged' };
  if (kind === 'price' && (s.phase.name === 'placed' || s.phase.name === 'refused')) return s.phase;
  return EDITING;
}

function withPrices(items: SlipItem[], changes: readonly PriceUpdate[]): SlipItem[] {
  const by = new Map(changes.map((c) => [c.selection_id, c]));
  if (!items.some((i) => by.has(i.selection_id))) return items;
  return items.map((i) => {
    const c = by.get(i.selection_id);
    return c ? { ...i, odds: c.odds, status: c.status } : i;
  });
}

function without(s: SlipState, ids: readonly string[]): Pick<SlipState, 'items' | 'stakes' | 'parlayStake'> {
  const gone = new Set(ids);
  const stakes = { ...s.stakes };
  for (const id of ids) delete stakes[id];
  const items = s.items.filter((i) => !gone.has(i.selection_id));
  return { items, stakes, parlayStake: items.length ? s.parlayStake : '' };
}

/** The slip's one set of rules: every change of the slip is an event through here. */
export function slipReducer(s: SlipState, e: SlipEvent): SlipState {
  const placing = s.phase.name === 'placing';
  const edit = (next: Partial<SlipState>): SlipState => {
    // While the bets are on their way the slip is what was sent.
    if (placing) return s;
    const n = { ...s, ...next };
    return { ...n, phase: phaseAfter(n, 'edit') };
  };
  switch (e.type) {
    case 'toggle': {
      if (s.items.some((i) => i.selection_id === e.item.selection_id)) return edit({ items: s.items.filter((i) => i.selection_id !== e.item.selection_id) });
      const others = s.items.filter((i) => i.event_id !== e.item.event_id);
      if (others.length >= MAX_SLIP) return s;
      const items = [...others, e.item];
      // Two or more events make a parlay the natural bet; the player can switch back.
      const mode = s.items.length === 1 && items.length === 2 && s.mode === 'single' && !s.stakes[s.items[0].selection_id] ? 'parlay' : s.mode;
      return edit({ items, mode });
    }
    case 'remove':
      return edit({ items: s.items.filter((i) => i.selection_id !== e.selectionId) });
    case 'clear':
      return edit({ items: [], stakes: {}, parlayStake: '' });
    case 'setMode':
      return edit({ mode: e.mode });
    case 'setStake':
      return edit({ stakes: { ...s.stakes, [e.selectionId]: e.stake } });
    case 'setParlayStake':
      return edit({ parlayStake: e.stake });
    case 'setPolicy':
      return edit({ policy: e.policy });
    case 'prices': {
      const items = withPrices(s.items, e.changes);
      if (items === s.items) return s;
      const n = { ...s, items };
      // A price that moves while placing is the answer's to judge (the server checks the policy).
      return placing ? n : { ...n, phase: phaseAfter(n, 'price') };
    }
    case 'lines': {
      const by = new Map(e.lines.map((l) => [l.selection_id, l]));
      const items = s.items.map((i) => {
        const l = by.get(i.selection_id);
        return l ? { ...i, names: namesOf(l), odds: l.odds, status: l.status } : i;
      });
      const n = { ...s, items };
      return placing ? n : { ...n, phase: phaseAfter(n, 'price') };
    }
    case 'accept':
      return edit({ items: s.items.map((i) => ({ ...i, seen: i.odds > 0 ? i.odds : i.seen })) });
    case 'place': {
      const { suspended, closed, changed } = slipState(s);
      if (placing || !s.items.length || suspended || closed || changed || s.phase.name === 'oddsChanged') return s;
      return { ...s, phase: { name: 'placing' } };
    }
    case 'placed': {
      if (!placing) return s;
      return { ...s, ...without(s, e.selectionIds), phase: { name: 'placed', count: e.count } };
    }
    case 'refused': {
      if (!placing) return s;
      const rest = { ...s, ...without(s, e.placedIds) };
      const n = { ...rest, items: withPrices(rest.items, e.changes) };
      const phase: SlipPhase =
        n.items.length && slipState(n).changed
          ? { name: 'oddsChanged', message: e.message }
          : { name: 'refused', message: e.message, somePlaced: e.placedIds.length > 0 };
      return { ...n, phase };
    }
  }
}

export interface SlipActions {
  dispatch(event: SlipEvent): void;
  toggle(item: SlipItem): void;
  remove(selectionId: string): void;
  clear(): void;
  setMode(mode: SlipMode): void;
  setStake(selectionId: string, stake: string): void;
  setParlayStake(stake: string): void;
  setPolicy(policy: OddsPolicy): void;
  updatePrices(changes: readonly PriceUpdate[]): void;
  updateLines(lines: readonly OddsLine[]): void;
  acceptChanges(): void;
}
export type SlipStore = SlipState & SlipActions;

export const emptySlip: SlipState = { items: [], mode: 'single', stakes: {}, parlayStake: '', policy: 'better', phase: IDLE };

const slipStore = create<SlipStore>()((set) => {
  const dispatch = (event: SlipEvent) => set((s) => slipReducer(s, event));
  return {
    ...emptySlip,
    dispatch,
    toggle: (item) => dispatch({ type: 'toggle', item }),
    remove: (selectionId) => dispatch({ type: 'remove', selectionId }),
    clear: () => dispatch({ type: 'clear' }),
    setMode: (mode) => dispatch({ type: 'setMode', mode }),
    setStake: (selectionId, stake) => dispatch({ type: 'setStake', selectionId, stake }),
    setParlayStake: (stake) => dispatch({ type: 'setParlayStake', stake }),
    setPolicy: (policy) => dispatch({ type: 'setPolicy', policy }),
    updatePrices: (changes) => dispatch({ type: 'prices', changes }),
    updateLines: (lines) => dispatch({ type: 'lines', lines }),
    acceptChanges: () => dispatch({ type: 'accept' }),
  };
});
// Read after hydration (SlipHydrator): the server and the first render show an empty slip.
export const useSlipStore = Object.assign(slipStore, {
  persist: keepInStorage(slipStore, {
    key: 'slip',
    version: 1,
    pick: (s: SlipStore) => ({ items: s.items, mode: s.mode, stakes: s.stakes, parlayStake: s.parlayStake, policy: s.policy }),
    // The phase is not stored: a slip read back is being edited (or asks to accept moved prices).
    merge: (stored, current) => {
      const n = { ...current, ...stored };
      return { ...n, phase: n.phase.name === 'placing' ? n.phase : phaseAfter(n, 'edit') };
    },
  }),
});

/** What blocks placing, and whether the prices moved past what the policy accepts. */
export function slipState(s: Pick<SlipState, 'items' | 'policy'>): { suspended: boolean; closed: boolean; changed: boolean } {
  const suspended = s.items.some((i) => i.status === 'suspended');
  const closed = s.items.some((i) => i.status === 'closed' || !(i.odds > 0));
  const changed = s.items.some((i) => i.odds > 0 && i.odds !== i.seen && (s.policy === 'none' || (s.policy === 'better' && i.odds < i.seen)));
  return { suspended, closed, changed };
}

/**
 * The server's stake limits, kept apart from the stored slip: a write to the slip's store before it
 * has read localStorage would replace the stored slip with an empty one.
 */
export const useSlipLimits = create<{ limits: BetLimits | null; setLimits(limits: BetLimits): void }>()((set) => ({
  limits: null,
  setLimits: (limits) => set({ limits }),
}));
