import { createHmac, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import express from 'express';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadEnv } from '../../server/env.ts';
import { openDatabase, type Database, type Db } from '../db/client.ts';
import * as schema from '../db/schema.ts';
import { createApi } from '../index.ts';
import { hashPassword } from '../lib/crypto.ts';
import { log } from '../lib/log.ts';
import { checkLedger } from '../services/ledger.ts';
import { createServices, type Services } from '../services/index.ts';
import { reconcilePayments } from './reconcile.ts';
import type { StripeProvider } from './stripe.ts';

/*
 * The Stripe adapter against a local server speaking the subset of Stripe's API it uses, through
 * the reference API's own routes. PGlite in memory; PostgreSQL when DATABASE_URL is set
 * (bash scripts/with-postgres.sh npx vitest run --project unit api/payments).
 */

const SECRET_KEY = 'sk_test_playfront0123456789';
const WEBHOOK_SECRET = 'whsec_playfront0123456789';

interface Recorded {
  method: string;
  path: string;
  headers: IncomingMessage['headers'];
  form: Record<string, string>;
}
type Session = Record<string, unknown> & { id: string; amount_total: number; currency: string; status: string; payment_status: string };

/** What the fake answers the next payouts: a status, or a server error (default: pending). */
const payoutAnswers: ('pending' | 'paid' | 'failed' | 'error')[] = [];

/** Stripe's API, the part the adapter calls: sessions created, read and listed; payouts created. */
function fakeStripe() {
  const requests: Recorded[] = [];
  const sessions = new Map<string, Session>();
  let n = 0;
  const server = createServer((req, res) => {
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString()));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://x');
      const form = Object.fromEntries(new URLSearchParams(req.method === 'GET' ? url.search : body));
      requests.push({ method: req.method ?? '', path: url.pathname, headers: req.headers, form });
      const send = (status: number, json: unknown) =>
        res.writeHead(status, { 'content-type': 'application/json', 'request-id': `req_${++n}` }).end(JSON.stringify(json));
      const metadata = (prefix: string) =>
        Object.fromEntries(
          Object.entries(form)
            .filter(([k]) => k.startsWith(`${prefix}[`))
            .map(([k, v]) => [k.slice(prefix.length + 1, -1), v]),
        );
      if (req.method === 'POST' && url.pathname === '/v1/checkout/sessions') {
        const id = `cs_test_${++n}`;
        const session: Session = {
          id,
          object: 'checkout.session',
          url: `https://checkout.stripe.test/c/pay/${id}`,
          mode: form.mode,
          status: 'open',
          payment_status: 'unpaid',
          amount_total: Number(form['line_items[0][price_data][unit_amount]']) * Number(form['line_items[0][quantity]']),
          currency: form['line_items[0][price_data][currency]'],
          client_reference_id: form.client_reference_id,
          metadata: metadata('metadata'),
          payment_intent: null,
          created: Math.floor(Date.now() / 1000),
        };
        sessions.set(id, session);
        return send(200, session);
      }
      const one = /^\/v1\/checkout\/sessions\/([\w-]+)$/.exec(url.pathname);
      if (req.method === 'GET' && one) {
        const s = sessions.get(one[1]);
        return s
          ? send(200, s)
          : send(404, { error: { type: 'invalid_request_error', code: 'resource_missing', message: `No such checkout.session: '${one[1]}'` } });
      }
      if (req.method === 'GET' && url.pathname === '/v1/checkout/sessions') {
        const gte = Number(form['created[gte]'] ?? 0);
        const data = [...sessions.values()].filter((s) => Number(s.created) >= gte).reverse();
        return send(200, { object: 'list', url: '/v1/checkout/sessions', has_more: false, data });
      }
      if (req.method === 'POST' && url.pathname === '/v1/payouts') {
        const next = payoutAnswers.shift();
        if (next === 'error') return send(500, { error: { type: 'api_error', message: 'Stripe is down' } });
        return send(200, {
          id: `po_test_${++n}`,
          object: 'payout',
          amount: Number(form.amount),
          currency: form.currency,
          status: next ?? 'pending',
          metadata: metadata('metadata'),
        });
      }
      send(404, { error: { type: 'invalid_request_error', message: 'Unrecognized request URL' } });
    });
  });
  return { server, requests, sessions };
}

