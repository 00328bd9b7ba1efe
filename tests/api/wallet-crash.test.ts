import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
// @ts-expect-error plain JS helper shared with the scripts
import { startTestServer } from '../../scripts/lib/server.mjs';
import { OPS_KEY, freshId, freshPhone, signNotification } from './helpers.ts';

/**
 * The server killed (SIGKILL) in the middle of a burst of deposit notifications, then started
 * again on the same data: every acknowledged deposit is there, the provider's retries of the
 * rest credit each once, and the ledger proof passes. PGlite by default, PostgreSQL when
 * DATABASE_URL is set (the .ci/run second pass).
 */
const root = path.resolve(import.meta.dirname, '../..');
const port = Number(process.env.TEST_PORT ?? 3911) + 37;
const base = `http://127.0.0.1:${port}`;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'playfront-crash-'));
const logFile = path.join(process.env.RESULTS_DIR ?? os.tmpdir(), `crash-server-${port}.log`);
const env = {
  DATA_DIR: dataDir,
  DEMO_TAC: '1',
  OPS_KEY,
  PAYMENT_DEMO_SECRET: process.env.PAYMENT_DEMO_SECRET ?? 'test-payment-secret-0123456789',
  WITHDRAWAL_DECISION_SECONDS: '0',
  LOGIN_FAILURES_PER_ADDRESS: '1000',
};

async function call(p: string, body: unknown) {
  const res = await fetch(`${base}/api${p}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  return { status: res.status, json: (await res.json()) as Record<string, any> };
}

async function player(domain: string) {
  const account_id = freshId('c');
  const contact_phone = freshPhone();
  const code = await call('/auth/tac/request_new_register', { domain_name: domain, account_id, contact_phone });
  await call('/auth/tac/verify', { domain_name: domain, account_id, tac: code.json.demo_tac });
  const r = await call('/auth/signup', { domain_name: domain, account_id, password: 'Secret123', contact_phone, contact_email: '', accept_terms: true });
  return { account_id, auth: r.json.token as string, domain_name: domain };
}

type Running = { stop(): Promise<void>; kill(): Promise<void> };
let server: Running | null = null;
afterAll(async () => {
  await server?.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe('a crash during a burst of deposits', () => {
  it('keeps every acknowledged deposit and the ledger whole', async () => {
    const first: Running = await startTestServer(root, { port, logFile, env });
    server = first;
    const players = await Promise.all(Array.from({ length: 8 }, () => player('casino2.localhost')));
    const pending: { who: (typeof players)[number]; id: number; ref: string; minor: number }[] = [];
    for (const who of players) {
      for (let i = 0; i < 5; i++) {
        const minor = 10_000 + pending.length * 100;
        const d = await call('/wallet/deposit', { ...who, amount: (minor / 100).toFixed(2), method: 'bank' });
        expect(d.json.statusCode).toBe(1);
        pending.push({ who, id: d.json.deposit.id, ref: new URL(d.json.redirect_url, base).searchParams.get('ref')!, minor });
      }
    }
    const notes = pending.map((p) => signNotification(p.ref, 'paid', p.minor));
    const acknowledged = new Set<number>();
    const sent = notes.map(
      (n, i) =>
        new Promise<void>((resolve) =>
          setTimeout(async () => {
            try {
              const r = await fetch(`${base}/api/payments/demo/notify`, {
                method: 'POST',
                headers: { 'content-type': 'application/json' },
                body: JSON.stringify(n),
              });
              const a = (await r.json()) as { statusCode: number };
              if (r.ok && a.statusCode === 1) acknowledged.add(i);
            } catch {
              // Cut off by the crash: the provider will retry.
            }
            resolve();
          }, i * 10),
        ),
    );
    // Killed mid-burst: once a few notifications have been acknowledged, while others are in flight.
    const deadline = Date.now() + 10_000;
    while (acknowledged.size < 8 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 2));
    const ackedAtKill = acknowledged.size;
    await first.kill();
    await Promise.all(sent);
    console.log(
      `crash test: killed after ${ackedAtKill} of ${notes.length} notifications were acknowledged (${acknowledged.size} in all before the connection dropped)`,
    );
    expect(acknowledged.size).toBeGreaterThanOrEqual(8);

    server = await startTestServer(root, { port, logFile, env });
    for (const i of acknowledged) {
      const s = await call('/wallet/deposit_status', { ...pending[i].who, deposit_id: pending[i].id });
      expect(s.json.deposit.status).toBe('credited');
    }
    const check = async () =>
      (await (await fetch(`${base}/api/ops/ledger-check`, { headers: { 'x-ops-key': OPS_KEY } })).json()) as { report: { ok: boolean } };
    expect((await check()).report.ok).toBe(true);

    // The provider retries every notification: each deposit ends credited exactly once.
    const retries = await Promise.all(notes.map((n) => call('/payments/demo/notify', n)));
    for (const r of retries) expect(r.json.statusCode).toBe(1);
    for (const who of players) {
      const mine = pending.filter((p) => p.who === who).reduce((a, p) => a + p.minor, 0);
      expect((await call('/auth/get_balance', who)).json.game_balance).toBe((mine / 100).toFixed(2));
    }
    expect((await check()).report.ok).toBe(true);
  }, 240_000);
});
