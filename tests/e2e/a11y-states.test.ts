import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axe, interactive, launch, openPage, origin, signIn } from './browser.ts';

/**
 * axe on open states: the page with a menu, a dialog, the game or a toast open is what a
 * player meets, and what the page sweeps do not see. One template of each family, signed in.
 */
const HOSTS = ['localhost', 'slot7-3.localhost', 'sportsbook3-5.localhost'];
let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

describe('open states pass axe', () => {
  for (const host of HOSTS) {
    it(`${host}: language and account menus, the partners dialog, the game, a toast`, async () => {
      const ctx = await browser.newContext({ viewport: { width: 1280, height: 900 } });
      const { page, errors } = await openPage(ctx);
      await signIn(page, host);
      await page.goto(`${origin(host)}/`);
      await interactive(page);
      const found: Record<string, unknown> = {};

      // The language menu, opened by keyboard: focus goes into it.
      await page.getByTestId('language-switch').focus();
      await page.keyboard.press('Enter');
      await page.getByRole('menu').waitFor();
      expect(await page.evaluate(() => !!document.activeElement?.closest('[role=menu]'))).toBe(true);
      found.language = await axe(page);
      await page.keyboard.press('Escape');
      await page.getByRole('menu').waitFor({ state: 'detached' });

      // The account menu.
      await page.getByRole('button', { name: /my account/i }).click();
      await page.getByRole('menu').waitFor();
      found.account = await axe(page);
      await page.keyboard.press('Escape');
      await page.getByRole('menu').waitFor({ state: 'detached' });

      // The partners dialog (where the operator shows partners).
      if (await page.getByTestId('partners-open').count()) {
        await page.getByTestId('partners-open').click();
        await page.getByTestId('partners-modal').waitFor();
        found.partners = await axe(page);
        await page.keyboard.press('Escape');
        await page.getByTestId('partners-modal').waitFor({ state: 'detached' });
      }

      // A toast (the notice a claimed reward or a failed call shows).
      await page.goto(`${origin(host)}/inbox`);
      await interactive(page);
      const claim = page.getByTestId('claim').first();
      if (await claim.count()) {
        await claim.click();
        await page.locator('[data-testid^=toast-]').first().waitFor();
        found.toast = await axe(page);
      }

      // The game.
      await page.goto(`${origin(host)}/slots`);
      await interactive(page);
      await page.getByTestId('game-grid').getByTestId('game-card').first().locator('a').click();
      await page.getByTestId('game-frame').waitFor();
      found.game = await axe(page);

      for (const [state, violations] of Object.entries(found)) expect(violations, `${host}: ${state}`).toEqual([]);
      expect(errors).toEqual([]);
      await ctx.close();
    });
  }
});
