import { randomBytes } from 'node:crypto';
import { and, asc, count, desc, eq, gte, inArray, isNull, lt, sql, type SQL } from 'drizzle-orm';
import type { BankAccount, Deposit, Withdrawal } from '../../contract/wallet.ts';
import type { Db } from '../db/client.ts';
import {
  bankAccounts,
  deposits,
  gameRounds,
  ledgerEntries,
  operatorBanks,
  operatorDomains,
  operators,
  paymentNotifications,
  players,
  providers,
  vipLevels,
  withdrawals,
} from '../db/schema.ts';
import { rowsOf } from '../lib/db-rows.ts';
import { isoOrNull as iso } from '../lib/dates.ts';
import { ApiError } from '../lib/errors.ts';
import { log } from '../lib/log.ts';
import { parseMoney, toMoneyString } from '../lib/money.ts';
import { localized, localizedList } from '../lib/texts.ts';
import type { PaymentProvider, VerifiedNotification } from '../payments/types.ts';
import type { BalanceEvents } from './balance-events.ts';
import { balancesOf, lockPlayer, postEntries } from './ledger.ts';
import type { Operator, OperatorDirectory } from './operators.ts';
import type { Player } from './sessions.ts';
import type { AssertMay } from './protection.ts';

export interface WalletConfig {
  maxBankAccounts: number;
  /** Pending deposits a player may have open at once. */
  maxPendingDeposits: number;
  /** The demo back office decides withdrawals this many seconds after the request (0: never). */
  withdrawalDecisionSeconds: number;
  /**
   * Runs inside the transaction that credits a deposit (the referral programme); answers the id
   * of another player whose inbox it wrote to, so their open tabs hear of it after the commit.
   */
  onDepositCredited?: (tx: Tx, playerId: number, depositId: number, amount: number) => Promise<number | null>;
  /** Limits and exclusions, checked when a deposit is created (decision 0012). */
  assertMay?: AssertMay;
}

export const maskNumber = (n: string) => `•••• ${n.slice(-4)}`;
/** Public tickers never show a whole account id: "de***01". */
export const maskAccountId = (id: string) => (id.length <= 4 ? `${id[0] ?? ''}***` : `${id.slice(0, 2)}***${id.slice(-2)}`);

/** Nice amounts for the deposit chips, kept within the operator's limits (major units). */
const CHIP_STEPS = [100, 200, 500, 1000, 2000, 5000, 10_000, 20_000, 50_000, 100_000];

function dateRange(column: SQL | Parameters<typeof gte>[0], from: string, to: string): SQL[] {
  const out: SQL[] = [];
  // Dates are whole UTC days: "to" includes its day.
  if (from) out.push(gte(column as never, new Date(`${from}T00:00:00Z`)));
  if (to) out.push(lt(column as never, new Date(Date.parse(`${to}T00:00:00Z`) + 86_400_000)));
  return out;
}

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/**
 * The wallet of the reference API: deposits through payment provider adapters, withdrawals held
 * at request time, bank accounts, histories. Every money movement is one transaction through
 * the ledger (postEntries), and its balance change is published after the commit.
 */
export class WalletService {
  private decider: NodeJS.Timeout | null = null;

  constructor(
    private db: Db,
    private operators: OperatorDirectory,
    private providers: Map<string, PaymentProvider>,
    private events: BalanceEvents,
    private config: WalletConfig,
  ) {}

  private async operatorOf(p: Player): Promise<Operator> {
    const op = await this.operators.byId(p.operatorId);
    if (!op) throw new ApiError('siteNotFound');
    return op;
  }

  private methods(op: Operator) {
    return [...this.providers.values()].flatMap((pr) => pr.methods(op.currency).map((m) => ({ ...m, provider: pr.code })));
  }

  /* ——— Options and bank accounts ——— */

  async options(p: Player) {
    const op = await this.operatorOf(p);
    const [banks, accounts, held] = await Promise.all([this.banks(op.id), this.bankAccounts(p), this.held(p.id)]);
    const min = op.minDeposit / 100;
    const max = op.maxDeposit / 100;
    const chips = [...new Set([min, ...CHIP_STEPS.filter((c) => c > min && c <= max)])].slice(0, 6);
    return {
      statusCode: 1,
      message: 'OK',
      currency: op.currency,
      balance: toMoneyString(p.gameBalance),
      held: toMoneyString(held),
      deposit: {
        min: toMoneyString(op.minDeposit),
        max: toMoneyString(op.maxDeposit),
        chips: chips.map((c) => toMoneyString(Math.round(c * 100))),
        methods: this.methods(op),
      },
      withdrawal: { min: toMoneyString(op.minWithdrawal), max: toMoneyString(op.maxWithdrawal) },
      banks,
      bank_accounts: accounts,
      max_bank_accounts: this.config.maxBankAccounts,
    };
  }

