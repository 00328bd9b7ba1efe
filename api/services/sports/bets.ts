import { and, count, desc, eq, gte, inArray, lt, ne, sql } from 'drizzle-orm';
import type { BetLeg, SportBet, SportCode } from '../../../contract/sports.ts';
import type { Db } from '../../db/client.ts';
import { sportBetLegs, sportBets, sportResults } from '../../db/schema.ts';
import { toMoneyString } from '../../lib/money.ts';
import type { Player } from '../sessions.ts';
import { cashoutNow } from './cashout.ts';
import { oddsToDecimal } from './grading.ts';
import type { BetRow, LegRow, ResultRow, SportsDeps, Tx } from './shared.ts';

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** A player's bets as the contract shows them: their list, and the bet that placement and cash-out answer with. */
export class BetService {
  constructor(private deps: SportsDeps) {}

  /** Bets in the contract's shape, legs with their final scores once settled. */
  async views(ids: number[], db: Db | Tx = this.deps.db): Promise<SportBet[]> {
    if (!ids.length) return [];
    const [bets, legs] = await Promise.all([
      db.select().from(sportBets).where(inArray(sportBets.id, ids)),
      db.select().from(sportBetLegs).where(inArray(sportBetLegs.betId, ids)).orderBy(sportBetLegs.id),
    ]);
    const eventIds = [...new Set(legs.filter((l) => l.result).map((l) => l.eventId))];
    const results = eventIds.length ? await db.select().from(sportResults).where(inArray(sportResults.eventId, eventIds)) : [];
    const scores = new Map(results.map((r) => [r.eventId, r]));
    const byId = new Map(bets.map((b) => [b.id, b]));
    return ids
      .map((id) => byId.get(id))
      .filter((b): b is BetRow => !!b)
      .map((b) =>
        this.toBet(
          b,
          legs.filter((l) => l.betId === b.id),
          scores,
        ),
      );
  }

  private toBet(b: BetRow, legs: LegRow[], scores: Map<string, ResultRow>): SportBet {
    // Offered only when an offer can be had now: a press never meets "not available".
    const amount = b.status === 'open' ? cashoutNow(this.deps.feed, b, legs) : null;
    return {
      cashout_available: amount !== null && amount > 0,
      id: b.id,
      kind: b.kind,
      stake: toMoneyString(b.stake),
      odds: oddsToDecimal(b.odds),
      potential_return: toMoneyString(b.potentialReturn),
      odds_policy: b.oddsPolicy,
      status: b.status,
      result: b.result ?? null,
      payout: b.payout === null ? null : toMoneyString(b.payout),
      created_at: b.createdAt.toISOString(),
      settled_at: iso(b.settledAt),
      legs: legs.map((l): BetLeg => {
        const r = scores.get(l.eventId);
        return {
          ...(l.names as unknown as BetLeg),
          bet_type: l.betType as BetLeg['bet_type'],
          home_away: l.homeAway as BetLeg['home_away'],
          criteria1: l.criteria1,
          event_id: l.eventId,
          market_id: l.marketId,
          selection_id: l.selectionId,
          key: l.selectionKey,
          period: l.period,
          odds: oddsToDecimal(l.odds),
          sport: l.sport as SportCode,
          league: l.league,
          start_time: l.startTime.toISOString(),
          result: l.result ?? null,
          score: r && l.result && r.status === 'finished' && l.betType !== 'OR' ? { home: r.home, away: r.away } : null,
          settled_at: iso(l.settledAt),
        };
      }),
    };
  }

  async bets(p: Player, q: { status: 'all' | 'open' | 'settled'; page: number; page_size: number; date_from: string; date_to: string }) {
    const { db } = this.deps;
    const conds = [eq(sportBets.playerId, p.id)];
    if (q.status === 'open') conds.push(eq(sportBets.status, 'open'));
    if (q.status === 'settled') conds.push(ne(sportBets.status, 'open'));
    if (q.date_from) conds.push(gte(sportBets.createdAt, new Date(`${q.date_from}T00:00:00Z`)));
    if (q.date_to) conds.push(lt(sportBets.createdAt, new Date(Date.parse(`${q.date_to}T00:00:00Z`) + 86_400_000)));
    const where = and(...conds);
    const [page, [all], [open]] = await Promise.all([
      db
        .select({ id: sportBets.id })
        .from(sportBets)
        .where(where)
        .orderBy(desc(sportBets.id))
        .limit(q.page_size)
        .offset((q.page - 1) * q.page_size),
      db.select({ n: count() }).from(sportBets).where(where),
      db
        .select({ n: count(), stake: sql<string>`coalesce(sum(${sportBets.stake}), 0)::text` })
        .from(sportBets)
        .where(and(eq(sportBets.playerId, p.id), eq(sportBets.status, 'open'))),
    ]);
    return {
      statusCode: 1,
      message: 'OK',
      value: await this.views(page.map((r) => r.id)),
      total: Number(all?.n ?? 0),
      page: q.page,
      page_size: q.page_size,
      open_stake: toMoneyString(Number(open?.stake ?? 0)),
      open_count: Number(open?.n ?? 0),
    };
  }
}
