import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OPS_KEY } from '../api/helpers.ts';
import { axe, fetchAs, headerBalance, interactive, launch, openPage, origin, placeSingleInPage, PORT, signIn } from './browser.ts';

// Its own operator (wallet.test.ts uses it too, one file at a time): the sportsbook's other tests use 1 and 4.
const HOST = 'sportsbook3.localhost';
let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

interface Placed {
  id: number;
  event_id: string;
  bet_type: string;
  key: string;
  criteria1: string;
  home: string;
  away: string;
  stake: string;
  potential_return: string;
}

/**
 * Bets placed from the page through the public API with the session cookie and the
 * `x-session: cookie` header (the session layer acts for the player). One single bet of 10.00 per market asked
 * for, each on another upcoming football match that starts in more than 5 minutes.
 */
async function placeBets(page: Page, picks: { bet_type: string; key: string }[]): Promise<Placed[]> {
  const odds = await page.evaluate(async () => {
    const odds = (await (await fetch('/api/home/public_odds?sport=football')).json()) as {
      value: {
        event_id: string;
        selection_id: string;
        bet_type: string;
        key: string;
        criteria1: string;
        odds: number;
        status: string;
        event_status: string;
        start_time: string;
        home_team_name: string;
        away_team_name: string;
      }[];
    };
    return odds.value;
  });
  const used = new Set<string>();
  const placed: Placed[] = [];
  for (const pick of picks) {
    const line = odds.find(
      (l) =>
        l.bet_type === pick.bet_type &&
        l.key === pick.key &&
        l.status === 'open' &&
        l.event_status === 'upcoming' &&
        Date.parse(l.start_time) - Date.now() > 5 * 60_000 &&
        !used.has(l.event_id),
    );
    if (!line) throw new Error(`no open ${pick.bet_type} ${pick.key} line`);
    used.add(line.event_id);
    const a = await placeSingleInPage<{ id: number; stake: string; potential_return: string }>(page, line, 'any');
    if (a.statusCode !== 1) throw new Error(`place_bet: ${a.message}`);
    placed.push({
      id: a.bet.id,
      event_id: line.event_id,
      bet_type: line.bet_type,
      key: line.key,
      criteria1: line.criteria1,
      home: line.home_team_name,
      away: line.away_team_name,
      stake: a.bet.stake,
      potential_return: a.bet.potential_return,
    });
  }
  return placed;
}

/** The back office ends a match at a score and settles its bets (OPS_KEY of the test server). */
async function settle(event_id: string, home: number, away: number) {
  const res = await fetch(`http://localhost:${PORT}/api/ops/sports/settle`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-ops-key': OPS_KEY },
    body: JSON.stringify({ event_id, home, away, ht_home: Math.min(home, 1), ht_away: Math.min(away, 1) }),
  });
  const json = (await res.json()) as { statusCode: number };
  expect(json.statusCode, JSON.stringify(json)).toBe(1);
}

const card = (page: Page, id: number) => page.locator(`[data-testid=sport-bet][data-bet-id="${id}"]`);
const statusOf = (c: Locator) => c.getByTestId('sport-bet-status').textContent();
const amount = (text: string | null) => Number((text ?? '').replace(/[^\d.]/g, ''));

