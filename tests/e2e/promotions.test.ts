import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axe, fetchAs, interactive, launch, openPage, origin } from './browser.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

describe('promotions page', () => {
  it('is in the first HTML', async () => {
    const { status, text } = await fetchAs('casino2.localhost', '/promotions');
    expect(status).toBe(200);
    expect(text).toContain('Welcome bonus: 100% on your first deposit');
    expect(text).not.toContain('Summer slots tournament');
  });

  it('filters by game family, opens the terms by keyboard, leads to the offer, and is axe clean (phone)', async () => {
    const ctx = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const { page, errors } = await openPage(ctx);
    await page.goto(`${origin('casino2.localhost')}/promotions`);
    await interactive(page);
    const cards = page.getByTestId('promotion');
    expect(await cards.count()).toBe(5);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

    await page.getByRole('group', { name: 'Show' }).getByRole('button', { name: 'Sports' }).click();
    // sports offers, and the offers for every game
    expect(await cards.count()).toBe(3);
    expect(await page.getByTestId('promotions').textContent()).toMatch(/Accumulator boost/);

    const terms = page.getByRole('button', { name: 'Terms of Accumulator boost' });
    await terms.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByTestId('promotion-terms');
    await dialog.waitFor();
    expect(await dialog.textContent()).toMatch(/odds of 1.50 or more/);
    expect(await axe(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    // focus returns to the button that opened the terms
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Terms of Accumulator boost');

    await cards.filter({ hasText: 'Accumulator boost' }).getByRole('link', { name: 'Play now' }).click();
    await page.waitForURL(`${origin('casino2.localhost')}/sports`);
    expect(errors).toEqual([]);
    await ctx.close();
  });
});