/** The Stripe-Signature header as Stripe makes it: t=<unix seconds>,v1=HMAC-SHA256(secret, "<t>.<payload>") in hex. */
const signature = (payload: string, t = Math.floor(Date.now() / 1000), secret = WEBHOOK_SECRET) =>
  `t=${t},v1=${createHmac('sha256', secret).update(`${t}.${payload}`).digest('hex')}`;

let eventSeq = 0;
/** An event's payload; the fake's session becomes what the event says unless `record` is false (a stale or forged event). */
const eventOf = (type: string, session: Session, record = true) => {
  if (record) fake.sessions.set(session.id, session);
  return JSON.stringify({
    id: `evt_test_${++eventSeq}`,
    object: 'event',
    type,
    created: Math.floor(Date.now() / 1000),
    livemode: false,
    data: { object: session },
  });
};

let database: Database;
let db: Db;
let dataDir: string;
let services: Services;
let stripe: StripeProvider;
let fake: ReturnType<typeof fakeStripe>;
let apiServer: Server;
let base: string;
let who: Record<string, string>;
let playerId: number;
const site = `pay-${randomBytes(4).toString('hex')}.test`;

const post = async (p: string, body: unknown) => {
  const res = await fetch(base + p, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  return { status: res.status, json: (await res.json()) as Record<string, any> };
};
const webhook = async (payload: string, sig: string) => {
  const res = await fetch(`${base}/payments/stripe/webhook`, {
    method: 'POST',
    headers: { 'content-type': 'application/json; charset=utf-8', 'stripe-signature': sig },
    body: payload,
  });
  return { status: res.status, json: (await res.json()) as Record<string, any> };
};
const balance = async () => (await db.select({ b: schema.players.gameBalance }).from(schema.players).where(eq(schema.players.id, playerId)))[0].b;
const depositRow = async (id: number) => (await db.select().from(schema.deposits).where(eq(schema.deposits.id, id)))[0];

/** A deposit through the API: the session the fake Stripe made for it, the deposit's id. */
async function deposit(amount: string) {
  const d = await post('/wallet/deposit', { ...who, amount, method: 'stripe_card' });
  expect(d.json.statusCode).toBe(1);
  const id = /\/pay\/(cs_test_\d+)$/.exec(d.json.redirect_url as string)?.[1];
  return { depositId: d.json.deposit.id as number, session: fake.sessions.get(id!)! };
}
const paid = (s: Session): Session => ({ ...s, status: 'complete', payment_status: 'paid', payment_intent: `pi_${s.id}` });

beforeAll(async () => {
  fake = fakeStripe();
  fake.server.listen(0, '127.0.0.1');
  await new Promise((r) => fake.server.once('listening', r));
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'playfront-stripe-'));
  database = process.env.DATABASE_URL ? await openDatabase({ dataDir, databaseUrl: process.env.DATABASE_URL }) : await openDatabase({ memory: true });
  db = database.db;
  const [op] = await db
    .insert(schema.operators)
    .values({
      code: site,
      siteName: 'Pay',
      themeCode: 'casino1',
      themeColor: '1',
      externalId: 'x',
      currency: 'PHP',
      minDeposit: 10_000,
      maxDeposit: 5_000_000,
      minWithdrawal: 10_000,
      maxWithdrawal: 5_000_000,
    })
    .returning();
  await db.insert(schema.operatorDomains).values({ domain: site, operatorId: op.id });
  const [p] = await db
    .insert(schema.players)
    .values({ operatorId: op.id, accountId: 'payer01', accountKey: 'payer01', passwordHash: await hashPassword('Secret123'), referralCode: `P${site}` })
    .returning();
  playerId = p.id;
  services = createServices(
    db,
    loadEnv({
      NODE_ENV: 'test',
      DATA_DIR: dataDir,
      PORT: '3900',
      PAYMENTS_PROVIDER: 'stripe',
      PAYMENTS_API_URL: `http://127.0.0.1:${(fake.server.address() as { port: number }).port}`,
      STRIPE_SECRET_KEY: SECRET_KEY,
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
    }),
  );
  stripe = services.paymentProviders.get('stripe') as StripeProvider;
  const app = express();
  app.use('/api', createApi(services));
  apiServer = app.listen(0, '127.0.0.1');
  await new Promise((r) => apiServer.once('listening', r));
  base = `http://127.0.0.1:${(apiServer.address() as { port: number }).port}/api`;
  const login = await post('/auth/login', { domain_name: site, account_id: 'payer01', password: 'Secret123' });
  expect(login.json).toMatchObject({ statusCode: 1 });
  who = { domain_name: site, account_id: 'payer01', auth: login.json.token as string };
}, 60_000);

