import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launch, openPage, origin } from './browser.ts';

/**
 * The site without scripts: every form is a plain HTML form to its route's action, so a player whose
 * browser runs no JavaScript (or whose scripts have not arrived) can still use it. One `describe` a
 * site; each signs in, works and signs out in a context of its own.
 */
let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

/** A browser context that runs no scripts. */
const noScripts = () => browser.newContext({ javaScriptEnabled: false });

let n = 0;
const freshId = () => `ns${Date.now().toString(36).slice(-7)}${n++}`;
const freshPhone = () => `+6393${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;

/** Sends the password sign-in from /login (on a modal template /login is the home page with the form in it). */
async function sendSignIn(page: Page, host: string, account: string, password: string) {
  await page.goto(`${origin(host)}/login`);
  const form = page.getByTestId('login-form');
  await form.getByLabel('Account ID').fill(account);
  await form.getByLabel(/^Password$/).fill(password);
  await Promise.all([page.waitForNavigation(), form.getByRole('button', { name: /^sign in$/i }).click()]);
}

async function passwordSignIn(page: Page, host: string) {
  await sendSignIn(page, host, 'demo01', 'demo1234');
  await page.waitForURL(`${origin(host)}/`);
}

/** The header shows the signed-in player (balance, account menu); its sign-in button is gone. */
async function expectSignedIn(page: Page) {
  await page.getByTestId('balance').first().waitFor({ state: 'attached' });
  expect(await page.getByRole('button', { name: 'My account' }).count()).toBeGreaterThan(0);
  expect(await page.getByTestId('sign-in').count()).toBe(0);
}

async function signOut(page: Page, host: string) {
  await page.goto(`${origin(host)}/account`);
  await page.getByTestId('sign-out').click();
  await page.waitForURL(`${origin(host)}/`);
  expect(await page.getByTestId('balance').count()).toBe(0);
  // A private page asks to sign in again (on a modal template: the home page with the sign-in form).
  await page.goto(`${origin(host)}/account`);
  const url = new URL(page.url());
  expect(url.pathname === '/login' || url.searchParams.get('signin') === '1').toBe(true);
  await page.getByTestId('login-form').waitFor();
}

async function signUp(page: Page, host: string) {
  await page.goto(`${origin(host)}/register`);
  const form = page.getByTestId('register-form');
  const id = freshId();
  await form.getByLabel('Account ID').fill(id);
  await form.getByLabel(/^Password$/).fill('Secret123');
  await form.getByLabel('Confirm password').fill('Secret123');
  await form.getByLabel('Phone number').fill(freshPhone());
  await page.getByTestId('accept-terms').check();
  await form.getByRole('button', { name: 'Send code' }).last().click();
  // The code step: the details as sent, the code shown on screen (demo), the passwords typed again.
  const code = (await page.getByTestId('demo-tac').locator('strong').textContent())!;
  expect(code).toMatch(/^\d{6}$/);
  expect(await form.getByLabel('Account ID').inputValue()).toBe(id);
  await form.getByLabel(/^Password$/).fill('Secret123');
  await form.getByLabel('Confirm password').fill('Secret123');
  await form.getByLabel('Verification code').fill(code);
  await form.getByRole('button', { name: 'Create account' }).click();
  await page.waitForURL(`${origin(host)}/`);
  await expectSignedIn(page);
  return id;
}

for (const host of ['localhost', 'slot2.localhost']) {
  describe(`without scripts on ${host}`, () => {
    let ctx: BrowserContext;
    let page: Page;
    let errors: string[];
    beforeAll(async () => {
      ctx = await noScripts();
      ({ page, errors } = await openPage(ctx));
    });
    afterAll(async () => {
      await ctx?.close();
    });

    it('a wrong password says why, next to the form', async () => {
      await sendSignIn(page, host, 'demo01', 'wrong-password');
      expect(await page.getByTestId('login-error').textContent()).toBe('The account ID or password is not correct.');
      // The account is filled in again; the password never is.
      expect(await page.getByTestId('login-form').getByLabel('Account ID').inputValue()).toBe('demo01');
    });

    it('signs in with a password and lands signed in', async () => {
      await passwordSignIn(page, host);
      await expectSignedIn(page);
    });

    it('signs out', async () => {
      await signOut(page, host);
    });

    it('signs up with the code shown on screen and lands signed in', async () => {
      await signUp(page, host);
      await signOut(page, host);
      expect(errors).toEqual([]);
    });
  });
}

describe('before the scripts arrive', () => {
  it('a sign-in typed and sent while the scripts are held back still signs in', async () => {
    const ctx = await browser.newContext();
    const { page } = await openPage(ctx);
    const held: Array<() => void> = [];
    await page.route('**/assets/**/*.js', (route) => {
      held.push(() => void route.continue().catch(() => undefined));
    });
    // The page never finishes loading while its scripts are held: wait for the answers only.
    await page.goto(`${origin()}/login`, { waitUntil: 'commit' });
    const form = page.getByTestId('login-form');
    await form.getByLabel('Account ID').fill('demo01');
    await form.getByLabel(/^Password$/).fill('demo1234');
    await form.getByRole('button', { name: /^sign in$/i }).click();
    await page.waitForURL(`${origin()}/`, { waitUntil: 'commit' });
    await page.getByTestId('balance').first().waitFor({ state: 'attached' });
    expect(held.length).toBeGreaterThan(0);
    // The password never went into the address.
    expect(page.url()).not.toContain('demo1234');
    for (const release of held) release();
    await ctx.close();
  });
});
