import type { Browser, BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newPlayer } from '../api/helpers.ts';
import { apiSignIn, headerBalance, launch, origin } from './browser.ts';

/** The wallet and the protection tools with scripts turned off: every form is a plain post. */
let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

/** A context without scripts, signed in as a new player of `host` (balance 0). */
async function noScriptPlayer(host: string): Promise<BrowserContext> {
  const who = await newPlayer(host);
  const jsCtx = await browser.newContext();
  await apiSignIn(await jsCtx.newPage(), host, who.account_id, 'Secret123');
  const ctx = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });
  await ctx.addCookies(await jsCtx.cookies());
  await jsCtx.close();
  return ctx;
}

describe.each(['localhost', 'slot2.localhost'])('without scripts on %s', (host) => {
  it('deposits through the demo provider to a credited deposit and the new balance', async () => {
    const ctx = await noScriptPlayer(host);
    const page = await ctx.newPage();
    await page.goto(`${origin(host)}/deposit`);
    expect(await headerBalance(page)).toBe(0);
    const form = page.getByTestId('deposit-form');
    // An empty amount comes back next to its field.
    await form.getByRole('button', { name: /continue to payment/i }).click();
    await page.getByTestId('error-amount').waitFor();
    expect(await page.getByTestId('error-amount').textContent()).toMatch(/enter an amount/i);
    expect(await form.getByLabel(/^amount/i).getAttribute('aria-invalid')).toBe('true');

    await form.getByLabel(/^amount/i).fill('200');
    await form.getByRole('button', { name: /continue to payment/i }).click();
    await page.waitForURL(/\/api\/payments\/demo\/pay/);
    expect(await page.locator('.amount').textContent()).toContain('200.00');
    await page.getByRole('button', { name: /confirm payment/i }).click();
    await page.waitForURL(/\/deposit\?deposit=\d+/);

    // Nothing polls without scripts: the player checks again until the provider's notification has come.
    const status = page.getByTestId('deposit-status');
    for (let i = 0; i < 20 && (await status.locator('[data-status]').getAttribute('data-status')) === 'pending'; i++) {
      await page.waitForTimeout(500);
      await page.getByTestId('deposit-recheck').click();
      await status.waitFor();
    }
    expect(await status.locator('[data-status]').getAttribute('data-status')).toBe('credited');
    expect(await status.textContent()).toMatch(/new balance: 200\.00/i);
    expect(await headerBalance(page)).toBe(200);
    await ctx.close();
  });

  it('sets a deposit limit that the page then shows', async () => {
    const ctx = await noScriptPlayer(host);
    const page = await ctx.newPage();
    await page.goto(`${origin(host)}/responsible-gaming`);
    const row = page.getByTestId('limit-deposit-day');
    expect(await row.getByTestId('limit-current').textContent()).toMatch(/no limit/i);
    // A wrong amount comes back next to the field.
    await row.getByTestId('limit-input').fill('abc');
    await row.getByTestId('limit-save').click();
    await page.getByTestId('limit-deposit-day').getByTestId('limit-error').waitFor();

    await page.getByTestId('limit-deposit-day').getByTestId('limit-input').fill('150');
    await page.getByTestId('limit-deposit-day').getByTestId('limit-save').click();
    await expect.poll(() => page.getByTestId('limit-deposit-day').getByTestId('limit-current').textContent()).toMatch(/150\.00/);
    expect(await page.getByTestId('limit-deposit-day').getByTestId('limit-saved').textContent()).toMatch(/150\.00/);
    // The deposit form says what the limit leaves.
    await page.goto(`${origin(host)}/deposit`);
    expect(await page.getByTestId('headroom-deposit').textContent()).toMatch(/150\.00/);
    await ctx.close();
  });
});
