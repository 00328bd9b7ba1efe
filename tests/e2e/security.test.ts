import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newPlayer, post } from '../api/helpers.ts';
import { axe, interactive, launch, openPage, origin } from './browser.ts';

// Each test signs in a player of its own: the sessions listed are exactly the ones it opened.
const HOST = 'sportsbook2.localhost';
const ANDROID = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36';
const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

async function openSecurity(page: Page) {
  await page.goto(`${origin(HOST)}/security`);
  await interactive(page);
  await page.getByTestId('session-list').waitFor();
}

/** browser.ts's signIn for `account_id` (newPlayer's password), without waiting for the header balance (hidden on a phone). */
/** A new player with no session open (sign-up opens one: it is ended here). */
async function freshAccount() {
  const who = await newPlayer(HOST);
  await post('/auth/logout', who);
  return who.account_id;
}

async function signIn(page: Page, account_id: string) {
  await page.goto(`${origin(HOST)}/login`);
  const form = page.getByTestId('login-form');
  await form.getByLabel(/account id/i).fill(account_id);
  await form.getByLabel(/^password$/i).fill('Secret123');
  await form.getByRole('button', { name: /sign in/i }).click();
  await page.waitForURL(`${origin(HOST)}/`);
  await page.waitForFunction(() => !!JSON.parse(localStorage.getItem('user') ?? '{}')?.state?.isAuthenticated);
}

const activeElement = (page: Page) => page.evaluate(() => document.activeElement?.getAttribute('data-testid') ?? document.activeElement?.tagName);

describe('/security in the browser', () => {
  it('shows both sessions, ends the other by keyboard, and that browser is signed out on its next call', async () => {
    const desk = await browser.newContext({ viewport: { width: 1366, height: 900 } });
    const phone = await browser.newContext({ viewport: { width: 390, height: 844 }, userAgent: IPHONE, isMobile: true, hasTouch: true });
    const a = await openPage(desk);
    const b = await openPage(phone);
    const account_id = await freshAccount();
    await signIn(a.page, account_id);
    await signIn(b.page, account_id);

    await openSecurity(a.page);
    const cards = a.page.getByTestId('session-card');
    expect(await cards.count()).toBe(2);
    const mine = cards.filter({ has: a.page.getByTestId('this-device') });
    expect(await mine.count()).toBe(1);
    expect(await mine.getAttribute('data-current')).toBe('true');
    const theirs = cards.filter({ hasText: 'Safari on iPhone' });
    expect(await theirs.getAttribute('data-current')).toBe('false');
    // Addresses are masked; the other device was last seen just now.
    expect(await theirs.textContent()).toMatch(/\d+\.\d+\.\d+\.\*|::\/48/);
    expect(await theirs.textContent()).toMatch(/Last seen just now/);
    expect(await a.page.getByTestId('sessions-summary').textContent()).toMatch(/signed in on 1 other device\./);
    // Recent sign-ins also list the ended one of the sign-up.
    expect(await a.page.getByTestId('recent-sign-in').count()).toBe(3);
    expect(await a.page.locator('[data-testid="recent-sign-in"][data-active="false"]').count()).toBe(1);
    expect(await axe(a.page)).toEqual([]);

    // By keyboard: focus the End button, press Enter.
    const end = theirs.getByRole('button', { name: /^End session: Safari on iPhone/ });
    await end.focus();
    await a.page.keyboard.press('Enter');
    await a.page.getByText('Session ended', { exact: true }).waitFor();
    await expect.poll(() => cards.count()).toBe(1);
    // Focus lands on the "no other devices" note, not on the page's body.
    await expect.poll(() => activeElement(a.page)).toBe('no-other-sessions');
    await expect.poll(() => a.page.locator('[data-testid="recent-sign-in"][data-active="false"]').count()).toBe(2);
    expect(await a.page.getByTestId('end-others').count()).toBe(0);

    // The phone is signed out: by its balance stream ending, or by its next player call's answer.
    await b.page.goto(`${origin(HOST)}/security`);
    await b.page.waitForURL((u) => u.pathname === '/login', { timeout: 15_000 });
    // The sign-in form loads on demand (a modal on this template): wait for it to show.
    await b.page.getByTestId('login-form').waitFor();

    expect(await axe(a.page)).toEqual([]);
    // "Log out" on this device's card ends this session too: home, signed out.
    await a.page.getByTestId('logout-here').click();
    await a.page.waitForURL(`${origin(HOST)}/`);
    await a.page.getByTestId('sign-in').first().waitFor();
    expect(a.errors).toEqual([]);
    await desk.close();
    await phone.close();
  });

  it('"Sign out everywhere else" ends every other session and keeps this one', async () => {
    const here = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const others = [await browser.newContext(), await browser.newContext({ userAgent: IPHONE }), await browser.newContext({ userAgent: ANDROID })];
    const a = await openPage(here);
    const account_id = await freshAccount();
    await signIn(a.page, account_id);
    const pages = await Promise.all(others.map(async (c) => (await openPage(c)).page));
    for (const p of pages) await signIn(p, account_id);

    await openSecurity(a.page);
    await expect.poll(() => a.page.getByTestId('session-card').count()).toBe(4);
    expect(await a.page.getByTestId('sessions-summary').textContent()).toMatch(/3 other devices/);
    // Ending one of several by keyboard moves focus to the next session's button.
    const ends = a.page.getByTestId('end-session');
    const next = await ends.nth(1).getAttribute('aria-label');
    await ends.first().focus();
    await a.page.keyboard.press('Enter');
    await expect.poll(() => a.page.getByTestId('session-card').count()).toBe(3);
    await expect.poll(() => a.page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe(next);
    await a.page.getByTestId('end-others').click();
    await a.page.getByText('Signed out on 2 other devices.', { exact: true }).waitFor();
    await expect.poll(() => a.page.getByTestId('session-card').count()).toBe(1);
    await expect.poll(() => activeElement(a.page)).toBe('no-other-sessions');
    expect(await a.page.getByTestId('session-card').getAttribute('data-current')).toBe('true');
    // This one still works after a reload; the others are signed out.
    await a.page.reload();
    await interactive(a.page);
    await a.page.getByTestId('session-list').waitFor();
    expect(await a.page.getByTestId('session-card').count()).toBe(1);
    for (const p of pages) {
      await p.goto(`${origin(HOST)}/security`);
      await p.waitForURL((u) => u.pathname === '/login', { timeout: 15_000 });
    }
    // No sideways scrolling on a 390 px phone.
    expect(await a.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    expect(a.errors).toEqual([]);
    await here.close();
    for (const c of others) await c.close();
  });
});
