import { createHmac, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { headerBalance, interactive, launch, openPage } from './browser.ts';

/**
 * Two instances behind nginx on one PostgreSQL (npm run cluster). Runs only when
 * CLUSTER_STATE names the state file of a running cluster (scripts/cluster-ci.mjs sets it; npm test
 * skips it). The tab is connected to instance B by opening the page on B's own port (no load
 * balancer in between, so B serves the page and its balance stream); the deposit is credited by
 * a request sent to A's own port. Nothing but PostgreSQL joins the two processes.
 */
interface ClusterState {
  url: string;
  opsKey: string;
  paymentSecret: string;
  instances: { name: string; port: number; url: string; pid: number }[];
}
const stateFile = process.env.CLUSTER_STATE;
const state: ClusterState | null = stateFile && fs.existsSync(stateFile) ? JSON.parse(fs.readFileSync(stateFile, 'utf8')) : null;
const HOST = 'casino5.localhost';

async function post(base: string, p: string, body: unknown) {
  const res = await fetch(`${base}/api${p}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  return { json: (await res.json()) as Record<string, any>, headers: res.headers };
}

/** A new player, signed up through the load balancer. */
async function newPlayer() {
  const account_id = `cl${randomBytes(5).toString('hex')}`;
  const contact_phone = `+6397${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
  const code = await post(state!.url, '/auth/tac/request_new_register', { domain_name: HOST, account_id, contact_phone });
  await post(state!.url, '/auth/tac/verify', { domain_name: HOST, account_id, tac: code.json.demo_tac });
  const signup = await post(state!.url, '/auth/signup', {
    domain_name: HOST,
    account_id,
    password: 'Secret123',
    contact_phone,
    contact_email: `${account_id}@example.com`,
    accept_terms: true,
  });
  expect(signup.json.statusCode, JSON.stringify(signup.json)).toBe(1);
  return account_id;
}

/** A deposit started and credited through one instance's own port (the provider's signed notification to it). */
async function creditThrough(base: string, account_id: string, amount: number) {
  const who = { domain_name: HOST, account_id, auth: (await post(base, '/auth/login', { domain_name: HOST, account_id, password: 'Secret123' })).json.token };
  const d = await post(base, '/wallet/deposit', { ...who, amount: amount.toFixed(2), method: 'bank' });
  expect(d.json.statusCode, JSON.stringify(d.json)).toBe(1);
  const ref = new URL(d.json.redirect_url, base).searchParams.get('ref')!;
  const n = { ref, event: 'paid', amount: String(amount * 100), ts: Date.now() };
  const signature = createHmac('sha256', state!.paymentSecret).update(`${n.ts}.${n.ref}.${n.event}.${n.amount}`).digest('base64url');
  const credited = await post(base, '/payments/demo/notify', { ...n, signature });
  expect(credited.json.statusCode, JSON.stringify(credited.json)).toBe(1);
  return Date.now();
}

/** Signs the tab in on `origin` (the session cookie is the host's, whatever the port). */
async function signInTab(page: Page, origin: string, account_id: string) {
  await page.goto(`${origin}/about`);
  const login = await page.evaluate(
    (b) =>
      fetch('/api/auth/login', { method: 'POST', headers: { 'content-type': 'application/json', 'x-session': 'cookie' }, body: JSON.stringify(b) }).then(
        (r) => r.json() as Promise<{ statusCode: number }>,
      ),
    { domain_name: HOST, account_id, password: 'Secret123' },
  );
  expect(login.statusCode).toBe(1);
}
const isStream = (r: { url(): string; status(): number }) => r.url().endsWith('/api/wallet/stream') && r.status() === 200;
/** The instance that answered: nginx lists every address it tried (a refused one first), the last answered. */
const answeredBy = (r: { headers(): Record<string, string> }) => r.headers()['x-upstream']?.split(', ').pop();

let browser: Browser;
beforeAll(async () => {
  if (state) browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

describe.skipIf(!state)('two instances behind nginx', () => {
  it('nginx spreads requests over both instances, without stickiness', async () => {
    const seen = new Set<string>();
    for (let i = 0; i < 10; i++) {
      const r = await fetch(`${state!.url}/healthz`);
      expect(r.status).toBe(200);
      seen.add(r.headers.get('x-upstream') ?? '');
    }
    expect([...seen].sort()).toEqual(state!.instances.map((i) => `127.0.0.1:${i.port}`).sort());
  });

  it('a deposit credited through instance A updates a tab connected to instance B within 2 s', async () => {
    const [A, B] = state!.instances;
    const account_id = await newPlayer();

    // The tab, on B's own port: B serves the page and holds its balance stream.
    const originB = `http://${HOST}:${B.port}`;
    const ctx = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const { page, errors } = await openPage(ctx);
    await signInTab(page, originB, account_id);
    const streamOpened = page.waitForResponse(isStream, { timeout: 30_000 });
    await page.goto(`${originB}/`);
    await interactive(page);
    const stream = await streamOpened;
    // How we know B holds the stream: the page and its stream went to B's port, never through nginx.
    expect(new URL(stream.url()).port).toBe(String(B.port));
    await page.getByTestId('balance').waitFor();
    const before = await headerBalance(page);

    // The deposit, started and credited through A's own port.
    const creditedAt = await creditThrough(A.url, account_id, 150);
    // The tab on B shows it within 2 s.
    await expect.poll(() => headerBalance(page), { timeout: 5000, interval: 50 }).toBeCloseTo(before + 150, 2);
    const took = Date.now() - creditedAt;
    console.log(`cluster: a deposit credited on instance ${A.name} (:${A.port}) reached the tab on instance ${B.name} (:${B.port}) in ${took} ms`);
    expect(took).toBeLessThan(2000);
    expect(errors).toEqual([]);
    await ctx.close();
  });

  it('kill -9 of the instance holding a tab’s stream: the tab reconnects through nginx to the other and still sees a deposit within 2 s', async () => {
    const account_id = await newPlayer();
    const originLb = `http://${HOST}:${new URL(state!.url).port}`;
    const ctx = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const { page } = await openPage(ctx);
    await signInTab(page, originLb, account_id);
    const first = page.waitForResponse(isStream, { timeout: 30_000 });
    await page.goto(`${originLb}/`);
    await interactive(page);
    // nginx names the instance that holds the stream (X-Upstream).
    const held = answeredBy(await first);
    const fresh: ClusterState = JSON.parse(fs.readFileSync(stateFile!, 'utf8'));
    const victim = fresh.instances.find((i) => `127.0.0.1:${i.port}` === held)!;
    const survivor = fresh.instances.find((i) => i !== victim)!;
    expect(victim, `stream held by ${held}`).toBeTruthy();
    await page.getByTestId('balance').waitFor();
    const before = await headerBalance(page);

    const again = page.waitForResponse((r) => isStream(r) && answeredBy(r) !== held, { timeout: 30_000 });
    process.kill(victim.pid, 'SIGKILL');
    const reconnected = await again;
    expect(answeredBy(reconnected)).toBe(`127.0.0.1:${survivor.port}`);
    const creditedAt = await creditThrough(survivor.url, account_id, 120);
    await expect.poll(() => headerBalance(page), { timeout: 5000, interval: 50 }).toBeCloseTo(before + 120, 2);
    const took = Date.now() - creditedAt;
    console.log(`cluster: instance ${victim.name} killed under the tab's stream; it reconnected to ${survivor.name} and showed a deposit in ${took} ms`);
    expect(took).toBeLessThan(2000);
    await ctx.close();
  });
});