  async publicMethods(op: Operator) {
    return {
      statusCode: 1,
      message: 'OK',
      currency: op.currency,
      deposit: { min: toMoneyString(op.minDeposit), max: toMoneyString(op.maxDeposit), methods: this.methods(op) },
      withdrawal: { min: toMoneyString(op.minWithdrawal), max: toMoneyString(op.maxWithdrawal) },
      banks: await this.banks(op.id),
    };
  }

  private async banks(operatorId: number) {
    const rows = await this.db
      .select()
      .from(operatorBanks)
      .where(eq(operatorBanks.operatorId, operatorId))
      .orderBy(asc(operatorBanks.sort), asc(operatorBanks.name));
    return rows.map((b) => ({ code: b.code, name: b.name }));
  }

  private async held(playerId: number) {
    const [row] = await this.db
      .select({ n: sql<string>`coalesce(sum(${withdrawals.amount}), 0)` })
      .from(withdrawals)
      .where(and(eq(withdrawals.playerId, playerId), eq(withdrawals.status, 'pending')));
    return Number(row?.n ?? 0);
  }

  async bankAccounts(p: Player): Promise<BankAccount[]> {
    const rows = await this.db
      .select({
        account: bankAccounts,
        // Qualified by hand: in the select list of a one-table select Drizzle writes a column as a
        // bare "id", which inside this subquery named the withdrawal's own id (every account looked
        // busy while any pending withdrawal's id equalled its account's id; CI caught it).
        pending: sql<number>`(select count(*)::int from withdrawals w where w.bank_account_id = "bank_accounts"."id" and w.status = 'pending')`,
      })
      .from(bankAccounts)
      .where(and(eq(bankAccounts.playerId, p.id), isNull(bankAccounts.removedAt)))
      .orderBy(asc(bankAccounts.id));
    return rows.map(({ account: a, pending }) => ({
      id: a.id,
      bank_code: a.bankCode,
      bank_name: a.bankName,
      account_name: a.accountName,
      account_number_masked: maskNumber(a.accountNumber),
      removable: Number(pending) === 0,
      created_at: iso(a.createdAt)!,
    }));
  }

  async addBankAccount(p: Player, input: { bank_code: string; account_name: string; account_number: string }) {
    const op = await this.operatorOf(p);
    const [bank] = await this.db
      .select()
      .from(operatorBanks)
      .where(and(eq(operatorBanks.operatorId, op.id), eq(operatorBanks.code, input.bank_code)))
      .limit(1);
    if (!bank) throw new ApiError('bankNotOffered', -422, 200, { errors: [{ field: 'bank_code', message: 'bankNotOffered' }] });
    const name = input.account_name.replace(/\s+/g, ' ').trim();
    const id = await this.db.transaction(async (tx) => {
      // The player row lock makes "at most N accounts" hold under concurrent requests.
      await lockPlayer(tx, p.id);
      const active = await tx
        .select()
        .from(bankAccounts)
        .where(and(eq(bankAccounts.playerId, p.id), isNull(bankAccounts.removedAt)));
      if (active.some((a) => a.bankCode === bank.code && a.accountNumber === input.account_number)) {
        throw new ApiError('bankAccountExists', -422, 200, { errors: [{ field: 'account_number', message: 'bankAccountExists' }] });
      }
      if (active.length >= this.config.maxBankAccounts) throw new ApiError('bankAccountLimit', -1, 200, { max: this.config.maxBankAccounts });
      const [row] = await tx
        .insert(bankAccounts)
        .values({ playerId: p.id, bankCode: bank.code, bankName: bank.name, accountName: name, accountNumber: input.account_number })
        .returning({ id: bankAccounts.id });
      return row.id;
    });
    const account = (await this.bankAccounts(p)).find((a) => a.id === id)!;
    return { statusCode: 1, message: 'OK', bank_account: account };
  }

