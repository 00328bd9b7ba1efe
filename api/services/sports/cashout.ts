import { randomBytes } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { sportBetLegs, sportBets, sportCashoutQuotes } from '../../db/schema.ts';
import { rowsOf } from '../../lib/db-rows.ts';
import { ApiError } from '../../lib/errors.ts';
import { toMoneyString } from '../../lib/money.ts';
import { balancesOf, postEntries } from '../ledger.ts';
import type { Player } from '../sessions.ts';
import type { BetService } from './bets.ts';
import { cashoutValue } from './grading.ts';
import type { SportsFeed } from './feed.ts';
import { BET_REF, SPORTS_LIMITS, type BetRow, type LegRow, type SportsDeps } from './shared.ts';

/** What an open bet is worth now (minor units); null when a leg lost or a market is not open. */
export function cashoutNow(feed: SportsFeed, b: Pick<BetRow, 'stake'>, legs: Pick<LegRow, 'odds' | 'result' | 'selectionId'>[], t = feed.now()): number | null {
  return cashoutValue(
    b.stake,
    legs.map((l) => {
      if (l.result) return { odds: l.odds, result: l.result, current: null };
      const found = feed.selection(l.selectionId, t);
      const open = found?.market?.status === 'open' && found.selection?.open;
      return { odds: l.odds, result: null, current: open ? found!.selection!.odds : null };
    }),
    SPORTS_LIMITS.cashoutCut,
  );
}

/** Cash-out: a quote of what an open bet is worth now, and its execution, paid once. */
export class CashoutService {
  constructor(
    private deps: SportsDeps,
    private bets: BetService,
  ) {}

  /** What an open bet is worth now; null when a leg lost or a market is not open. */
  private valueOf(b: BetRow, legs: LegRow[]): number | null {
    return cashoutNow(this.deps.feed, b, legs);
  }

  async cashoutQuote(p: Player, betId: number) {
    const { db } = this.deps;
    const [b] = await db
      .select()
      .from(sportBets)
      .where(and(eq(sportBets.id, betId), eq(sportBets.playerId, p.id)))
      .limit(1);
    if (!b) throw new ApiError('betNotFound');
    if (b.status !== 'open') throw new ApiError('betNotOpen');
    const legs = await db.select().from(sportBetLegs).where(eq(sportBetLegs.betId, b.id));
    const amount = this.valueOf(b, legs);
    if (amount === null || amount <= 0) throw new ApiError('cashoutUnavailable');
    const id = randomBytes(18).toString('base64url');
    const expiresAt = new Date(Date.now() + SPORTS_LIMITS.quoteSeconds * 1000);
    await db.insert(sportCashoutQuotes).values({ id, betId: b.id, playerId: p.id, amount, expiresAt });
    return {
      statusCode: 1,
      message: 'OK',
      quote_id: id,
      bet_id: b.id,
      amount: toMoneyString(amount),
      expires_at: expiresAt.toISOString(),
      expires_in: SPORTS_LIMITS.quoteSeconds,
    };
  }

  /**
   * Executes a quote: once, before it expires, while the bet is open and its markets are open.
   * The bet row is locked (as settlement does), so a cash-out and a settlement never both pay.
   */
  async cashout(p: Player, quoteId: string) {
    const { db, events } = this.deps;
    const out = await db.transaction(async (tx) => {
      const locked = await tx.execute(
        sql`select id, bet_id, amount, expires_at, used_at from sport_cashout_quotes where id = ${quoteId} and player_id = ${p.id} for update`,
      );
      const q = rowsOf<{ id: string; bet_id: number; amount: string | number; expires_at: string | Date; used_at: string | Date | null }>(locked)[0];
      if (!q) throw new ApiError('quoteNotFound');
      const betRows = rowsOf(await tx.execute(sql`select id from sport_bets where id = ${q.bet_id} for update`));
      if (!betRows.length) throw new ApiError('betNotFound');
      const [b] = await tx.select().from(sportBets).where(eq(sportBets.id, q.bet_id));
      // The same quote again (a retry, a double click) answers the cash-out it made, marked as a replay.
      if (q.used_at) {
        if (b.status === 'cashed_out') return { betId: b.id, after: null };
        throw new ApiError('quoteUsed');
      }
      if (new Date(q.expires_at).getTime() <= Date.now()) throw new ApiError('quoteExpired');
      if (b.status !== 'open') throw new ApiError('betNotOpen');
      const legs = await tx.select().from(sportBetLegs).where(eq(sportBetLegs.betId, b.id));
      if (this.valueOf(b, legs) === null) throw new ApiError('cashoutUnavailable');
      const amount = Number(q.amount);
      await tx.update(sportCashoutQuotes).set({ usedAt: new Date() }).where(eq(sportCashoutQuotes.id, q.id));
      await tx.update(sportBets).set({ status: 'cashed_out', payout: amount, settledAt: new Date() }).where(eq(sportBets.id, b.id));
      const after = await postEntries(tx, p.id, [{ kind: 'bet_cashout', amount, refType: BET_REF, refId: String(b.id), note: 'Cash-out' }]);
      return { betId: b.id, after };
    });
    if (out.after) events.publish(p.id, out.after, 'sports_cashout');
    const balance = out.after ? out.after.balance : (await balancesOf(db, p.id)).balance;
    const [bet] = await this.bets.views([out.betId]);
    return { statusCode: 1, message: 'OK', bet, balance: toMoneyString(balance), replay: !out.after };
  }
}
