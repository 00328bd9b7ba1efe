import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fund, newPlayer } from '../api/helpers.ts';
import { axe, fetchAs, interactive, launch, openPage, origin, signIn } from './browser.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

describe('referral page', () => {
  it('explains the programme in the first HTML and asks visitors to sign in', async () => {
    const { status, text } = await fetchAs('localhost', '/referral');
    expect(status).toBe(200);
    expect(text).toContain('for every friend you invite');
    expect(text).toContain('data-testid="referral-terms"');
    const ctx = await browser.newContext();
    const { page, errors } = await openPage(ctx);
    await page.goto(`${origin()}/referral`);
    await interactive(page);
    await page.getByText('Sign in to get your personal link').waitFor();
    expect(await axe(page)).toEqual([]);
    expect(errors).toEqual([]);
    await ctx.close();
  });

  it('gives the player a link that pre-fills sign-up, and follows the friend to the reward', async () => {
    const ctx = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const { page, errors } = await openPage(ctx);
    await signIn(page);
    await page.goto(`${origin()}/referral`);
    const linkField = page.getByTestId('referral-link');
    await linkField.waitFor();
    const code = await page.getByTestId('referral-code').inputValue();
    expect(code).toMatch(/DEMO$/);
    const link = await linkField.inputValue();
    expect(link).toBe(`${origin()}/register?ref=${code}`);
    const invitedBefore = Number(await page.getByTestId('referral-invited').textContent());

    // The link opens sign-up with the code filled in (in a fresh, signed-out context).
    const guest = await browser.newContext();
    const g = await guest.newPage();
    await g.goto(link);
    await interactive(g);
    expect(await g.getByLabel(/referral code/i).inputValue()).toBe(code);
    await guest.close();

    // A friend signs up with the code, then deposits enough to qualify.
    const friend = await newPlayer('localhost', { referrer_code: code });

    await page.reload();
    await page.getByTestId('referral-friends').waitFor();
    expect(Number(await page.getByTestId('referral-invited').textContent())).toBe(invitedBefore + 1);
    const row = page.getByTestId('referral-friends').locator('li').first();
    expect(await row.textContent()).toMatch(/Waiting for a deposit/);

    await fund(friend, '600.00');
    await page.reload();
    await page.getByTestId('referral-friends').waitFor();
    expect(await page.getByTestId('referral-friends').locator('li').first().textContent()).toMatch(/Reward sent/);
    expect(Number(await page.getByTestId('referral-qualified').textContent())).toBeGreaterThanOrEqual(1);
    expect(await axe(page)).toEqual([]);

    // The reward waits in the inbox.
    await page.goto(`${origin()}/inbox`);
    await page
      .getByTestId('inbox-list')
      .getByText(/Referral reward/)
      .first()
      .waitFor();
    expect(errors).toEqual([]);
    await ctx.close();
  });
});
