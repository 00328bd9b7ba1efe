import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
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

export interface SlipState {
  items: SlipItem[];
  mode: SlipMode;
  /** Stake per selection (singles), as typed. */
  stakes: Record<string, string>;
  parlayStake: string;
  policy: OddsPolicy;
}
export interface SlipActions {
  /** Adds the selection, or removes it when it is on the slip; another pick of the same event replaces that event's. */
  toggle(item: SlipItem): void;
  remove(selectionId: string): void;
  clear(): void;
  setMode(mode: SlipMode): void;
  setStake(selectionId: string, stake: string): void;
  setParlayStake(stake: string): void;
  setPolicy(policy: OddsPolicy): void;
  /** New prices (stream, refresh or a refused placement): the seen price stays until accepted. */
  updatePrices(changes: readonly Pick<PriceChange, 'selection_id' | 'odds' | 'status'>[]): void;
  /** Full lines of the slip's selections (public_odds): names in every language and the current price. */
  updateLines(lines: readonly OddsLine[]): void;
  /** The player accepts the current prices. */
  acceptChanges(): void;
  /** Placed selections leave the slip. */
  placed(selectionIds: readonly string[]): void;
}
export type SlipStore = SlipState & SlipActions;

export const MAX_SLIP = 10;
const NAME_FIELD = /^(home|away)_(team_name|name_[a-z]+)$/;

export const namesOf = (line: Record<string, unknown>): Record<string, string> => {
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(line)) if (NAME_FIELD.test(k) && typeof v === 'string') out[k] = v;
  return out;
};

export const useSlipStore = create<SlipStore>()(
  persist(
    (set) => ({
      items: [],
      mode: 'single',
      stakes: {},
      parlayStake: '',
      policy: 'better',
      toggle: (item) =>
        set((s) => {
          if (s.items.some((i) => i.selection_id === item.selection_id)) return { items: s.items.filter((i) => i.selection_id !== item.selection_id) };
          const others = s.items.filter((i) => i.event_id !== item.event_id);
          if (others.length >= MAX_SLIP) return {};
          const items = [...others, item];
          // Two or more events make a parlay the natural bet; the player can switch back.
          return { items, mode: s.items.length === 1 && items.length === 2 && s.mode === 'single' && !s.stakes[s.items[0].selection_id] ? 'parlay' : s.mode };
        }),
      remove: (id) => set((s) => ({ items: s.items.filter((i) => i.selection_id !== id) })),
      clear: () => set({ items: [], stakes: {}, parlayStake: '' }),
      setMode: (mode) => set({ mode }),
      setStake: (id, stake) => set((s) => ({ stakes: { ...s.stakes, [id]: stake } })),
      setParlayStake: (parlayStake) => set({ parlayStake }),
      setPolicy: (policy) => set({ policy }),
      updatePrices: (changes) =>
        set((s) => {
          const by = new Map(changes.map((c) => [c.selection_id, c]));
          if (!s.items.some((i) => by.has(i.selection_id))) return {};
          return {
            items: s.items.map((i) => (by.has(i.selection_id) ? { ...i, odds: by.get(i.selection_id)!.odds, status: by.get(i.selection_id)!.status } : i)),
          };
        }),
      updateLines: (lines) =>
        set((s) => {
          const by = new Map(lines.map((l) => [l.selection_id, l]));
          return {
            items: s.items.map((i) => {
              const l = by.get(i.selection_id);
              return l ? { ...i, names: namesOf(l), odds: l.odds, status: l.status } : i;
            }),
          };
        }),
      acceptChanges: () => set((s) => ({ items: s.items.map((i) => ({ ...i, seen: i.odds > 0 ? i.odds : i.seen })) })),
      placed: (ids) =>
        set((s) => {
          const gone = new Set(ids);
          const stakes = { ...s.stakes };
          for (const id of ids) delete stakes[id];
          const items = s.items.filter((i) => !gone.has(i.selection_id));
          return { items, stakes, parlayStake: items.length ? s.parlayStake : '' };
        }),
    }),
    {
      name: 'slip',
      version: 1,
      storage: createJSONStorage(() => localStorage),
      // Read after hydration (SlipHydrator): the server and the first render show an empty slip.
      skipHydration: true,
      partialize: (s) => ({ items: s.items, mode: s.mode, stakes: s.stakes, parlayStake: s.parlayStake, policy: s.policy }),
    },
  ),
);

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
