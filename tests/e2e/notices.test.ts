import fs from 'node:fs';
import path from 'node:path';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiSignIn, interactive, launch, openPage, origin } from './browser.ts';

/** Toasts: where they sit on a phone and a desktop, and how a player reaches and closes them. */
const HOSTS = ['localhost', 'slot7-3.localhost', 'sportsbook3-5.localhost'];
const SHOTS = process.env.RESULTS_DIR ? path.join(process.env.RESULTS_DIR, 'toasts') : null;
let browser: Browser;
beforeAll(async () => {
  browser = await launch();
  if (SHOTS) fs.mkdirSync(SHOTS, { recursive: true });
});
afterAll(async () => {
  await browser?.close();
});

type Box = { x: number; y: number; width: number; height: number };
const overlaps = (a: Box, b: Box) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** The boxes of the visible elements a toast must leave uncovered. */
async function boxesOf(page: Page, what: Locator) {
  const boxes: [string, Box][] = [];
  for (const el of await what.all()) {
    const box = (await el.isVisible()) ? await el.boundingBox() : null;
    if (box && box.width && box.height) boxes.push([(await el.evaluate((e) => e.outerHTML.slice(0, 80))) ?? '', box]);
  }
  return boxes;
}

async function expectClear(page: Page, toast: Locator, label: string, what: Locator) {
  const box = (await toast.boundingBox())!;
  const view = page.viewportSize()!;
  expect(box.x >= 0 && box.y >= 0 && box.x + box.width <= view.width && box.y + box.height <= view.height, `${label}: toast on screen`).toBe(true);
  for (const [name, other] of await boxesOf(page, what)) expect(overlaps(box, other), `${label}: toast covers ${name}`).toBe(false);
}

describe('toasts', () => {
  for (const host of HOSTS) {
    it(`${host}: a toast leaves the form's button, the tab bar and the floating buttons uncovered, at 390 and 1280 px`, async () => {
      for (const width of [390, 1280]) {
        const ctx = await browser.newContext({ viewport: { width, height: width < 500 ? 844 : 900 } });
        const { page, errors } = await openPage(ctx);
        // The notice of an ended session, over the sign-in form.
        await page.goto(`${origin(host)}/login?expired=1`);
        await interactive(page);
        const toast = page.getByTestId('toast-warning');
        await toast.waitFor();
        const form = page.getByTestId('login-form');
        await expectClear(
          page,
          toast,
          `${host} ${width} login`,
          form.getByRole('button', { name: /sign in/i }).or(page.locator('[data-sticky=bottom], [data-float]')),
        );
        if (SHOTS) await page.screenshot({ path: path.join(SHOTS, `${host}-${width}-login.png`) });

        // A claimed reward, signed in: the rewards and chat buttons float at the foot of the page.
        await apiSignIn(page, host);
        await page.goto(`${origin(host)}/inbox`);
        await interactive(page);
        const claim = page.getByTestId('claim').first();
        if (await claim.count()) {
          await claim.click();
          const claimed = page.getByTestId('toast-success');
          await claimed.waitFor();
          await expectClear(page, claimed, `${host} ${width} inbox`, page.locator('[data-sticky=bottom], [data-float], [data-testid=claim]'));
          if (SHOTS) await page.screenshot({ path: path.join(SHOTS, `${host}-${width}-inbox.png`) });
        }
        expect(errors, `${host} ${width}`).toEqual([]);
        await ctx.close();
      }
    });
  }

  it('is announced, F8 reaches it, Escape and a swipe close it', async () => {
    const ctx = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const { page, errors } = await openPage(ctx);
    await page.goto(`${origin()}/login?expired=1`);
    await interactive(page);
    const toast = page.getByTestId('toast-warning');
    await toast.waitFor();
    // Said politely, once, with what it is.
    await page.locator('[role=status][aria-live=polite]', { hasText: /Notification invalid session session expired/i }).waitFor({ state: 'attached' });
    // F8 moves focus to the list of notifications; Tab to the toast, Escape closes it.
    await page.keyboard.press('F8');
    expect(await page.evaluate(() => document.activeElement?.closest('[role=region]')?.getAttribute('aria-label'))).toBe('Notifications (F8)');
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.closest('[data-testid^=toast-]')?.getAttribute('data-testid'))).toBe('toast-warning');
    await page.keyboard.press('Escape');
    await toast.waitFor({ state: 'detached' });

    // A swipe to the right closes one.
    await page.goto(`${origin()}/login?expired=1`);
    await interactive(page);
    await toast.waitFor();
    const box = (await toast.boundingBox())!;
    const y = box.y + box.height / 2;
    await page.mouse.move(box.x + 40, y);
    await page.mouse.down();
    for (let dx = 20; dx <= 200; dx += 20) await page.mouse.move(box.x + 40 + dx, y);
    await page.mouse.up();
    await toast.waitFor({ state: 'detached' });
    expect(errors).toEqual([]);
    await ctx.close();
  });
});
