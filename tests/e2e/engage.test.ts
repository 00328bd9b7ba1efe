import fs from 'node:fs';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fund, login } from '../api/helpers.ts';
import { answerOverlays, axe, interactive, launch, openPage, origin, signIn } from './browser.ts';

// Its own operators: the demo player's spins, missions and tokens here belong to this file.
const HOST = 'slot3.localhost';
const SHOTS = path.resolve(process.env.RESULTS_DIR ?? 'test-results', 'engage');
fs.mkdirSync(SHOTS, { recursive: true });
const shot = (page: Page, name: string) => page.screenshot({ path: path.join(SHOTS, `${name}.png`), fullPage: true });

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

async function signedIn(opts: Parameters<Browser['newContext']>[0] = {}, host = HOST) {
  const ctx = await browser.newContext({ viewport: { width: 1280, height: 900 }, ...opts });
  const w = await openPage(ctx);
  await answerOverlays(w.page);
  await signIn(w.page, host);
  return { ctx, ...w };
}

/** The wheel's rotation in degrees, read from the rotating group's transform. */
const rotation = (page: Page) =>
  page.locator('[data-testid=wheel] svg > g').evaluate((g) => Number(/rotate\(([-\d.e]+)deg\)/.exec((g as SVGGElement).style.transform)?.[1] ?? 0));

describe('daily spin in the browser', () => {
  it('starts turning on the click, lands inside the server slice, pays, and a past spin verifies with Web Crypto', async () => {
    const { ctx, page, errors } = await signedIn();
    await page.goto(`${origin(HOST)}/spin`);
    await interactive(page);
    expect(await axe(page)).toEqual([]);
    const slices = await page.getByTestId('prize-table').locator('li').count();
    expect(slices).toBeGreaterThanOrEqual(4);
    const wheel = page.getByTestId('wheel');
    await page.getByTestId('spin-free').click();
    // It turns at once, before the server has answered.
    expect(await wheel.getAttribute('data-spinning')).toBe('true');
    await expect.poll(() => wheel.getAttribute('data-result'), { timeout: 20_000 }).not.toBe('');
    expect(await wheel.getAttribute('data-spinning')).toBe('false');
    const index = Number(await wheel.getAttribute('data-result'));
    // Inside the slice, away from its borders (20–80 %).
    const deg = await rotation(page);
    const at = ((((-deg % 360) + 360) % 360) / (360 / slices)) % slices;
    expect(Math.floor(at)).toBe(index);
    expect(at - index).toBeGreaterThan(0.15);
    expect(at - index).toBeLessThan(0.85);
    await expect.poll(() => page.getByTestId('spin-result').textContent()).toMatch(/won|No prize/);
    await expect.poll(() => page.getByTestId('spin-history').locator('tbody tr').count()).toBe(1);
    expect(await page.getByTestId('spin-free').isDisabled()).toBe(true);
    await shot(page, 'spin-after');

    // Reveal the seed, then check the spin in this browser.
    await page.getByTestId('rotate-seed').click();
    await page.getByTestId('revealed-seed').waitFor();
    await expect.poll(async () => (await page.getByTestId('verify-seed').inputValue()).length, { timeout: 10_000 }).toBe(64);
    await page.getByTestId('verify-run').click();
    await expect.poll(() => page.getByTestId('verify-result').getAttribute('data-ok')).toBe('true');
    // A wrong seed fails the check.
    await page.getByTestId('verify-seed').fill('0'.repeat(64));
    await page.getByTestId('verify-run').click();
    await expect.poll(() => page.getByTestId('verify-result').getAttribute('data-ok')).toBe('false');
    expect(await axe(page)).toEqual([]);
    await shot(page, 'spin-verified');
    expect(errors).toEqual([]);
    await ctx.close();
  });

  it('under reduced motion the result shows at once (a paid spin for tokens)', async () => {
    const { ctx, page, errors } = await signedIn({ reducedMotion: 'reduce' });
    await page.goto(`${origin(HOST)}/spin`);
    await interactive(page);
    const wheel = page.getByTestId('wheel');
    const before = await rotation(page);
    await page.getByTestId('spin-paid').click();
    await expect.poll(() => wheel.getAttribute('data-result'), { timeout: 5_000 }).not.toBe('');
    // No cruising turns: at most one turn from where it was.
    expect((await rotation(page)) - before).toBeLessThan(360);
    expect(errors).toEqual([]);
    await ctx.close();
  });
});

