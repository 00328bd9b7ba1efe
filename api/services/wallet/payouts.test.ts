import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadEnv } from '../../../server/env.ts';
import { openDatabase, type Database } from '../../db/client.ts';
import * as schema from '../../db/schema.ts';
import { checkLedger, postEntries } from '../ledger.ts';
import { createServices, type Services } from '../index.ts';
import type { Player } from '../sessions.ts';

/** Withdrawals paid out through the demo provider (DEMO_PAYMENTS=1): approval pays, once. */
let database: Database;
let services: Services;
let player: Player;
let bankAccountId: number;
beforeAll(async () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'playfront-payouts-'));
  database = await openDatabase({ memory: true });
  const db = database.db;
  const [op] = await db
    .insert(schema.operators)
    .values({
      code: 'payouts',
      siteName: 'Payouts',
      themeCode: 'casino1',
      themeColor: '1',
      externalId: 'x',
      currency: 'PHP',
      minWithdrawal: 10_000,
      maxWithdrawal: 5_000_000,
    })
    .returning();
  const [p] = await db
    .insert(schema.players)
    .values({ operatorId: op.id, accountId: 'out01', accountKey: 'out01', passwordHash: 'x', referralCode: 'OUT01' })
    .returning();
  const [acc] = await db
    .insert(schema.bankAccounts)
    .values({ playerId: p.id, bankCode: 'BDO', bankName: 'BDO', accountName: 'Out', accountNumber: '1234567891' })
    .returning();
  bankAccountId = acc.id;
  await db.transaction((tx) => postEntries(tx, p.id, [{ kind: 'deposit', amount: 100_000, refType: 'deposit', refId: 'seed' }]));
  player = { id: p.id, operatorId: op.id } as Player;
  services = createServices(db, loadEnv({ NODE_ENV: 'test', DATA_DIR: dataDir, DEMO_PAYMENTS: '1', PAYMENT_DEMO_SECRET: 'test-payment-secret-0123456789' }));
}, 30_000);
afterAll(async () => {
  await database?.close();
});

describe('payouts through the demo provider', () => {
  it('the demo back office’s approval pays the withdrawal out at once; the hold is the money that left', async () => {
    const w = await services.wallet.withdrawals.withdraw(player, { amount: '250.00', bank_account_id: bankAccountId, idempotency_key: 'out-1' });
    expect(w.balance).toBe('750.00');
    await services.wallet.withdrawals.decide(w.withdrawal.id);
    const [row] = await database.db.select().from(schema.withdrawals).where(eq(schema.withdrawals.id, w.withdrawal.id));
    expect(row).toMatchObject({
      status: 'approved',
      payoutStatus: 'paid',
      payoutProvider: 'demo',
      payoutRef: `demo_payout_wd_${row.id}_${row.createdAt.getTime().toString(36)}`,
    });
    expect(await services.wallet.withdrawals.payout(row.id)).toBeNull();
    const [pl] = await database.db.select({ b: schema.players.gameBalance }).from(schema.players).where(eq(schema.players.id, player.id));
    expect(pl.b).toBe(75_000);
    expect((await checkLedger(database.db)).ok).toBe(true);
  });
});
