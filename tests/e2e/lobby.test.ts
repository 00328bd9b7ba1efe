import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { axe, interactive, launch, openPage, origin, signIn } from './browser.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

const CATEGORIES = ['/casino', '/slots', '/poker', '/bingo', '/fishing', '/crash', '/lottery', '/sabong', '/horse-racing', '/arcade', '/hash-game', '/hot'];

describe('lobby', () => {
  it('each category page renders its games', async () => {
    const ctx = await browser.newContext();
    const { page, errors } = await openPage(ctx);
    for (const path of CATEGORIES) {
      await page.goto(`${origin()}${path}`);
      await page.getByTestId('game-grid').waitFor({ timeout: 10_000 });
      expect(await page.getByTestId('game-card').count(), path).toBeGreaterThan(0);
    }
    // /sports leads with the odds board; the operator's sportsbook games follow it.
    await page.goto(`${origin()}/sports`);
    await page.getByTestId('sports-board').waitFor({ timeout: 10_000 });
    // Its cards below the board are filled in once the section nears the screen or the page is idle.
    await page.getByTestId('sports-games').scrollIntoViewIfNeeded();
    await page.getByTestId('sports-games').getByTestId('game-card').first().waitFor({ timeout: 10_000 });
    expect(await page.getByTestId('sports-games').getByTestId('game-card').count()).toBeGreaterThan(0);
    expect(errors).toEqual([]);
    await ctx.close();
  });

  it('the first HTML already carries games; a big category keeps few cards in the DOM', async () => {
    const html = await (await fetch(`${origin()}/slots`)).text();
    expect((html.match(/data-testid="game-card"/g) ?? []).length).toBeGreaterThan(5);
    const ctx = await browser.newContext();
    const { page } = await openPage(ctx);
    await page.goto(`${origin()}/slots`);
    const grid = page.getByTestId('game-grid');
    await grid.waitFor();
    expect(Number(await grid.getAttribute('data-total'))).toBeGreaterThan(5000);
    expect(await page.getByTestId('game-card').count()).toBeLessThan(150);
    await page.mouse.wheel(0, 20_000);
    await expect.poll(async () => page.getByTestId('game-card').count()).toBeLessThan(150);
    await ctx.close();
  });

  it('search narrows the grid as the player types', async () => {
    const ctx = await browser.newContext();
    const { page } = await openPage(ctx);
    await page.goto(`${origin()}/slots`);
    const grid = page.getByTestId('game-grid');
    await grid.waitFor();
    const all = Number(await grid.getAttribute('data-total'));
    await page.getByTestId('game-search').fill('dragon');
    await expect.poll(async () => Number(await grid.getAttribute('data-total'))).toBeLessThan(all);
    const names = await page.getByTestId('game-card').locator('h3').allTextContents();
    expect(names.length).toBeGreaterThan(0);
    expect(names.every((n) => /dragon/i.test(n))).toBe(true);
    await page.getByTestId('game-search').fill('zzzz-no-such-game');
    await page.getByTestId('no-results').waitFor();
    await ctx.close();
  });

  it('a favourite added on a category page shows in the favourites view and after reload', async () => {
    const ctx = await browser.newContext();
    const { page, errors } = await openPage(ctx);
    await signIn(page, 'casino8.localhost');
    await page.goto(`${origin('casino8.localhost')}/crash`);
    await page.getByTestId('game-grid').waitFor();
    const card = page.getByTestId('game-card').first();
    const name = (await card.locator('h3').textContent())!;
    const heart = card.getByTestId('fav-button');
    if ((await heart.getAttribute('aria-pressed')) === 'true') await heart.click();
    await heart.click();
    await expect.poll(() => heart.getAttribute('aria-pressed')).toBe('true');
    await page.getByTestId('fav-filter').click();
    await expect.poll(() => page.getByTestId('game-card').locator('h3').allTextContents()).toContain(name);
    await page.reload();
    await page.getByTestId('game-grid').waitFor();
    await page.getByTestId('fav-filter').click();
    await expect.poll(() => page.getByTestId('game-card').locator('h3').allTextContents()).toContain(name);
    expect(errors).toEqual([]);
    await ctx.close();
  });

  it('a heart with focus keeps it when the whole category arrives and the grid draws its cards anew', async () => {
    const ctx = await browser.newContext();
    const { page, errors } = await openPage(ctx);
    await signIn(page, 'casino8.localhost');
    // The whole category (after the first screen's cards) waits until a heart has focus.
    let release = () => {};
    const held = new Promise<void>((r) => (release = r));
    await page.route('**/data/games.data?*', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(`${origin('casino8.localhost')}/crash`);
    await interactive(page);
    const card = page.getByTestId('game-card').nth(1);
    const game = await card.getAttribute('data-game');
    await card.getByTestId('fav-button').focus();
    release();
    await page.waitForResponse((r) => r.url().includes('/data/games.data'));
    await page.waitForTimeout(500);
    const focused = await page.evaluate(() => ({
      testid: document.activeElement?.getAttribute('data-testid'),
      game: document.activeElement?.closest('[data-game]')?.getAttribute('data-game'),
    }));
    expect(focused).toEqual({ testid: 'fav-button', game });
    expect(errors).toEqual([]);
    await ctx.close();
  });

  it('signed out, the heart leads to sign-in', async () => {
    const ctx = await browser.newContext();
    const { page } = await openPage(ctx);
    await page.goto(`${origin()}/fishing`);
    await page.getByTestId('game-grid').waitFor();
    await page.getByTestId('fav-button').first().click();
    await page.waitForURL((u) => u.pathname === '/login');
    await ctx.close();
  });

  it('has no serious or critical axe violation on a category page', async () => {
    const ctx = await browser.newContext();
    const { page } = await openPage(ctx);
    await page.goto(`${origin()}/casino`);
    await page.getByTestId('game-grid').waitFor();
    expect(await axe(page)).toEqual([]);
    await ctx.close();
  });
});

describe('play', () => {
  it('launching the demo game and playing one round changes the balance shown', async () => {
    const ctx = await browser.newContext();
    const { page, errors } = await openPage(ctx);
    await signIn(page, 'slot8.localhost');
    const before = await page.getByTestId('balance').textContent();
    await page.goto(`${origin('slot8.localhost')}/slots`);
    await page.getByTestId('game-grid').waitFor();
    await page.getByTestId('game-card').first().getByRole('link').click();
    await page.getByTestId('game-frame').waitFor();
    const game = page.frameLocator('iframe');
    await game.getByRole('button', { name: 'Spin' }).click();
    await expect.poll(() => game.locator('#out').textContent(), { timeout: 10_000 }).toMatch(/win/i);
    const inGame = Number(await game.locator('#bal').textContent());
    const shown = async () => Number((await page.getByTestId('balance').textContent())!.replace(/[^\d.]/g, ''));
    // The header follows the round (a 1× win leaves the amount unchanged, so compare with the game).
    await expect.poll(shown, { timeout: 5000 }).toBe(inGame);
    expect(before).toBeTruthy();
    await page.getByTestId('close-game').click();
    await page.waitForURL((u) => u.pathname === '/slots');
    await page.goto(`${origin('slot8.localhost')}/`);
    await page.getByTestId('recently-played').getByTestId('game-card').first().waitFor();
    expect(errors).toEqual([]);
    await ctx.close();
  });

  it('the game is a modal: focus goes in and stays in, Escape closes it, focus and the search come back (keyboard only)', async () => {
    const ctx = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const { page, errors } = await openPage(ctx);
    await signIn(page, 'slot8.localhost');
    await page.goto(`${origin('slot8.localhost')}/slots`);
    await interactive(page);
    await page.getByTestId('game-search').fill('dragon');
    await page.getByTestId('game-search').press('Enter');
    // The search is in the address.
    await page.waitForURL((u) => u.searchParams.get('q') === 'dragon');
    const card = page.getByTestId('game-grid').getByTestId('game-card').first();
    const code = await card.getAttribute('data-game');
    await card.locator('a').focus();
    await page.keyboard.press('Enter');
    const frame = page.getByTestId('game-frame');
    await frame.waitFor();
    // Focus is in the game, and Tab never reaches the page behind it.
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe('game-iframe');
    for (let i = 0; i < 8; i++) {
      await page.keyboard.press('Tab');
      const where = await page.evaluate(() => (document.activeElement === document.body ? 'body' : !!document.activeElement?.closest('[data-game-modal]')));
      expect(where, `Tab ${i + 1} left the game`).not.toBe(false);
    }
    // Escape inside the game (a page of this site) closes it.
    await page.getByTestId('game-iframe').focus();
    await page.frameLocator('[data-testid=game-iframe]').locator('body').press('Escape');
    await page.waitForURL((u) => u.pathname === '/slots');
    await frame.waitFor({ state: 'detached' });
    expect(await page.getByTestId('game-search').inputValue()).toBe('dragon');
    await expect.poll(() => page.evaluate(() => document.activeElement?.closest('[data-testid=game-card]')?.getAttribute('data-game'))).toBe(code);
    expect(await page.evaluate(() => [...document.body.children].some((el) => (el as HTMLElement).inert))).toBe(false);
    expect(errors).toEqual([]);
    await ctx.close();
  });

  it('anonymous players are sent to sign in', async () => {
    const ctx = await browser.newContext();
    const { page } = await openPage(ctx);
    await page.goto(`${origin()}/playnow?provider=AUR&game=AUR-00001`);
    await page.waitForURL((u) => u.pathname === '/login');
    await ctx.close();
  });
});