describe('missions in the browser', () => {
  it('shows progress, moves it live after a deposit, and claims a reward by keyboard', async () => {
    const { ctx, page, errors } = await signedIn({}, 'casino9.localhost');
    await page.goto(`${origin('casino9.localhost')}/mission`);
    await interactive(page);
    expect(await axe(page)).toEqual([]);
    const deposit = page.locator('[data-code=daily_deposit]');
    const before = await deposit.getByTestId('mission-progress').textContent();
    // A deposit from another session: the balance stream tells this page, which reads progress again.
    const api = await login('casino9.localhost');
    await fund(api, '150.00');
    await expect.poll(() => deposit.getByTestId('mission-progress').textContent(), { timeout: 15_000 }).not.toBe(before);
    expect(await deposit.getByTestId('mission-progress').textContent()).toMatch(/150\.00|200\.00/);

    const signin = page.locator('[data-code=daily_signin]');
    expect(await signin.getAttribute('data-state')).toBe('claimable');
    await signin.getByTestId('mission-claim').focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => signin.getAttribute('data-state')).toBe('claimed');
    await shot(page, 'missions');
    expect(await axe(page)).toEqual([]);
    expect(errors).toEqual([]);
    await ctx.close();
  });

  it('a guest sees what missions are and a way to sign in', async () => {
    const ctx = await browser.newContext();
    const { page } = await openPage(ctx);
    await page.goto(`${origin(HOST)}/mission`);
    await page.getByTestId('empty-state').waitFor();
    expect(await page.getByRole('link', { name: 'Sign in' }).last().getAttribute('href')).toContain('/login');
    await ctx.close();
  });
});

describe('minigame in the browser', () => {
  it('uses the minigame layout, holds the stake while open, and reveals the chests on a pick by keyboard', async () => {
    const { ctx, page, errors } = await signedIn({}, 'slot6.localhost');
    await page.goto(`${origin('slot6.localhost')}/minigame`);
    await interactive(page);
    // The minigame layout: its own header, without the site's navigation and balance.
    expect(await page.locator('header nav').count()).toBe(0);
    expect(await page.getByTestId('balance').count()).toBe(0);
    expect(await axe(page)).toEqual([]);
    const tokens = Number(await page.getByTestId('token-balance').textContent());
    await page.getByTestId('minigame-start').click();
    await expect.poll(() => page.getByTestId('frozen-token').textContent()).toBe('1.00');
    expect(Number(await page.getByTestId('token-balance').textContent())).toBeCloseTo(tokens - 1, 2);
    const chest = page.getByTestId('chest').nth(3);
    await chest.focus();
    await page.keyboard.press('Enter');
    await page.getByTestId('minigame-again').waitFor();
    expect(await page.getByTestId('frozen-token').textContent()).toBe('0.00');
    expect(await page.getByTestId('minigame-status').textContent()).toMatch(/won|Empty chest/);
    expect(await chest.getAttribute('aria-pressed')).toBe('true');
    await expect.poll(() => page.getByTestId('round-history').locator('tbody tr').count()).toBe(1);
    // Reveal the seed and check the round's chests in this browser.
    await page.getByTestId('rotate-seed').click();
    await page.getByTestId('round-verify').click();
    await expect.poll(() => page.getByTestId('round-check').textContent()).toMatch(/Round checked/);
    await shot(page, 'minigame');
    expect(await axe(page)).toEqual([]);
    expect(errors).toEqual([]);
    await ctx.close();
  });
});

describe('engagement pages: templates, languages, phones', () => {
  const pages = ['/spin', '/mission', '/minigame'];

  it('axe clean on a casino, a slot and a sportsbook template', async () => {
    for (const host of ['casino6.localhost', 'slot9.localhost', 'sportsbook3.localhost']) {
      const { ctx, page } = await signedIn({}, host);
      for (const p of pages) {
        await page.goto(`${origin(host)}${p}`);
        await page.locator('main h1').first().waitFor();
        expect(await axe(page), `${host}${p}`).toEqual([]);
      }
      await ctx.close();
    }
  });

  it('reads in Russian, Chinese and Nepali, and fits a 390 px phone', async () => {
    const expected: Record<string, RegExp> = { RUS: /Доказуемая честность/, CN: /可验证公平/, NE: /प्रमाणित निष्पक्षता/ };
    let ctx: BrowserContext | null = null;
    for (const [code, text] of Object.entries(expected)) {
      const s = await signedIn();
      ctx = s.ctx;
      await s.page.setViewportSize({ width: 390, height: 844 });
      await ctx.addCookies([{ name: 'lang', value: code, url: origin(HOST) }]);
      for (const p of ['/spin', '/minigame']) {
        await s.page.goto(`${origin(HOST)}${p}`);
        await interactive(s.page);
        expect(await s.page.getByTestId('fair-panel').textContent()).toMatch(text);
        // Nothing wider than the phone.
        expect(await s.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
        await shot(s.page, `${p.slice(1)}-${code}-390`);
      }
      await s.page.goto(`${origin(HOST)}/mission`);
      await interactive(s.page);
      await shot(s.page, `mission-${code}-390`);
      expect(s.errors).toEqual([]);
      await ctx.close();
    }
  });
});