  async removeBankAccount(p: Player, id: number) {
    await this.db.transaction(async (tx) => {
      await lockPlayer(tx, p.id);
      const [acc] = await tx
        .select()
        .from(bankAccounts)
        .where(and(eq(bankAccounts.id, id), eq(bankAccounts.playerId, p.id), isNull(bankAccounts.removedAt)))
        .limit(1);
      if (!acc) throw new ApiError('bankAccountNotFound');
      const [pending] = await tx
        .select({ n: count() })
        .from(withdrawals)
        .where(and(eq(withdrawals.bankAccountId, id), eq(withdrawals.status, 'pending')));
      if (Number(pending?.n ?? 0) > 0) throw new ApiError('bankAccountInUse');
      // Kept, not deleted: past withdrawals still name it.
      await tx.update(bankAccounts).set({ removedAt: new Date() }).where(eq(bankAccounts.id, id));
    });
    return { statusCode: 1, message: 'OK' };
  }

  /* ——— Deposits ——— */

  private toDeposit(d: typeof deposits.$inferSelect, op?: Operator): Deposit {
    const method = op ? this.methods(op).find((m) => m.code === d.method) : undefined;
    return {
      id: d.id,
      amount: toMoneyString(d.amount),
      method: d.method,
      method_name: method?.name ?? d.method,
      status: d.status,
      created_at: iso(d.createdAt)!,
      updated_at: iso(d.updatedAt)!,
    };
  }

  async deposit(p: Player, input: { amount: string; method: string; return_path?: string; domain_name?: string }) {
    const op = await this.operatorOf(p);
    const amount = parseMoney(input.amount);
    if (amount < op.minDeposit)
      throw new ApiError('amountBelowMinimum', -422, 200, { min: toMoneyString(op.minDeposit), errors: [{ field: 'amount', message: 'amountBelowMinimum' }] });
    if (amount > op.maxDeposit)
      throw new ApiError('amountAboveMaximum', -422, 200, { max: toMoneyString(op.maxDeposit), errors: [{ field: 'amount', message: 'amountAboveMaximum' }] });
    const method = this.methods(op).find((m) => m.code === input.method);
    if (!method) throw new ApiError('methodNotOffered', -422, 200, { errors: [{ field: 'method', message: 'methodNotOffered' }] });
    const provider = this.providers.get(method.provider)!;
    const ref = `${provider.code}_${randomBytes(12).toString('base64url')}`;
    // Under the player row lock: the pending count and the deposit limit (pending
    // deposits count against it) hold for a burst of parallel requests.
    const row = await this.db.transaction(async (tx) => {
      await lockPlayer(tx, p.id);
      const [open] = await tx
        .select({ n: count() })
        .from(deposits)
        .where(and(eq(deposits.playerId, p.id), eq(deposits.status, 'pending'), gte(deposits.createdAt, new Date(Date.now() - 30 * 60_000))));
      if (Number(open?.n ?? 0) >= this.config.maxPendingDeposits) throw new ApiError('tooManyPendingDeposits');
      await this.config.assertMay?.(tx, p.id, { kind: 'deposit', amount });
      const [inserted] = await tx
        .insert(deposits)
        .values({ playerId: p.id, amount, method: method.code, provider: provider.code, providerRef: ref })
        .returning();
      return inserted;
    });
    const returnPath = input.return_path ?? `/deposit?deposit=${row.id}`;
    const siteDomain =
      input.domain_name ?? (await this.db.select().from(operatorDomains).where(eq(operatorDomains.operatorId, op.id)).limit(1))[0]?.domain ?? '';
    const created = await provider.createPayment({
      ref,
      depositId: row.id,
      amount,
      currency: op.currency,
      method: method.code,
      siteName: op.siteName,
      siteDomain,
      returnPath,
    });
    // The provider's id is what its notifications name; the player is sent to pay only after it is kept.
    if (created.providerRef !== ref) await this.db.update(deposits).set({ providerRef: created.providerRef }).where(eq(deposits.id, row.id));
    return { statusCode: 1, message: 'OK', deposit: this.toDeposit(row, op), redirect_url: created.redirectUrl };
  }

  async depositStatus(p: Player, id: number) {
    const [row] = await this.db
      .select()
      .from(deposits)
      .where(and(eq(deposits.id, id), eq(deposits.playerId, p.id)))
      .limit(1);
    if (!row) throw new ApiError('depositNotFound');
    const [fresh] = await this.db.select({ b: players.gameBalance }).from(players).where(eq(players.id, p.id));
    return { statusCode: 1, message: 'OK', deposit: this.toDeposit(row, await this.operatorOf(p)), balance: toMoneyString(fresh?.b ?? 0) };
  }

