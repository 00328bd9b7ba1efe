import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OPS_KEY } from '../api/helpers.ts';
import { answerOverlays, axe, fetchAs, headerBalance, interactive, launch, openPage, origin, PORT } from './browser.ts';

// Operators of their own: other browser tests keep their balances to themselves.
const DESKTOP_HOST = 'sportsbook1.localhost';
const PHONE_HOST = 'sportsbook4.localhost';
let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

async function settle(event_id: string, home: number, away: number) {
  const res = await fetch(`http://localhost:${PORT}/api/ops/sports/settle`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-ops-key': OPS_KEY },
    body: JSON.stringify({ event_id, home, away, ht_home: Math.min(home, 1), ht_away: 0 }),
  });
  const json = (await res.json()) as { statusCode: number };
  expect(json.statusCode, JSON.stringify(json)).toBe(1);
}

/** The home-win buttons of the first upcoming football matches that are open. */
async function homeWinButtons(page: Page, n: number) {
  // A home win: the match result (1X2) or, in sports without a draw, the moneyline (the home board
  // lists 5 upcoming matches, not all of them football).
  const buttons = page.locator('[data-testid=upcoming-matches] button.odds-btn:is([data-selection$=":1X2::H"], [data-selection$=":ML::H"]):not([disabled])');
  await buttons.first().waitFor();
  const ids: string[] = [];
  for (const b of await buttons.all()) {
    const id = (await b.getAttribute('data-selection'))!;
    if (!ids.some((x) => x.split(':')[0] === id.split(':')[0])) ids.push(id);
    if (ids.length === n) break;
  }
  return ids;
}
/** Signs demo01 in through the API from the page (the sign-in form has tests of its own). */
async function apiSignIn(page: Page, host: string) {
  await page.goto(`${origin(host)}/about`);
  const answer = await page.evaluate(() =>
    fetch('/api/auth/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-session': 'cookie' },
      body: JSON.stringify({ domain_name: location.hostname, account_id: 'demo01', password: 'demo1234' }),
    }).then((r) => r.json() as Promise<{ statusCode: number; message: string }>),
  );
  expect(answer.statusCode, `${host}: ${answer.message}`).toBe(1);
}

const visible = (page: Page, testId: string) => page.locator(`[data-testid=${testId}]:visible`);

/** The balance as the API tells it (the phone header keeps it in the account menu). */
const balanceOf = (page: Page) =>
  page.evaluate(() =>
    fetch('/api/auth/get_balance', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-session': 'cookie' },
      body: JSON.stringify({ domain_name: location.hostname }),
    })
      .then((r) => r.json())
      .then((a: { game_balance: string }) => Number(a.game_balance)),
  );

/** Presses the slip's main button: "Accept changes" first when a price moved since it was picked, then "Place bet". */
async function placeFrom(slip: Locator) {
  for (let i = 0; i < 5; i++) {
    const accept = slip.getByTestId('accept-changes');
    if (await accept.isVisible()) await accept.click();
    const place = slip.getByTestId('place-bet');
    if ((await place.isVisible()) && (await place.isEnabled())) {
      await place.click();
      await expect
        .poll(
          () =>
            slip
              .getByTestId('slip-result')
              .textContent()
              .catch(() => ''),
          { timeout: 5000 },
        )
        .not.toBe('');
      if (/bet placed/i.test((await slip.getByTestId('slip-result').textContent()) ?? '')) return;
    }
    await slip.page().waitForTimeout(300);
  }
  throw new Error(`not placed: ${await slip.textContent()}`);
}

