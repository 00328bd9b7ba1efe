import { randomBytes } from 'node:crypto';
import { and, count, eq, gte, sql } from 'drizzle-orm';
import type { Deposit } from '../../../contract/wallet.ts';
import { deposits, operatorDomains, operators, paymentNotifications, players } from '../../db/schema.ts';
import { rowsOf } from '../../lib/db-rows.ts';
import { isoOrNull as iso } from '../../lib/dates.ts';
import { ApiError } from '../../lib/errors.ts';
import { log } from '../../lib/log.ts';
import { parseMoney, toMoneyString } from '../../lib/money.ts';
import type { PaymentProvider, VerifiedNotification } from '../../payments/types.ts';
import { balancesOf, lockPlayer, postEntries } from '../ledger.ts';
import type { Operator } from '../operators.ts';
import type { Player } from '../sessions.ts';
import { operatorOf, type WalletDeps } from './shared.ts';

/** The deposit methods of every payment provider in the operator's currency, each with its provider's code. */
export function depositMethods(providers: Map<string, PaymentProvider>, op: Operator) {
  return [...providers.values()].flatMap((pr) => pr.methods(op.currency).map((m) => ({ ...m, provider: pr.code })));
}

/**
 * Deposits through payment provider adapters: created pending, credited once by the provider's
 * verified notification, in one transaction with its record.
 */
export class DepositService {
  constructor(private deps: WalletDeps) {}

  private toDeposit(d: typeof deposits.$inferSelect, op?: Operator): Deposit {
    const method = op ? depositMethods(this.deps.providers, op).find((m) => m.code === d.method) : undefined;
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
    const { db, operators, providers, config } = this.deps;
    const op = await operatorOf(operators, p);
    const amount = parseMoney(input.amount);
    if (amount < op.minDeposit)
      throw new ApiError('amountBelowMinimum', -422, 200, { min: toMoneyString(op.minDeposit), errors: [{ field: 'amount', message: 'amountBelowMinimum' }] });
    if (amount > op.maxDeposit)
      throw new ApiError('amountAboveMaximum', -422, 200, { max: toMoneyString(op.maxDeposit), errors: [{ field: 'amount', message: 'amountAboveMaximum' }] });
    const method = depositMethods(providers, op).find((m) => m.code === input.method);
    if (!method) throw new ApiError('methodNotOffered', -422, 200, { errors: [{ field: 'method', message: 'methodNotOffered' }] });
    const provider = providers.get(method.provider)!;
    const ref = `${provider.code}_${randomBytes(12).toString('base64url')}`;
    // Under the player row lock: the pending count and the deposit limit (pending
    // deposits count against it) hold for a burst of parallel requests.
    const row = await db.transaction(async (tx) => {
      await lockPlayer(tx, p.id);
      const [open] = await tx
        .select({ n: count() })
        .from(deposits)
        .where(and(eq(deposits.playerId, p.id), eq(deposits.status, 'pending'), gte(deposits.createdAt, new Date(Date.now() - 30 * 60_000))));
      if (Number(open?.n ?? 0) >= config.maxPendingDeposits) throw new ApiError('tooManyPendingDeposits');
      await config.assertMay?.(tx, p.id, { kind: 'deposit', amount });
      const [inserted] = await tx
        .insert(deposits)
        .values({ playerId: p.id, amount, method: method.code, provider: provider.code, providerRef: ref })
        .returning();
      return inserted;
    });
    const returnPath = input.return_path ?? `/deposit?deposit=${row.id}`;
    const siteDomain = input.domain_name ?? (await db.select().from(operatorDomains).where(eq(operatorDomains.operatorId, op.id)).limit(1))[0]?.domain ?? '';
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
    if (created.providerRef !== ref) await db.update(deposits).set({ providerRef: created.providerRef }).where(eq(deposits.id, row.id));
    return { statusCode: 1, message: 'OK', deposit: this.toDeposit(row, op), redirect_url: created.redirectUrl };
  }

  async depositStatus(p: Player, id: number) {
    const { db, operators } = this.deps;
    const [row] = await db
      .select()
      .from(deposits)
      .where(and(eq(deposits.id, id), eq(deposits.playerId, p.id)))
      .limit(1);
    if (!row) throw new ApiError('depositNotFound');
    const [fresh] = await db.select({ b: players.gameBalance }).from(players).where(eq(players.id, p.id));
    return {
      statusCode: 1,
      message: 'OK',
      deposit: this.toDeposit(row, await operatorOf(operators, p)),
      balance: toMoneyString(fresh?.b ?? 0),
    };
  }

  /** For a provider's hosted page: the payment behind a reference. */
  async paymentByRef(ref: string) {
    const rows = await this.deps.db
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
    const { db, events, config } = this.deps;
    const result = await db.transaction(async (tx) => {
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
        const notified = (await config.onDepositCredited?.(tx, d.playerId, d.id, d.amount)) ?? null;
        return { duplicate: false as const, status: 'credited' as const, playerId: d.playerId, after, notified };
      }
      const status = n.event === 'cancelled' ? ('cancelled' as const) : ('failed' as const);
      await tx.update(deposits).set({ status, updatedAt: new Date() }).where(eq(deposits.id, d.id));
      return { duplicate: false as const, status, playerId: d.playerId };
    });
    if ('notified' in result && result.notified) events.publish(result.notified, await balancesOf(db, result.notified), 'inbox');
    if ('after' in result && result.after && result.playerId) events.publish(result.playerId, result.after, 'deposit');
    else if ('playerId' in result && result.playerId) events.publish(result.playerId, await balancesOf(db, result.playerId), 'deposit');
    return { statusCode: 1, message: 'OK', duplicate: result.duplicate, status: 'status' in result ? result.status : undefined };
  }
}
