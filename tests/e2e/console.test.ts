import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { apiSignIn, axe, fetchAs, fillConsoleSignIn, launch, openPage, origin } from './browser.ts';
import { CONSOLE_ADMIN as ADMIN, CONSOLE_HOST as CONSOLE } from '../api/console-client.ts';

/** An operator the other suites leave alone; its demo player is demo01 as everywhere. */
const OP = { code: 'slot2', host: 'slot2.localhost' };

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

async function signIn(page: Page) {
  await page.goto(`${origin(CONSOLE)}/`);
  await expect.poll(() => new URL(page.url()).pathname).toBe('/console/sign-in');
  await fillConsoleSignIn(page, ADMIN);
  await page.getByTestId('console-member').first().waitFor({ state: 'attached' });
}

describe('console on its own host', () => {
  it('on a player host every console path is a 404, and the console host serves no player page', async () => {
    for (const path of ['/console', '/console/sign-in', `/console/${OP.code}/players`]) {
      expect((await fetchAs(OP.host, path)).status, path).toBe(404);
    }
    expect((await fetchAs(CONSOLE, '/lobby')).status).toBe(404);
    expect((await fetchAs(CONSOLE, '/data/games')).status).toBe(404);
    const home = await fetchAs(CONSOLE, '/');
    expect(home.status).toBe(302);
    expect(home.headers.location).toBe('/console');
    // The console's document carries no operator's theme, name or scripts.
    const page = await fetchAs(CONSOLE, '/console/sign-in');
    expect(page.status).toBe(200);
    expect(page.text).toContain('Operator console');
    expect(page.text).toContain('data-template="none"');
    expect(page.text).not.toContain('manifest.webmanifest');
  });

  it('refuses a wrong password next to the form, without scripts too', async () => {
    const ctx = await browser.newContext({ javaScriptEnabled: false });
    const page = await ctx.newPage();
    await page.goto(`${origin(CONSOLE)}/console/sign-in`);
    await page.getByLabel('Email').fill(ADMIN.email);
    await page.getByLabel('Password').fill('not-the-password');
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect.poll(() => page.getByRole('alert').textContent()).toContain('not right');
    // An empty email is said next to its field.
    await page.getByLabel('Email').fill('');
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect.poll(() => page.getByTestId('error-email').textContent()).toContain('required');
    await ctx.close();
  });
});