describe('sportsbook in the browser', () => {
  it('picks two prices, places a parlay, the balance drops; settled through the ops route it pays and history shows it', async () => {
    const ctx = await browser.newContext({ viewport: { width: 1366, height: 900 } });
    const { page, errors } = await openPage(ctx);
    await apiSignIn(page, DESKTOP_HOST);
    await page.goto(`${origin(DESKTOP_HOST)}/sports?sport=football`);
    await interactive(page);
    expect(await page.locator('h1').textContent()).toMatch(/football/i);
    const before = await headerBalance(page);

    const ids = await homeWinButtons(page, 2);
    expect(ids).toHaveLength(2);
    for (const id of ids) await page.locator(`button.odds-btn[data-selection="${id}"]`).first().click();
    const slip = visible(page, 'bet-slip');
    await expect.poll(() => slip.getByTestId('slip-item').count()).toBe(2);
    expect(await page.locator(`button.odds-btn[data-selection="${ids[0]}"]`).first().getAttribute('aria-pressed')).toBe('true');
    // Two matches: the slip offers the parlay; its odds are the product of the prices the player
    // accepted (a leg whose price moved since shows both until accepted).
    await slip.getByTestId('slip-mode-parlay').click();
    const seen = await page.evaluate(() => (JSON.parse(localStorage.getItem('slip')!).state.items as { seen: number }[]).map((i) => i.seen));
    expect(Number(await slip.getByTestId('parlay-odds').textContent())).toBeCloseTo(seen[0] * seen[1], 1);
    await slip
      .getByLabel(/parlay stake/i)
      .first()
      .fill('0.5');
    expect(await slip.locator('.text-danger').first().textContent()).toMatch(/lowest stake/i);
    await slip
      .getByLabel(/parlay stake/i)
      .first()
      .fill('10');
    expect(Number((await slip.getByTestId('potential-return').textContent())!.replace(/[^\d.]/g, ''))).toBeGreaterThan(10);
    await placeFrom(slip);
    await expect.poll(() => headerBalance(page), { timeout: 5000 }).toBeCloseTo(before - 10, 2);

    // The events end 2-0 for the home sides: the parlay wins, the balance rises live.
    for (const id of ids) await settle(id.split(':')[0], 2, 0);
    await expect.poll(() => headerBalance(page), { timeout: 10_000 }).toBeGreaterThan(before);
    // The result is said in the polite notice region, once.
    await page
      .getByText(/your bet won/i)
      .first()
      .waitFor({ timeout: 5000 });

    await page.goto(`${origin(DESKTOP_HOST)}/bet-history?view=sports`);
    const bet = page.locator('[data-testid=sport-bet]').first();
    await bet.waitFor();
    expect(await bet.textContent()).toMatch(/parlay/i);
    expect(await bet.textContent()).toMatch(/won/i);
    expect(await axe(page)).toEqual([]);
    expect(errors).toEqual([]);
    await ctx.close();
  });

  it('keeps the slip over a reload and a language switch, asks to accept moved prices, and remembers the odds format', async () => {
    const ctx = await browser.newContext({ viewport: { width: 1366, height: 900 } });
    const { page, errors } = await openPage(ctx);
    await page.goto(`${origin(DESKTOP_HOST)}/sports?sport=football`);
    await interactive(page);
    const [id] = await homeWinButtons(page, 1);
    await page.locator(`button.odds-btn[data-selection="${id}"]`).first().click();
    const slip = visible(page, 'bet-slip');
    await expect.poll(() => slip.getByTestId('slip-item').count()).toBe(1);
    // Signed out, the slip says how to bet.
    expect(await slip.getByRole('link', { name: /sign in to place bets/i }).count()).toBe(1);

    // The player saw a higher price than the current one: with "accept higher odds" the slip asks first.
    // Written before the next page's scripts run (once): a page that is open persists its slip on every
    // odds tick, which would overwrite an edit made while it runs.
    await apiSignIn(page, DESKTOP_HOST);
    await page.addInitScript(() => {
      if (location.pathname !== '/sports' || sessionStorage.getItem('test:seen-edited')) return;
      sessionStorage.setItem('test:seen-edited', '1');
      const stored = JSON.parse(localStorage.getItem('slip')!);
      stored.state.items[0].seen = stored.state.items[0].odds + 1;
      localStorage.setItem('slip', JSON.stringify(stored));
    });
    await page.goto(`${origin(DESKTOP_HOST)}/sports?sport=football`);
    await interactive(page);
    await expect.poll(() => visible(page, 'bet-slip').getByTestId('slip-item').count()).toBe(1);
    const accept = visible(page, 'bet-slip').getByTestId('accept-changes');
    await accept.waitFor();
    await accept.click();
    await visible(page, 'bet-slip').getByTestId('place-bet').waitFor();

    // Another language: the same slip, the teams in Chinese.
    await ctx.addCookies([{ name: 'lang', value: 'CN', url: origin(DESKTOP_HOST) }]);
    await page.reload();
    await interactive(page);
    await expect.poll(() => visible(page, 'bet-slip').getByTestId('slip-item').count()).toBe(1);
    await expect.poll(() => visible(page, 'bet-slip').getByTestId('slip-item').textContent()).toMatch(/[\u4e00-\u9fff]/);
    await ctx.addCookies([{ name: 'lang', value: 'EN', url: origin(DESKTOP_HOST) }]);

    // American odds, kept by a cookie for the next visit (rendered on the server).
    // The page shows the choice at once; the reload waits for the cookie's answer (a busy machine may take a while).
    const saved = page.waitForResponse((r) => r.request().method() === 'POST' && new URL(r.url()).pathname.startsWith('/actions/odds-format'));
    await page.getByTestId('odds-format').selectOption('american');
    await saved;
    const upcoming = page.locator('[data-testid=upcoming-matches] button.odds-btn[data-selection$=":1X2::H"]:not([disabled])').first();
    await expect.poll(() => upcoming.textContent()).toMatch(/^[+-]\d+$/);
    await page.reload();
    expect(await upcoming.textContent()).toMatch(/^[+-]\d+$/);

    // Kept on the account too: another device (no cookie) shows American odds once signed in.
    const other = await browser.newContext({ viewport: { width: 1366, height: 900 } });
    const device = await openPage(other);
    await apiSignIn(device.page, DESKTOP_HOST);
    await device.page.goto(`${origin(DESKTOP_HOST)}/sports?sport=football`);
    const there = device.page.locator('[data-testid=upcoming-matches] button.odds-btn[data-selection$=":1X2::H"]:not([disabled])').first();
    expect(await there.textContent()).toMatch(/^[+-]\d+$/);
    expect(await device.page.getByTestId('odds-format').inputValue()).toBe('american');
    // Back to decimal for the other tests of this operator's demo player.
    await interactive(device.page);
    await device.page.getByTestId('odds-format').selectOption('decimal');
    await expect.poll(() => there.textContent()).toMatch(/^\d+\.\d+$/);
    await expect
      .poll(() =>
        device.page.evaluate(() =>
          fetch('/api/sports/settings', {
            method: 'POST',
            headers: { 'content-type': 'application/json', 'x-session': 'cookie' },
            body: JSON.stringify({ domain_name: location.hostname }),
          }).then((r) => r.json().then((a: { odds_format: string | null }) => a.odds_format)),
        ),
      )
      .toBe('decimal');
    expect(device.errors).toEqual([]);
    await other.close();
    expect(errors).toEqual([]);
    await ctx.close();
  });

  it('opens a match with every market grouped; prices flash when they move; axe finds nothing serious', async () => {
    const ctx = await browser.newContext({ viewport: { width: 1366, height: 900 } });
    const { page, errors } = await openPage(ctx);
    await page.goto(`${origin(DESKTOP_HOST)}/sports?sport=football`);
    await interactive(page);
    expect(await axe(page)).toEqual([]);
    // Live matches re-price every 10 s: a button flashes, then stops flashing after 1.5 s.
    const flashing = await page.waitForSelector('button.odds-btn[data-move]', { timeout: 25_000 });
    const id = await flashing.getAttribute('data-selection');
    await expect.poll(() => page.locator(`button.odds-btn[data-selection="${id}"]`).first().getAttribute('data-move'), { timeout: 3000 }).toBeNull();
    // An upcoming match: a live one can end between the list and the click.
    await page.locator('[data-testid=upcoming-matches] li a').first().click();
    const view = page.getByTestId('match-view');
    await view.waitFor();
    expect(await view.locator('[data-market]').count()).toBeGreaterThan(5);
    expect(await axe(page)).toEqual([]);
    expect(errors).toEqual([]);
    await ctx.close();
  });

  it('on a phone: the slip is a bar above the tab bar; a parlay placed from it is settled and shown won in history; nothing floats over it', async () => {
    const ctx = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    const { page, errors } = await openPage(ctx);
    // The phone header shows no balance to wait for.
    await apiSignIn(page, PHONE_HOST);
    await page.goto(`${origin(PHONE_HOST)}/`);
    await interactive(page);
    const before = await balanceOf(page);
    // Nothing on the board widens the page (a phone would zoom out to fit it).
    expect(await page.evaluate(() => [innerWidth, document.documentElement.scrollWidth])).toEqual([390, 390]);
    const ids = await homeWinButtons(page, 2);
    expect(ids).toHaveLength(2);
    for (const id of ids) {
      // Centred first: the phone header hides while the page scrolls, which moves the target under the pointer.
      const pick = page.locator(`button.odds-btn[data-selection="${id}"]`).first();
      await pick.evaluate((el) => el.scrollIntoView({ block: 'center' }));
      await page.waitForTimeout(300);
      await pick.click();
    }
    const bar = page.getByTestId('slip-toggle');
    await bar.waitFor();
    // The floating buttons move above the bar (in the frames after it appears).
    const covering = async () => {
      const barBox = (await bar.boundingBox())!;
      const over: string[] = [];
      for (const f of await page.locator('[data-float]:visible').all()) {
        const b = await f.boundingBox();
        if (b && b.y + b.height > barBox.y + 1)
          over.push(`${await f.getAttribute('data-float')} ends at ${Math.round(b.y + b.height)}, the bar starts at ${Math.round(barBox.y)}`);
      }
      return over;
    };
    await expect.poll(covering, { timeout: 3000 }).toEqual([]);
    await bar.click();
    const panel = page.getByTestId('slip-bar');
    await expect.poll(() => panel.getByTestId('slip-item').count()).toBe(2);
    await panel.getByTestId('slip-mode-parlay').click();
    await panel
      .getByLabel(/parlay stake/i)
      .first()
      .fill('5');
    await placeFrom(panel);
    await expect.poll(() => balanceOf(page), { timeout: 5000 }).toBeCloseTo(before - 5, 2);
    expect(await axe(page)).toEqual([]);

    // Both matches end 1-0 for the home sides: the parlay wins and the balance rises.
    for (const id of ids) await settle(id.split(':')[0], 1, 0);
    await expect.poll(() => balanceOf(page), { timeout: 10_000 }).toBeGreaterThan(before);
    await page.goto(`${origin(PHONE_HOST)}/bet-history?view=sports`);
    await interactive(page);
    const bet = page.locator('[data-testid=sport-bet]').first();
    await bet.waitFor();
    expect(await bet.textContent()).toMatch(/parlay/i);
    expect(await bet.getByTestId('sport-bet-status').textContent()).toBe('Won');
    expect(await bet.getByTestId('sport-bet-leg').count()).toBe(2);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    expect(await axe(page)).toEqual([]);
    expect(errors).toEqual([]);
    await ctx.close();
  });
});

