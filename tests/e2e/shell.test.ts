import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { TEMPLATE_CODES } from '../../api/db/seed/factories.ts';
import { axe, interactive, launch, openPage, origin, signIn } from './browser.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

describe('themed SSR shell', () => {
  it('the first HTML already holds the operator theme and content', async () => {
    const res = await fetch(`${origin()}/`);
    const html = await res.text();
    expect(res.status).toBe(200);
    expect(html).toContain('data-template="casino1"');
    expect(html).toContain('data-palette="1"');
    expect(html).toContain('Royal Crown Casino');
    expect(html).toMatch(/--accent:#[0-9a-f]{6}/i);
    expect(res.headers.get('content-security-policy')).toContain("script-src 'self' 'nonce-");
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('renders home on every template × colour with no page error and no serious axe violation', async () => {
    const ctx = await browser.newContext();
    const { page, errors } = await openPage(ctx);
    const seen = new Set<string>();
    const violations: Record<string, unknown> = {};
    for (const code of TEMPLATE_CODES) {
      for (let n = 1; n <= 5; n++) {
        const host = `${code}-${n}.localhost`;
        const res = await page.goto(`${origin(host)}/`, { waitUntil: 'load' });
        expect(res?.status(), host).toBe(200);
        const html = page.locator('html');
        expect(await html.getAttribute('data-template'), host).toBe(code);
        expect(await html.getAttribute('data-palette'), host).toBe(String(n));
        await expect.poll(() => page.locator('main#main h1').first().isVisible(), { timeout: 5000 }).toBe(true);
        const look = await page.evaluate(() => {
          const s = getComputedStyle(document.documentElement);
          return ['--bg', '--header', '--accent'].map((v) => s.getPropertyValue(v).trim()).join(' ');
        });
        seen.add(look);
        const v = await axe(page);
        if (v.length) violations[host] = v;
      }
    }
    expect(violations).toEqual({});
    expect(errors).toEqual([]);
    // background, header and accent differ between palettes and templates
    expect(seen.size).toBeGreaterThanOrEqual(100);
    await ctx.close();
  }, 600_000);

  it('has no serious or critical axe violation on the home page', async () => {
    const ctx = await browser.newContext();
    const { page } = await openPage(ctx);
    await page.goto(`${origin()}/`);
    expect(await axe(page)).toEqual([]);
    await page.goto(`${origin()}/slots`);
    expect(await axe(page)).toEqual([]);
    await ctx.close();
  });
});

describe('in-app navigation', () => {
  it("each page sets its own title, and focus moves to the new page's heading", async () => {
    const ctx = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const { page, errors } = await openPage(ctx);
    await page.goto(`${origin()}/`);
    await interactive(page);
    const home = await page.title();
    for (const [name, title] of [
      ['Slots', /^Slots \| /],
      ['Promotions', /^Promotions \| /],
    ] as const) {
      await page.getByRole('link', { name, exact: true }).first().click();
      await expect.poll(() => page.title()).toMatch(title);
      expect(await page.title()).not.toBe(home);
      await expect.poll(() => page.evaluate(() => (document.activeElement?.tagName === 'H1' ? document.activeElement.textContent : null))).toBe(name);
    }
    // The canonical link is the page's, not the data request's.
    expect(await page.locator('link[rel=canonical]').getAttribute('href')).toMatch(/\/promotions$/);
    // Home again: the home title.
    await page.goBack();
    await page.goBack();
    await expect.poll(() => page.title()).toBe(home);
    expect(errors).toEqual([]);
    await ctx.close();
  });
});

describe('focus clear of the fixed bars (WCAG 2.4.11)', () => {
  /** Where the focused control is against the sticky header and the phone tab bar. */
  const covered = (page: import('playwright-core').Page) =>
    page.evaluate(() => {
      const el = document.activeElement as HTMLElement | null;
      if (!el || el === document.body || el.closest('[data-sticky]') || !el.closest('#main')) return null;
      const r = el.getBoundingClientRect();
      if (r.height === 0) return null;
      const top = Math.max(0, ...[...document.querySelectorAll('[data-sticky="top"]')].map((h) => h.getBoundingClientRect().bottom));
      const bars = [...document.querySelectorAll('[data-sticky="bottom"]')].map((b) => b.getBoundingClientRect()).filter((b) => b.height > 0);
      const bottom = Math.min(innerHeight, ...bars.map((b) => b.top));
      return r.top < top - 1 || r.bottom > bottom + 1
        ? `${el.tagName} ${el.textContent?.trim().slice(0, 30)} at ${Math.round(r.top)}–${Math.round(r.bottom)}, clear area ${Math.round(top)}–${Math.round(bottom)}`
        : null;
    });

  it('Shift+Tab on a desktop never leaves focus under the sticky header; Tab on a phone never under the tab bar', async () => {
    const ctx = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const { page } = await openPage(ctx);
    await page.goto(`${origin()}/`);
    await interactive(page);
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await page.locator('footer a').last().focus();
    for (let i = 0; i < 80; i++) {
      await page.keyboard.press('Shift+Tab');
      expect(await covered(page), `Shift+Tab ${i + 1}`).toBeNull();
    }
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`${origin()}/`);
    await interactive(page);
    await page.locator('#main').focus();
    for (let i = 0; i < 60; i++) {
      await page.keyboard.press('Tab');
      expect(await covered(page), `Tab ${i + 1}`).toBeNull();
    }
    await ctx.close();
  });
});

describe('site states', () => {
  it('maintenance shows only the maintenance layout, with its window, on every path', async () => {
    const ctx = await browser.newContext();
    const { page, errors } = await openPage(ctx);
    for (const path of ['/', '/casino', '/login', '/no-such-page']) {
      await page.goto(`${origin('maintenance.localhost')}${path}`);
      await expect.poll(() => page.getByTestId('maintenance').isVisible()).toBe(true);
      expect(await page.getByTestId('maintenance-end').textContent()).toMatch(/\d{4}/);
      expect(await page.locator('header').count()).toBe(0);
    }
    expect(errors).toEqual([]);
    await ctx.close();
  });

  it('an invalid theme code or colour shows the message', async () => {
    const ctx = await browser.newContext();
    const { page } = await openPage(ctx);
    await page.goto(`${origin('bad-theme.localhost')}/`);
    expect(await page.getByTestId('site-message').textContent()).toBe('Invalid theme code');
    await page.goto(`${origin('bad-color.localhost')}/`);
    expect(await page.getByTestId('site-message').textContent()).toBe('Invalid theme color');
    await ctx.close();
  });

  it('an unknown domain shows the server message, not a crash', async () => {
    const ctx = await browser.newContext();
    const { page } = await openPage(ctx);
    const res = await page.goto(`${origin('unknown-operator.localhost')}/`);
    expect(res?.status()).toBeLessThan(500);
    expect(await page.getByTestId('site-message').textContent()).toBeTruthy();
    await ctx.close();
  });

  it('an unmatched path answers 404 with the full path, a back button and a home link', async () => {
    const ctx = await browser.newContext();
    const { page, errors } = await openPage(ctx);
    await page.goto(`${origin()}/`);
    const res = await page.goto(`${origin()}/no/such/page?x=1`);
    expect(res?.status()).toBe(404);
    expect(await page.getByTestId('not-found').textContent()).toBe('Page not found: /no/such/page?x=1');
    await page.getByRole('button', { name: /back/i }).click();
    await page.waitForURL(`${origin()}/`);
    await page.goto(`${origin()}/nothing-here`);
    await interactive(page);
    await page.getByRole('main').getByRole('link', { name: /home/i }).click();
    await page.waitForURL(`${origin()}/`);
    expect(errors).toEqual([]);
    await ctx.close();
  });
});

describe('routes and guards', () => {
  const PUBLIC = [
    '/',
    '/about',
    '/arcade',
    '/banking',
    '/bingo',
    '/casino',
    '/contact-us',
    '/crash',
    '/download',
    '/faqs',
    '/fishing',
    '/forgot-password',
    '/hash-game',
    '/horse-racing',
    '/hot',
    '/leaderboard',
    '/login',
    '/lottery',
    '/mission',
    '/news',
    '/poker',
    '/preloader',
    '/privacy-policy',
    '/promotions',
    '/referral',
    '/register',
    '/responsible-gaming',
    '/sabong',
    '/slots',
    '/sports',
    '/term-condition',
    '/vip',
  ];
  const PLAYER = [
    '/account',
    '/add-bank',
    '/bank-details',
    '/bet-history',
    '/change-password',
    '/deposit',
    '/edit-profile',
    '/inbox',
    '/minigame',
    '/playnow',
    '/profile',
    '/security',
    '/spin',
    '/statement',
    '/transaction-history',
    '/withdrawal',
  ];

  it('every public route renders its page with a title and no error', async () => {
    const ctx = await browser.newContext();
    const { page, errors } = await openPage(ctx);
    for (const path of PUBLIC) {
      const res = await page.goto(`${origin()}${path}`);
      expect(res?.status(), path).toBe(200);
      const h1 = await page.locator('main h1').first().textContent();
      expect(h1?.trim().length, path).toBeGreaterThan(0);
      expect(await page.title(), path).toContain('Royal Crown Casino');
    }
    expect(errors).toEqual([]);
    await ctx.close();
  });

  it('player routes send anonymous visitors to /login', async () => {
    const ctx = await browser.newContext();
    const { page, errors } = await openPage(ctx);
    for (const path of PLAYER) {
      await page.goto(`${origin()}${path}`);
      await page.waitForURL((u) => u.pathname === '/login', { timeout: 10_000 });
      expect(new URL(page.url()).searchParams.get('redirect')).toBe(path);
    }
    expect(errors).toEqual([]);
    await ctx.close();
  });

  it('signed in, player routes open and /forgot-password (guest) sends the player away', async () => {
    const ctx = await browser.newContext();
    const { page, errors } = await openPage(ctx);
    await signIn(page);
    expect(await page.getByTestId('balance').textContent()).toMatch(/\d/);
    for (const path of PLAYER) {
      await page.goto(`${origin()}${path}`);
      await expect.poll(() => page.locator('main h1').first().isVisible(), { timeout: 10_000 }).toBe(true);
      expect(new URL(page.url()).pathname, path).toBe(path);
    }
    await page.goto(`${origin()}/forgot-password`);
    await page.waitForURL((u) => u.pathname === '/', { timeout: 10_000 });
    expect(errors).toEqual([]);
    await ctx.close();
  });
});
