import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { interactive, launch, openPage, origin, signIn } from './browser.ts';

// Its own operator for bets (sportsbook.test.ts uses 1 and 4, sports-bets.test.ts 3).
const HOST = 'sportsbook2.localhost';
let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

describe('the sportsbook without scripts', () => {
  it('opens a match, a press on a price opens its bet form; a missing stake is said next to the field; the bet is placed and listed', async () => {
    // Signed in with scripts, then the same session in a browser that runs none.
    const withJs = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const js = (await openPage(withJs)).page;
    await signIn(js, HOST);
    // An upcoming match (a live one's markets are suspended now and then); the board draws them once its script runs.
    await js.goto(`${origin(HOST)}/sports?sport=football`);
    await interactive(js);
    const href = await js.locator('[data-testid=upcoming-matches] li a').first().getAttribute('href');
    const ctx = await browser.newContext({ viewport: { width: 390, height: 844 }, javaScriptEnabled: false });
    await ctx.addCookies(await withJs.cookies());
    await withJs.close();
    const { page } = await openPage(ctx);

    await page.goto(`${origin(HOST)}${href}`);
    await page.getByTestId('match-view').waitFor();
    expect(page.url()).toMatch(/[?&]event=/);
    const price = page.locator('[data-testid=match-view] [data-market="1X2"] button.odds-btn:not([disabled])').first();
    const selection = await price.getAttribute('data-selection');
    await price.click();
    await page.waitForURL(/[?&]pick=/);
    const form = page.getByTestId('quick-bet');
    await form.waitFor();
    expect(new URL(page.url()).searchParams.get('pick')).toBe(selection);

    // No stake: the page comes back with the reason next to the field, and no bet.
    await form.getByTestId('quick-bet-place').click();
    await page.waitForLoadState('load');
    const stake = page.getByTestId('quick-bet').getByTestId('quick-bet-stake');
    expect(await stake.getAttribute('aria-invalid')).toBe('true');
    const said = await stake.getAttribute('aria-describedby');
    expect(said).toBeTruthy();
    expect((await page.locator(`[id="${said!.split(' ')[0]}"]`).textContent())?.trim().length).toBeGreaterThan(0);
    expect(await page.getByTestId('quick-bet-result').count()).toBe(0);

    // A live price can move between the page and the press: the refusal shows the new one to bet at.
    const result = page.getByTestId('quick-bet-result');
    for (let i = 0; i < 4; i++) {
      await form.getByTestId('quick-bet-stake').fill('5');
      await form.getByTestId('quick-bet-place').click();
      await result.waitFor();
      if ((await result.getAttribute('role')) === 'status') break;
    }
    expect(await result.textContent()).toMatch(/bet placed/i);
    expect(await result.getAttribute('role')).toBe('status');

    // The bet is in the history, drawn on the server.
    await page.goto(`${origin(HOST)}/bet-history?view=sports&status=open`);
    const bet = page.locator('[data-testid=sport-bet]').first();
    await bet.waitFor();
    expect(await bet.textContent()).toMatch(/single/i);
    expect(await bet.textContent()).toContain('5.00');
    await ctx.close();
  });

  it('changes the odds format with the small form', async () => {
    const ctx = await browser.newContext({ viewport: { width: 1280, height: 900 }, javaScriptEnabled: false });
    const { page } = await openPage(ctx);
    await page.goto(`${origin(HOST)}/sports?sport=football`);
    await page.getByTestId('odds-format').selectOption('american');
    await page.getByRole('button', { name: 'Show', exact: true }).click();
    await page.waitForLoadState('load');
    const upcoming = page.locator('[data-testid=sports-board] button.odds-btn[data-selection$=":1X2::H"]:not([disabled])').first();
    expect(await upcoming.textContent()).toMatch(/^[+-]\d+$/);
    expect(await page.getByTestId('odds-format').inputValue()).toBe('american');
    await ctx.close();
  });
});
