import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
// @ts-expect-error: a plain ESM script without types
import { startTestServer } from '../../scripts/lib/server.mjs';
import { BASE, OPS_KEY, addBank, closeStreams, eventually, fund, newPlayer, openStream, post, refOf, type Who } from './helpers.ts';

/**
 * One system across instances. Without DATABASE_URL (PGlite: one process) only the
 * single-instance parts run (health, readiness, metrics, request ids). With PostgreSQL a second
 * server process B runs beside the test server A on the same database: a change made through A
 * reaches a stream on B, limits hold across both, a job runs once and outlives its instance.
 */
const root = path.resolve(import.meta.dirname, '../..');
const D = 'casino7.localhost';
const onPg = !!process.env.DATABASE_URL;

afterEach(closeStreams);

describe('operations endpoints', () => {
  it('/healthz answers without the database, /readyz checks it and the migrations', async () => {
    const h = await fetch(`${BASE}/healthz`);
    expect(h.status).toBe(200);
    expect(await h.json()).toEqual({ ok: true });
    const r = await fetch(`${BASE}/readyz`);
    expect(r.status).toBe(200);
    expect(await r.json()).toEqual({ ok: true });
  });

  it('every answer carries x-request-id: the incoming one kept, otherwise a new one; a bad one replaced', async () => {
    const mine = await fetch(`${BASE}/api/startup`, { method: 'POST', headers: { 'content-type': 'application/json', 'x-request-id': 'abc-123' }, body: '{}' });
    expect(mine.headers.get('x-request-id')).toBe('abc-123');
    const fresh = await fetch(`${BASE}/healthz`);
    expect(fresh.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    const bad = await fetch(`${BASE}/healthz`, { headers: { 'x-request-id': 'has spaces; and <html>' } });
    expect(bad.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('/metrics: refused without the key, Prometheus text with it (route patterns, pool, ledger, streams, jobs)', async () => {
    expect((await fetch(`${BASE}/metrics`)).status).toBe(403);
    expect((await fetch(`${BASE}/metrics`, { headers: { 'x-ops-key': 'wrong-key-0123456789' } })).status).toBe(403);
    const who = await newPlayer(D);
    await fund(who, '150.00');
    const res = await fetch(`${BASE}/metrics`, { headers: { 'x-ops-key': OPS_KEY } });
    expect(res.status).toBe(200);
    const text = await res.text();
    expect(text).toMatch(/http_request_duration_seconds_bucket\{[^}]*route="\/api\/wallet\/deposit"/);
    // Route patterns, never raw paths with ids in them.
    expect(text).not.toMatch(/route="\/api\/payments\/demo\/notify"/);
    expect(text).toMatch(/route="\/api\/payments\/:provider\/notify"/);
    expect(text).toMatch(/ledger_movements_total\{kind="deposit"\} \d+/);
    expect(text).toMatch(/db_pool_connections\{state="total"\} \d+/);
    expect(text).toMatch(/# TYPE open_streams gauge/);
    expect(text).toMatch(/job_queue_depth\{queue="sports-settlement"\} \d+/);
    expect(text).toMatch(/process_resident_memory_bytes \d+/);
  });
});

describe('balance stream places are held in the database', () => {
  it('a parallel burst of 40 opens on one session gets at most 4 streams', async () => {
    const who = await newPlayer(D);
    const all = await Promise.all(Array.from({ length: 40 }, () => openStream(who, '127.0.0.61')));
    const ok = all.filter((s) => s.status === 200).length;
    expect(ok).toBeGreaterThan(0);
    expect(ok).toBeLessThanOrEqual(4);
    expect(all.filter((s) => s.status !== 200).every((s) => s.status === 429)).toBe(true);
  });
});

/* ——— Two instances on one PostgreSQL ——— */

const portB = Number(process.env.TEST_PORT ?? 3911) + 43;
const portC = Number(process.env.TEST_PORT ?? 3911) + 44;
const B = `http://127.0.0.1:${portB}`;
const serverEnv = {
  DEMO_TAC: '1',
  DEMO_PAYMENTS: '1',
  DEMO_SPORTS: '1',
  DEMO_GAMES: '1',
  SESSION_TTL_MINUTES: '30',
  LOGIN_FAILURES_PER_ADDRESS: '1000',
  TAC_REQUESTS_PER_ADDRESS: '600',
  TAC_REQUESTS_PER_OPERATOR: '500',
  OPS_KEY,
  PAYMENT_DEMO_SECRET: 'test-payment-secret-0123456789',
  WITHDRAWAL_DECISION_SECONDS: '3',
  PAYMENT_NOTIFY_DELAY_MS: '300',
};
const logDir = process.env.RESULTS_DIR ?? os.tmpdir();
type Started = { stop(): Promise<void>; kill(): Promise<void> };
let b: Started | undefined;
let db: pg.Pool | undefined;

async function postTo(base: string, p: string, body: unknown) {
  const res = await fetch(`${base}/api${p}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  return { status: res.status, json: (await res.json()) as Record<string, any> };
}

/** The balance stream on another instance (B). */
function streamOn(base: string, who: Who) {
  const url = new URL(`${base}/api/wallet/stream`);
  const data = JSON.stringify(who);
  return new Promise<{ status: number; events: Record<string, any>[]; ended: Promise<void>; close(): void }>((resolve, reject) => {
    const req = http.request(
      { host: url.hostname, port: url.port, path: url.pathname, method: 'POST', agent: false, headers: { 'content-type': 'application/json' } },
      (res) => {
        res.setEncoding('utf8');
        const events: Record<string, any>[] = [];
        let buffer = '';
        res.on('data', (c: string) => {
          buffer += c;
          let i;
          while ((i = buffer.indexOf('\n\n')) >= 0) {
            const line = buffer
              .slice(0, i)
              .split('\n')
              .find((l) => l.startsWith('data: '));
            buffer = buffer.slice(i + 2);
            if (line) events.push(JSON.parse(line.slice(6)));
          }
        });
        const ended = new Promise<void>((done) => {
          res.on('end', done);
          res.on('close', done);
        });
        resolve({ status: res.statusCode ?? 0, events, ended, close: () => req.destroy() });
      },
    );
    req.on('error', reject);
    req.end(data);
  });
}

describe.skipIf(!onPg)('two instances on one PostgreSQL', () => {
  beforeAll(async () => {
    b = await startTestServer(root, {
      port: portB,
      logFile: path.join(logDir, `instance-b-${portB}.log`),
      env: { ...serverEnv, DATA_DIR: path.join(os.tmpdir(), `instance-b-${portB}`) },
    });
    db = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 2 });
  }, 180_000);
  afterAll(async () => {
    await b?.stop();
    await db?.end();
  });

  it("A and B play the same matches: the demo sports feed's secret seed is made once, in the database", async () => {
    const board = async (base: string) => {
      const list = (await postTo(base, '/home/match_list', { status: 'finished' })).json.value as { event_id: string; score: unknown }[];
      return new Map(list.map((m) => [m.event_id, JSON.stringify(m.score)]));
    };
    const [a, onB] = await Promise.all([board(BASE), board(B)]);
    const both = [...a.keys()].filter((id) => onB.has(id));
    expect(both.length).toBeGreaterThan(30);
    for (const id of both) expect(onB.get(id), id).toBe(a.get(id));
    const seeds = await db!.query(`select count(*)::int as n from deployment_secrets where name = 'sports_demo_seed'`);
    expect(seeds.rows[0].n).toBe(1);
  });

  it('a deposit credited through A reaches a balance stream open on B within 2 s', async () => {
    const who = await newPlayer(D);
    const s = await streamOn(B, who);
    expect(s.status).toBe(200);
    await eventually(
      async () => s.events.length,
      (n) => n >= 1,
      3000,
    );
    const t0 = Date.now();
    await fund(who, '125.00');
    const got = await eventually(
      async () => s.events.find((e) => e.reason === 'deposit'),
      (e) => !!e,
      2000,
    );
    expect(got, `no deposit event on B after ${Date.now() - t0} ms`).toBeTruthy();
    expect(got!.balance).toBe('125.00');
    s.close();
  });

  it('a logout on A closes the player’s stream on B', async () => {
    const who = await newPlayer(D);
    const s = await streamOn(B, who);
    expect(s.status).toBe(200);
    expect((await post('/auth/logout', who)).json.statusCode).toBe(1);
    const ended = await Promise.race([s.ended.then(() => true), new Promise<boolean>((r) => setTimeout(() => r(false), 2000))]);
    expect(ended).toBe(true);
    s.close();
  });

  it('a burst of wrong passwords split over A and B gets 5 checks in all (the login throttle is shared)', async () => {
    const who = await newPlayer(D);
    const t0 = Date.now();
    const tries = await Promise.all(
      Array.from({ length: 24 }, (_, i) => postTo(i % 2 ? B : BASE, '/auth/login', { domain_name: D, account_id: who.account_id, password: 'Wrong-pass-1' })),
    );
    // As in limits.test.ts: a burst that outlasts the first waits (1 s, then 2 s …) lets one more in for each.
    const allowed = 5 + Math.floor(Math.log2((Date.now() - t0) / 1000 + 1));
    const checked = tries.filter((t) => t.json.message === 'invalidCredentials').length;
    expect(checked).toBeLessThanOrEqual(allowed);
    expect(tries.every((t) => ['invalidCredentials', 'tooManyAttempts', 'busy'].includes(t.json.message))).toBe(true);
    // Without the shared counter each instance would check 5 of its 12.
  });

  it('a key the back office makes on A works on B at once: B dropped its cached operator (the bus)', async () => {
    const domain = 'casino5-3.localhost';
    // B has the operator cached (10 s) from this call.
    expect((await postTo(B, '/startup', { domain_name: domain })).json.statusCode).toBe(1);
    const made = await fetch(`${BASE}/api/ops/operator_key`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-ops-key': OPS_KEY },
      body: JSON.stringify({ domain_name: domain }),
    });
    const key = ((await made.json()) as { key: string }).key;
    const send = async () => {
      const res = await fetch(`${B}/api/ops/inbox`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-ops-key': key },
        body: JSON.stringify({ domain_name: domain, account_id: 'demo01', title: 'Cross-instance', body: '<p>Hello</p>' }),
      });
      return res.status;
    };
    const t0 = Date.now();
    const status = await eventually(send, (s) => s === 200, 3000);
    expect(status).toBe(200);
    // Well inside the operator cache's 10 s: the drop came through the bus.
    expect(Date.now() - t0).toBeLessThan(3000);
    const metrics = await (await fetch(`${B}/metrics`, { headers: { 'x-ops-key': OPS_KEY } })).text();
    expect(metrics).toMatch(/bus_messages_received_total\{kind="site"\} [1-9]/);
  });

  it('stream caps hold across instances: 4 per session whichever instance the streams are on', async () => {
    const who = await newPlayer(D);
    const all = await Promise.all(Array.from({ length: 12 }, (_, i) => (i % 2 ? streamOn(B, who) : openStream(who, '127.0.0.62'))));
    const ok = all.filter((s) => s.status === 200).length;
    expect(ok).toBe(4);
    for (const s of all) s.close();
  });

  it('a payment notification job runs once across both instances, and outlives the instance that queued it', async () => {
    // C queues the provider's notification (4 s later) and dies at once (SIGKILL): the job is in the database, A or B runs it.
    const c: Started = await startTestServer(root, {
      port: portC,
      logFile: path.join(logDir, `instance-c-${portC}.log`),
      env: {
        ...serverEnv,
        PAYMENT_NOTIFY_DELAY_MS: '4000',
        PAYMENT_NOTIFY_URL: `${BASE}/api/payments/demo/notify`,
        DATA_DIR: path.join(os.tmpdir(), `instance-c-${portC}`),
      },
    });
    const who = await newPlayer(D);
    const d = await postTo(BASE, '/wallet/deposit', { ...who, amount: '140.00', method: 'bank' });
    expect(d.json.statusCode).toBe(1);
    const ref = refOf(d.json.redirect_url);
    const sig = new URL(d.json.redirect_url, BASE).searchParams.get('sig')!;
    const decided = await fetch(`http://127.0.0.1:${portC}/api/payments/demo/decide`, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ ref, sig, decision: 'confirm' }).toString(),
    });
    expect(decided.status).toBe(303);
    await c.kill();
    const queued = await db!.query(`select state from pgboss.job where name = 'demo-payment-notify' and data->>'ref' = $1`, [ref]);
    expect(queued.rows.map((r) => r.state)).toEqual(['created']);
    const done = await eventually(
      () => postTo(BASE, '/wallet/deposit_status', { ...who, deposit_id: d.json.deposit.id }),
      (r) => r.json.deposit?.status === 'credited',
      15_000,
    );
    expect(done.json.deposit.status).toBe('credited');
    const jobs = await eventually(
      async () => (await db!.query(`select state from pgboss.job where name = 'demo-payment-notify' and data->>'ref' = $1`, [ref])).rows,
      (rows) => rows.every((r) => r.state === 'completed'),
      5000,
    );
    expect(jobs.map((r) => r.state)).toEqual(['completed']);
    const credits = await db!.query(`select count(*)::int as n from ledger_entries where ref_type = 'deposit' and ref_id = $1`, [String(d.json.deposit.id)]);
    expect(credits.rows[0].n).toBe(1);
  }, 120_000);

  it('the sweeps run once at a time across instances (stately queues: never two queued or active)', async () => {
    const r = await db!.query(
      `select name, count(*)::int as n from pgboss.job where name in ('sports-settlement', 'withdrawal-decisions') and state in ('created', 'active') group by name`,
    );
    for (const row of r.rows) expect(row.n).toBeLessThanOrEqual(2);
    const q = await db!.query(`select name, policy from pgboss.queue where name in ('sports-settlement', 'withdrawal-decisions') order by name`);
    expect(q.rows).toEqual([
      { name: 'sports-settlement', policy: 'stately' },
      { name: 'withdrawal-decisions', policy: 'stately' },
    ]);
  });

  it('a withdrawal requested on B is decided once (by whichever instance) and its stream on A hears it', async () => {
    const who = await newPlayer(D);
    await fund(who, '300.00');
    const bank = await addBank(who);
    const s = await openStream(who, '127.0.0.63');
    const w = await postTo(B, '/wallet/withdraw', { ...who, amount: '150.00', bank_account_id: bank, idempotency_key: `k-${Date.now()}` });
    expect(w.json.statusCode, JSON.stringify(w.json)).toBe(1);
    // Due after 3 s; the sweep may still be held by instance C, killed in the test before: pg-boss
    // gives it up after 15 s (expiry, checked every 10 s), so within 30 s in the worst case.
    const decided = await eventually(
      async () => (await db!.query(`select status from withdrawals where id = $1`, [w.json.withdrawal.id])).rows[0]?.status,
      (st) => st === 'approved',
      30_000,
    );
    expect(decided).toBe('approved');
    expect(s.events.some((e) => e.reason === 'withdrawal')).toBe(true);
  }, 60_000);
});