describe('sports bets in the bet history', () => {
  it('lists a placed bet with its leg, cashes it out, shows settled bets with their return (1280 px)', async () => {
    const ctx = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const { page, errors } = await openPage(ctx);
    await signIn(page, HOST);
    const [ou, won, lost] = await placeBets(page, [
      { bet_type: 'OU', key: 'O' },
      { bet_type: '1X2', key: 'H' },
      { bet_type: '1X2', key: 'H' },
    ]);

    // The list is in the first HTML (the loader made the call).
    const cookie = (await ctx.cookies(origin(HOST))).map((c) => `${c.name}=${c.value}`).join('; ');
    const first = await fetchAs(HOST, '/bet-history?view=sports', { cookie });
    expect(first.status).toBe(200);
    expect(first.text).toContain(`data-bet-id="${ou.id}"`);

    await page.goto(`${origin(HOST)}/bet-history?view=sports`);
    await interactive(page);
    expect(await page.getByTestId('bet-history-views').getByRole('link', { name: 'Sports', exact: true }).getAttribute('aria-current')).toBe('page');
    const bet = card(page, ou.id);
    await bet.waitFor();
    expect(await statusOf(bet)).toBe('Open');
    const leg = bet.getByTestId('sport-bet-leg');
    expect(await leg.textContent()).toContain(`Over ${ou.criteria1}`);
    expect(await leg.textContent()).toContain('Over/under');
    expect(await leg.textContent()).toContain(`${ou.home} v ${ou.away}`);
    expect(await bet.textContent()).toContain('Single');
    expect(amount(await bet.getByTestId('sport-bet-return').textContent())).toBeCloseTo(Number(ou.potential_return), 2);
    expect(await card(page, won.id).getByTestId('sport-bet-leg').textContent()).toContain(won.home);

    // Cash out: an offer with its seconds, then the confirmation pays it.
    const before = await headerBalance(page);
    await bet.getByTestId('cashout-button').click();
    const offer = bet.getByTestId('cashout-offer');
    await offer.waitFor();
    expect(await offer.textContent()).toMatch(/Cash out [\d,.]+\?\s*\(\d+ s left\)/);
    const paid = amount((await offer.textContent())!.replace(/\(.*\)/, ''));
    expect(paid).toBeGreaterThan(0);
    await bet.getByTestId('cashout-confirm').click();
    await bet.getByTestId('cashout-done').waitFor();
    await expect.poll(() => statusOf(bet)).toBe('Cashed out');
    expect(amount(await bet.getByTestId('sport-bet-return').textContent())).toBeCloseTo(paid, 2);
    await expect.poll(() => headerBalance(page), { timeout: 5000 }).toBeCloseTo(before + paid, 2);

    // Settled by the back office: the list follows the balance stream without a reload.
    await settle(won.event_id, 2, 0);
    await settle(lost.event_id, 0, 1);
    await expect.poll(() => statusOf(card(page, won.id)), { timeout: 10_000 }).toBe('Won');
    await expect.poll(() => statusOf(card(page, lost.id)), { timeout: 10_000 }).toBe('Lost');
    expect(amount(await card(page, won.id).getByTestId('sport-bet-return').textContent())).toBeCloseTo(Number(won.potential_return), 2);
    expect(amount(await card(page, lost.id).getByTestId('sport-bet-return').textContent())).toBe(0);
    expect(await card(page, won.id).getByTestId('leg-result').textContent()).toBe('Won');
    expect(await card(page, won.id).getByTestId('leg-score').textContent()).toContain('2-0');
    expect(await card(page, lost.id).getByTestId('leg-score').textContent()).toContain('0-1');
    expect(await axe(page)).toEqual([]);

    // The filter is in the address: settled bets only, then open ones (none left).
    await page.getByTestId('sport-bet-filter').getByRole('link', { name: 'Settled' }).click();
    await page.waitForURL(/status=settled/);
    await expect.poll(() => page.locator('[data-testid=sport-bet]').count()).toBeGreaterThanOrEqual(3);
    await page.getByTestId('sport-bet-filter').getByRole('link', { name: 'Open' }).click();
    await page.waitForURL(/status=open/);
    await page.getByTestId('empty-state').waitFor();
    expect(await page.getByTestId('empty-state').textContent()).toMatch(/no open bets/i);

    // The games view is the other tab, unchanged.
    await page.getByTestId('bet-history-views').getByRole('link', { name: 'Games', exact: true }).click();
    await page.waitForURL(`${origin(HOST)}/bet-history`);
    // The address changes before the new view is committed: wait for the view, not the address.
    await expect.poll(() => page.getByTestId('bet-history-views').getByRole('link', { name: 'Games', exact: true }).getAttribute('aria-current')).toBe('page');
    expect(errors).toEqual([]);
    await ctx.close();
  });

  it('on a 390 px phone: fits the width, cashes out by keyboard, an expired offer is renewed; axe', async () => {
    const ctx = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const { page, errors } = await openPage(ctx);
    // Signed in where the header shows the balance, then the phone's width.
    await signIn(page, HOST);
    await page.setViewportSize({ width: 390, height: 844 });
    const [hdp] = await placeBets(page, [{ bet_type: 'HDP', key: 'H' }]);
    await page.goto(`${origin(HOST)}/bet-history?view=sports&status=open`);
    await interactive(page);
    const bet = card(page, hdp.id);
    await bet.waitFor();
    expect(await bet.getByTestId('sport-bet-leg').textContent()).toContain(`${hdp.home} ${hdp.criteria1}`);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    expect(await axe(page)).toEqual([]);

    // An offer left to expire says so and offers a new one.
    await bet.getByTestId('cashout-button').focus();
    await page.keyboard.press('Enter');
    await bet.getByTestId('cashout-offer').waitFor();
    const focusedId = () => page.evaluate(() => document.activeElement?.getAttribute('data-testid'));
    await expect.poll(focusedId, { timeout: 5000 }).toBe('cashout-confirm');
    await bet.getByTestId('cashout-requote').waitFor({ timeout: 15_000 });
    expect(await bet.textContent()).toMatch(/offer has expired/i);
    await expect.poll(focusedId, { timeout: 5000 }).toBe('cashout-requote');

    // Renewed and confirmed with the keyboard; focus lands on the result.
    const before = await headerBalance(page);
    await page.keyboard.press('Enter');
    await bet.getByTestId('cashout-offer').waitFor();
    await expect.poll(focusedId, { timeout: 5000 }).toBe('cashout-confirm');
    await page.keyboard.press('Enter');
    await bet.getByTestId('cashout-done').waitFor();
    // Focus moves to the result once it is drawn.
    await expect.poll(focusedId, { timeout: 5000 }).toBe('cashout-done');
    await expect.poll(() => statusOf(bet)).toBe('Cashed out');
    await expect.poll(() => headerBalance(page), { timeout: 5000 }).toBeGreaterThan(before);
    expect(await axe(page)).toEqual([]);
    expect(errors).toEqual([]);
    await ctx.close();
  });
});
