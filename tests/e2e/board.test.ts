import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiSignIn, axe, interactive, launch, openPage, origin, placeSingleInPage } from './browser.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 900 };
const DEVANAGARI_DIGIT = /[\u0966-\u096f]/;

/** A new player signed up through the API in the page (the demo shows the phone's code), signed in by the cookie. */
async function signUp(page: Page, host: string) {
  await page.goto(`${origin(host)}/about`);
  const who = await page.evaluate(async (host) => {
    const post = async (path: string, body: object) =>
      (await (
        await fetch(`/api${path}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-session': 'cookie' },
          body: JSON.stringify({ domain_name: host, ...body }),
        })
      ).json()) as Record<string, string | number>;
    const account_id = `nb${Date.now().toString(36)}`;
    const contact_phone = `+6391${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
    const code = await post('/auth/tac/request_new_register', { account_id, contact_phone });
    await post('/auth/tac/verify', { account_id, tac: code.demo_tac });
    const r = await post('/auth/signup', { account_id, password: 'Secret123', contact_phone, contact_email: `${account_id}@example.com`, accept_terms: true });
    return { account_id, ok: r.statusCode === 1, r };
  }, host);
  expect(who.ok, JSON.stringify(who.r)).toBe(true);
  await apiSignIn(page, host, who.account_id, 'Secret123');
  return who.account_id;
}

describe('the board, its numbers and a new player’s first steps', () => {
  it('live matches lead with what can be bet; the list counts what the chips count; totals are whole (desktop and phone)', async () => {
    for (const viewport of [DESKTOP, PHONE]) {
      const ctx = await browser.newContext({ viewport });
      const { page, errors } = await openPage(ctx);
      await page.goto(`${origin('sportsbook3.localhost')}/sports`);
      await interactive(page);
      const live = page.getByTestId('live-matches');
      await live.waitFor();
      // The first live rows have prices to take, not dashes.
      const firstRows = live.locator('.match-row');
      for (let i = 0; i < 3; i++) {
        const prices = await firstRows.nth(i).locator('.mr-result button.odds-btn').allTextContents();
        expect(prices.filter((p) => /\d/.test(p)).length, `row ${i}: ${prices.join(' ')}`).toBeGreaterThanOrEqual(2);
        for (const p of prices.filter((x) => /\d/.test(x))) expect(Number(p)).toBeLessThanOrEqual(101);
      }
      // "All sports" counts the live matches the list says it has.
      const chip = await page.getByTestId('sports-nav').locator('.live-count > span[aria-hidden=true]:not(.live-dot)').first().textContent();
      const heading = (await live.getByTestId('list-count').textContent()) ?? '';
      const total = Number(/(\d+)\)\s*$/.exec(heading)?.[1]);
      expect(total).toBe(Number(chip));
      if (viewport === DESKTOP) {
        // A basketball total is shown whole ("O 221.5"), not cut.
        await page.goto(`${origin('sportsbook3.localhost')}/sports?sport=basketball`);
        await interactive(page);
        const lines = page.locator('.mr-line .odds-line');
        await lines.first().waitFor();
        const cut = await lines.evaluateAll((els) => els.filter((e) => e.scrollWidth > e.clientWidth + 1).map((e) => e.textContent));
        expect(cut).toEqual([]);
      }
      expect(await axe(page)).toEqual([]);
      expect(errors).toEqual([]);
      await ctx.close();
    }
  });

  it('sportsbook brands lead with Sports: sportsbook3’s header and sportsbook1’s side rail', async () => {
    const ctx = await browser.newContext({ viewport: DESKTOP });
    const { page } = await openPage(ctx);
    await page.goto(`${origin('sportsbook3.localhost')}/`);
    await interactive(page);
    const bar = page.getByTestId('category-bar').first();
    const first = bar.locator('li').first();
    expect(await first.locator('a').getAttribute('href')).toBe('/sports');
    expect(await first.getAttribute('aria-hidden')).toBeNull();
    await page.goto(`${origin('sportsbook1.localhost')}/`);
    await interactive(page);
    const rail = page.locator('aside nav a[href]').first();
    expect(await rail.getAttribute('href')).toBe('/sports');
    await ctx.close();
  });

  it('Russian and Nepali write numbers one way each: 12 345,67 and odds 1,85; Nepali with Latin digits in amounts and dates', async () => {
    const ctx = await browser.newContext({ viewport: PHONE });
    const { page, errors } = await openPage(ctx);
    await ctx.addCookies([
      { name: 'lang', value: 'RUS', url: origin('slot7-3.localhost') },
      { name: 'lang', value: 'NE', url: origin('sportsbook1-5.localhost') },
    ]);
    await apiSignIn(page, 'slot7-3.localhost');
    await page.goto(`${origin('slot7-3.localhost')}/sports`);
    await interactive(page);
    const balance = (await page.getByTestId('balance').first().textContent()) ?? '';
    expect(balance).toMatch(/\d,\d\d\b/);
    expect(balance).not.toMatch(/\d\.\d\d\b/);
    const odds = await page.getByTestId('live-matches').locator('.mr-result button.odds-btn').allTextContents();
    expect(odds.some((o) => /^\d+,\d+$/.test(o.trim()))).toBe(true);
    expect(odds.some((o) => /^\d+\.\d+$/.test(o.trim()))).toBe(false);

    await apiSignIn(page, 'sportsbook1-5.localhost');
    await page.goto(`${origin('sportsbook1-5.localhost')}/transaction-history`);
    await interactive(page);
    await page.getByTestId('balance').first().waitFor({ state: 'attached' });
    // After hydration, dates are drawn in the player's language: Latin digits, as the amounts.
    await page.waitForTimeout(300);
    const text = await page.locator('main').innerText();
    expect(text).toMatch(/[\u0900-\u097f]/);
    expect(text).not.toMatch(DEVANAGARI_DIGIT);
    expect((await page.getByTestId('balance').first().textContent()) ?? '').not.toMatch(DEVANAGARI_DIGIT);
    expect(errors).toEqual([]);
    await ctx.close();
  });

  it('cash-out: an offer keeps its seconds when taken by keyboard, and its end is announced', async () => {
    const ctx = await browser.newContext({ viewport: PHONE });
    const { page, errors } = await openPage(ctx);
    await apiSignIn(page, 'sportsbook4.localhost');
    const line = await page.evaluate(async () => {
      const odds = (await (await fetch('/api/home/public_odds?sport=football')).json()) as {
        value: { selection_id: string; bet_type: string; odds: number; status: string; event_status: string; start_time: string }[];
      };
      return odds.value.find(
        (l) => l.bet_type === '1X2' && l.status === 'open' && l.event_status === 'upcoming' && Date.parse(l.start_time) - Date.now() > 5 * 60_000,
      );
    });
    const a = line ? await placeSingleInPage<{ id: number; cashout_available?: boolean }>(page, line, 'better') : undefined;
    const placed = !a ? { error: 'no line' } : a.statusCode === 1 ? { id: a.bet.id, available: a.bet.cashout_available } : { error: a.message };
    expect(placed).toMatchObject({ available: true });
    const id = (placed as { id: number }).id;
    await page.goto(`${origin('sportsbook4.localhost')}/bet-history?view=sports&status=open`);
    await interactive(page);
    const bet = page.locator(`[data-bet-id="${id}"]`);
    await bet.getByTestId('cashout-button').focus();
    await page.keyboard.press('Enter');
    const countdown = bet.getByTestId('cashout-countdown');
    await countdown.waitFor();
    // Three seconds on, the offer still stands with most of its time.
    await page.waitForTimeout(3000);
    expect(await bet.getByTestId('cashout-offer').isVisible()).toBe(true);
    expect(Number(/(\d+)/.exec((await countdown.textContent()) ?? '')?.[1])).toBeGreaterThanOrEqual(5);
    // Left to run out, its end is said (a status), and a new offer is a key press away.
    await bet.getByTestId('cashout-expired').waitFor({ timeout: 12_000 });
    expect(await bet.getByTestId('cashout-expired').getAttribute('role')).toBe('status');
    expect(errors).toEqual([]);
    await ctx.close();
  });

  it('a new player on a phone finds the welcome offer in Russian and a deposit prompt that goes with the first deposit (and on a desktop)', async () => {
    const host = 'slot7-3.localhost';
    const ctx = await browser.newContext({ viewport: PHONE });
    const { page, errors } = await openPage(ctx);
    await ctx.addCookies([{ name: 'lang', value: 'RUS', url: origin(host) }]);
    await signUp(page, host);
    await page.goto(`${origin(host)}/inbox`);
    await interactive(page);
    expect(await page.locator('main').innerText()).toMatch(/Добро пожаловать на/);
    await page.goto(`${origin(host)}/`);
    await interactive(page);
    const prompt = page.getByTestId('first-deposit-prompt');
    await prompt.waitFor();
    expect(await prompt.innerText()).toMatch(/первый депозит/i);
    expect(await axe(page)).toEqual([]);
    await page.setViewportSize(DESKTOP);
    expect(await prompt.isVisible()).toBe(true);

    // A demo deposit: the prompt is gone.
    await prompt.getByTestId('first-deposit-link').click();
    await page.waitForURL(/\/deposit/);
    await interactive(page);
    const form = page.getByTestId('deposit-form');
    await form.locator('input[name=amount]').fill('500');
    await form.locator('input[name=method]').first().check();
    await form.locator('button[type=submit]').click();
    await page.waitForURL(/\/api\/payments\/demo\/pay/);
    // The provider's page speaks the player's language, with the language's numbers.
    expect(await page.locator('html').getAttribute('lang')).toBe('ru');
    expect(await page.locator('.amount').textContent()).toMatch(/500,00/);
    await page.getByRole('button', { name: 'Подтвердить оплату' }).click();
    await page.waitForURL(/\/deposit\?deposit=\d+/);
    await expect.poll(() => page.getByTestId('deposit-status').locator('[data-status]').getAttribute('data-status'), { timeout: 10_000 }).toBe('credited');
    await page.goto(`${origin(host)}/`);
    await interactive(page);
    await page.getByTestId('balance').first().waitFor();
    expect(await page.getByTestId('first-deposit-prompt').count()).toBe(0);
    expect(errors).toEqual([]);
    await ctx.close();
  });
});