describe('/sports draws its first screens first', () => {
  it('the first HTML has 8 match rows; on a phone the rest arrive below the screen, nothing moves, every row ends up drawn', async () => {
    const html = (await fetchAs(DESKTOP_HOST, '/sports')).text;
    const total = [...html.matchAll(/data-rows="(\d+)"/g)].reduce((n, m) => n + Number(m[1]), 0);
    expect(total).toBeGreaterThan(8);
    expect((html.match(/class="match-row"/g) ?? []).length).toBe(8);
    const ctx = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const { page, errors } = await openPage(ctx);
    await page.addInitScript(() => {
      (window as unknown as { __shift: number }).__shift = 0;
      new PerformanceObserver((l) => {
        for (const e of l.getEntries() as unknown as { value: number; hadRecentInput: boolean }[])
          if (!e.hadRecentInput) (window as unknown as { __shift: number }).__shift += e.value;
      }).observe({ type: 'layout-shift', buffered: true });
    });
    await page.goto(`${origin(DESKTOP_HOST)}/sports`);
    await interactive(page);
    const rows = page.locator('li.match-row');
    const shown = Number(await page.locator('[data-rows]').evaluateAll((els) => els.reduce((n, e) => n + Number(e.getAttribute('data-rows')), 0)));
    await page.locator('[data-testid=upcoming-matches]').scrollIntoViewIfNeeded();
    await expect.poll(() => rows.count(), { timeout: 10_000 }).toBe(shown);
    // The last match can be picked like the first.
    const last = page.locator('[data-testid=upcoming-matches] button.odds-btn:not([disabled]):visible').last();
    await last.evaluate((b) => b.scrollIntoView({ block: 'center', behavior: 'instant' }));
    await last.click();
    await expect.poll(() => last.getAttribute('aria-pressed')).toBe('true');
    expect(await page.evaluate(() => (window as unknown as { __shift: number }).__shift)).toBeLessThan(0.01);
    expect(errors).toEqual([]);
    await ctx.close();
  });
});