afterAll(async () => {
  apiServer?.close();
  fake?.server.close();
  await database?.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe('Stripe Checkout deposits', () => {
  it('a deposit creates one Checkout Session: form-encoded, amount in minor units, the currency, our reference, return links to the site', async () => {
    expect((await post('/wallet/options', who)).json.deposit.methods).toEqual([{ code: 'stripe_card', name: 'Card', provider: 'stripe' }]);
    const before = fake.requests.length;
    const d = await post('/wallet/deposit', { ...who, amount: '250.50', method: 'stripe_card' });
    expect(d.json).toMatchObject({ statusCode: 1, deposit: { amount: '250.50', status: 'pending' } });
    const sent = fake.requests.slice(before);
    expect(sent).toHaveLength(1);
    const [r] = sent;
    expect(r.method).toBe('POST');
    expect(r.path).toBe('/v1/checkout/sessions');
    expect(r.headers.authorization).toBe(`Bearer ${SECRET_KEY}`);
    expect(r.headers['content-type']).toMatch(/^application\/x-www-form-urlencoded/);
    const row = await depositRow(d.json.deposit.id as number);
    expect(r.form).toMatchObject({
      mode: 'payment',
      'line_items[0][quantity]': '1',
      'line_items[0][price_data][currency]': 'php',
      'line_items[0][price_data][unit_amount]': '25050',
      'line_items[0][price_data][product_data][name]': 'Deposit · Pay',
      client_reference_id: expect.stringMatching(/^stripe_[\w-]{16}$/),
      'metadata[deposit_id]': String(row.id),
      success_url: `http://${site}:3900/deposit?deposit=${row.id}`,
      cancel_url: `http://${site}:3900/deposit?deposit=${row.id}`,
    });
    expect(r.form['metadata[playfront_deposit_ref]']).toBe(r.form.client_reference_id);
    expect(Number(r.form.expires_at) - Date.now() / 1000).toBeGreaterThan(30 * 60);
    // The player goes to the session's url; the deposit keeps the session's id, which its events name.
    const session = [...fake.sessions.values()].at(-1)!;
    expect(d.json.redirect_url).toBe(session.url);
    expect(row.providerRef).toBe(session.id);
  });

  it('completed credits once: a replay, and a burst of 20 of the same event in parallel, change nothing more', async () => {
    const { depositId, session } = await deposit('500.00');
    const start = await balance();
    const event = eventOf('checkout.session.completed', paid(session));
    const first = await webhook(event, signature(event));
    expect(first).toMatchObject({ status: 200, json: { statusCode: 1, duplicate: false, status: 'credited' } });
    expect(await balance()).toBe(start + 50_000);
    const replay = await webhook(event, signature(event));
    expect(replay).toMatchObject({ status: 200, json: { duplicate: true } });

    const next = await deposit('300.00');
    const burstEvent = eventOf('checkout.session.completed', paid(next.session));
    const burst = await Promise.all(Array.from({ length: 20 }, () => webhook(burstEvent, signature(burstEvent))));
    expect(burst.every((b) => b.status === 200)).toBe(true);
    expect(burst.filter((b) => b.json.duplicate === false)).toHaveLength(1);
    expect(await balance()).toBe(start + 50_000 + 30_000);
    expect((await depositRow(depositId)).status).toBe('credited');
    expect((await depositRow(next.depositId)).status).toBe('credited');
    const entries = await db
      .select()
      .from(schema.ledgerEntries)
      .where(eq(schema.ledgerEntries.refId, String(next.depositId)));
    expect(entries.filter((e) => e.kind === 'deposit')).toHaveLength(1);
    expect((await checkLedger(db)).ok).toBe(true);
  });

  it('expired releases a pending deposit; expired after completed changes nothing; completed after expired still credits', async () => {
    const start = await balance();
    const a = await deposit('200.00');
    const expired = eventOf('checkout.session.expired', { ...a.session, status: 'expired' });
    expect((await webhook(expired, signature(expired))).json).toMatchObject({ status: 'cancelled' });
    expect((await depositRow(a.depositId)).status).toBe('cancelled');

    const b = await deposit('150.00');
    const completed = eventOf('checkout.session.completed', paid(b.session));
    await webhook(completed, signature(completed));
    const lateExpiry = eventOf('checkout.session.expired', { ...b.session, status: 'expired' }, false);
    expect((await webhook(lateExpiry, signature(lateExpiry))).json).toMatchObject({ duplicate: false, status: 'credited' });
    expect((await depositRow(b.depositId)).status).toBe('credited');
    expect(await balance()).toBe(start + 15_000);

    // The expiry delivered first: the money was taken all the same, so the payment is credited.
    const c = await deposit('120.00');
    const expiredFirst = eventOf('checkout.session.expired', { ...c.session, status: 'expired' });
    await webhook(expiredFirst, signature(expiredFirst));
    const paidLate = eventOf('checkout.session.completed', paid(c.session));
    expect((await webhook(paidLate, signature(paidLate))).json).toMatchObject({ status: 'credited' });
    expect(await balance()).toBe(start + 15_000 + 12_000);
  });

  it('refuses a bad signature, another secret, an old or future timestamp, a missing header: 400, logged, nothing credited', async () => {
    const warn = vi.spyOn(log, 'warn');
    const { depositId, session } = await deposit('400.00');
    const start = await balance();
    const event = eventOf('checkout.session.completed', paid(session));
    const now = Math.floor(Date.now() / 1000);
    const tampered = event.replace('"amount_total":40000', '"amount_total":4000000');
    const refused = [
      await webhook(tampered, signature(event)),
      await webhook(event, signature(event, now, 'whsec_someoneelse0123')),
      await webhook(event, signature(event, now - 301)),
      await webhook(event, signature(event, now + 600)),
      await webhook(event, `t=${now}`),
      await webhook(event, ''),
    ];
    expect(refused.map((r) => r.status)).toEqual([400, 400, 400, 400, 400, 400]);
    expect(refused[0].json).toMatchObject({ message: 'badSignature' });
    expect(warn.mock.calls.filter(([, msg]) => msg === 'payment webhook refused')).toHaveLength(6);
    expect(warn.mock.calls.some(([fields]) => String(fields.reason).includes('tolerance'))).toBe(true);
    warn.mockRestore();
    expect(await balance()).toBe(start);
    expect((await depositRow(depositId)).status).toBe('pending');
    // Within the tolerance it is taken.
    expect((await webhook(event, signature(event, now - 200))).json).toMatchObject({ status: 'credited' });
  });

  it('genuine events that are not ours or not about money are acknowledged and ignored', async () => {
    const other = eventOf(
      'checkout.session.completed',
      { id: 'cs_other', amount_total: 100, currency: 'php', status: 'complete', payment_status: 'paid', metadata: {} },
      false,
    );
    expect((await webhook(other, signature(other))).json).toMatchObject({ statusCode: 1, ignored: expect.stringContaining('not a deposit') });
    const unrelated = JSON.stringify({ id: 'evt_x', object: 'event', type: 'customer.created', created: 1, data: { object: { id: 'cus_1' } } });
    expect((await webhook(unrelated, signature(unrelated))).json).toMatchObject({ ignored: 'customer.created' });
  });

  it('a payout is one Stripe Payout: amount in minor units, the currency, the withdrawal in metadata, its reference as idempotency key', async () => {
    const before = fake.requests.length;
    expect(await stripe.requestPayout({ ref: 'w_42', amount: 123_45, currency: 'PHP', destination: 'ba_123' })).toEqual({
      providerRef: expect.stringMatching(/^po_test_/),
      status: 'pending',
    });
    const sent = fake.requests.slice(before);
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({
      method: 'POST',
      path: '/v1/payouts',
      form: { amount: '12345', currency: 'php', destination: 'ba_123', 'metadata[withdrawal_ref]': 'w_42', description: 'Withdrawal w_42' },
    });
    expect(sent[0].headers['idempotency-key']).toBe('payout_w_42');
    expect(sent[0].headers.authorization).toBe(`Bearer ${SECRET_KEY}`);
  });

  it('reads one payment: GET /v1/checkout/sessions/:id; an unknown one is null', async () => {
    const { session } = await deposit('110.00');
    expect(await stripe.paymentStatus(session.id)).toMatchObject({ providerRef: session.id, status: 'open', amount: 11_000, currency: 'PHP' });
    expect(fake.requests.at(-1)).toMatchObject({ method: 'GET', path: `/v1/checkout/sessions/${session.id}` });
    expect(await stripe.paymentStatus('cs_test_missing')).toBeNull();
  });
});

describe('withdrawals paid out through Stripe', () => {
  /** A withdrawal of 100.00 held through the API, to a bank account of the player. */
  async function withdrawal() {
    const { session } = await deposit('500.00');
    const event = eventOf('checkout.session.completed', paid(session));
    expect((await webhook(event, signature(event))).json.statusCode).toBe(1);
    const [acc] = await db
      .insert(schema.bankAccounts)
      .values({ playerId, bankCode: 'BDO', bankName: 'BDO', accountName: 'Payer', accountNumber: String(1e9 + Math.floor(Math.random() * 1e9)) })
      .returning();
    const w = await post('/wallet/withdraw', { ...who, amount: '100.00', bank_account_id: acc.id, idempotency_key: randomBytes(8).toString('hex') });
    expect(w.json.statusCode, JSON.stringify(w.json)).toBe(1);
    return w.json.withdrawal.id as number;
  }
  const row = async (id: number) => (await db.select().from(schema.withdrawals).where(eq(schema.withdrawals.id, id)))[0];
  const payoutsSent = (from: number) => fake.requests.slice(from).filter((r) => r.path === '/v1/payouts');

  it('approval asks one payout: the withdrawal’s reference as idempotency key, amount and currency; the hold stays', async () => {
    const id = await withdrawal();
    const held = await balance();
    const before = fake.requests.length;
    await services.wallet.withdrawals.decide(id, 'approved');
    const sent = payoutsSent(before);
    expect(sent).toHaveLength(1);
    const w = await row(id);
    expect(sent[0].headers['idempotency-key']).toBe(`payout_wd_${id}_${w.createdAt.getTime().toString(36)}`);
    expect(sent[0].form).toMatchObject({ amount: '10000', currency: 'php', 'metadata[withdrawal_ref]': `wd_${id}_${w.createdAt.getTime().toString(36)}` });
    expect(w).toMatchObject({ status: 'approved', payoutStatus: 'pending', payoutProvider: 'stripe', payoutRef: expect.stringMatching(/^po_test_/) });
    expect(await balance()).toBe(held);
    // Asked again (a second approval, a second run): nothing more is sent.
    await services.wallet.withdrawals.decide(id, 'approved');
    expect(await services.wallet.withdrawals.payout(id)).toBeNull();
    expect(payoutsSent(before)).toHaveLength(1);
    // Ten runs at once of a payout due: one claims it, one payout is asked.
    const other = await withdrawal();
    await db.update(schema.withdrawals).set({ status: 'approved', payoutStatus: 'due' }).where(eq(schema.withdrawals.id, other));
    const runs = await Promise.all(Array.from({ length: 10 }, () => services.wallet.withdrawals.payout(other)));
    expect(runs.filter((r) => r !== null)).toEqual(['pending']);
    expect(payoutsSent(before)).toHaveLength(2);
    expect((await checkLedger(db)).ok).toBe(true);
  });

  it('an unknown outcome goes back to staff with the hold kept; approved again, the same key is sent (paid once)', async () => {
    const id = await withdrawal();
    const held = await balance();
    const before = fake.requests.length;
    payoutAnswers.push('error');
    const spy = vi.spyOn(log, 'error').mockImplementation(() => undefined);
    await services.wallet.withdrawals.decide(id, 'approved');
    spy.mockRestore();
    expect(await row(id)).toMatchObject({ status: 'pending', reason: 'payoutUnconfirmed', payoutStatus: 'failed', decidedAt: null });
    expect(await balance()).toBe(held);
    // The demo back office leaves it to staff.
    expect((await services.wallet.withdrawals.pendingWithdrawals([playerId])).map((w) => w.id)).toContain(id);
    await services.wallet.withdrawals.decide(id, 'approved');
    const sent = payoutsSent(before);
    expect(sent).toHaveLength(2);
    expect(sent[1].headers['idempotency-key']).toBe(sent[0].headers['idempotency-key']);
    expect(await row(id)).toMatchObject({ status: 'approved', payoutStatus: 'pending' });
  });

  it('a refused payout goes back to staff; approved again it is a new payout (new key); rejected, the hold is released', async () => {
    const id = await withdrawal();
    const held = await balance();
    const before = fake.requests.length;
    payoutAnswers.push('failed', 'failed');
    const spy = vi.spyOn(log, 'error').mockImplementation(() => undefined);
    await services.wallet.withdrawals.decide(id, 'approved');
    expect(await row(id)).toMatchObject({ status: 'pending', reason: 'payoutRefused', payoutStatus: 'failed', payoutRefusals: 1 });
    await services.wallet.withdrawals.decide(id, 'approved');
    spy.mockRestore();
    const keys = payoutsSent(before).map((r) => r.headers['idempotency-key']);
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(`${keys[0]}_1`);
    expect(await balance()).toBe(held);
    await services.wallet.withdrawals.decide(id, 'rejected', 'payoutRefused');
    expect(await row(id)).toMatchObject({ status: 'rejected' });
    expect(await balance()).toBe(held + 10_000);
    expect((await checkLedger(db)).ok).toBe(true);
  });

  /** A payout's event as Stripe sends it (the payout object with the withdrawal's reference in its metadata). */
  const payoutEvent = (type: string, id: string, withdrawalRef: string | null, status: string, failureCode: string | null = null) =>
    JSON.stringify({
      id: `evt_test_${++eventSeq}`,
      object: 'event',
      type,
      created: Math.floor(Date.now() / 1000),
      livemode: false,
      data: {
        object: {
          id,
          object: 'payout',
          amount: 10_000,
          currency: 'php',
          status,
          failure_code: failureCode,
          metadata: withdrawalRef ? { withdrawal_ref: withdrawalRef } : {},
        },
      },
    });

  it("a payout's later events: paid once; returned after paid, back to staff once in a burst; an old payout's events change nothing", async () => {
    const id = await withdrawal();
    const held = await balance();
    const before = fake.requests.length;
    await services.wallet.withdrawals.decide(id, 'approved');
    const ref = payoutsSent(before)[0].form['metadata[withdrawal_ref]'];
    const first = (await row(id)).payoutRef!;
    const paid = payoutEvent('payout.paid', first, ref, 'paid');
    expect((await webhook(paid, signature(paid))).json).toMatchObject({ statusCode: 1, withdrawalId: id, status: 'paid', duplicate: false });
    expect((await webhook(paid, signature(paid))).json).toMatchObject({ statusCode: 1, duplicate: true });
    expect(await row(id)).toMatchObject({ status: 'approved', payoutStatus: 'paid' });

    // The bank returns it days later: twenty deliveries of the event at once apply it once.
    const returned = payoutEvent('payout.failed', first, ref, 'failed', 'account_closed');
    const spy = vi.spyOn(log, 'error').mockImplementation(() => undefined);
    const burst = await Promise.all(Array.from({ length: 20 }, () => webhook(returned, signature(returned))));
    spy.mockRestore();
    expect(burst.map((r) => r.status)).toEqual(Array(20).fill(200));
    expect(burst.filter((r) => r.json.duplicate === false)).toHaveLength(1);
    expect(await row(id)).toMatchObject({
      status: 'pending',
      reason: 'payoutReturned',
      payoutStatus: 'failed',
      payoutRefusals: 1,
      payoutError: expect.stringContaining('account_closed'),
    });
    expect(await balance()).toBe(held);

    // Approved again: a new payout under a new key; the returned payout's late events find nothing to change.
    const again = fake.requests.length;
    await services.wallet.withdrawals.decide(id, 'approved');
    expect(payoutsSent(again)[0].headers['idempotency-key']).toBe(`payout_${ref}_1`);
    const late = payoutEvent('payout.paid', first, ref, 'paid');
    expect((await webhook(late, signature(late))).json).toMatchObject({ statusCode: 1, duplicate: true });
    expect(await row(id)).toMatchObject({ status: 'approved', payoutStatus: 'pending', payoutRef: expect.not.stringMatching(`^${first}$`) });

    // Forged: refused. Another product's payout (no withdrawal named): acknowledged, ignored.
    expect((await webhook(returned, signature(returned, undefined, 'whsec_someoneelse0123'))).status).toBe(400);
    const foreign = payoutEvent('payout.paid', 'po_elsewhere', null, 'paid');
    expect((await webhook(foreign, signature(foreign))).json).toMatchObject({ statusCode: 1, ignored: expect.stringContaining('not a withdrawal') });
    expect((await checkLedger(db)).ok).toBe(true);
  });

  it("a payout's event that arrives while its request's answer is still being written is refused for now (Stripe sends it again)", async () => {
    const id = await withdrawal();
    const w = await row(id);
    await db.update(schema.withdrawals).set({ status: 'approved', payoutStatus: 'sending', payoutProvider: 'stripe' }).where(eq(schema.withdrawals.id, id));
    const early = payoutEvent('payout.failed', 'po_test_early', `wd_${id}_${w.createdAt.getTime().toString(36)}`, 'failed');
    const spy = vi.spyOn(log, 'error').mockImplementation(() => undefined);
    const answer = await webhook(early, signature(early));
    spy.mockRestore();
    expect(answer.status).toBe(503);
    expect(answer.json).toMatchObject({ statusCode: -503, message: 'payoutNotYetRecorded' });
    expect(await row(id)).toMatchObject({ status: 'approved', payoutStatus: 'sending' });
  });
});

describe('daily reconciliation', () => {
  it('reports a payment taken but not credited, a credit the provider has no payment for, and agrees on the rest', async () => {
    const warn = vi.spyOn(log, 'warn');
    // Paid at Stripe, its webhook lost: the deposit is still pending.
    const lost = await deposit('700.00');
    fake.sessions.set(lost.session.id, paid(lost.session));
    // Credited here, but Stripe's session was never paid.
    const phantom = await deposit('800.00');
    const forged = eventOf('checkout.session.completed', paid(phantom.session), false);
    await webhook(forged, signature(forged));
    // A listing that misses a session: read on its own.
    const unlisted = await deposit('900.00');
    fake.sessions.get(unlisted.session.id)!.created = 0;

    const { differences, checked } = await reconcilePayments(db, stripe);
    expect(checked).toBeGreaterThan(5);
    expect(differences).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ depositId: lost.depositId, providerStatus: 'paid', ledgerState: 'pending', reason: 'paid_not_credited' }),
        expect.objectContaining({ depositId: phantom.depositId, providerStatus: 'open', ledgerState: 'credited', reason: 'credited_not_paid' }),
      ]),
    );
    expect(differences).toHaveLength(2);
    expect(fake.requests.some((r) => r.method === 'GET' && r.path === `/v1/checkout/sessions/${unlisted.session.id}`)).toBe(true);
    const lines = warn.mock.calls.filter(([, msg]) => msg === 'payment reconciliation difference').map(([fields]) => fields);
    expect(lines).toContainEqual(
      expect.objectContaining({ deposit_id: lost.depositId, provider_status: 'paid', ledger_state: 'pending', provider_ref: lost.session.id }),
    );
    warn.mockRestore();
  });
});
