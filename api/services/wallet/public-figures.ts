import { and, count, desc, eq, gte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { deposits, gameRounds, players, withdrawals } from '../../db/schema.ts';
import { isoOrNull as iso } from '../../lib/dates.ts';
import { toMoneyString } from '../../lib/money.ts';
import type { Operator } from '../operators.ts';

/** Public tickers never show a whole account id: "de***01". */
export const maskAccountId = (id: string) => (id.length <= 4 ? `${id[0] ?? ''}***` : `${id.slice(0, 2)}***${id.slice(-2)}`);

/** The site's money in public, account ids masked: the home ticker and the top-10 board. */
export class PublicFiguresService {
  constructor(private db: Db) {}

  /**
   * Fetch_transactions: the home ticker of recent deposits and withdrawals, masked. Nothing while the operator has the ticker off or fewer
   * than `socialProofMin` lines to show (the ticker then hides instead of showing two names).
   */
  async recentTransactions(op: Operator) {
    if (!op.showTicker) return { statusCode: 1, message: 'OK', deposits: [], withdrawals: [] };
    const [dep, wd] = await Promise.all([
      this.db
        .select({ accountId: players.accountId, amount: deposits.amount, at: deposits.updatedAt })
        .from(deposits)
        .innerJoin(players, eq(players.id, deposits.playerId))
        .where(and(eq(players.operatorId, op.id), eq(deposits.status, 'credited')))
        .orderBy(desc(deposits.updatedAt))
        .limit(10),
      this.db
        .select({ accountId: players.accountId, amount: withdrawals.amount, at: withdrawals.decidedAt })
        .from(withdrawals)
        .innerJoin(players, eq(players.id, withdrawals.playerId))
        .where(and(eq(players.operatorId, op.id), eq(withdrawals.status, 'approved')))
        .orderBy(desc(withdrawals.decidedAt))
        .limit(10),
    ]);
    const line = (r: { accountId: string; amount: number; at: Date | null }) => ({
      account_id: maskAccountId(r.accountId),
      amount: toMoneyString(r.amount),
      date: iso(r.at) ?? '',
    });
    if (dep.length + wd.length < op.socialProofMin) return { statusCode: 1, message: 'OK', deposits: [], withdrawals: [] };
    return { statusCode: 1, message: 'OK', deposits: dep.map(line), withdrawals: wd.map(line) };
  }

  /** Top-10 stats from real data (last 30 days; hour_withdrawal is the last hour's total). */
  async top10(op: Operator) {
    const since = new Date(Date.now() - 30 * 86_400_000);
    const hourAgo = new Date(Date.now() - 3_600_000);
    const ofOperator = eq(players.operatorId, op.id);
    const [wd, winners, [hour], [registered], [active], [deposited]] = await Promise.all([
      this.db
        .select({ accountId: players.accountId, amount: withdrawals.amount, at: withdrawals.decidedAt })
        .from(withdrawals)
        .innerJoin(players, eq(players.id, withdrawals.playerId))
        .where(and(ofOperator, eq(withdrawals.status, 'approved'), gte(withdrawals.decidedAt, since)))
        .orderBy(desc(withdrawals.amount), desc(withdrawals.id))
        .limit(10),
      this.db
        .select({ accountId: players.accountId, amount: gameRounds.win, gameName: gameRounds.gameName })
        .from(gameRounds)
        .innerJoin(players, eq(players.id, gameRounds.playerId))
        .where(and(ofOperator, gte(gameRounds.createdAt, since), sql`${gameRounds.win} > 0`))
        .orderBy(desc(gameRounds.win), desc(gameRounds.id))
        .limit(10),
      this.db
        .select({ n: sql<string>`coalesce(sum(${withdrawals.amount}), 0)` })
        .from(withdrawals)
        .innerJoin(players, eq(players.id, withdrawals.playerId))
        .where(and(ofOperator, eq(withdrawals.status, 'approved'), gte(withdrawals.decidedAt, hourAgo))),
      this.db.select({ n: count() }).from(players).where(ofOperator),
      this.db
        .select({ n: count() })
        .from(players)
        .where(and(ofOperator, gte(players.lastLoginAt, since))),
      this.db
        .select({ n: count() })
        .from(players)
        .where(and(ofOperator, sql`${players.totalDeposit} > 0`)),
    ]);
    return {
      statusCode: 1,
      message: 'OK',
      value: {
        withrawal: wd.map((r) => ({ account_id: maskAccountId(r.accountId), amount: toMoneyString(r.amount), date: iso(r.at) ?? '' })),
        winner: winners.map((r) => ({ account_id: maskAccountId(r.accountId), amount: toMoneyString(r.amount), game_name: r.gameName })),
        hour_withdrawal: toMoneyString(BigInt(hour?.n ?? 0)),
        registered_player: Number(registered?.n ?? 0),
        active_player: Number(active?.n ?? 0),
        deposited_player: Number(deposited?.n ?? 0),
      },
    };
  }
}
