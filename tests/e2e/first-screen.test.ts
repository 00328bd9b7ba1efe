import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { interactive, launch, openPage, origin } from './browser.ts';

/** A phone's first screen of every casino and slot home: at least one full row of games without scrolling. */
let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

const TEMPLATES = [...[1, 2, 3, 4, 5, 6, 7, 8, 9].map((n) => `casino${n}`), ...[1, 2, 3, 4, 5, 6, 7, 8, 9].map((n) => `slot${n}`)];
const LANGS = ['EN', 'RUS', 'CN', 'NE'];

describe('the first screen of a phone', () => {
  it('shows a full row of games on every casino and slot home, at 390 × 844', async () => {
    const problems: string[] = [];
    for (const [i, code] of TEMPLATES.entries()) {
      const host = `${code}.localhost`;
      const lang = LANGS[i % LANGS.length];
      const ctx = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
      await ctx.addCookies([{ name: 'lang', value: lang, url: origin(host) }]);
      const { page, errors } = await openPage(ctx);
      await page.goto(`${origin(host)}/`);
      await interactive(page);
      const row = await page.evaluate(() => {
        // What the bottom tab bar leaves of the screen.
        const tabBar = [...document.querySelectorAll('[data-sticky="bottom"]')].reduce((h, e) => Math.max(h, e.getBoundingClientRect().height), 0);
        const bottom = innerHeight - tabBar;
        const cards = [...document.querySelectorAll('[data-testid="game-card"]')]
          .map((c) => c.getBoundingClientRect())
          .filter((b) => b.width > 0 && b.left >= 0 && b.right <= innerWidth + 1)
          .sort((a, b) => a.top - b.top);
        const first = cards[0];
        if (!first) return { seen: 0, bottom, top: null };
        const rowCards = cards.filter((b) => Math.abs(b.top - first.top) < 2);
        return {
          seen: rowCards.filter((b) => b.bottom <= bottom).length,
          of: rowCards.length,
          bottom,
          top: Math.round(first.top),
          end: Math.round(first.bottom),
        };
      });
      if (!row.seen || row.seen !== row.of) problems.push(`${host} (${lang}): first row ${row.top}–${row.end} px, screen ends at ${row.bottom} px`);
      problems.push(...errors.map((e) => `${host}: ${e}`));
      await ctx.close();
    }
    expect(problems).toEqual([]);
  }, 300_000);
});