  /** For a provider's hosted page: the payment behind a reference. */
  async paymentByRef(ref: string) {
    const rows = await this.db
      .select({ deposit: deposits, operator: operators })
      .from(deposits)
      .innerJoin(players, eq(players.id, deposits.playerId))
      .innerJoin(operators, eq(operators.id, players.operatorId))
      .where(eq(deposits.providerRef, ref))
      .limit(1);
    const r = rows[0];
    if (!r) return null;
    return { deposit: r.deposit, operator: r.operator, view: this.toDeposit(r.deposit, r.operator), returnPath: `/deposit?deposit=${r.deposit.id}` };
  }

  /**
   * A provider notification, already verified by its adapter. Recorded once (unique per
   * provider, reference and event): a replay is acknowledged and moves nothing. A payment is
   * credited in the same transaction as its notification record.
   */
  async applyNotification(provider: string, n: VerifiedNotification) {
    const result = await this.db.transaction(async (tx) => {
      const recorded = await tx
        .insert(paymentNotifications)
        .values({ provider, providerRef: n.ref, event: n.event, payload: n.payload })
        .onConflictDoNothing()
        .returning({ id: paymentNotifications.id });
      if (!recorded.length) return { duplicate: true as const };
      const locked = await tx.execute(sql`select id from deposits where provider = ${provider} and provider_ref = ${n.ref} for update`);
      const depositId = rowsOf<{ id: number }>(locked)[0]?.id;
      if (depositId == null) throw new ApiError('depositNotFound', -404, 404);
      const [d] = await tx.select().from(deposits).where(eq(deposits.id, depositId));
      // Decided once, by the first word; except money a provider took after the deposit was
      // released (creditAfterCancel): that is credited rather than kept from the player.
      const lateButPaid = d.status === 'cancelled' && n.event === 'paid' && n.creditAfterCancel === true;
      if (d.status !== 'pending' && !lateButPaid) return { duplicate: false as const, status: d.status };
      if (lateButPaid) log.warn({ deposit: d.id, ref: n.ref }, 'payment after its cancellation: credited');
      if (n.event === 'paid') {
        if (n.amount !== d.amount) {
          // Never credit what was not asked for: the payment is marked failed for review.
          await tx.update(deposits).set({ status: 'failed', updatedAt: new Date() }).where(eq(deposits.id, d.id));
          log.error({ ref: n.ref, expected: d.amount, got: n.amount }, 'payment amount mismatch');
          return { duplicate: false as const, status: 'failed' as const };
        }
        const after = await postEntries(tx, d.playerId, [{ kind: 'deposit', amount: d.amount, refType: 'deposit', refId: String(d.id), note: d.method }]);
        await tx
          .update(players)
          .set({ totalDeposit: sql`${players.totalDeposit} + ${d.amount}` })
          .where(eq(players.id, d.playerId));
        await tx.update(deposits).set({ status: 'credited', updatedAt: new Date() }).where(eq(deposits.id, d.id));
        const notified = (await this.config.onDepositCredited?.(tx, d.playerId, d.id, d.amount)) ?? null;
        return { duplicate: false as const, status: 'credited' as const, playerId: d.playerId, after, notified };
      }
      const status = n.event === 'cancelled' ? ('cancelled' as const) : ('failed' as const);
      await tx.update(deposits).set({ status, updatedAt: new Date() }).where(eq(deposits.id, d.id));
      return { duplicate: false as const, status, playerId: d.playerId };
    });
    if ('notified' in result && result.notified) this.events.publish(result.notified, await balancesOf(this.db, result.notified), 'inbox');
    if ('after' in result && result.after && result.playerId) this.events.publish(result.playerId, result.after, 'deposit');
    else if ('playerId' in result && result.playerId) this.events.publish(result.playerId, await balancesOf(this.db, result.playerId), 'deposit');
    return { statusCode: 1, message: 'OK', duplicate: result.duplicate, status: 'status' in result ? result.status : undefined };
  }

  /* ——— Withdrawals ——— */

  private async toWithdrawal(w: typeof withdrawals.$inferSelect, db: Db | Tx = this.db): Promise<Withdrawal> {
    const [acc] = await db.select().from(bankAccounts).where(eq(bankAccounts.id, w.bankAccountId));
    return {
      id: w.id,
      amount: toMoneyString(w.amount),
      status: w.status,
      bank_name: acc?.bankName ?? '',
      account_number_masked: acc ? maskNumber(acc.accountNumber) : '',
      reason: w.reason,
      created_at: iso(w.createdAt)!,
      decided_at: iso(w.decidedAt),
    };
  }

