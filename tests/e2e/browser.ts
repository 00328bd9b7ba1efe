import fs from 'node:fs';
import http from 'node:http';
import { createRequire } from 'node:module';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';

export const PORT = Number(process.env.TEST_PORT ?? 3911);
export const origin = (host = 'localhost') => `http://${host}:${PORT}`;

/** Debian's chromium, never a downloaded browser. Flags keep it off the (closed) network. */
export function launch(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--disable-dev-shm-usage',
    ],
  });
}

export interface Watched {
  page: Page;
  errors: string[];
}

/** A page that records uncaught errors and failed console errors. */
export async function openPage(ctx: BrowserContext): Promise<Watched> {
  const page = await ctx.newPage();
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(`pageerror: ${e.message}`));
  page.on('console', (m) => {
    if (m.type() === 'error' && !/Failed to load resource/.test(m.text())) errors.push(`console: ${m.text()}`);
  });
  return { page, errors };
}

/** Waits until React has hydrated the page and read the stored session (clicks before are lost). */
export async function interactive(page: Page) {
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true', null, { timeout: 30_000 });
}

export async function signIn(page: Page, host = 'localhost') {
  await page.goto(`${origin(host)}/login`);
  const form = page.getByTestId('login-form');
  await form.getByLabel(/account id/i).fill('demo01');
  await form.getByLabel(/^password$/i).fill('demo1234');
  await form.getByRole('button', { name: /sign in/i }).click();
  await page.waitForURL(`${origin(host)}/`);
  await page.getByTestId('balance').waitFor();
}

/** Fills the console's sign-in form with `who`'s email and password, once the page takes clicks, and sends it. */
export async function fillConsoleSignIn(page: Page, who: { email: string; password: string }) {
  await interactive(page);
  await page.getByLabel('Email').fill(who.email);
  await page.getByLabel('Password').fill(who.password);
  await page.getByRole('button', { name: 'Continue' }).click();
}

/**
 * A single bet of 10.00 on one selection, placed through the API in the page as the site places it
 * (its session cookie, `x-session: cookie`): the API's answer, its bet as `B`.
 */
export function placeSingleInPage<B>(page: Page, leg: { selection_id: string; odds: number }, odds_policy: 'any' | 'better') {
  return page.evaluate(
    async ({ leg, odds_policy }) => {
      const res = await fetch('/api/sports/place_bet', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-session': 'cookie' },
        body: JSON.stringify({
          domain_name: location.host,
          kind: 'single',
          stake: '10.00',
          legs: [{ selection_id: leg.selection_id, odds: leg.odds }],
          odds_policy,
          idempotency_key: crypto.randomUUID().replace(/-/g, ''),
        }),
      });
      return (await res.json()) as { statusCode: number; message: string; bet: unknown };
    },
    { leg, odds_policy },
  ) as Promise<{ statusCode: number; message: string; bet: B }>;
}

/** Signs in through the API in the page (the session cookie is set for the host): faster than the form. */
export async function apiSignIn(page: Page, host = 'localhost', account_id = 'demo01', password = 'demo1234') {
  await page.goto(`${origin(host)}/about`);
  const a = await page.evaluate(
    (b) =>
      fetch('/api/auth/login', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-session': 'cookie' },
        body: JSON.stringify(b),
      }).then((r) => r.json() as Promise<{ statusCode: number }>),
    { domain_name: host, account_id, password },
  );
  if (a.statusCode !== 1) throw new Error(`sign-in of ${account_id} on ${host} failed: ${JSON.stringify(a)}`);
}

const require = createRequire(import.meta.url);
const axeSource = fs.readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

/**
 * axe-core's structure rules (best practice, not in the serious sweep): every visible content in a
 * landmark, no two landmarks of one role and name, no skipped heading level, one main.
 */
export async function axeStructure(page: Page) {
  await interactive(page);
  await page.addScriptTag({ content: axeSource });
  const result = await page.evaluate(async () => {
    // @ts-expect-error injected
    const r = await window.axe.run(document, {
      runOnly: [
        'region',
        'landmark-unique',
        'heading-order',
        'landmark-one-main',
        'landmark-no-duplicate-banner',
        'landmark-no-duplicate-contentinfo',
        'landmark-complementary-is-top-level',
        'landmark-main-is-top-level',
        'page-has-heading-one',
      ],
      resultTypes: ['violations'],
    });
    return r.violations.map((v: { id: string; nodes: { target: string[]; html: string }[] }) => ({
      id: v.id,
      targets: v.nodes.slice(0, 3).map((n) => `${n.target.join(' ')} ${n.html.slice(0, 80)}`),
    }));
  });
  return result as { id: string; targets: string[] }[];
}

/** axe-core in the page; returns the serious and critical violations. */
export async function axe(page: Page) {
  // Measure the settled page: after hydration (forms enable their controls then) and once running
  // CSS transitions have ended, so no colour is read halfway through a fade.
  await interactive(page);
  // State restored by an effect right after hydration (the bet slip's picks) starts its transition a
  // frame or two later: wait two frames, then for the transitions, twice.
  await page.evaluate(async () => {
    for (let round = 0; round < 2; round++) {
      await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
      await Promise.all(
        document
          .getAnimations()
          .filter((a) => a instanceof CSSTransition)
          .map((a) => a.finished.catch(() => undefined)),
      );
    }
  });
  await page.addScriptTag({ content: axeSource });
  const result = await page.evaluate(async () => {
    // @ts-expect-error injected
    const r = await window.axe.run(document, { resultTypes: ['violations'] });
    return r.violations.map((v: { id: string; impact: string; nodes: { target: string[] }[] }) => ({
      id: v.id,
      impact: v.impact,
      targets: v.nodes.slice(0, 3).map((n) => n.target.join(' ')),
    }));
  });
  return (result as { id: string; impact: string; targets: string[] }[]).filter((v) => v.impact === 'serious' || v.impact === 'critical');
}

/** GET a page as a given host (Node does not resolve *.localhost by itself). */
export function fetchAs(
  host: string,
  path: string,
  headers: Record<string, string> = {},
): Promise<{ status: number; text: string; headers: Record<string, string | string[] | undefined> }> {
  return new Promise((resolve, reject) => {
    const req = http.request({ host: '127.0.0.1', port: PORT, path, headers: { ...headers, host: `${host}:${PORT}` } }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (c) => (text += c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, text, headers: res.headers }));
    });
    req.on('error', reject);
    req.end();
  });
}

/** The game balance the header shows, as a number. */
export async function headerBalance(page: Page) {
  const text = (await page.getByTestId('balance').locator('span').nth(1).textContent()) ?? '';
  return Number(text.replace(/[^\d.]/g, ''));
}

/**
 * Dialogs of other features that may cover these pages: the operator's announcement (once per
 * browser) and the reality check (at the player's interval). Answered whenever they show up.
 */
export async function answerOverlays(page: Page) {
  await page.addLocatorHandler(page.getByTestId('announcement-dismiss'), async (b) => {
    await b.click();
  });
  await page.addLocatorHandler(page.getByTestId('reality-continue'), async (b) => {
    await b.click();
  });
}
