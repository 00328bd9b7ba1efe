import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { axe, launch, openPage, origin } from './browser.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

describe('CMS pages', () => {
  it('each page shows its sanitized body', async () => {
    const ctx = await browser.newContext();
    const { page, errors } = await openPage(ctx);
    const pages: Array<[string, RegExp]> = [
      ['/about', /Welcome to Royal Crown Casino/],
      ['/privacy-policy', /Data we collect/],
      ['/banking', /Deposits and withdrawals/],
      ['/responsible-gaming', /Play responsibly/],
      ['/term-condition', /Terms and conditions/],
      ['/contact-us', /24 hours a day/],
    ];
    for (const [path, text] of pages) {
      await page.goto(`${origin()}${path}`);
      await expect.poll(() => page.getByTestId('cms-body').textContent(), { timeout: 5000 }).toMatch(text);
      expect(await page.locator('main script').count()).toBe(0);
    }
    expect(errors).toEqual([]);
    await ctx.close();
  });

  it('FAQs is an accessible accordion that opens by keyboard', async () => {
    const ctx = await browser.newContext();
    const { page, errors } = await openPage(ctx);
    await page.goto(`${origin()}/faqs`);
    const first = page.getByRole('button', { name: 'How do I create an account?' });
    expect(await first.getAttribute('aria-expanded')).toBe('false');
    await first.focus();
    await page.keyboard.press('Enter');
    expect(await first.getAttribute('aria-expanded')).toBe('true');
    await expect.poll(() => page.getByText('pick an account id and password').isVisible()).toBe(true);
    expect(await axe(page)).toEqual([]);
    expect(errors).toEqual([]);
    await ctx.close();
  });
});

describe('CMS local bodies', () => {
  it('shows the local body in the operator local language and the English body otherwise', async () => {
    const ctx = await browser.newContext();
    await ctx.addCookies([{ name: 'lang', value: 'PHP', url: origin() }]);
    const { page } = await openPage(ctx);
    await page.goto(`${origin()}/about`);
    expect(await page.getByTestId('cms-body').textContent()).toContain('Maligayang pagdating sa Royal Crown Casino');
    expect(await page.locator('article[lang="fil"]').count()).toBe(1);
    await ctx.addCookies([{ name: 'lang', value: 'CN', url: origin() }]);
    await page.goto(`${origin()}/about`);
    // CN is not this operator's local language: English body
    expect(await page.getByTestId('cms-body').textContent()).toContain('Welcome to Royal Crown Casino');
    await ctx.close();
  });

  it('a page switched off says so', async () => {
    const ctx = await browser.newContext();
    const { page } = await openPage(ctx);
    await page.goto(`${origin('slot1.localhost')}/contact-us`);
    expect(await page.getByTestId('cms-off').textContent()).toMatch(/not available/);
    await ctx.close();
  });
});
