import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import type { OddsLine } from '../../contract/index.ts';
import { CONSOLE_ADMIN, CONSOLE_HOST, consoleSignIn, newConsoleMember } from '../api/console-client.ts';
import { newPlayer, post, type Who } from '../api/helpers.ts';
import { apiSignIn, axe, interactive, launch, openPage, origin } from './browser.ts';

/**
 * The console's money and operations screens in the browser, on an operator no other suite uses:
 * an adjustment above the threshold asked by one member and approved by another, a sports event
 * previewed then settled, and a segment's message that the player then reads in the inbox.
 */
const OP = 'slot8';
const HOST = `${OP}.localhost`;
const at = (path: string) => `${origin(CONSOLE_HOST)}/console/${OP}${path}`;

let browser: Browser;
let who: Who;
let payments: Awaited<ReturnType<typeof newConsoleMember>>;
let adminCookie: string;
beforeAll(async () => {
  browser = await launch();
  adminCookie = await consoleSignIn(CONSOLE_ADMIN.email, CONSOLE_ADMIN.password);
  [who, payments] = await Promise.all([newPlayer(HOST), newConsoleMember(adminCookie, 'payments', OP)]);
});
afterAll(async () => {
  await browser?.close();
});

/** A browser context signed in with a console session cookie. */
async function consoleContext(cookie: string, width: number): Promise<BrowserContext> {
  const ctx = await browser.newContext({ viewport: { width, height: 900 } });
  const [name, value] = cookie.split('=');
  await ctx.addCookies([{ name, value, domain: CONSOLE_HOST, path: '/', httpOnly: true, sameSite: 'Lax' }]);
  return ctx;
}

async function submit(page: Page, name: string | RegExp) {
  await interactive(page);
  await page.getByRole('button', { name }).click();
}

describe('console operations', () => {
  it('an adjustment above the threshold waits for a second member, who approves it (desktop)', async () => {
    const ctxA = await consoleContext(payments.cookie, 1280);
    const ctxB = await consoleContext(adminCookie, 1280);
    const { page: a, errors: errorsA } = await openPage(ctxA);
    const { page: b, errors: errorsB } = await openPage(ctxB);

    // The platform administrator sets the operator's threshold on the player's page.
    await b.goto(at(`/players/${who.account_id}`));
    await interactive(b);
    await b.getByLabel('Approval needed above', { exact: true }).fill('100.00');
    await submit(b, 'Save the threshold');
    await expect.poll(() => b.getByTestId('adjustment-threshold').textContent()).toContain('Above 100.00');

    await a.goto(at(`/players/${who.account_id}`));
    await interactive(a);
    await a.getByLabel('Credit', { exact: true }).check();
    await a.getByLabel('Amount', { exact: true }).fill('250.00');
    await a.getByLabel('Reason (kept in the audit log)', { exact: true }).fill('Refund of a failed round');
    await submit(a, 'Make the adjustment');
    await expect.poll(() => a.getByRole('status').first().textContent()).toContain('waits for another member');
    expect(await a.getByTestId('player-balance').textContent()).toBe('0.00');
    expect(await axe(a)).toEqual([]);

    await b.reload();
    const approve = b.getByRole('button', { name: /^Approve adjustment \d+$/ });
    await approve.first().waitFor();
    await interactive(b);
    await approve.first().click();
    await expect.poll(() => b.getByRole('status').first().textContent()).toMatch(/Adjustment \d+ approved and posted/);
    await expect.poll(() => b.getByTestId('player-balance').textContent()).toBe('250.00');
    expect(await axe(b)).toEqual([]);
    expect([...errorsA, ...errorsB]).toEqual([]);
    await ctxA.close();
    await ctxB.close();
  }, 60_000);

  it('previews a sports settlement, then settles it (desktop); sends a segment a message the player reads (390 px)', async () => {
    // The player bets on an ice-hockey event (no other suite settles those).
    const odds = await post<{ value: OddsLine[] }>('/home/public_odds', { sport: 'ice-hockey' });
    const line = odds.json.value.find((l) => l.event_status === 'upcoming' && l.status === 'open' && Date.parse(l.start_time) - Date.now() > 10 * 60_000)!;
    const placed = await post('/sports/place_bet', {
      ...who,
      kind: 'single',
      stake: '20.00',
      legs: [{ selection_id: line.selection_id, odds: line.odds }],
      odds_policy: 'any',
      idempotency_key: `cops-${Date.now()}`,
    });
    expect(placed.json.statusCode, JSON.stringify(placed.json)).toBe(1);

    const desk = await consoleContext(adminCookie, 1280);
    const { page, errors } = await openPage(desk);
    await page.goto(at('/sports'));
    await interactive(page);
    await page.getByTestId('sports-event').filter({ hasText: line.event_id }).getByRole('link').click();
    await page.getByTestId('liability-row').first().waitFor();
    expect(await page.getByTestId('liability-row').first().textContent()).toContain('20.00');
    expect(await page.getByLabel('Event', { exact: true }).inputValue()).toBe(line.event_id);
    await interactive(page);
    await page.getByLabel('Home score', { exact: true }).fill('2');
    await page.getByLabel('Away score', { exact: true }).fill('1');
    await submit(page, 'Preview the settlement');
    await expect.poll(() => page.getByTestId('preview-total').textContent()).toMatch(/on 1 bet of this operator/);
    expect(await axe(page)).toEqual([]);
    await submit(page, 'Settle with this score');
    await expect.poll(() => page.getByRole('status').first().textContent()).toContain('Event settled: 1 bet settled.');
    expect(errors).toEqual([]);
    await desk.close();

    const phone = await consoleContext(adminCookie, 390);
    const { page: p, errors: phoneErrors } = await openPage(phone);
    await p.goto(at('/messages'));
    const today = new Date().toISOString().slice(0, 10);
    await interactive(p);
    await p.getByLabel('Players of a segment', { exact: true }).check();
    await p.getByLabel('Signed up from', { exact: true }).fill(today);
    await p.getByLabel('Signed up until', { exact: true }).fill(today);
    await p.getByLabel('Deposits', { exact: true }).selectOption('no');
    const title = `Welcome back ${Date.now()}`;
    await p.getByLabel('Title, English', { exact: true }).fill(title);
    await p.getByLabel('Text, English', { exact: true }).fill('A message for new players.');
    await p.getByLabel('Title, Español', { exact: true }).fill(`Bienvenido ${title}`);
    await submit(p, 'Count who it reaches');
    await expect.poll(() => p.getByTestId('segment-reach').textContent()).toMatch(/This reaches \d+ player/);
    expect(await axe(p)).toEqual([]);
    expect(await p.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await submit(p, /^Send to \d+ player/);
    await expect.poll(() => p.getByRole('status').first().textContent()).toMatch(/Sent to \d+ player/);
    expect(phoneErrors).toEqual([]);
    await phone.close();

    const player = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const pp = await player.newPage();
    await apiSignIn(pp, HOST, who.account_id, 'Secret123');
    await pp.goto(`${origin(HOST)}/inbox`);
    await pp.getByTestId('inbox-list').waitFor();
    await expect.poll(() => pp.getByTestId('inbox-list').textContent()).toContain(title);
    await player.close();
  }, 60_000);
});
