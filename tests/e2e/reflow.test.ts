import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { interactive, launch, openPage, origin } from './browser.ts';

/**
 * Reflow (WCAG 1.4.10 and 1.4.4, issue 19): at 320 px, and at 320 px with text at 200 %, no page
 * scrolls sideways and the form's main button stays in view, on one template of each family
 * (casino, slot, sportsbook), signed in.
 */
const HOSTS = ['localhost', 'slot7-3.localhost', 'sportsbook3-5.localhost'];
const PAGES = ['/', '/deposit', '/withdrawal', '/slots'];
let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

async function apiSignIn(page: Page, host: string) {
  await page.goto(`${origin(host)}/about`);
  const a = await page.evaluate(
    (h) =>
      fetch('/api/auth/login', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-session': 'cookie' },
        body: JSON.stringify({ domain_name: h, account_id: 'demo01', password: 'demo1234' }),
      }).then((r) => r.json() as Promise<{ statusCode: number }>),
    host,
  );
  expect(a.statusCode).toBe(1);
}

/** How far the page scrolls sideways, and the first elements that stick out (for the message). */
const sideways = (page: Page) =>
  page.evaluate(() => {
    const over = document.documentElement.scrollWidth - innerWidth;
    const clipped = (e: Element) => {
      for (let p = e.parentElement; p && p !== document.body; p = p.parentElement) if (getComputedStyle(p).overflowX !== 'visible') return true;
      return false;
    };
    const out = [...document.querySelectorAll('body *')]
      .filter((e) => e.getBoundingClientRect().right > innerWidth + 1 && getComputedStyle(e).position !== 'fixed' && !clipped(e))
      .slice(0, 3)
      .map((e) => `${e.tagName.toLowerCase()} "${(e.textContent ?? '').trim().slice(0, 30)}"`);
    return over > 1 ? `${over}px: ${out.join(', ')}` : '';
  });

describe('reflow at 320 px and 200 % text', () => {
  for (const host of HOSTS) {
    it(`${host}: no sideways scrolling; the main buttons stay in view`, async () => {
      const ctx = await browser.newContext({ viewport: { width: 320, height: 640 } });
      const { page, errors } = await openPage(ctx);
      await apiSignIn(page, host);
      for (const big of [false, true]) {
        for (const path of PAGES) {
          await page.goto(`${origin(host)}${path}`);
          await interactive(page);
          // Text at 200 %: every rem-sized length doubles, as the browser's text size setting does.
          if (big) await page.addStyleTag({ content: 'html { font-size: 200% !important; }' });
          await page.waitForTimeout(150);
          expect(await sideways(page), `${path}${big ? ' at 200 % text' : ''}`).toBe('');
          // The form's main button (a player without a bank account sees a link to add one on /withdrawal instead).
          const main = page.locator('#main form button[type=submit]').first();
          if (path === '/deposit') await main.waitFor();
          if (await main.count()) {
            const box = (await main.boundingBox())!;
            expect(box.x >= 0 && box.x + box.width <= 321, `${path}: main button at ${box.x}–${box.x + box.width}`).toBe(true);
          }
        }
      }
      expect(errors).toEqual([]);
      await ctx.close();
    });
  }
});
