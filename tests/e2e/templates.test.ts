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

/** The desktop header reaches every category; the template's look and faces reach the page. */
describe('template design system', () => {
  it('every template names its look and its two faces in the first HTML, with at most one font preload', async () => {
    for (const code of TEMPLATE_CODES) {
      const { look } = TEMPLATES[code];
      const html = (await fetchAs(`${code}.localhost`, '/')).text;
      expect(html, code).toContain(`data-tile="${look.tile}"`);
      expect(html, code).toContain(`data-card="${look.cardStyle}"`);
      expect(html, code).toContain(`data-hover="${look.hover}"`);
      expect(html, code).toContain(`data-footer="${look.footer}"`);
      // In the page's own <style> (the loader data repeats the text for hydration).
      const style = html.match(/<style>:root\{[^<]*<\/style>/)?.[0] ?? '';
      expect(style.match(/@font-face\{/g)?.length ?? 0, code).toBe(look.display === look.body ? 4 : 8);
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
      // Measured once the faces are in (they change the names' widths).
      await page.evaluate(() => document.fonts.ready.then(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)))));
      const row = await bar.evaluate((nav) => {
        const items = [...nav.querySelectorAll('ul')[0].children] as HTMLElement[];
        const shown = items.filter((li) => !li.hasAttribute('aria-hidden'));
        const top = items[0].getBoundingClientRect().top;
        return {
          total: items.length,
          shown: shown.length,
          // every link shown is on the one line, inside the window
          inLine: shown.every((li) => Math.abs(li.getBoundingClientRect().top - top) < 2 && li.getBoundingClientRect().right <= innerWidth),
        };
      });
      expect(row.shown).toBeGreaterThan(2);
      expect(row.inLine).toBe(true);
      const { shown, total } = row;
      const more = page.getByTestId('category-more');
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
        await interactive(page);
        await page.getByTestId('game-card').first().waitFor();
        const perRow = () =>
          page.evaluate(() => {
            const tops = [...document.querySelectorAll('[data-testid="game-card"]')].map((c) => Math.round(c.getBoundingClientRect().top));
            return tops.filter((t) => t === tops[0]).length;
          });
        const landscape = TEMPLATES[code].look.tile === 'landscape';
        if (width === 1366) {
          // The virtual grid measures its width after hydration.
          await expect.poll(perRow).toBeGreaterThanOrEqual(6);
          expect(await perRow(), code).toBeLessThanOrEqual(8);
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
        } else await expect.poll(perRow).toBe(landscape ? 2 : 3);
        await ctx.close();
      }
    }
  }, 60_000);
});
