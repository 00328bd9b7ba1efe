import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { axe, fetchAs, fillConsoleSignIn, launch, openPage, origin } from './browser.ts';
import { CONSOLE_ADMIN as ADMIN, CONSOLE_HOST as CONSOLE } from '../api/console-client.ts';

/** The console's Site screen: a draft previewed on the real player site, published, then restored. */
/** An operator no other suite looks at: its name and palette change here. */
const OP = { code: 'slot6-3', host: 'slot6-3.localhost' };
const SITE = `/console/${OP.code}/site`;
/** A form's answer on a busy machine (a publish writes the site, its version and the audit entry). */
const SLOW = { timeout: 15_000 };
/** Where the screenshots go (looked at, not compared). */
const SHOTS = process.env.RESULTS_DIR ?? 'test-results';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

async function signIn(page: Page) {
  await page.goto(`${origin(CONSOLE)}/console/sign-in?next=${encodeURIComponent(SITE)}`);
  await fillConsoleSignIn(page, ADMIN);
  await page.waitForURL(`**${SITE}`);
  await page.getByRole('heading', { level: 1, name: 'Site' }).waitFor();
}

/** The site's name as the player host's web app manifest says it. */
const liveName = async () => (JSON.parse((await fetchAs(OP.host, '/manifest.webmanifest')).text) as { name: string }).name;
/** The player host's home as a guest gets it. */
const playerHome = async () => (await fetchAs(OP.host, '/')).text;
/** The preview frames run no scripts: the browser says so for each of the page's scripts. */
const realErrors = (errors: string[]) => errors.filter((e) => !/sandboxed and the 'allow-scripts' permission is not set/.test(e));

describe('console Site screen', () => {
  let published = 0;
  let earlierName = '';

  it('desktop: name and palette changed by keyboard, seen in the preview at both widths, published to the player site', async () => {
    const ctx = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const { page, errors } = await openPage(ctx);
    await signIn(page);
    expect(await axe(page)).toEqual([]);
    earlierName = await liveName();
    expect(await playerHome()).toContain(earlierName);

    const name = `Csite ${Date.now().toString(36)}`;
    const nameField = page.getByLabel('Site name');
    await nameField.focus();
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.type(name);
    const palette = page.getByLabel('Palette', { exact: true });
    const before = await palette.inputValue();
    await palette.focus();
    await page.keyboard.press(before === '5' ? 'ArrowUp' : 'ArrowDown');
    const chosen = await palette.inputValue();
    expect(chosen).not.toBe(before);
    await page.getByRole('button', { name: 'Save draft' }).focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => page.getByRole('status').textContent(), SLOW).toContain('Draft saved.');
    await expect.poll(() => page.getByTestId('site-state').textContent(), SLOW).toContain('is not published yet');

    // Both previews draw the player site with the draft; the site itself is unchanged.
    for (const title of ['Phone, 390 pixels wide', 'Desktop, 1280 pixels wide']) {
      const frame = page.frameLocator(`iframe[title="${title}"]`);
      await page.locator(`iframe[title="${title}"]`).scrollIntoViewIfNeeded();
      await expect.poll(() => frame.locator('html').getAttribute('data-palette'), { timeout: 15_000 }).toBe(chosen);
      expect(await frame.locator('header').first().textContent()).toContain(name);
    }
    const widths = [];
    for (const title of ['Phone, 390 pixels wide', 'Desktop, 1280 pixels wide'])
      widths.push(
        await page
          .frameLocator(`iframe[title="${title}"]`)
          .locator('html')
          .evaluate(() => window.innerWidth),
      );
    expect(widths).toEqual([390, 1280]);
    expect(await playerHome()).not.toContain(name);
    expect(await axe(page)).toEqual([]);
    await page.screenshot({ path: `${SHOTS}/site-desktop.png`, fullPage: true });

    // Opened in a tab of its own, the preview stays the draft on every page reached from it.
    const [tab] = await Promise.all([
      ctx.waitForEvent('page'),
      page
        .getByRole('figure', { name: /Desktop/ })
        .getByRole('link', { name: 'open it in a new tab' })
        .click(),
    ]);
    await tab.waitForLoadState('load');
    await tab
      .locator('html[data-hydrated="true"]')
      .waitFor({ timeout: 15_000 })
      .catch(() => undefined);
    expect(await tab.locator('header').first().textContent()).toContain(name);
    const link = tab.locator('header a[href^="/"]:not([href="/"]), nav a[href^="/"]:not([href="/"])').first();
    const to = (await link.getAttribute('href'))!;
    await link.click();
    await tab.waitForURL((u) => u.pathname === to.split('?')[0]);
    await expect.poll(() => tab.locator('html').getAttribute('data-palette')).toBe(chosen);
    expect(await tab.locator('header').first().textContent()).toContain(name);
    await tab.goto(`${origin(OP.host)}/about`);
    expect(await tab.locator('header').first().textContent()).toContain(name);
    await tab.close();

    await page.getByRole('button', { name: 'Publish' }).focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => page.getByRole('status').textContent(), SLOW).toMatch(/Version \d+ is live on every server/);
    published = Number(/Version (\d+)/.exec((await page.getByRole('status').textContent()) ?? '')![1]);
    await expect.poll(() => page.getByTestId('site-state').textContent(), SLOW).toContain(`Live: version ${published}.`);
    // The player site, as a guest opens it now.
    const playerPage = await ctx.newPage();
    await playerPage.goto(`${origin(OP.host)}/`);
    expect(await playerPage.locator('header').first().textContent()).toContain(name);
    expect(await playerPage.locator('html').getAttribute('data-palette')).toBe(chosen);
    expect(realErrors(errors)).toEqual([]);
    await ctx.close();
  }, 60_000);

  it('on a phone (390 px): the screen fits, is axe clean, and restores the earlier version', async () => {
    expect(published).toBeGreaterThan(1);
    const ctx = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const { page, errors } = await openPage(ctx);
    await signIn(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    expect(await axe(page)).toEqual([]);
    await page.screenshot({ path: `${SHOTS}/site-phone.png`, fullPage: true });
    const restore = page.getByRole('button', { name: `Restore version ${published - 1}` });
    await restore.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => page.getByRole('status').textContent(), SLOW).toContain(`Version ${published - 1} is live again, as version ${published + 1}.`);
    await expect.poll(liveName, SLOW).toBe(earlierName);
    await expect.poll(() => page.getByTestId(`site-version-${published + 1}`).textContent(), SLOW).toContain(`restores ${published - 1}`);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    expect(realErrors(errors)).toEqual([]);
    await ctx.close();
  }, 60_000);
});
