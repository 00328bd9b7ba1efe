import { and, asc, count, eq, isNull, sql } from 'drizzle-orm';
import type { BankAccount } from '../../../contract/wallet.ts';
import { bankAccounts, operatorBanks, withdrawals } from '../../db/schema.ts';
import { isoOrNull as iso } from '../../lib/dates.ts';
import { ApiError } from '../../lib/errors.ts';
import { lockPlayer } from '../ledger.ts';
import type { Player } from '../sessions.ts';
import { operatorOf, type WalletDeps } from './shared.ts';

export const maskNumber = (n: string) => `•••• ${n.slice(-4)}`;

/** The banks an operator pays out to, and the player's accounts at them (where withdrawals go). */
export class BankService {
  constructor(private deps: WalletDeps) {}

  /** The banks the operator offers, in its order. */
  async offered(operatorId: number) {
    const rows = await this.deps.db
      .select()
      .from(operatorBanks)
      .where(eq(operatorBanks.operatorId, operatorId))
      .orderBy(asc(operatorBanks.sort), asc(operatorBanks.name));
    return rows.map((b) => ({ code: b.code, name: b.name }));
  }

  async bankAccounts(p: Player): Promise<BankAccount[]> {
    const rows = await this.deps.db
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
    const { db, operators, config } = this.deps;
    const op = await operatorOf(operators, p);
    const [bank] = await db
      .select()
      .from(operatorBanks)
      .where(and(eq(operatorBanks.operatorId, op.id), eq(operatorBanks.code, input.bank_code)))
      .limit(1);
    if (!bank) throw new ApiError('bankNotOffered', -422, 200, { errors: [{ field: 'bank_code', message: 'bankNotOffered' }] });
    const name = input.account_name.replace(/\s+/g, ' ').trim();
    const id = await db.transaction(async (tx) => {
      // The player row lock makes "at most N accounts" hold under concurrent requests.
      await lockPlayer(tx, p.id);
      const active = await tx
        .select()
        .from(bankAccounts)
        .where(and(eq(bankAccounts.playerId, p.id), isNull(bankAccounts.removedAt)));
      if (active.some((a) => a.bankCode === bank.code && a.accountNumber === input.account_number)) {
        throw new ApiError('bankAccountExists', -422, 200, { errors: [{ field: 'account_number', message: 'bankAccountExists' }] });
      }
      if (active.length >= config.maxBankAccounts) throw new ApiError('bankAccountLimit', -1, 200, { max: config.maxBankAccounts });
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
    await this.deps.db.transaction(async (tx) => {
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
}
