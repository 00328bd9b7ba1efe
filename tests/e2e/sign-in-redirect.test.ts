import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launch, openPage, origin } from './browser.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

/** Signs in as the demo player on /login?redirect=<value> and answers where the page went. */
async function landingAfterSignIn(redirect: string) {
  const ctx = await browser.newContext();
  const { page, errors } = await openPage(ctx);
  await page.goto(`${origin()}/login?redirect=${encodeURIComponent(redirect)}`);
  const form = page.getByTestId('login-form');
  await form.getByLabel(/account id/i).fill('demo01');
  await form.getByLabel(/^password$/i).fill('demo1234');
  await form.getByRole('button', { name: /sign in/i }).click();
  await page.getByTestId('balance').waitFor();
  await page.waitForFunction(() => location.pathname !== '/login');
  const url = new URL(page.url());
  await ctx.close();
  return { where: url.origin === origin() ? url.pathname + url.search : url.href, errors };
}

describe('after signing in, ?redirect= leads only to a page of this site', () => {
  it('a path of the site', async () => {
    const r = await landingAfterSignIn('/deposit');
    expect(r.where).toBe('/deposit');
    expect(r.errors).toEqual([]);
  });

  it('anything else, or the sign-in page itself, goes home', async () => {
    for (const crafted of ['https://evil.example/', '/\\evil.example', '/login?redirect=%2Fdeposit']) {
      expect((await landingAfterSignIn(crafted)).where, crafted).toBe('/');
    }
  });
});