describe('the sportsbook home: the upcoming matches after hydration', () => {
  const HOME = 'sportsbook3.localhost';
  const isBoardRequest = (u: URL) => u.pathname === '/home-board';
  const shiftObserver = () => {
    (window as unknown as { __shift: number }).__shift = 0;
    new PerformanceObserver((l) => {
      for (const e of l.getEntries() as unknown as { value: number; hadRecentInput: boolean }[])
        if (!e.hadRecentInput) (window as unknown as { __shift: number }).__shift += e.value;
    }).observe({ type: 'layout-shift', buffered: true });
  };

  /**
   * Picks the first open live price on screen, if any (each may be closed late in a match), and checks
   * it pressed. A live price can close between reading it and the click (the odds stream): only then
   * is another one tried; a click on a price that stayed open and did not pick it fails the test.
   */
  const pickOpenLivePrice = async (page: Page) => {
    for (let attempt = 0; attempt < 3; attempt++) {
      const open = page.locator('[data-testid=live-matches] button.odds-btn:not([disabled]):visible');
      if (!(await open.count())) return;
      const id = await open.first().getAttribute('data-selection');
      const price = page.locator(`[data-testid=live-matches] button.odds-btn[data-selection="${id}"]`).first();
      await price.click({ timeout: 3000 }).catch(() => {});
      const picked = await expect
        .poll(() => price.getAttribute('aria-pressed'), { timeout: 3000 })
        .toBe('true')
        .then(
          () => true,
          () => false,
        );
      if (picked) return;
      expect(await price.isDisabled(), `price ${id} stayed open but the click did not pick it`).toBe(true);
    }
    throw new Error('three live prices closed as they were clicked');
  };

  it('the first HTML is under 60 kB and its hydration data under 15 kB, with the upcoming matches as stand-ins', async () => {
    const html = (await fetchAs(HOME, '/')).text;
    expect(html.length).toBeLessThan(60 * 1024);
    const hydration = [...html.matchAll(/<script[^>]*>(window\.__reactRouterContext\.streamController\.enqueue[\s\S]*?)<\/script>/g)];
    expect(hydration.length).toBeGreaterThan(0);
    expect(hydration.reduce((n, m) => n + m[1].length, 0)).toBeLessThan(15 * 1024);
    const upcoming = html.slice(html.indexOf('data-testid="upcoming-matches"'));
    expect(upcoming.slice(0, upcoming.indexOf('</section>'))).toMatch(/class="match-ph"/);
    // The live matches are drawn, with their result prices.
    expect(html).toMatch(/data-testid="live-matches"[\s\S]*?<button type="button" class="odds-btn"/);
  });

  for (const [width, height] of [
    [390, 844],
    [1280, 900],
  ])
    it(`at ${width} px the stand-ins are the size of the rows while their request is held; a live price is picked right after hydration`, async () => {
      const ctx = await browser.newContext({ viewport: { width, height } });
      const { page, errors } = await openPage(ctx);
      await page.addInitScript(shiftObserver);
      let release = () => {};
      await page.route(isBoardRequest, async (route) => {
        await new Promise<void>((r) => (release = r));
        await route.continue();
      });
      await page.goto(`${origin(HOME)}/`);
      await interactive(page);
      // A price of the first HTML works at once, with the upcoming matches still on their way (a late
      // live match may have every price closed: then there is none to pick).
      await pickOpenLivePrice(page);
      if (width >= 1280) {
        // The handicap and total (drawn right after hydration) are there.
        expect(await page.locator('[data-testid=live-matches] button.odds-btn[data-selection*=":OU:"]:visible').count()).toBeGreaterThan(0);
      }
      const upcoming = page.getByTestId('upcoming-matches');
      await upcoming.scrollIntoViewIfNeeded();
      await page.waitForTimeout(600);
      expect(await upcoming.getAttribute('aria-busy')).toBe('true');
      const sizes = () =>
        upcoming.evaluate((e) =>
          [e.getBoundingClientRect().height, ...[...e.querySelectorAll('li')].map((li) => li.getBoundingClientRect().height)].map(Math.round).join(' '),
        );
      const before = await sizes();
      expect(await upcoming.locator('li').count()).toBe(Number(await upcoming.getAttribute('data-rows')));
      await page.evaluate(() => ((window as unknown as { __shift: number }).__shift = 0));
      release();
      await upcoming.locator('button.odds-btn').first().waitFor();
      expect(await upcoming.getAttribute('aria-busy')).toBeNull();
      expect(await upcoming.locator('.match-ph').count()).toBe(0);
      expect(await sizes()).toEqual(before);
      expect(await page.evaluate(() => (window as unknown as { __shift: number }).__shift)).toBeLessThan(0.005);
      // An upcoming price is picked like a live one.
      const next = upcoming.locator('button.odds-btn:not([disabled]):visible').first();
      await next.click();
      await expect.poll(() => next.getAttribute('aria-pressed')).toBe('true');
      expect(errors).toEqual([]);
      await ctx.close();
    });

  it('a home whose request for the upcoming matches fails keeps its stand-ins and its live prices, and asks again', async () => {
    const ctx = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const { page, errors } = await openPage(ctx);
    let asked = 0;
    await page.route(isBoardRequest, async (route) => {
      asked++;
      if (asked === 1) await route.abort('connectionreset');
      else await route.continue();
    });
    await page.goto(`${origin(HOME)}/`);
    await interactive(page);
    await expect.poll(() => asked).toBeGreaterThanOrEqual(1);
    const upcoming = page.getByTestId('upcoming-matches');
    // The page stays: its heading, the stand-ins, no error page; a live price still works.
    expect(await page.getByText('Something went wrong').count()).toBe(0);
    expect(await page.getByRole('heading', { level: 1 }).count()).toBe(1);
    expect(await upcoming.locator('.match-ph').count()).toBeGreaterThan(0);
    await pickOpenLivePrice(page);
    // The page asks again (after 2 s) and the matches arrive.
    await expect.poll(() => upcoming.locator('button.odds-btn').count(), { timeout: 15_000 }).toBeGreaterThan(0);
    expect(asked).toBe(2);
    expect(errors).toEqual([]);
    await ctx.close();
  });
});

