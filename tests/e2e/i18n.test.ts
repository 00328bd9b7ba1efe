import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { fetchAs, launch, openPage, origin } from './browser.ts';

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
    expect(html).toMatch(/<link rel="stylesheet" href="\/assets\/zh-[\w-]+\.css"/);
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