describe('console at work (desktop)', () => {
  let ctx: BrowserContext;
  let page: Page;
  let errors: string[];
  beforeAll(async () => {
    ctx = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    ({ page, errors } = await openPage(ctx));
  });
  afterAll(async () => {
    await ctx?.close();
  });

  it('signs in, switches operator, finds demo01, ends a session, adds a note and sees the audit entries', async () => {
    // The player signs in on the operator's site: a session the console can end.
    const player = await browser.newContext();
    const playerPage = await player.newPage();
    await apiSignIn(playerPage, OP.host);

    await signIn(page);
    expect(await axe(page)).toEqual([]);
    await expect.poll(() => page.getByTestId('console-role').first().textContent()).toBe('Platform administrator');

    const aside = page.getByRole('complementary');
    await aside.getByLabel('Operator').selectOption(OP.code);
    await aside.getByRole('button', { name: 'Switch' }).click();
    await page.waitForURL(`**/console/${OP.code}/players`);

    await page.getByLabel('Account id, phone, email or name').fill('demo0');
    await page.getByRole('button', { name: 'Search' }).click();
    await page.waitForURL(/q=demo0/);
    await page.getByRole('link', { name: 'demo01' }).click();
    await page.waitForURL(`**/console/${OP.code}/players/demo01`);
    await page.getByRole('heading', { level: 1 }).waitFor();
    expect(await axe(page)).toEqual([]);

    const live = page.getByTestId('player-session').filter({ has: page.getByRole('button', { name: /^End the session/ }) });
    const before = await live.count();
    expect(before).toBeGreaterThan(0);
    await live.first().getByRole('button').click();
    await expect.poll(() => page.getByRole('status').textContent()).toContain('The session has ended');
    await expect.poll(() => live.count()).toBe(before - 1);

    const note = `Called about a deposit ${Date.now()}`;
    await page.getByLabel('New note').fill(note);
    await page.getByRole('button', { name: 'Add note' }).click();
    await expect.poll(() => page.getByTestId('player-notes').textContent()).toContain(note);
    expect(await page.getByTestId('player-notes').textContent()).toContain(ADMIN.email);

    // The player asks for a withdrawal (the demo back office decides it after 20 s: the console is quicker).
    // A rejection needs its reason, and the hold returns to the balance.
    // The console ended the player's session above: they sign in again.
    await apiSignIn(playerPage, OP.host);
    const withdrawal = await playerPage.evaluate(async (domain_name) => {
      const call = (path: string, body: Record<string, unknown>) =>
        fetch(`/api${path}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-session': 'cookie' },
          body: JSON.stringify({ domain_name, ...body }),
        }).then((r) => r.json() as Promise<Record<string, any>>);
      const options = await call('/wallet/options', {});
      const bank = await call('/wallet/bank_add', {
        bank_code: options.banks[0].code,
        account_name: 'Demo Player',
        account_number: String(Date.now()).slice(-10),
      });
      const w = await call('/wallet/withdraw', { amount: '150.00', bank_account_id: bank.bank_account.id, idempotency_key: `e2e-${Date.now()}` });
      return w.withdrawal.id as number;
    }, OP.host);
    await page.reload();
    const balanceBefore = await page.getByTestId('player-balance').textContent();
    await page.getByRole('navigation', { name: 'Console' }).last().getByRole('link', { name: 'Withdrawals' }).click();
    await page.waitForURL(`**/console/${OP.code}/withdrawals`);
    expect(await axe(page)).toEqual([]);
    await page.getByRole('button', { name: `Reject withdrawal ${withdrawal} for demo01` }).click();
    await expect.poll(() => page.getByLabel(`Reason for rejecting #${withdrawal}`).getAttribute('aria-invalid')).toBe('true');
    await page.getByLabel(`Reason for rejecting #${withdrawal}`).fill('Bank account closed');
    await page.getByRole('button', { name: `Reject withdrawal ${withdrawal} for demo01` }).click();
    await expect.poll(() => page.getByRole('status').textContent()).toContain(`Withdrawal ${withdrawal} rejected`);
    await page.goto(`${origin(CONSOLE)}/console/${OP.code}/players/demo01`);
    const toNumber = (s: string | null) => Number((s ?? '').replace(/[^\d.]/g, ''));
    await expect.poll(async () => toNumber(await page.getByTestId('player-balance').textContent())).toBeCloseTo(toNumber(balanceBefore) + 150, 2);

    await page.getByRole('navigation', { name: 'Console' }).last().getByRole('link', { name: 'Audit log' }).click();
    await page.waitForURL(`**/console/${OP.code}/audit`);
    const entries = page.getByTestId('audit-entries');
    await expect.poll(() => entries.textContent()).toContain('player.note on demo01');
    expect(await entries.textContent()).toContain('player.end_session on demo01');
    expect(await entries.textContent()).toContain(`withdrawal.reject on demo01#${withdrawal}`);
    expect(await entries.textContent()).toContain(ADMIN.email);
    expect(await axe(page)).toEqual([]);

    const csv = await page.evaluate((p) => fetch(p).then((r) => r.text()), `/console/${OP.code}/audit.csv?q=player.note`);
    expect(csv.split('\r\n')[0]).toBe('id,at,actor,operator,action,target,before,after,from_address');
    expect(csv).toContain(note);
    expect(errors).toEqual([]);
    await player.close();
  }, 120_000);

  it('signs out everywhere: the console asks to sign in again', async () => {
    await page.goto(`${origin(CONSOLE)}/console`);
    await page.getByRole('complementary').getByRole('button', { name: 'Sign out everywhere' }).click();
    await page.waitForURL('**/console/sign-in');
    await page.goto(`${origin(CONSOLE)}/console/${OP.code}/players`);
    await expect.poll(() => new URL(page.url()).pathname).toBe('/console/sign-in');
  });
});

describe('console on a phone (390 px)', () => {
  it('opens its navigation from the menu button and is axe clean', async () => {
    const ctx = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const { page, errors } = await openPage(ctx);
    await signIn(page);
    const menu = page.getByText('Menu', { exact: true });
    await expect.poll(() => menu.isVisible()).toBe(true);
    // The side navigation is hidden on a phone; the drawer opens by keyboard.
    expect(await page.getByRole('complementary').isVisible()).toBe(false);
    await menu.focus();
    await page.keyboard.press('Enter');
    const drawerNav = page.getByRole('navigation', { name: 'Console' }).first();
    await expect.poll(() => drawerNav.getByRole('link', { name: 'Players' }).isVisible()).toBe(true);
    expect(await axe(page)).toEqual([]);
    await drawerNav.getByRole('link', { name: 'Audit log' }).click();
    await page.waitForURL('**/audit');
    await expect.poll(() => drawerNav.isVisible()).toBe(false);
    // No page wider than the phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    expect(errors).toEqual([]);
    await ctx.close();
  }, 60_000);
});
