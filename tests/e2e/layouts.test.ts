import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { TEMPLATE_CODES, TEMPLATES, type Look, type TemplateCode } from '../../app/themes/templates.ts';
import { axe, fetchAs, interactive, launch, openPage, origin } from './browser.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

const first = (pred: (code: TemplateCode) => boolean) => TEMPLATE_CODES.find(pred)!;
const withLook = <K extends keyof Look>(key: K, value: Look[K]) => first((c) => TEMPLATES[c].look[key] === value);
const CAROUSEL = withLook('hero', 'carousel');
const DRAWER = withLook('mobileNav', 'drawer');
const TABS = withLook('mobileNav', 'bottom-tabs');
const SPORTSBOOK = first((c) => TEMPLATES[c].family === 'sportsbook');

describe('template structure follows the look', () => {
  it('every template renders its own hero, family home and phone navigation in the first HTML', async () => {
    const seen = new Set<string>();
    for (const code of TEMPLATE_CODES) {
      const { family, look } = TEMPLATES[code];
      const html = (await fetchAs(`${code}.localhost`, '/')).text;
      expect(html, code).toContain(`data-hero="${look.hero}"`);
      expect(html, code).toContain(`data-family="${family}"`);
      expect(html, code).toContain(`data-mobile-nav="${look.mobileNav}"`);
      expect(html.includes('data-testid="drawer-open"'), code).toBe(look.mobileNav === 'drawer');
      // one image at most takes high priority: the largest paint (the hero's, or the first card's)
      expect((html.match(/<img[^>]*fetchPriority="high"/g) ?? []).length, code).toBeLessThanOrEqual(1);
      if (family === 'casino') {
        expect(html, code).toContain('data-testid="home-live-casino"');
        expect(html, code).toContain('data-testid="home-table-games"');
        // live casino leads the page, before the category tiles and the hot list
        expect(html.indexOf('data-testid="home-live-casino"'), code).toBeLessThan(html.indexOf('data-testid="home-hot"'));
      }
      if (family === 'slot') {
        // The dense hot grid: the first screen's cards are drawn, the rest are skeletons of a card's size
        // (a lean first HTML), filled in once the page runs.
        const hot = html.slice(html.indexOf('data-testid="home-hot"'), html.indexOf('</section>', html.indexOf('data-testid="home-hot"')));
        const drawn = (hot.match(/data-testid="game-card"/g) ?? []).length;
        expect(drawn, code).toBeGreaterThanOrEqual(6);
        expect(drawn + (hot.match(/class="game-card-ph"/g) ?? []).length, code).toBeGreaterThanOrEqual(24);
      }
      if (family === 'sportsbook') {
        expect(html, code).toContain('data-testid="sports-nav"');
        expect(html, code).toContain('data-testid="sports-board"');
        expect(html, code).toContain('data-testid="bet-slip"');
      }
      seen.add(`${family}/${look.header}/${look.hero}/${look.mobileNav}`);
    }
    expect(seen.size).toBeGreaterThanOrEqual(18);
  });

  it(`the carousel (${CAROUSEL}) advances with its buttons and the keyboard, and is axe clean`, async () => {
    const ctx = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    const { page, errors } = await openPage(ctx);
    await page.goto(`${origin(`${CAROUSEL}.localhost`)}/`);
    const carousel = page.getByTestId('hero-carousel');
    await carousel.waitFor();
    const active = () => carousel.locator('[data-testid="hero-slide"][data-active="true"]').getAttribute('aria-label');
    const slides = await carousel.getByTestId('hero-slide').count();
    expect(slides).toBeGreaterThanOrEqual(3);
    expect(await active()).toBe(`1 of ${slides}`);
    await page.getByTestId('carousel-next').click();
    await expect.poll(active).toBe(`2 of ${slides}`);
    // the current dot follows
    expect(await carousel.locator('button[aria-current="true"]').getAttribute('aria-label')).toMatch(/^Slide 2:/);
    // keyboard: Enter on the focused button, arrow keys inside the carousel
    await page.getByTestId('carousel-next').press('Enter');
    await expect.poll(active).toBe(`3 of ${slides}`);
    await page.keyboard.press('ArrowLeft');
    await expect.poll(active).toBe(`2 of ${slides}`);
    await page.getByTestId('carousel-prev').click();
    await page.getByTestId('carousel-prev').click();
    await expect.poll(active).toBe(`${slides} of ${slides}`);
    // only the current slide can take focus
    expect(await carousel.locator('[data-testid="hero-slide"][data-active="false"]').first().getAttribute('inert')).not.toBeNull();
    expect(await page.locator('main#main h1').count()).toBe(1);
    expect(await axe(page)).toEqual([]);
    expect(errors).toEqual([]);
    await ctx.close();
  });

  it('the carousel turns by itself, but not under prefers-reduced-motion', async () => {
    const moving = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    const still = await browser.newContext({ viewport: { width: 1440, height: 900 }, reducedMotion: 'reduce' });
    const a = (await openPage(moving)).page;
    const b = (await openPage(still)).page;
    await Promise.all([a.goto(`${origin(`${CAROUSEL}.localhost`)}/`), b.goto(`${origin(`${CAROUSEL}.localhost`)}/`)]);
    const active = (p: typeof a) => p.locator('[data-testid="hero-slide"][data-active="true"]').getAttribute('aria-label');
    await expect.poll(() => active(a), { timeout: 9000 }).toMatch(/^2 of/);
    expect(await active(b)).toMatch(/^1 of/);
    await moving.close();
    await still.close();
  }, 30_000);

  it(`a sportsbook template (${SPORTSBOOK}) at 1440px shows the bet slip beside the odds; selections add up`, async () => {
    const ctx = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    const { page, errors } = await openPage(ctx);
    await page.goto(`${origin(`${SPORTSBOOK}.localhost`)}/`);
    await interactive(page);
    const slip = page.getByTestId('bet-slip');
    const odds = page.getByTestId('upcoming-matches');
    await slip.waitFor();
    const [s, o, n] = await Promise.all([slip.boundingBox(), odds.boundingBox(), page.getByTestId('sports-nav').boundingBox()]);
    // the sports row over the odds, the slip beside them
    expect(n!.y + n!.height).toBeLessThanOrEqual(o!.y);
    expect(o!.x + o!.width).toBeLessThanOrEqual(s!.x);
    expect(Math.abs(s!.y - n!.y)).toBeLessThan(4);

    const rows = odds.locator('li.match-row');
    const pick = async (row: number, col: number) => {
      const btn = rows.nth(row).locator('button.odds-btn').nth(col);
      await btn.click();
      return Number(await btn.textContent());
    };
    const first = await pick(0, 0);
    await expect.poll(() => slip.getByTestId('slip-item').count()).toBe(1);
    expect(await rows.nth(0).locator('button.odds-btn').nth(0).getAttribute('aria-pressed')).toBe('true');
    expect(await slip.getByRole('link', { name: 'Sign in to place bets' }).isVisible()).toBe(true);
    const second = await pick(1, 1);
    await expect.poll(() => slip.getByTestId('slip-item').count()).toBe(2);
    await slip.getByTestId('slip-mode-parlay').click();
    expect(Number(await slip.getByTestId('parlay-odds').textContent())).toBeCloseTo(first * second, 1);
    expect(await slip.getByTestId('slip-count').textContent()).toBe('2');
    // another outcome of the same match replaces its selection
    await pick(1, 0);
    expect(await slip.getByTestId('slip-item').count()).toBe(2);
    // the sports row filters the board
    await page
      .getByTestId('sports-nav')
      .getByRole('link', { name: /Tennis/ })
      .click();
    await expect.poll(() => page.getByTestId('sports-board').locator('h2').first().textContent()).toBe('Tennis');
    expect(await axe(page)).toEqual([]);
    await slip
      .getByRole('button', { name: /^Remove / })
      .first()
      .click();
    expect(await slip.getByTestId('slip-item').count()).toBe(1);
    await slip.getByRole('button', { name: 'Clear all' }).click();
    expect(await slip.getByTestId('slip-item').count()).toBe(0);
    expect(errors).toEqual([]);
    await ctx.close();
  });

  it(`a drawer template (${DRAWER}) at 390px opens its drawer by keyboard, traps focus, closes on Escape`, async () => {
    const ctx = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const { page, errors } = await openPage(ctx);
    await page.goto(`${origin(`${DRAWER}.localhost`)}/`);
    // Hydrated first: the server's button has no handler yet (on a busy machine a key pressed before hydration was lost).
    await interactive(page);
    const trigger = page.getByTestId('drawer-open');
    await trigger.waitFor();
    // no bottom tab bar on a drawer template
    expect(await page.getByRole('navigation', { name: 'Menu', exact: true }).count()).toBe(0);
    await trigger.focus();
    await page.keyboard.press('Enter');
    const drawer = page.getByRole('dialog');
    await drawer.waitFor();
    expect(await drawer.getByRole('link', { name: 'Live Casino' }).isVisible()).toBe(true);
    expect(await drawer.getByRole('link', { name: 'About us' }).count()).toBe(1);
    const inside = () => page.evaluate(() => !!document.activeElement?.closest('[role="dialog"]'));
    expect(await inside()).toBe(true);
    for (let i = 0; i < 30; i++) await page.keyboard.press('Tab');
    expect(await inside()).toBe(true);
    expect(await axe(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await drawer.waitFor({ state: 'detached' });
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe('drawer-open');
    // following a link closes the drawer
    await trigger.click();
    await page.getByRole('dialog').getByRole('link', { name: 'Slots' }).click();
    await page.waitForURL((u) => u.pathname === '/slots');
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    expect(await axe(page)).toEqual([]);
    expect(errors).toEqual([]);
    await ctx.close();
  });

  // One template for each card frame a skeleton must match: tile shape, name below or over the art, outlined border.
  const FRAMES = [
    ...new Map(
      TEMPLATE_CODES.map((c) => {
        const { tile, label, cardStyle } = TEMPLATES[c].look;
        return [`${tile}/${label}/${cardStyle === 'outlined'}`, c] as const;
      }),
    ).values(),
  ];

  it(`home skeletons are the size of the cards they stand for, on a phone, while the rest of the cards are held (${FRAMES.length} frames)`, async () => {
    const ctx = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const { page, errors } = await openPage(ctx);
    await page.addInitScript(() => {
      (window as unknown as { __shift: number }).__shift = 0;
      new PerformanceObserver((l) => {
        for (const e of l.getEntries() as unknown as { value: number; hadRecentInput: boolean }[])
          if (!e.hadRecentInput) (window as unknown as { __shift: number }).__shift += e.value;
      }).observe({ type: 'layout-shift', buffered: true });
    });
    // A slow network: the request for the rest of the cards waits until the skeletons are measured.
    let release = () => {};
    await page.route('**/home-cards', async (route) => {
      await new Promise<void>((r) => (release = r));
      await route.continue();
    });
    const heights = () =>
      page
        .locator('section[data-cards]')
        .evaluateAll((els) => els.map((e) => `${e.getAttribute('data-testid')}: ${Math.round(e.getBoundingClientRect().height)}`));
    for (const code of FRAMES) {
      release = () => {};
      await page.goto(`${origin(`${code}.localhost`)}/`);
      await interactive(page);
      await page.evaluate(() => document.fonts.ready);
      const sections = page.locator('section[data-cards]');
      // Skeletons stand in for cards in at least one section; the page is whole around them.
      expect(await page.locator('.game-card-ph').count(), code).toBeGreaterThan(0);
      // Every section is on screen once, so each draws its skeletons at full size.
      for (const s of await sections.all()) await s.scrollIntoViewIfNeeded();
      const before = await heights();
      await page.evaluate(() => ((window as unknown as { __shift: number }).__shift = 0));
      release();
      await expect.poll(() => page.locator('.game-card-ph').count(), { message: `${code}: the cards arrived`, timeout: 15_000 }).toBe(0);
      const total = await sections.evaluateAll((els) => els.reduce((n, e) => n + Number(e.getAttribute('data-cards')), 0));
      expect(await page.locator('section[data-cards] [data-testid="game-card"]').count(), code).toBe(total);
      expect(await heights(), code).toEqual(before);
      // Nothing on the page moved as the cards took the skeletons' places.
      expect(await page.evaluate(() => (window as unknown as { __shift: number }).__shift), code).toBeLessThan(0.005);
    }
    expect(errors).toEqual([]);
    await ctx.close();
  });

  it('a home whose request for the rest of the cards fails keeps its first cards and asks again', async () => {
    const SLOT = first((c) => TEMPLATES[c].family === 'slot');
    const ctx = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const { page, errors } = await openPage(ctx);
    let asked = 0;
    await page.route('**/home-cards', async (route) => {
      asked++;
      if (asked === 1) await route.abort('connectionreset');
      else await route.continue();
    });
    await page.goto(`${origin(`${SLOT}.localhost`)}/`);
    await interactive(page);
    const hot = page.getByTestId('home-hot');
    const total = Number(await hot.getAttribute('data-cards'));
    expect(total).toBeGreaterThanOrEqual(24);
    await expect.poll(() => asked).toBeGreaterThanOrEqual(1);
    // The page stays: its heading, the first screen's cards, no error page.
    await expect.poll(() => page.getByText('Something went wrong').count()).toBe(0);
    expect(await page.getByRole('heading', { level: 1 }).count()).toBe(1);
    expect(await hot.getByTestId('game-card').count()).toBeGreaterThanOrEqual(6);
    // The page asks again (after 2 s) and every card arrives.
    await hot.locator('.game-grid').scrollIntoViewIfNeeded();
    await expect.poll(() => hot.getByTestId('game-card').count(), { timeout: 15_000 }).toBe(total);
    expect(asked).toBe(2);
    expect(errors).toEqual([]);
    await ctx.close();
  });

  it(`a bottom-tabs template (${TABS}) at 390px keeps the tab bar and has no drawer`, async () => {
    const ctx = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const { page } = await openPage(ctx);
    await page.goto(`${origin(`${TABS}.localhost`)}/`);
    await page.getByRole('navigation', { name: 'Menu', exact: true }).waitFor();
    expect(await page.getByTestId('drawer-open').count()).toBe(0);
    expect(await axe(page)).toEqual([]);
    await ctx.close();
  });
});
