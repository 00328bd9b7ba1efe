import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
// @ts-expect-error: a plain ESM script without types
import { serverArgs } from '../../scripts/lib/server.mjs';

/**
 * SIGTERM drains. The compiled server is spawned on its own (on the run's PostgreSQL
 * when there is one, else a fresh PGlite), a balance stream is opened and requests are in flight
 * when SIGTERM arrives: the stream gets a `retry:` hint and ends, the requests are answered, the
 * process exits 0 within the drain timeout.
 */
const root = path.resolve(import.meta.dirname, '../..');
const port = Number(process.env.TEST_PORT ?? 3911) + 45;
const base = `http://127.0.0.1:${port}`;
let child: ChildProcess;
let exit: Promise<number | null>;
let logs = '';

beforeAll(async () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'drain-'));
  child = spawn(process.execPath, serverArgs(root), {
    cwd: root,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, NODE_ENV: 'test', PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, DEMO_TAC: '1', DRAIN_TIMEOUT_MS: '8000' },
  });
  child.stdout!.on('data', (c) => (logs += c));
  child.stderr!.on('data', (c) => (logs += c));
  exit = new Promise((r) => child.on('exit', (code) => r(code)));
  const deadline = Date.now() + 170_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited: ${logs.slice(-2000)}`);
    try {
      if ((await fetch(`${base}/readyz`)).ok) break;
    } catch {
      // not yet
    }
    if (Date.now() > deadline) throw new Error('server did not start');
    await new Promise((r) => setTimeout(r, 300));
  }
}, 180_000);
afterAll(() => {
  if (child.exitCode === null) child.kill('SIGKILL');
});

const call = async (p: string, body: unknown) => {
  const res = await fetch(`${base}/api${p}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  return (await res.json()) as Record<string, any>;
};

describe('SIGTERM drains', () => {
  it('streams close with a retry hint, in-flight requests finish, the process exits 0', async () => {
    const login = await call('/auth/login', { domain_name: 'localhost', account_id: 'demo01', password: 'demo1234' });
    expect(login.statusCode).toBe(1);
    const who = { domain_name: 'localhost', account_id: 'demo01', auth: login.token as string };
    // The stream, read raw.
    let raw = '';
    const streamEnded = new Promise<void>((resolve, reject) => {
      const req = http.request(`${base}/api/wallet/stream`, { method: 'POST', agent: false, headers: { 'content-type': 'application/json' } }, (res) => {
        expect(res.statusCode).toBe(200);
        res.setEncoding('utf8');
        res.on('data', (c: string) => (raw += c));
        res.on('end', resolve);
        res.on('close', resolve);
      });
      req.on('error', reject);
      req.end(JSON.stringify(who));
    });
    while (!raw.includes('event: balance')) await new Promise((r) => setTimeout(r, 50));
    // Sign-ins in flight: each hashes a password (the hash gate runs one or two at a time).
    const inFlight = Array.from({ length: 12 }, () =>
      call('/auth/login', { domain_name: 'localhost', account_id: 'demo01', password: 'demo1234' }).catch((err: unknown) => ({
        failed: `${String(err)} ${String((err as { cause?: unknown }).cause)} at ${Date.now()}`,
      })),
    );
    // Wait until the server has them (the first answer comes once all were read; the others queue at the hash gate).
    await Promise.race(inFlight);
    const t0 = Date.now();
    child.kill('SIGTERM');
    await streamEnded;
    expect(raw).toMatch(/\nretry: \d+\n/);
    const answers = await Promise.all(inFlight);
    for (const a of answers) expect(a, `${JSON.stringify(answers)}\n${logs.slice(-3000)}`).toHaveProperty('statusCode');
    expect(answers.filter((a) => (a as { statusCode?: number }).statusCode === 1).length).toBeGreaterThan(0);
    expect(await exit).toBe(0);
    expect(Date.now() - t0).toBeLessThan(8000);
    expect(logs).toMatch(/"msg":"drained"/);
    // The stream and at least one sign-in were in flight when SIGTERM came.
    expect(Number(/"msg":"draining"[^\n]*"inFlight":(\d+)/.exec(logs)?.[1] ?? 0)).toBeGreaterThanOrEqual(2);
    // Nothing listens any more.
    await expect(fetch(`${base}/healthz`)).rejects.toThrow();
  }, 30_000);
});
