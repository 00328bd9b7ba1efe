import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../db/client.ts';
import * as schema from '../../db/schema.ts';
import { BalanceEvents } from '../balance-events.ts';
import type { OperatorDirectory } from '../operators.ts';
import type { Player } from '../sessions.ts';
import { BankService } from './banks.ts';

let database: Database;
beforeAll(async () => {
  database = await openDatabase({ memory: true });
}, 30_000);
afterAll(async () => {
  await database?.close();
});

describe('bank accounts', () => {
  it('one is busy only while a withdrawal to it is pending, whatever the ids of other rows', async () => {
    const db = database.db;
    const [op] = await db.insert(schema.operators).values({ code: 'w', siteName: 'W', themeCode: 'casino1', themeColor: '1', externalId: 'x' }).returning();
    const player = (n: string) => ({ operatorId: op.id, accountId: n, accountKey: n, passwordHash: 'x', referralCode: `R${n}` });
    const [a, b] = await db
      .insert(schema.players)
      .values([player('alice'), player('bob')])
      .returning();
    const account = (id: number, playerId: number, number: string) => ({
      id,
      playerId,
      bankCode: 'B',
      bankName: 'Bank',
      accountName: 'Name',
      accountNumber: number,
    });
    // Alice's account 5 has a pending withdrawal whose own id is 5 too; Bob's account 6 has none.
    await db.insert(schema.bankAccounts).values([account(5, a.id, '1111'), account(6, b.id, '2222')]);
    await db.insert(schema.withdrawals).values({ id: 5, playerId: a.id, bankAccountId: 5, amount: 100, idempotencyKey: 'k5' });
    const banks = new BankService({
      db,
      operators: {} as OperatorDirectory,
      providers: new Map(),
      events: new BalanceEvents(),
      config: { maxBankAccounts: 3, maxPendingDeposits: 5, withdrawalDecisionSeconds: 0 },
    });
    expect((await banks.bankAccounts({ id: a.id } as Player)).map((x) => [x.id, x.removable])).toEqual([[5, false]]);
    // The bare "id" of Drizzle's one-table select once made this the withdrawal's id: every account looked busy.
    expect((await banks.bankAccounts({ id: b.id } as Player)).map((x) => [x.id, x.removable])).toEqual([[6, true]]);
  });
});
