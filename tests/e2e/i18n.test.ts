import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { gzipSync } from 'node:zlib';
import { apiSignIn, fetchAs, interactive, launch, openPage, origin } from './browser.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

const LANGS: Array<[string, string, string]> = [
  ['PHP', 'fil', 'Mag-sign in'],
  ['CN', 'zh', '登录'],
  ['ESP', 'es', 'Iniciar sesión'],
  ['RUS', 'ru', 'Войти'],
  ['VI', 'vi', 'Đăng nhập'],
  ['MS', 'ms', 'Log masuk'],
  ['NE', 'ne', 'साइन इन'],
  ['EN', 'en', 'Sign in'],
];

describe('languages', () => {
  it('switching to each language changes the page text and sets the language cookie', async () => {
    const ctx = await browser.newContext();
    const { page, errors } = await openPage(ctx);
    await page.goto(`${origin()}/`);
    for (const [code, lng, signIn] of LANGS) {
      await page.getByTestId('language-switch').click();
      await page.locator(`[data-lang="${code}"]`).click();
      await expect.poll(() => page.getByTestId('sign-in').textContent(), { timeout: 5000 }).toBe(signIn);
      expect(await page.locator('html').getAttribute('lang')).toBe(lng);
      const cookie = (await ctx.cookies()).find((c) => c.name === 'lang');
      expect(cookie?.value).toBe(code);
      expect(cookie?.sameSite).toBe('Lax');
      expect(cookie?.path).toBe('/');
      const days = ((cookie?.expires ?? 0) - Date.now() / 1000) / 86400;
      expect(days).toBeGreaterThan(364);
      expect(days).toBeLessThan(366);
    }
    expect(errors).toEqual([]);
    await ctx.close();
  });

  it('a reload keeps the language in the first HTML, with its fonts', async () => {
    const ctx = await browser.newContext();
    await ctx.addCookies([{ name: 'lang', value: 'CN', url: origin() }]);
    const { page, errors } = await openPage(ctx);
    const res = await page.goto(`${origin()}/`);
    const html = (await res?.text()) ?? '';
    expect(html).toContain('<html lang="zh"');
    expect(html).toContain('登录');
    // The Chinese faces' long stylesheet does not hold the first paint: named as a preload, applied before hydration.
    const zh = /<link rel="preload" as="style" href="(\/assets\/zh-[\w-]+\.css)"/.exec(html)?.[1];
    expect(zh).toBeTruthy();
    // No stylesheet that holds the first paint is over 20 kB gzip.
    for (const [, href] of html.matchAll(/<link rel="stylesheet" href="([^"]+)"/g)) {
      const css = await page.request.get(`${origin()}${href}`, { headers: { 'accept-encoding': 'gzip' } });
      expect(gzipSync(await css.body()).length, href).toBeLessThan(20_000);
    }
    await interactive(page);
    await expect.poll(() => page.locator(`link[rel="stylesheet"][href="${zh}"]`).count()).toBe(1);
    // The faces are declared (a family nobody declared would load nothing) and the text's slice loads.
    await expect.poll(() => page.evaluate(async () => (await document.fonts.load('16px "Noto Sans SC"', '登录')).length)).toBeGreaterThan(0);
    expect(errors).toEqual([]);
    await ctx.close();
  });

  it('languages without message files or not offered fall back to English', async () => {
    for (const value of ['MMK', 'IDR', 'XX', '']) {
      const r = await fetchAs('localhost', '/', { cookie: `lang=${value}` });
      expect(r.text, value).toContain('<html lang="en"');
      expect(r.text).toContain('Sign in');
    }
  });
});

