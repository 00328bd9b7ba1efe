import { createHmac, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
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

/** A request to one instance's own port for the site's host (fetch() would send the address it connects to as Host). */
function direct(port: number, p: string, opts: { method?: string; headers?: Record<string, string>; body?: unknown } = {}) {
  const data = opts.body === undefined ? undefined : JSON.stringify(opts.body);
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; text: string }>((resolve, reject) => {
    const req = http.request(
      {
        host: '127.0.0.1',
        port,
        path: p,
        method: opts.method ?? 'GET',
        headers: {
          host: `${HOST}:${port}`,
          ...(data && { 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(data)) }),
          ...opts.headers,
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, text: Buffer.concat(chunks).toString('utf8') }));
      },
    );
    req.on('error', reject);
    req.end(data);
  });
}

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

  it('a guest page is kept and served with a fresh nonce, never to a signed-in player, and follows a back-office change on both instances within 1 s', async () => {
    const [a, b] = state!.instances;
    const page = async (inst: { port: number }, cookie?: string) => {
      const r = await direct(inst.port, '/', { headers: cookie ? { cookie } : {} });
      const nonce = /'nonce-([^']+)'/.exec(String(r.headers['content-security-policy'] ?? ''))?.[1];
      return { html: r.text, nonce, kept: (r.headers['x-page-cache'] as string | undefined) ?? null, cache: String(r.headers['cache-control']) };
    };
    // A guest's second load is the kept page, with its own nonce on every script and in the policy.
    await page(a);
    const first = await page(a);
    const second = await page(a);
    expect(second.kept).toBe('hit');
    expect(second.cache).toMatch(/public, .*s-maxage=\d+/);
    expect(second.nonce).toBeTruthy();
    expect(second.nonce).not.toBe(first.nonce);
    expect(second.html).toContain(`nonce="${second.nonce}"`);
    expect(second.html).not.toContain(`nonce="${first.nonce}"`);

    // A signed-in player always gets the page drawn for them; a guest's page never carries them.
    const account_id = await newPlayer();
    const login = await direct(b.port, '/api/auth/login', {
      method: 'POST',
      headers: { 'x-session': 'cookie' },
      body: { domain_name: HOST, account_id, password: 'Secret123' },
    });
    const cookie = (login.headers['set-cookie'] ?? []).map((c) => c.split(';')[0]).join('; ');
    expect(cookie, `${login.status} ${login.text}`).toMatch(/session=/);
    for (let i = 0; i < 2; i++) {
      const mine = await page(b, cookie);
      expect(mine.kept).toBeNull();
      expect(mine.cache).toMatch(/private/);
      expect(mine.html).toContain(account_id);
      const guest = await page(b);
      expect(guest.html).not.toContain(account_id);
    }

    // A slide added through instance A: both instances' guest pages show it within a second.
    await page(b);
    expect((await page(b)).kept).toBe('hit');
    const title = `Kept pages follow ${randomBytes(4).toString('hex')}`;
    const made = JSON.parse(
      (
        await direct(a.port, '/api/ops/content', {
          method: 'POST',
          headers: { 'x-ops-key': state!.opsKey },
          body: { domain_name: HOST, kind: 'slide', texts: { en: { title, cta: 'Look' } }, link: '/vip', sort: -9 },
        })
      ).text,
    ) as { statusCode: number; item: { id: number } };
    expect(made.statusCode).toBe(1);
    const changed = Date.now();
    const seen: Record<string, number> = {};
    while (Date.now() - changed < 3000 && Object.keys(seen).length < 2) {
      for (const inst of [a, b]) if (!seen[inst.port] && (await page(inst)).html.includes(title)) seen[inst.port] = Date.now() - changed;
    }
    console.log(`cluster: a new slide reached the guest pages of A and B in ${seen[a.port]} / ${seen[b.port]} ms`);
    expect(seen[a.port]).toBeLessThan(1000);
    expect(seen[b.port]).toBeLessThan(1000);
    await direct(a.port, '/api/ops/content/retire', { method: 'POST', headers: { 'x-ops-key': state!.opsKey }, body: { domain_name: HOST, id: made.item.id } });

    // The kept page runs in a browser: hydrated, no script refused by the policy.
    const ctx = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const { page: tab, errors } = await openPage(ctx);
    await tab.goto(`http://${HOST}:${b.port}/`);
    const kept = await tab.goto(`http://${HOST}:${b.port}/`);
    expect(kept?.headers()['x-page-cache']).toMatch(/hit|stale|miss/);
    await interactive(tab);
    expect(errors).toEqual([]);
    await ctx.close();
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
