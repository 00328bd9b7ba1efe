import type { Db } from '../../db/client.ts';
import type { sportBetLegs, sportBets, sportResults } from '../../db/schema.ts';
import type { BalanceEvents } from '../balance-events.ts';
import type { AssertMay } from '../protection.ts';
import type { SportsFeed } from './feed.ts';
import type { EventResult } from './grading.ts';

export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type BetRow = typeof sportBets.$inferSelect;
export type LegRow = typeof sportBetLegs.$inferSelect;
export type ResultRow = typeof sportResults.$inferSelect;

export interface SportsDeps {
  db: Db;
  feed: SportsFeed;
  events: BalanceEvents;
  /** Limits and exclusions, checked in the placement's transaction under the player lock. */
  assertMay?: AssertMay;
}

/** The book's limits, in minor units (decision 0008). */
export const SPORTS_LIMITS = {
  minStake: 100,
  maxStake: 500_000,
  maxPayout: 10_000_000,
  /** What one player could win on one selection across open bets. */
  maxLiability: 2_000_000,
  /** What all of an operator's players together could win on one selection, unless the operator set its own. */
  maxSelectionLiability: 20_000_000,
  minLegs: 2,
  maxLegs: 10,
  quoteSeconds: 10,
  /** Percent the house keeps from a cash-out's fair value. */
  cashoutCut: 5,
};

/** The ledger's ref_type of a sports bet's entries (the ledger check sums them per bet). */
export const BET_REF = 'sports_bet';

export const toResult = (r: ResultRow): EventResult => ({
  status: r.status,
  home: r.home,
  away: r.away,
  htHome: r.htHome,
  htAway: r.htAway,
  firstGoal: r.firstGoal ?? null,
  lastGoal: r.lastGoal ?? null,
  winner: r.winner,
});