  /**
   * The amount is held (taken from the balance) at request time, in one transaction with the
   * request. The player row lock serialises a player's money movements, so concurrent requests
   * can never overdraw; a repeated idempotency key answers the first accepted request.
   */
  async withdraw(p: Player, input: { amount: string; bank_account_id: number; idempotency_key: string }) {
    const op = await this.operatorOf(p);
    const amount = parseMoney(input.amount);
    const result = await this.db.transaction(async (tx) => {
      await lockPlayer(tx, p.id);
      const [seen] = await tx
        .select()
        .from(withdrawals)
        .where(and(eq(withdrawals.playerId, p.id), eq(withdrawals.idempotencyKey, input.idempotency_key)))
        .limit(1);
      if (seen) {
        if (seen.amount !== amount || seen.bankAccountId !== input.bank_account_id) throw new ApiError('idempotencyKeyReused', -422);
        const [bal] = await tx.select({ b: players.gameBalance }).from(players).where(eq(players.id, p.id));
        return { withdrawal: await this.toWithdrawal(seen, tx), balance: bal.b, after: null };
      }
      if (amount < op.minWithdrawal)
        throw new ApiError('amountBelowMinimum', -422, 200, {
          min: toMoneyString(op.minWithdrawal),
          errors: [{ field: 'amount', message: 'amountBelowMinimum' }],
        });
      if (amount > op.maxWithdrawal)
        throw new ApiError('amountAboveMaximum', -422, 200, {
          max: toMoneyString(op.maxWithdrawal),
          errors: [{ field: 'amount', message: 'amountAboveMaximum' }],
        });
      const [acc] = await tx
        .select()
        .from(bankAccounts)
        .where(and(eq(bankAccounts.id, input.bank_account_id), eq(bankAccounts.playerId, p.id), isNull(bankAccounts.removedAt)))
        .limit(1);
      if (!acc) throw new ApiError('bankAccountNotFound', -422, 200, { errors: [{ field: 'bank_account_id', message: 'bankAccountNotFound' }] });
      const [w] = await tx.insert(withdrawals).values({ playerId: p.id, bankAccountId: acc.id, amount, idempotencyKey: input.idempotency_key }).returning();
      // postEntries refuses to go below zero: 'insufficientBalance' rolls the request back too.
      const after = await postEntries(tx, p.id, [{ kind: 'withdrawal_hold', amount: -amount, refType: 'withdrawal', refId: String(w.id), note: acc.bankName }]);
      return { withdrawal: await this.toWithdrawal(w, tx), balance: after.balance, after };
    });
    if (result.after) this.events.publish(p.id, result.after, 'withdrawal');
    return { statusCode: 1, message: 'OK', withdrawal: result.withdrawal, balance: toMoneyString(result.balance) };
  }

  /**
   * The back office decision: approved money has left (the hold stays); a rejection releases
   * the hold back to the balance. The demo rule rejects transfers to account numbers ending in
   * 0000 (a closed account at the demo bank) and approves the rest.
   */
  async decide(withdrawalId: number, decision?: 'approved' | 'rejected', reason?: string) {
    const out = await this.db.transaction(async (tx) => {
      const locked = await tx.execute(sql`select id from withdrawals where id = ${withdrawalId} and status = 'pending' for update`);
      if (!rowsOf(locked).length) return null;
      const [w] = await tx.select().from(withdrawals).where(eq(withdrawals.id, withdrawalId));
      const [acc] = await tx.select().from(bankAccounts).where(eq(bankAccounts.id, w.bankAccountId));
      const verdict = decision ?? (acc?.accountNumber.endsWith('0000') ? 'rejected' : 'approved');
      const why = verdict === 'rejected' ? (reason ?? 'bankRejected') : null;
      await tx.update(withdrawals).set({ status: verdict, reason: why, decidedAt: new Date() }).where(eq(withdrawals.id, w.id));
      if (verdict === 'rejected') {
        const after = await postEntries(tx, w.playerId, [
          { kind: 'withdrawal_release', amount: w.amount, refType: 'withdrawal', refId: String(w.id), note: why ?? undefined },
        ]);
        return { playerId: w.playerId, after };
      }
      return { playerId: w.playerId, after: null };
    });
    if (out) this.events.publish(out.playerId, out.after ?? (await balancesOf(this.db, out.playerId)), 'withdrawal');
    return out;
  }

