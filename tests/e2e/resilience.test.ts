import fs from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fetchAs, interactive, launch, openPage, origin, signIn } from './browser.ts';

// How a new build reaches open pages (app/lib/browser/build-update.ts, server/build-id.ts).
let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

/** Full page loads of the main frame (client-side navigations load no document). */
function documentLoads(page: Page) {
  const loads: string[] = [];
  page.on('request', (r) => {
    if (r.resourceType() === 'document' && r.frame() === page.mainFrame()) loads.push(r.url());
  });
  return loads;
}

/** The server announces another build than the page's. */
const announceNewBuild = (page: Page) =>
  page.route('**/build-id', (route) => route.fulfill({ json: { id: 'next-build' }, headers: { 'cache-control': 'no-store' } }));

/** An hour passes: the page asks for the build id, and has the answer. */
async function anHourLater(page: Page) {
  const answered = page.waitForResponse('**/build-id');
  await page.clock.fastForward('01:00:01');
  await answered;
  await page.waitForTimeout(100);
}

const marker = (page: Page) => page.evaluate(() => JSON.parse(sessionStorage.getItem('playfront:reload') ?? 'null') as { reason: string; at: number } | null);

describe('runtime resilience', () => {
  it('serves the build id uncached, the previous build’s assets, and a plain 404 for a missing one', async () => {
    const res = await fetchAs('localhost', '/build-id');
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(JSON.parse(res.text).id).toMatch(/^\w+$/);
    const dir = path.resolve(import.meta.dirname, '../..', process.env.BUILD_DIR ?? 'build', 'previous-assets');
    const name = `resilience-probe-${process.pid}.js`;
    const made = !fs.existsSync(dir);
    fs.mkdirSync(dir, { recursive: true });
    fs.writeFileSync(path.join(dir, name), 'export {};');
    try {
      const old = await fetchAs('localhost', `/assets/${name}`);
      expect(old.status).toBe(200);
      expect(old.headers['cache-control']).toContain('immutable');
    } finally {
      fs.rmSync(made ? dir : path.join(dir, name), { recursive: true });
    }
    const missing = await fetchAs('localhost', '/assets/no-such-chunk-0000.js');
    expect(missing.status).toBe(404);
    expect(missing.headers['content-type']).toMatch(/text\/plain/);
  });

  it('a new build id makes the next navigation one full load to its destination, and no other within 10 s', async () => {
    const ctx = await browser.newContext();
    const { page, errors } = await openPage(ctx);
    await page.clock.install();
    const loads = documentLoads(page);
    await announceNewBuild(page);
    // Light pages (not home: its announcement dialog makes the page behind it inert).
    await page.goto(`${origin()}/about`);
    await interactive(page);
    // The page knows the build it was made with: the one the server serves.
    const own = await page.evaluate(() => (window as unknown as { __reactRouterManifest: { version: string } }).__reactRouterManifest.version);
    expect(JSON.parse((await fetchAs('localhost', '/build-id')).text).id).toBe(own);
    // No newer build known yet: navigations stay client-side.
    await page.locator('a[href="/faqs"]').first().click();
    await page.waitForURL(`${origin()}/faqs`);
    expect(loads).toHaveLength(1);

    await anHourLater(page);
    await page.locator('a[href="/promotions"]').first().click();
    await page.waitForURL(`${origin()}/promotions`);
    await interactive(page);
    expect(loads).toEqual([`${origin()}/about`, `${origin()}/promotions`]);
    expect(await marker(page)).toMatchObject({ reason: 'update' });
    // The player is told, politely.
    expect(await page.getByTestId('toast-info').textContent()).toMatch(/site updated/i);

    // Right after: navigations are client-side again…
    await page.locator('a[href="/privacy-policy"]').first().click();
    await page.waitForURL(`${origin()}/privacy-policy`);
    // …and stay so when the server still announces the build the load did not bring (no loop).
    await anHourLater(page);
    await page.locator('a[href="/term-condition"]').first().click();
    await page.waitForURL(`${origin()}/term-condition`);
    await page.waitForTimeout(300);
    expect(loads).toHaveLength(2);
    expect(errors).toEqual([]);
    await ctx.close();
  });

  it('a chunk that 404s reloads the page once, never in a loop', async () => {
    const ctx = await browser.newContext();
    const { page } = await openPage(ctx);
    const loads = documentLoads(page);
    // The sign-in panel, loaded when the browser is idle on every page, is gone for good.
    let asked = 0;
    await page.route(/\/assets\/login-panel-[\w-]+\.js$/, (route) => {
      asked++;
      return route.fulfill({ status: 404, body: 'Not found' });
    });
    await page.goto(`${origin()}/`);
    await expect.poll(() => loads.length, { timeout: 15_000 }).toBe(2);
    await interactive(page);
    // The reloaded page fails on the same chunk and shows no reload.
    await expect.poll(() => asked, { timeout: 15_000 }).toBeGreaterThanOrEqual(2);
    await page.waitForTimeout(1000);
    expect(loads).toEqual([`${origin()}/`, `${origin()}/`]);
    expect(await marker(page)).toMatchObject({ reason: 'chunk' });
    await ctx.close();
  });

  it("a route module that 404s: React Router's reload goes through the same guard", async () => {
    const ctx = await browser.newContext();
    const { page } = await openPage(ctx);
    await page.clock.install();
    const loads = documentLoads(page);
    await page.route(/\/assets\/promotions-[\w-]+\.js$/, (route) => route.fulfill({ status: 404, body: 'Not found' }));
    await page.goto(`${origin()}/about`);
    await interactive(page);
    await page.locator('a[href="/promotions"]').first().click();
    // One full load, to the destination.
    await page.waitForURL(`${origin()}/promotions`);
    expect(loads).toEqual([`${origin()}/about`, `${origin()}/promotions`]);
    const first = await marker(page);
    expect(first).toMatchObject({ reason: 'route-module' });
    await page.goto(`${origin()}/about`);
    await interactive(page);
    // Within 10 s of that load, whatever this machine's speed.
    await page.clock.setSystemTime(first!.at + 2_000);
    await page.locator('a[href="/promotions"]').first().click();
    // Within 10 s the same failure does not reload: the site stays, the page's place says what
    // happened (so does a toast), and the player reloads with a button.
    const notice = page.getByTestId('route-unavailable');
    await notice.getByRole('heading', { name: 'Page not loaded' }).waitFor();
    expect(await page.getByTestId('toast-error').textContent()).toMatch(/reload the page/i);
    await expect.poll(() => page.locator('header').first().isVisible()).toBe(true);
    await page.waitForTimeout(500);
    expect(await notice.isVisible()).toBe(true);
    expect(loads).toHaveLength(3);
    await notice.getByRole('button', { name: 'Reload the page' }).click();
    await expect.poll(() => loads.length).toBe(4);
    await ctx.close();
  });

  it('a deposit in flight holds the reload until its answer is in', async () => {
    const HOST = 'casino7.localhost';
    const ctx = await browser.newContext();
    const { page } = await openPage(ctx);
    await page.clock.install();
    await signIn(page, HOST);
    await page.goto(`${origin(HOST)}/deposit`);
    await interactive(page);
    const loads = documentLoads(page);
    await announceNewBuild(page);
    let answer = () => {};
    const answered = new Promise<void>((r) => (answer = r));
    // The deposit's action waits until the test lets it through, with an amount it refuses (no
    // payment page opens).
    await page.route('**/deposit.data*', async (route) => {
      if (route.request().method() !== 'POST') return route.continue();
      await answered;
      const form = new URLSearchParams(route.request().postData() ?? '');
      form.set('amount', '1');
      await route.continue({ postData: form.toString() });
    });
    // A newer build is out (first: the hour the clock skips would time the payment call out).
    await anHourLater(page);
    const form = page.getByTestId('deposit-form');
    await form.getByRole('button', { name: '500', exact: true }).click();
    const sent = page.waitForRequest((r) => r.method() === 'POST' && r.url().includes('/deposit.data'));
    await form.getByRole('button', { name: /continue to payment/i }).click();
    await sent;

    await page.locator('a[href="/faqs"]').first().click();
    // The player hears why nothing happens yet; the page stays.
    expect(await page.getByTestId('toast-info').textContent()).toMatch(/transaction/i);
    await page.waitForTimeout(1000);
    expect(loads).toEqual([]);
    expect(page.url()).toBe(`${origin(HOST)}/deposit`);

    answer();
    await page.waitForURL(`${origin(HOST)}/faqs`);
    expect(loads).toEqual([`${origin(HOST)}/faqs`]);
    await ctx.close();
  });
});
