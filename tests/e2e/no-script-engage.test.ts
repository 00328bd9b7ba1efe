import type { Browser, BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sendInbox } from '../api/helpers.ts';
import { launch, openPage, origin, signIn } from './browser.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

/** A page without scripts for the signed-in demo player: signed in with scripts, the cookies copied over. */
async function signedInWithoutScripts(): Promise<{ jsCtx: BrowserContext; noJsCtx: BrowserContext }> {
  const jsCtx = await browser.newContext();
  const { page } = await openPage(jsCtx);
  await signIn(page);
  const noJsCtx = await browser.newContext({ javaScriptEnabled: false });
  await noJsCtx.addCookies(await jsCtx.cookies());
  return { jsCtx, noJsCtx };
}

describe('engagement and the lobby without scripts', () => {
  it('an inbox reward is claimed: the page comes back with the reward paid and the message marked', async () => {
    const title = `No-script gift ${Date.now()}`;
    const sent = await sendInbox('localhost', 'demo01', { title, body: '<p>For you.</p>', reward_amount: '7.00' });
    expect(sent.json.statusCode).toBe(1);
    const { jsCtx, noJsCtx } = await signedInWithoutScripts();
    const page = await noJsCtx.newPage();
    await page.goto(`${origin()}/inbox`);
    const item = page.getByTestId('inbox-item').filter({ hasText: title });
    await item.getByTestId('claim').click();
    await page.waitForLoadState();
    await item.getByTestId('reward-claimed').waitFor();
    expect(await page.getByRole('status').filter({ hasText: 'Reward claimed' }).textContent()).toMatch(/7\.00/);
    expect(await item.getByTestId('claim').count()).toBe(0);
    await jsCtx.close();
    await noJsCtx.close();
  });

  it('a favourite is added from a category page and the player comes back to it', async () => {
    const { jsCtx, noJsCtx } = await signedInWithoutScripts();
    const page = await noJsCtx.newPage();
    await page.goto(`${origin()}/slots`);
    const card = page.getByTestId('game-card').first();
    const game = await card.getAttribute('data-game');
    const heart = card.getByTestId('fav-button');
    // From a clean state: a heart left pressed by an earlier run is released first.
    if ((await heart.getAttribute('aria-pressed')) === 'true') {
      await heart.click();
      await page.waitForURL(`${origin()}/slots`);
    }
    await page.locator(`[data-game="${game}"]`).getByTestId('fav-button').click();
    await page.waitForURL(`${origin()}/slots`);
    expect(await page.locator(`[data-game="${game}"]`).first().getByTestId('fav-button').getAttribute('aria-pressed')).toBe('true');
    await jsCtx.close();
    await noJsCtx.close();
  });
});
