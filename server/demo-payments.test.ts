import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Server } from 'node:http';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database, type Db } from '../api/db/client.ts';
import * as schema from '../api/db/schema.ts';
import { createApi } from '../api/index.ts';
import { hashPassword } from '../api/lib/crypto.ts';
import { createServices } from '../api/services/index.ts';
import { loadEnv } from './env.ts';

let database: Database;
let db: Db;
let dataDir: string;
const servers: Server[] = [];

/** The reference API over the test database, with the given settings, on a free port. */
async function apiWith(settings: NodeJS.ProcessEnv) {
  const services = createServices(db, loadEnv({ NODE_ENV: 'test', DATA_DIR: dataDir, ...settings }));
  const app = express();
  app.use('/api', createApi(services));
  const server = app.listen(0, '127.0.0.1');
  servers.push(server);
  await new Promise((r) => server.once('listening', r));
  const base = `http://127.0.0.1:${(server.address() as { port: number }).port}/api`;
  const post = async (p: string, body: unknown) => {
    const res = await fetch(base + p, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
    return { status: res.status, json: (await res.json()) as Record<string, any> };
  };
  const login = await post('/auth/login', { domain_name: 'pay.test', account_id: 'payer01', password: 'Secret123' });
  expect(login.json.statusCode).toBe(1);
  return { services, base, post, who: { domain_name: 'pay.test', account_id: 'payer01', auth: login.json.token as string } };
}

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'playfront-demo-pay-'));
  database = await openDatabase({ memory: true });
  db = database.db;
  const [op] = await db
    .insert(schema.operators)
    .values({ code: 'pay', siteName: 'Pay', themeCode: 'casino1', themeColor: '1', externalId: 'x', minDeposit: 10_000, maxDeposit: 5_000_000 })
    .returning();
  await db.insert(schema.operatorDomains).values({ domain: 'pay.test', operatorId: op.id });
  await db
    .insert(schema.players)
    .values({ operatorId: op.id, accountId: 'payer01', accountKey: 'payer01', passwordHash: await hashPassword('Secret123'), referralCode: 'P1' });
}, 60_000);
afterAll(async () => {
  for (const s of servers) s.close();
  await database?.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe('the demo payment provider is a demo switch', () => {
  it('without DEMO_PAYMENTS no provider is registered, deposits name the missing method and its pages are gone', async () => {
    const { services, base, post, who } = await apiWith({});
    expect(services.demoPay).toBeNull();
    expect(services.paymentProviders.size).toBe(0);
    expect((await post('/wallet/options', who)).json.deposit.methods).toEqual([]);
    const deposit = await post('/wallet/deposit', { ...who, amount: '500.00', method: 'bank' });
    expect(deposit.json).toMatchObject({ statusCode: -422, message: 'methodNotOffered' });
    expect((await fetch(`${base}/payments/demo/pay?ref=demo_0123456789&sig=0123456789abcdef`)).status).toBe(404);
    const decide = await fetch(`${base}/payments/demo/decide`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'ref=demo_0123456789&sig=0123456789abcdef&decision=confirm',
    });
    expect(decide.status).toBe(404);
    const notify = await post('/payments/demo/notify', { ref: 'demo_0123456789', event: 'paid', amount: '50000', ts: Date.now(), signature: 'x'.repeat(43) });
    expect(notify).toMatchObject({ status: 404, json: { message: 'unknownProvider' } });
    // Nor does the secret file of a provider that is off get made.
    expect(fs.existsSync(path.join(dataDir, 'payment-demo.secret'))).toBe(false);
  });

  it('with DEMO_PAYMENTS=1 the same deposit opens the hosted page', async () => {
    const { services, post, who } = await apiWith({ DEMO_PAYMENTS: '1', PAYMENT_DEMO_SECRET: 'unit-test-secret-0123456789' });
    expect(services.demoPay).not.toBeNull();
    const deposit = await post('/wallet/deposit', { ...who, amount: '500.00', method: 'bank' });
    expect(deposit.json.statusCode).toBe(1);
    expect(deposit.json.redirect_url).toMatch(/^\/api\/payments\/demo\/pay\?ref=/);
  });
});
