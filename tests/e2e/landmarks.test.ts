import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiSignIn, axe, axeStructure, interactive, launch, openPage, origin } from './browser.ts';

/**
 * Page structure: every visible content sits in a landmark (axe `region`: header, nav,
 * main, footer, complementary for the floating widgets and the download bar), no two landmarks
 * share a role and a name (the "Game categories" twice), heading levels never skip (the lobby's
 * game titles went h1 → h3). One template of each header style, desktop and phone, signed in.
 */
const HOSTS = [
  'localhost', // casino1: centred header, bottom tabs
  'slot2.localhost', // left rail, phone drawer
  'slot5.localhost', // icon tabs
  'sportsbook3-5.localhost', // compact header (the audit's sportsbook)
  'sportsbook2.localhost', // two-row header, the odds board before the hero
  'casino4.localhost', // top bar, the app download bar
];
const PAGES = ['/', '/slots', '/vip', '/deposit', '/inbox', '/sports', '/about'];
const VIEWPORTS = [
  { width: 1280, height: 900 },
  { width: 390, height: 844 },
];
let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

describe('landmarks and headings', () => {
  for (const host of HOSTS) {
    it(`${host}: all content in landmarks, unique landmark names, no skipped heading level`, async () => {
      const found: string[] = [];
      for (const viewport of VIEWPORTS) {
        const ctx = await browser.newContext({ viewport });
        const { page, errors } = await openPage(ctx);
        await apiSignIn(page, host);
        for (const path of PAGES) {
          await page.goto(`${origin(host)}${path}`);
          await interactive(page);
          // The partners and the widgets come after the first effects.
          await page.waitForTimeout(300);
          for (const v of await axeStructure(page)) found.push(`${viewport.width} ${path} ${v.id}: ${v.targets.join(' | ')}`);
        }
        expect(errors).toEqual([]);
        await ctx.close();
      }
      expect(found).toEqual([]);
    });
  }
});

describe('colour contrast of the statement', () => {
  it('sportsbook3-5 /statement: green and red amounts pass axe colour contrast, desktop and phone', async () => {
    for (const viewport of VIEWPORTS) {
      const ctx = await browser.newContext({ viewport });
      const { page } = await openPage(ctx);
      await apiSignIn(page, 'sportsbook3-5.localhost');
      await page.goto(`${origin('sportsbook3-5.localhost')}/statement`);
      await page.waitForFunction(() => !document.querySelector('[data-testid="skeleton"]'), null, { timeout: 10_000 });
      expect(await axe(page), `${viewport.width}`).toEqual([]);
      await ctx.close();
    }
  });
});
