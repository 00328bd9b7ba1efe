import type { Db } from '../../db/client.ts';
import type { BalanceEvents } from '../balance-events.ts';
import type { AssertMay } from '../protection.ts';
import { BetService } from './bets.ts';
import { BoardService } from './board.ts';
import { CashoutService } from './cashout.ts';
import type { SportsFeed } from './feed.ts';
import { PlacementService } from './placement.ts';
import { SettlementService } from './settlement.ts';

/**
 * The sportsbook of the reference API: the feed's board, bets held on the ledger, settlement
 * and cash-out. Every money movement is one transaction through postEntries (the player row
 * locked); a bet's row is locked before its settlement or cash-out, so each pays once.
 */
export function createSports(db: Db, feed: SportsFeed, events: BalanceEvents, assertMay?: AssertMay) {
  const deps = { db, feed, events, assertMay };
  const bets = new BetService(deps);
  return {
    feed,
    board: new BoardService(deps),
    bets,
    placement: new PlacementService(deps, bets),
    cashout: new CashoutService(deps, bets),
    settlement: new SettlementService(deps),
  };
}
export type Sportsbook = ReturnType<typeof createSports>;
