import { and, asc, eq, inArray, isNull, lt, sql } from 'drizzle-orm';
import { Status } from '../../../contract/common.ts';
import type { Withdrawal } from '../../../contract/wallet.ts';
import type { Db } from '../../db/client.ts';
import { bankAccounts, players, withdrawals } from '../../db/schema.ts';
import { rowsOf } from '../../lib/db-rows.ts';
import { isoOrNull as iso } from '../../lib/dates.ts';
import { ApiError } from '../../lib/errors.ts';
import { log } from '../../lib/log.ts';
import { parseMoney, toMoneyString } from '../../lib/money.ts';
import { balancesOf, lockPlayer, postEntries } from '../ledger.ts';
import type { Player } from '../sessions.ts';
import type { PayoutNotification } from '../../payments/types.ts';
import { maskNumber } from './banks.ts';

type DecideTx = Parameters<Parameters<Db['transaction']>[0]>[0];
import { operatorOf, type Tx, type WalletDeps } from './shared.ts';

/**
 * A withdrawal's reference at the payment provider, its payouts' idempotency key: the row's id and
 * creation time (unique across databases), and the count of payouts the provider refused.
 */
export const withdrawalRef = (w: { id: number; createdAt: Date; payoutRefusals: number }) =>
  `wd_${w.id}_${w.createdAt.getTime().toString(36)}${w.payoutRefusals ? `_${w.payoutRefusals}` : ''}`;

/** Withdrawals to the player's bank accounts: held at request time, then decided by the back office. */
export class WithdrawalService {
  private decider: NodeJS.Timeout | null = null;

  constructor(private deps: WalletDeps) {}

  /** What the player's pending withdrawals hold back from the balance. */
  async held(playerId: number) {
    const [row] = await this.deps.db
      .select({ n: sql<string>`coalesce(sum(${withdrawals.amount}), 0)` })
      .from(withdrawals)
      .where(and(eq(withdrawals.playerId, playerId), eq(withdrawals.status, 'pending')));
    return Number(row?.n ?? 0);
  }