  /**
   * The demo back office's round: decides pending withdrawals once they are old enough. Run as a
   * job (api/lib/jobs.ts: once across instances on PostgreSQL); `decide` locks the row, so a
   * withdrawal is decided once whoever runs it. The age is the row's own, so a restart loses nothing.
   */
  async decideDue(limit = 50) {
    const seconds = this.config.withdrawalDecisionSeconds;
    if (!seconds) return 0;
    const due = await this.db
      .select({ id: withdrawals.id })
      .from(withdrawals)
      .where(and(eq(withdrawals.status, 'pending'), lt(withdrawals.createdAt, new Date(Date.now() - seconds * 1000))))
      .orderBy(asc(withdrawals.id))
      .limit(limit);
    for (const { id } of due) await this.decide(id);
    return due.length;
  }

  /** The decider on a timer of this process (tests that run services without a job queue). */
  startDecider(everyMs = 1000) {
    if (!this.config.withdrawalDecisionSeconds || this.decider) return;
    let busy = false;
    this.decider = setInterval(async () => {
      if (busy) return;
      busy = true;
      try {
        await this.decideDue();
      } catch (err) {
        log.error({ err: String(err) }, 'withdrawal decider failed');
      } finally {
        busy = false;
      }
    }, everyMs);
    this.decider.unref();
  }

  stopDecider() {
    if (this.decider) clearInterval(this.decider);
    this.decider = null;
  }

  /* ——— Histories ——— */

  async transactions(p: Player, q: { page: number; page_size: number; date_from: string; date_to: string; type: '' | 'deposit' | 'withdrawal' }) {
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
      this.db.execute(sql`select * from (${union}) t order by created_at desc, id desc limit ${q.page_size} offset ${offset}`),
      this.db.execute(sql`select count(*)::int as n from (${union}) t`),
    ]);
    const op = await this.operatorOf(p);
    const methodName = new Map(this.methods(op).map((m) => [m.code, m.name]));
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
    const conds = [eq(ledgerEntries.playerId, p.id), eq(ledgerEntries.account, q.account), ...dateRange(ledgerEntries.createdAt, q.date_from, q.date_to)];
    if (q.kind) conds.push(eq(ledgerEntries.kind, q.kind as never));
    const where = and(...conds);
    const page = await this.page(
      q,
      this.db.select().from(ledgerEntries).where(where).orderBy(desc(ledgerEntries.id)).$dynamic(),
      this.db.select({ n: count() }).from(ledgerEntries).where(where),
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
    const conds = [eq(gameRounds.playerId, p.id), ...dateRange(gameRounds.createdAt, q.date_from, q.date_to)];
    if (q.result === 'win') conds.push(sql`${gameRounds.win} > ${gameRounds.bet}`);
    if (q.result === 'loss') conds.push(sql`${gameRounds.win} < ${gameRounds.bet}`);
    const where = and(...conds);
    const page = await this.page(
      q,
      this.db.select().from(gameRounds).where(where).orderBy(desc(gameRounds.id)).$dynamic(),
      this.db.select({ n: count() }).from(gameRounds).where(where),
    );
    // The provider's name, not its code ("TDW"), for the player to read.
    const codes = [...new Set(page.value.map((r) => r.providerCode))];
    const names = new Map(
      codes.length ? (await this.db.select().from(providers).where(inArray(providers.code, codes))).map((x) => [x.code, x.name] as const) : [],
    );
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

  /* ——— Public figures ——— */

  async vipLevels(op: Operator, lang?: string) {
    const rows = await this.db.select().from(vipLevels).where(eq(vipLevels.operatorId, op.id)).orderBy(asc(vipLevels.level));
    return {
      statusCode: 1,
      message: 'OK',
      value: rows.map((l) => ({
        level: l.level,
        // The name and benefits in the page's language (English where there are none).
        name: localized({ name: l.name }, Object.fromEntries(Object.entries(l.names).map(([k, v]) => [k, { name: v }])), lang).name,
        code: l.name,
        benefits: localizedList(l.benefits, lang),
        min_deposit: toMoneyString(l.minDeposit),
        min_turnover: toMoneyString(l.minTurnover),
      })),
    };
  }

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

  /** Pending withdrawals of some players (tests and the back office). */
  async pendingWithdrawals(playerIds: number[]) {
    if (!playerIds.length) return [];
    return this.db
      .select()
      .from(withdrawals)
      .where(and(inArray(withdrawals.playerId, playerIds), eq(withdrawals.status, 'pending')));
  }
}