/** A region's lines with letters in them, digits taken out (live minutes, prices and counts move). */
async function linesOf(page: Page, testId: string) {
  const text = await page
    .getByTestId(testId)
    .first()
    .innerText()
    .catch(() => '');
  return new Set(
    text
      .split('\n')
      .map((l) => l.replace(/[\d.,:'%+–-]+/g, '').trim())
      .filter((l) => /\p{L}{2}/u.test(l)),
  );
}

describe('a language switch from the page', () => {
  // Every part the server writes in the reader's language: the operator's slides and marquee, the
  // promotions, the sportsbook board's sports, leagues and teams, and the page title.
  const CASES: Array<{ host: string; path: string; code: string; lng: string; width: number; regions: string[] }> = [
    { host: 'casino1.localhost', path: '/', code: 'RUS', lng: 'ru', width: 390, regions: ['hero-carousel', 'marquee'] },
    { host: 'sportsbook3.localhost', path: '/', code: 'CN', lng: 'zh', width: 1280, regions: ['sports-nav', 'sports-board'] },
    { host: 'casino1.localhost', path: '/promotions', code: 'NE', lng: 'ne', width: 1280, regions: ['promotions'] },
    { host: 'sportsbook1-5.localhost', path: '/sports', code: 'NE', lng: 'ne', width: 390, regions: ['sports-nav', 'sports-board'] },
  ];

  it('switches everything on screen, as a fresh page in that language shows it', async () => {
    for (const c of CASES) {
      const url = `${origin(c.host)}${c.path}`;
      const viewport = { width: c.width, height: 844 };
      const regionLines = async (page: Page) => {
        const lines = new Set<string>();
        for (const r of c.regions) for (const l of await linesOf(page, r)) lines.add(l);
        return lines;
      };
      // What the page shows when loaded in the language.
      const fresh = await browser.newContext({ viewport });
      await fresh.addCookies([{ name: 'lang', value: c.code, url: origin(c.host) }]);
      const freshPage = await fresh.newPage();
      await freshPage.goto(url);
      const target = { lines: await regionLines(freshPage), title: await freshPage.title() };
      await fresh.close();

      const ctx = await browser.newContext({ viewport });
      const { page, errors } = await openPage(ctx);
      await page.goto(url);
      await interactive(page);
      const englishOnly = [...(await regionLines(page))].filter((l) => !target.lines.has(l));
      expect(await page.title(), `${c.host}${c.path}: the title in ${c.code}`).not.toBe(target.title);
      expect(englishOnly.length, `${c.host}${c.path}: the ${c.code} page differs from the English one`).toBeGreaterThan(0);
      await page.getByTestId('language-switch').click();
      await page.locator(`[data-lang="${c.code}"]`).click();
      await expect.poll(() => page.locator('html').getAttribute('lang')).toBe(c.lng);
      // A live board moves meanwhile: a line a fresh page in the language shows now is not left over.
      const again = await browser.newContext({ viewport });
      await again.addCookies([{ name: 'lang', value: c.code, url: origin(c.host) }]);
      const againPage = await again.newPage();
      await againPage.goto(url);
      const nowInLanguage = await regionLines(againPage);
      await again.close();
      const left = async () => {
        const now = await regionLines(page);
        return englishOnly.filter((l) => now.has(l) && !nowInLanguage.has(l));
      };
      await expect.poll(left, { timeout: 8000, message: `${c.host}${c.path} in ${c.code} at ${c.width} px` }).toEqual([]);
      await expect.poll(() => page.title()).toBe(target.title);
      expect(errors).toEqual([]);
      await ctx.close();
    }
  });
});

describe('texts of the product in the page language', () => {
  const CASES = [
    { host: 'casino4.localhost', code: 'RUS', width: 390, rg: 'Играйте ответственно', demo: 'Демо-код:', lang: 'ru' },
    { host: 'sportsbook3.localhost', code: 'CN', width: 1280, rg: '理性娱乐', demo: '演示验证码：', lang: 'zh' },
    { host: 'sportsbook1-5.localhost', code: 'NE', width: 390, rg: 'जिम्मेवार भई खेल्नुहोस्', demo: 'डेमो कोड:', lang: 'ne' },
  ];

  it('the responsible-gaming guidance, the demo code at sign-up and the demo game', async () => {
    for (const c of CASES) {
      const ctx = await browser.newContext({ viewport: { width: c.width, height: 844 } });
      await ctx.addCookies([{ name: 'lang', value: c.code, url: origin(c.host) }]);
      const { page, errors } = await openPage(ctx);

      // The operator wrote its page in English only: the product's own guidance leads, in the reader's language.
      await page.goto(`${origin(c.host)}/responsible-gaming`);
      await expect.poll(() => page.getByRole('heading', { name: c.rg }).isVisible(), { message: `${c.host} ${c.code}` }).toBe(true);
      expect(await page.getByText('Play responsibly', { exact: true }).isVisible()).toBe(false);

      await page.goto(`${origin(c.host)}/register`);
      await interactive(page);
      const form = page.getByTestId('register-form');
      const n = String(Date.now() % 1e7).padStart(7, '0');
      await form.locator('input[name=account_id]').fill(`lang${n}`);
      await form.locator('input[name=password]').fill('Secret123');
      await form.locator('input[name=confirm_password]').fill('Secret123');
      await form.locator('input[name=contact_phone]').fill(`+63917${n}`);
      await form.getByTestId('accept-terms').check();
      await form.locator('button[value=send-code]:not(.sr-only)').click();
      await expect.poll(() => page.getByTestId('demo-tac').innerText()).toMatch(new RegExp(`^${c.demo}\\s*\\d{6}$`));

      await apiSignIn(page, c.host);
      await page.goto(`${origin(c.host)}/playnow?provider=AUR&game=AUR-00001`);
      const game = page.frameLocator('[data-testid=game-iframe]');
      await game.locator('main').waitFor();
      expect(await game.locator('html').getAttribute('lang'), `${c.host}: the demo game`).toBe(c.lang);
      expect(errors).toEqual([]);
      await ctx.close();
    }
  });
});