  private async toWithdrawal(w: typeof withdrawals.$inferSelect, db: Db | Tx = this.deps.db): Promise<Withdrawal> {
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
    const op = await operatorOf(this.deps.operators, p);
    const amount = parseMoney(input.amount);
    const result = await this.deps.db.transaction(async (tx) => {
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
    if (result.after) this.deps.events.publish(p.id, result.after, 'withdrawal');
    return { statusCode: 1, message: 'OK', withdrawal: result.withdrawal, balance: toMoneyString(result.balance) };
  }

  /**
   * The back office decision: approved money leaves (the hold stays) — through the payment
   * provider's payout when one is configured (`payout`, right after); a rejection releases the hold
   * back to the balance. The demo rule rejects transfers to account numbers ending in 0000 (a closed
   * account at the demo bank) and approves the rest.
   */
  /** `inside` runs in the decision's transaction once it is made (the console's audit entry): both are kept, or neither. */
  async decide(withdrawalId: number, decision?: 'approved' | 'rejected', reason?: string, inside?: (tx: DecideTx) => Promise<void>) {
    const { db, events } = this.deps;
    const out = await db.transaction(async (tx) => {
      const locked = await tx.execute(sql`select id from withdrawals where id = ${withdrawalId} and status = 'pending' for update`);
      if (!rowsOf(locked).length) return null;
      const [w] = await tx.select().from(withdrawals).where(eq(withdrawals.id, withdrawalId));
      const [acc] = await tx.select().from(bankAccounts).where(eq(bankAccounts.id, w.bankAccountId));
      const verdict = decision ?? (acc?.accountNumber.endsWith('0000') ? 'rejected' : 'approved');
      const why = verdict === 'rejected' ? (reason ?? 'bankRejected') : null;
      const payout = verdict === 'approved' && this.payoutProvider() ? ('due' as const) : null;
      await tx.update(withdrawals).set({ status: verdict, reason: why, decidedAt: new Date(), payoutStatus: payout }).where(eq(withdrawals.id, w.id));
      await inside?.(tx);
      if (verdict === 'rejected') {
        const after = await postEntries(tx, w.playerId, [
          { kind: 'withdrawal_release', amount: w.amount, refType: 'withdrawal', refId: String(w.id), note: why ?? undefined },
        ]);
        return { playerId: w.playerId, after };
      }
      return { playerId: w.playerId, after: null, payout };
    });
    if (!out) return out;
    events.publish(out.playerId, out.after ?? (await balancesOf(db, out.playerId)), 'withdrawal');
    if ('payout' in out && out.payout) await this.payout(withdrawalId);
    return out;
  }

  private payoutProvider() {
    const code = this.deps.config.payoutProvider;
    return code ? (this.deps.providers.get(code) ?? null) : null;
  }

  /**
   * The payout of an approved withdrawal: claimed in one statement (due → sending), so it is asked
   * once whoever runs it, then one call to the provider, never retried. Its idempotency key is the
   * withdrawal's reference, the same while the outcome is unknown; after the provider refused one,
   * the next approval asks under a new key. A refusal or an unknown outcome (an error, a time-out)
   * sends the withdrawal back to pending with the reason for staff — the hold kept, nothing
   * credited: staff approve again (the provider's key stops a second payment of an unknown one)
   * or reject (the hold is released). Answers the payout's status, or null when it was not due.
   */
  async payout(withdrawalId: number): Promise<'pending' | 'paid' | 'failed' | null> {
    const { db, events } = this.deps;
    const provider = this.payoutProvider();
    if (!provider) return null;
    const [w] = await db
      .update(withdrawals)
      .set({ payoutStatus: 'sending', payoutProvider: provider.code })
      .where(and(eq(withdrawals.id, withdrawalId), eq(withdrawals.status, 'approved'), eq(withdrawals.payoutStatus, 'due')))
      .returning();
    if (!w) return null;
    const [pl] = await db.select({ operatorId: players.operatorId }).from(players).where(eq(players.id, w.playerId));
    const op = await this.deps.operators.byId(pl.operatorId);
    const ref = withdrawalRef(w);
    let answer: { providerRef: string; status: 'pending' | 'paid' | 'failed' } | null = null;
    let error = '';
    try {
      answer = await provider.requestPayout({ ref, amount: w.amount, currency: op?.currency ?? 'PHP' });
    } catch (err) {
      error = err instanceof Error ? err.message : String(err);
    }
    if (answer && answer.status !== 'failed') {
      await db
        .update(withdrawals)
        .set({ payoutStatus: answer.status, payoutRef: answer.providerRef })
        .where(and(eq(withdrawals.id, w.id), eq(withdrawals.payoutStatus, 'sending')));
      return answer.status;
    }
    // Refused: the next attempt gets a new key. Unknown: the same key, so the provider pays it once.
    const refused = !!answer;
    log.error({ withdrawal: w.id, ref, provider: provider.code, refused, err: error || undefined }, 'withdrawal payout failed: back to pending for staff');
    await db
      .update(withdrawals)
      .set({
        status: 'pending',
        reason: refused ? 'payoutRefused' : 'payoutUnconfirmed',
        decidedAt: null,
        payoutStatus: 'failed',
        payoutRef: answer?.providerRef ?? null,
        payoutError: (error || 'refused by the provider').slice(0, 500),
        payoutRefusals: refused ? sql`${withdrawals.payoutRefusals} + 1` : withdrawals.payoutRefusals,
      })
      .where(and(eq(withdrawals.id, w.id), eq(withdrawals.payoutStatus, 'sending')));
    events.publish(w.playerId, await balancesOf(db, w.playerId), 'withdrawal');
    return 'failed';
  }

  /**
   * A payout's outcome the provider reports later (its signed webhook), applied once in one
   * statement. Paid: the approved withdrawal's payout is paid. Failed (the bank returned it, even
   * after a paid): back to staff as a refused payout is — pending, the hold kept, the next approval
   * a new payout under a new key, a rejection releasing the hold. An event for a payout the
   * withdrawal no longer carries (approved again since) or one already applied changes nothing.
   * One that arrives while the payout's own answer is still being written is refused for now (the
   * provider sends it again).
   */
  async applyPayoutNotification(providerCode: string, n: PayoutNotification): Promise<{ withdrawalId: number | null; status: string; duplicate: boolean }> {
    const { db, events } = this.deps;
    const mine = and(eq(withdrawals.payoutProvider, providerCode), eq(withdrawals.payoutRef, n.providerRef), eq(withdrawals.status, 'approved'));
    const [changed] =
      n.event === 'paid'
        ? await db
            .update(withdrawals)
            .set({ payoutStatus: 'paid' })
            .where(and(mine, eq(withdrawals.payoutStatus, 'pending')))
            .returning()
        : await db
            .update(withdrawals)
            .set({
              status: 'pending',
              reason: 'payoutReturned',
              decidedAt: null,
              payoutStatus: 'failed',
              payoutError: `returned by the provider${n.payload.failure_code ? `: ${String(n.payload.failure_code)}` : ''}`.slice(0, 500),
              payoutRefusals: sql`${withdrawals.payoutRefusals} + 1`,
            })
            .where(and(mine, inArray(withdrawals.payoutStatus, ['pending', 'paid'])))
            .returning();
    if (changed) {
      if (n.event === 'failed') {
        log.error({ withdrawal: changed.id, provider: providerCode, payout: n.providerRef }, 'withdrawal payout returned: back to pending for staff');
        events.publish(changed.playerId, await balancesOf(db, changed.playerId), 'withdrawal');
      }
      return { withdrawalId: changed.id, status: changed.payoutStatus ?? '', duplicate: false };
    }
    const [known] = await db
      .select({ id: withdrawals.id, payoutStatus: withdrawals.payoutStatus })
      .from(withdrawals)
      .where(and(eq(withdrawals.payoutProvider, providerCode), eq(withdrawals.payoutRef, n.providerRef)));
    if (known) return { withdrawalId: known.id, status: known.payoutStatus ?? '', duplicate: true };
    // Not the payout the withdrawal carries now: an older one (approved again since), or its own
    // whose answer is still being written.
    const id = Number(/^wd_(\d+)_/.exec(String(n.payload.withdrawal_ref ?? ''))?.[1]);
    if (Number.isSafeInteger(id)) {
      const [named] = await db
        .select({ id: withdrawals.id, payoutStatus: withdrawals.payoutStatus })
        .from(withdrawals)
        .where(and(eq(withdrawals.id, id), eq(withdrawals.payoutProvider, providerCode)));
      if (named?.payoutStatus === 'sending') throw new ApiError('payoutNotYetRecorded', Status.serviceUnavailable, 503);
      if (named) return { withdrawalId: named.id, status: 'superseded', duplicate: true };
    }
    return { withdrawalId: null, status: 'unknown', duplicate: false };
  }

  /**
   * The demo back office's round: decides pending withdrawals once they are old enough. Run as a
   * job (api/lib/jobs.ts: once across instances on PostgreSQL); `decide` locks the row, so a
   * withdrawal is decided once whoever runs it. The age is the row's own, so a restart loses nothing.
   */
  async decideDue(limit = 50) {
    const seconds = this.deps.config.withdrawalDecisionSeconds;
    if (!seconds) return 0;
    const due = await this.deps.db
      .select({ id: withdrawals.id })
      .from(withdrawals)
      // A withdrawal whose payout failed waits for staff: the demo back office never asks again.
      .where(and(eq(withdrawals.status, 'pending'), isNull(withdrawals.payoutStatus), lt(withdrawals.createdAt, new Date(Date.now() - seconds * 1000))))
      .orderBy(asc(withdrawals.id))
      .limit(limit);
    for (const { id } of due) await this.decide(id);
    return due.length;
  }

  /** The decider on a timer of this process (tests that run services without a job queue). */
  startDecider(everyMs = 1000) {
    if (!this.deps.config.withdrawalDecisionSeconds || this.decider) return;
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

  /** Pending withdrawals of some players (tests and the back office). */
  async pendingWithdrawals(playerIds: number[]) {
    if (!playerIds.length) return [];
    return this.deps.db
      .select()
      .from(withdrawals)
      .where(and(inArray(withdrawals.playerId, playerIds), eq(withdrawals.status, 'pending')));
  }
}