describe('sportsbook pages in every palette', () => {
  it('home (the board), a match view and the sports bet history pass axe in the 5 palettes of sportsbook1–4', async () => {
    const found: string[] = [];
    for (const n of [1, 2, 3, 4]) {
      for (const c of [1, 2, 3, 4, 5]) {
        const host = `sportsbook${n}-${c}.localhost`;
        const ctx = await browser.newContext({ viewport: { width: 1366, height: 900 } });
        const { page, errors } = await openPage(ctx);
        await answerOverlays(page);
        await apiSignIn(page, host);
        await page.goto(`${origin(host)}/`);
        // A tap before the page's code has started is not this test's subject (it is lost on any server-drawn page).
        await interactive(page);
        // A selection on the slip, so the slip's controls are measured too: in the first match with an open price
        // (a suspended market's buttons are disabled), whose page is opened next.
        const row = page
          .locator('[data-testid=upcoming-matches] li')
          .filter({ has: page.locator('button.odds-btn:not([disabled])') })
          .first();
        await row.locator('button.odds-btn:not([disabled]):visible').first().click();
        await row.locator('button.odds-btn[aria-pressed=true]').first().waitFor();
        for (const v of await axe(page)) found.push(`${host} /: ${v.id} ${v.targets.join(', ')}`);
        const match = await row.locator('a').first().getAttribute('href');
        await page.goto(`${origin(host)}${match}`);
        await page.getByTestId('match-view').waitFor();
        // The pick made on the board shows pressed here once the slip is restored from storage.
        await page.locator('[data-testid=match-view] button.odds-btn[aria-pressed=true]').first().waitFor();
        for (const v of await axe(page)) found.push(`${host} match: ${v.id} ${v.targets.join(', ')}`);
        await page.goto(`${origin(host)}/bet-history?view=sports`);
        for (const v of await axe(page)) found.push(`${host} bet-history: ${v.id} ${v.targets.join(', ')}`);
        expect(errors, host).toEqual([]);
        await ctx.close();
      }
    }
    expect(found).toEqual([]);
  }, 360_000);
});
