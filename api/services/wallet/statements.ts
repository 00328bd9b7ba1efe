import { and, count, desc, eq, gte, inArray, lt, sql, type SQL } from 'drizzle-orm';
import { gameRounds, ledgerEntries, providers } from '../../db/schema.ts';
import { rowsOf } from '../../lib/db-rows.ts';
import { isoOrNull as iso } from '../../lib/dates.ts';
import { toMoneyString } from '../../lib/money.ts';
import type { Player } from '../sessions.ts';
import { depositMethods } from './deposits.ts';
import { operatorOf, type WalletDeps } from './shared.ts';

function dateRange(column: SQL | Parameters<typeof gte>[0], from: string, to: string): SQL[] {
  const out: SQL[] = [];
  // Dates are whole UTC days: "to" includes its day.
  if (from) out.push(gte(column as never, new Date(`${from}T00:00:00Z`)));
  if (to) out.push(lt(column as never, new Date(Date.parse(`${to}T00:00:00Z`) + 86_400_000)));
  return out;
}

/** The player's histories, a page at a time: deposits and withdrawals, ledger entries, game rounds. */
export class StatementService {
  constructor(private deps: WalletDeps) {}

  async transactions(p: Player, q: { page: number; page_size: number; date_from: string; date_to: string; type: '' | 'deposit' | 'withdrawal' }) {
    const { db, operators, providers } = this.deps;
    const where = (alias: 'd' | 'w') => {
      const a = sql.raw(alias);
      const parts = [sql`${a}.player_id = ${p.id}`];
      if (q.date_from) parts.push(sql`${a}.created_at >= ${new Date(`${q.date_from}T00:00:00Z`).toISOString()}`);
      if (q.date_to) parts.push(sql`${a}.created_at < ${new Date(Date.parse(`${q.date_to}T00:00:00Z`) + 86_400_000).toISOString()}`);
      return sql.join(parts, sql` and `);
    };
    const dep = sql`select 'deposit' as type, d.id, d.amount, d.status::text as status, d.method as detail, d.created_at from deposits d where ${where('d')}`;
    const wd = sql`select 'withdrawal' as type, w.id, w.amount, w.status::text as status, coalesce(b.bank_name || ' ' || right(b.account_number, 4), '') as detail, w.created_at from withdrawals w left join bank_accounts b on b.id = w.bank_account_id where ${where('w')}`;
    const union = q.type === 'deposit' ? dep : q.type === 'withdrawal' ? wd : sql`${dep} union all ${wd}`;
    const offset = (q.page - 1) * q.page_size;
    const [list, total] = await Promise.all([
      db.execute(sql`select * from (${union}) t order by created_at desc, id desc limit ${q.page_size} offset ${offset}`),
      db.execute(sql`select count(*)::int as n from (${union}) t`),
    ]);
    const op = await operatorOf(operators, p);
    const methodName = new Map(depositMethods(providers, op).map((m) => [m.code, m.name]));
    const value = rowsOf<{ type: 'deposit' | 'withdrawal'; id: number; amount: string | number; status: string; detail: string; created_at: string | Date }>(
      list,
    ).map((r) => ({
      id: `${r.type === 'deposit' ? 'D' : 'W'}${r.id}`,
      type: r.type,
      amount: toMoneyString(BigInt(r.amount)),
      status: r.status,
      detail: r.type === 'deposit' ? (methodName.get(r.detail) ?? r.detail) : r.detail.replace(/ (\d{4})$/, ' •••• $1'),
      ...(r.type === 'deposit' && { method: r.detail }),
      created_at: iso(r.created_at)!,
    }));
    return { statusCode: 1, message: 'OK', value, total: Number(rowsOf<{ n: number }>(total)[0]?.n ?? 0), page: q.page, page_size: q.page_size };
  }

  async statement(p: Player, q: { page: number; page_size: number; date_from: string; date_to: string; kind: string; account: 'balance' | 'token' }) {
    const { db } = this.deps;
    const conds = [eq(ledgerEntries.playerId, p.id), eq(ledgerEntries.account, q.account), ...dateRange(ledgerEntries.createdAt, q.date_from, q.date_to)];
    if (q.kind) conds.push(eq(ledgerEntries.kind, q.kind as never));
    const where = and(...conds);
    const page = await this.page(
      q,
      db.select().from(ledgerEntries).where(where).orderBy(desc(ledgerEntries.id)).$dynamic(),
      db.select({ n: count() }).from(ledgerEntries).where(where),
    );
    return {
      ...page,
      value: page.value.map((e) => ({
        id: e.id,
        kind: e.kind,
        account: e.account,
        amount: toMoneyString(e.amount),
        balance_after: toMoneyString(e.balanceAfter),
        note: e.note,
        created_at: iso(e.createdAt)!,
      })),
    };
  }

  async betHistory(p: Player, q: { page: number; page_size: number; date_from: string; date_to: string; result: '' | 'win' | 'loss' }) {
    const { db } = this.deps;
    const conds = [eq(gameRounds.playerId, p.id), ...dateRange(gameRounds.createdAt, q.date_from, q.date_to)];
    if (q.result === 'win') conds.push(sql`${gameRounds.win} > ${gameRounds.bet}`);
    if (q.result === 'loss') conds.push(sql`${gameRounds.win} < ${gameRounds.bet}`);
    const where = and(...conds);
    const page = await this.page(
      q,
      db.select().from(gameRounds).where(where).orderBy(desc(gameRounds.id)).$dynamic(),
      db.select({ n: count() }).from(gameRounds).where(where),
    );
    // The provider's name, not its code ("TDW"), for the player to read.
    const codes = [...new Set(page.value.map((r) => r.providerCode))];
    const names = new Map(codes.length ? (await db.select().from(providers).where(inArray(providers.code, codes))).map((x) => [x.code, x.name] as const) : []);
    return {
      ...page,
      value: page.value.map((r) => ({
        id: r.id,
        game_name: r.gameName,
        provider_code: r.providerCode,
        provider_name: names.get(r.providerCode) ?? r.providerCode,
        game_type: r.gameType,
        bet: toMoneyString(r.bet),
        win: toMoneyString(r.win),
        net: toMoneyString(r.win - r.bet),
        created_at: iso(r.createdAt)!,
      })),
    };
  }

  /** One page of a history list and the count of all its rows, as the history answers carry them. */
  private async page<R>(
    q: { page: number; page_size: number },
    list: { limit(n: number): { offset(n: number): PromiseLike<R[]> } },
    total: PromiseLike<{ n: number }[]>,
  ) {
    const [value, [all]] = await Promise.all([list.limit(q.page_size).offset((q.page - 1) * q.page_size), total]);
    return { statusCode: 1, message: 'OK', value, total: Number(all?.n ?? 0), page: q.page, page_size: q.page_size };
  }
}
