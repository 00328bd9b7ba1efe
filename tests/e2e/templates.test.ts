import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { TEMPLATE_CODES, TEMPLATES, type TemplateCode } from '../../app/themes/templates.ts';
import { axe, fetchAs, interactive, launch, openPage, origin } from './browser.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

const withHeader = (h: string) => TEMPLATE_CODES.find((c) => TEMPLATES[c].look.header === h)!;

/** Issue 18: the desktop header reaches every category; the template's look and faces reach the page. */
describe('template design system (issue 18)', () => {
  it('every template names its look and its two faces in the first HTML, with at most one font preload', async () => {
    for (const code of TEMPLATE_CODES) {
      const { look } = TEMPLATES[code];
      const html = (await fetchAs(`${code}.localhost`, '/')).text;
      expect(html, code).toContain(`data-tile="${look.tile}"`);
      expect(html, code).toContain(`data-card="${look.cardStyle}"`);
      expect(html, code).toContain(`data-hover="${look.hover}"`);
      expect(html, code).toContain(`data-footer="${look.footer}"`);
      expect(html.match(/@font-face\{/g)?.length ?? 0, code).toBe(look.display === look.body ? 4 : 8);
      expect(html.match(/rel="preload" as="font"/g)?.length ?? 0, code).toBeLessThanOrEqual(1);
    }
  });

  for (const [header, lang] of [
    ['two-row', 'EN'],
    ['compact', 'RUS'],
    ['top', 'RUS'],
    ['centered', 'EN'],
  ] as const) {
    it(`the ${header} header at 1366 px (${lang}) reaches every category, the rest through "More" by keyboard`, async () => {
      const code: TemplateCode = withHeader(header);
      const ctx = await browser.newContext({ viewport: { width: 1366, height: 900 } });
      await ctx.addCookies([{ name: 'lang', value: lang, url: origin(`${code}.localhost`) }]);
      const { page, errors } = await openPage(ctx);
      await page.goto(`${origin(`${code}.localhost`)}/`);
      await interactive(page);
      const bar = page.getByTestId('category-bar');
      await expect.poll(() => bar.locator('li:not([aria-hidden]) a').count()).toBeGreaterThan(2);
      const shown = await bar.locator('li:not([aria-hidden]) a').count();
      const more = page.getByTestId('category-more');
      const total = await bar.locator('ul').first().locator('li').count();
      // Each link shown sits on the bar's one line, inside the window.
      for (const a of await bar.locator('li:not([aria-hidden]) a').all()) {
        const b = (await a.boundingBox())!;
        expect(b.x + b.width).toBeLessThanOrEqual(1366);
      }
      if (shown < total) {
        await more.focus();
        await page.keyboard.press('Enter');
        const panel = page.locator(`#${await more.getAttribute('aria-controls')}`.replace(/:/g, '\\:'));
        await panel.waitFor();
        expect(await panel.getByRole('link').count()).toBe(total - shown);
        await page.keyboard.press('Tab');
        expect(await page.evaluate(() => !!document.activeElement?.closest('ul[id]'))).toBe(true);
        expect(await axe(page)).toEqual([]);
        await page.keyboard.press('Escape');
        await panel.waitFor({ state: 'hidden' });
        expect(await page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe('category-more');
      } else {
        expect(await more.count()).toBe(0);
      }
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      expect(errors).toEqual([]);
      await ctx.close();
    }, 40_000);
  }

  it('the lobby shows 6–8 tiles a row at 1366 px and 3 (or 2 landscape) on a phone; the display face loads', async () => {
    for (const code of ['casino1', 'slot1', 'casino2'] as const) {
      for (const width of [1366, 390]) {
        const ctx = await browser.newContext({ viewport: { width, height: 900 } });
        const { page } = await openPage(ctx);
        await page.goto(`${origin(`${code}.localhost`)}/hot`);
        await page.getByTestId('game-card').first().waitFor();
        const perRow = await page.evaluate(() => {
          const tops = [...document.querySelectorAll('[data-testid="game-card"]')].map((c) => Math.round(c.getBoundingClientRect().top));
          return tops.filter((t) => t === tops[0]).length;
        });
        const landscape = TEMPLATES[code].look.tile === 'landscape';
        if (width === 1366) {
          expect(perRow, code).toBeGreaterThanOrEqual(6);
          expect(perRow, code).toBeLessThanOrEqual(8);
          // The shipped display face is the one in use (loaded, not a fallback).
          const family = (await page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--font-display')))
            .split(',')[0]
            .trim()
            .replace(/"/g, '');
          await expect
            .poll(() => page.evaluate((f) => [...document.fonts].some((face) => face.family.replace(/"/g, '') === f && face.status === 'loaded'), family), {
              timeout: 10_000,
            })
            .toBe(true);
        } else expect(perRow, code).toBe(landscape ? 2 : 3);
        await ctx.close();
      }
    }
  }, 60_000);
});
