import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sendInbox } from '../api/helpers.ts';
import { axe, interactive, launch, openPage, origin, signIn, headerBalance } from './browser.ts';

// Its own operator: the demo player's inbox and balance here belong to this file.
const HOST = 'slot7.localhost';
let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

const unreadLabel = (page: Page) => page.getByTestId('inbox-link').getAttribute('aria-label');

describe('inbox in the browser', () => {
  it('shows rewards and notices, claims a reward into the balance, marks messages read, and is axe clean', async () => {
    const ctx = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const { page, errors } = await openPage(ctx);
    await signIn(page, HOST);
    // The header knows about the four unread messages before the inbox is opened.
    await expect.poll(() => unreadLabel(page)).toMatch(/unread: 4/);
    await page.getByTestId('inbox-link').click();
    await page.waitForURL(`${origin(HOST)}/inbox`);
    const list = page.getByTestId('inbox-list');
    await list.waitFor();
    const items = list.getByTestId('inbox-item');
    expect(await items.count()).toBe(4);
    expect(await page.locator('main h2').first().textContent()).toMatch(/rewards to claim: 2/i);
    expect(await page.getByTestId('reward-expired').count()).toBe(1);

    const before = await headerBalance(page);
    const welcome = items.filter({ hasText: 'Welcome to' });
    await welcome.getByTestId('claim').focus();
    await page.keyboard.press('Enter');
    // The page's status region says so (read out by screen readers).
    await page.locator('[role=status][data-testid=inbox-status]', { hasText: /Reward claimed/ }).waitFor();
    await welcome.getByTestId('reward-claimed').waitFor();
    // The button is gone: focus is on what replaced it, not on the body.
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe('reward-claimed');
    await expect.poll(() => headerBalance(page)).toBeCloseTo(before + 50, 2);
    // Claiming reads the message; the header and the summary follow.
    await expect.poll(() => unreadLabel(page)).toMatch(/unread: 3/);
    expect(await page.locator('main h2').first().textContent()).toMatch(/rewards to claim: 1/i);

    // Opening a notice by keyboard shows its body and marks it read.
    const notice = items.filter({ hasText: 'VIP progress' });
    expect(await notice.getAttribute('data-read')).toBe('false');
    await notice.getByRole('button', { name: /VIP progress/ }).focus();
    await page.keyboard.press('Enter');
    await notice.getByTestId('inbox-body').waitFor();
    expect(await notice.getByTestId('inbox-body').textContent()).toMatch(/next VIP level/);
    await expect.poll(() => notice.getAttribute('data-read')).toBe('true');
    await expect.poll(() => unreadLabel(page)).toMatch(/unread: 2/);

    // Filters
    await page.getByRole('group', { name: 'Show' }).getByRole('button', { name: 'Rewards', exact: true }).click();
    expect(await items.count()).toBe(3);
    await page.getByRole('group', { name: 'Show' }).getByRole('button', { name: 'Messages', exact: true }).click();
    expect(await items.count()).toBe(1);
    expect(await axe(page)).toEqual([]);

    // After a reload the claim and the read marks hold.
    await page.reload();
    await interactive(page);
    await list.waitFor();
    expect(await items.filter({ hasText: 'Welcome to' }).getByTestId('reward-claimed').count()).toBe(1);
    expect(await items.filter({ hasText: 'VIP progress' }).getAttribute('data-read')).toBe('true');
    expect(await page.getByTestId('claim').count()).toBe(1);

    // Mark all as read empties the badge.
    await page.getByTestId('mark-all-read').click();
    await expect.poll(() => unreadLabel(page)).toBe('Inbox');
    expect(await page.getByTestId('inbox-badge').count()).toBe(0);
    expect(errors).toEqual([]);
    await ctx.close();
  });

  it('a message sent by the back office appears in the header of an open tab without a reload', async () => {
    const ctx = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const { page, errors } = await openPage(ctx);
    await signIn(page, HOST);
    const label = await unreadLabel(page);
    const before = Number(/unread: (\d+)/.exec(label ?? '')?.[1] ?? 0);
    const sent = await sendInbox(HOST, 'demo01', { title: 'Free spins Friday', body: '<p>Spin on us.</p>', reward_amount: '5.00' });
    expect(sent.json.statusCode).toBe(1);
    await expect.poll(() => unreadLabel(page), { timeout: 5000 }).toMatch(new RegExp(`unread: ${before + 1}`));
    await page
      .getByTestId('inbox-link')
      .click({ timeout: 15_000 })
      .catch(async (e: Error) => {
        // What the page shows instead of the header link says why it went.
        const shown = await page.evaluate(() => `${location.href} :: ${document.body.innerText.slice(0, 400)}`).catch(() => 'page gone');
        throw new Error(`${e.message}\npage: ${shown}\nerrors: ${errors.join(' | ')}`);
      });
    await page.getByTestId('inbox-list').getByText('Free spins Friday').waitFor();
    await ctx.close();
  });
});
