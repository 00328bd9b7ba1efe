import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiSignIn, interactive, launch, openPage, origin } from './browser.ts';
import { newPlayer, sendInbox } from '../api/helpers.ts';

/**
 * Focus, announcements and the shell's bars on a phone and a desktop, by keyboard: the skip link,
 * a chat that keeps quiet until opened, an opened match or article named by the title and focus,
 * the sportsbook from a price to the slip's answer, the spin button, the header and the app bar at
 * large text and in long languages. casino1 (localhost), slot7 and sportsbook3; English, Russian,
 * Chinese and Nepali.
 */
const DESKTOP = { width: 1280, height: 900 };
const PHONE = { width: 390, height: 844 };

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

async function context(host: string, lang: string, viewport: { width: number; height: number }) {
  const ctx = await browser.newContext({ viewport });
  await ctx.addCookies([{ name: 'lang', value: lang, url: origin(host) }]);
  return ctx;
}

/** A new player on the host (the real sign-up flow) with a 5.00 reward in the inbox. */
async function freshPlayer(host: string) {
  const who = await newPlayer(host);
  const r = await sendInbox(host, who.account_id, { title: 'Slip money', body: '<p>For a bet.</p>', reward_amount: '5.00', expires_in_days: 7 });
  expect(r.json.statusCode, JSON.stringify(r.json)).toBe(1);
  return { account_id: who.account_id, password: 'Secret123' };
}

/** The focused element: its test id, tag, role, name, and whether it is in the page's main region. */
const focused = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    return {
      testid: el?.getAttribute('data-testid') ?? '',
      tag: el?.tagName.toLowerCase() ?? '',
      id: el?.id ?? '',
      role: el?.getAttribute('role') ?? '',
      pressed: el?.getAttribute('aria-pressed') ?? '',
      selection: el?.getAttribute('data-selection') ?? '',
      text: (el?.getAttribute('aria-label') ?? el?.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 80),
      href: el?.getAttribute('href') ?? '',
      inMain: !!el?.closest('#main'),
      upcoming: !!el?.closest('[data-testid=upcoming-matches]'),
      pageTitle: el?.hasAttribute('data-page-title') ?? false,
    };
  });
type Focus = Awaited<ReturnType<typeof focused>>;
const show = (f: Focus) => `${f.tag}${f.testid ? `[${f.testid}]` : ''} "${f.text.slice(0, 50)}"`;

async function tabTo(page: Page, what: string, match: (f: Focus) => boolean, max = 150, back = false) {
  const seen: string[] = [];
  for (let i = 1; i <= max; i++) {
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
    const f = await focused(page);
    if (match(f)) return i;
    seen.push(show(f));
  }
  throw new Error(`${what}: not reached in ${max} presses at ${page.url()}: … ${seen.slice(-5).join(' → ')}`);
}

async function focusIs(page: Page, step: string, match: (f: Focus) => boolean) {
  let last: Focus | null = null;
  try {
    await expect.poll(async () => match((last = await focused(page))), { timeout: 8000 }).toBe(true);
  } catch {
    throw new Error(`${step}: focus is on ${last ? show(last) : '?'}`);
  }
  return last!;
}

/** Where the focused control is against the bars fixed over the bottom of the screen (tab bar, slip bar). */
const underBottomBars = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement;
    if (!el || el === document.body || !el.closest('#main')) return null;
    const r = el.getBoundingClientRect();
    const top = Math.min(
      innerHeight,
      ...[...document.querySelectorAll('[data-testid=slip-bar], [data-sticky=bottom]')]
        .map((b) => b.getBoundingClientRect())
        .filter((b) => b.height > 0)
        .map((b) => b.top),
    );
    return r.bottom > top + 1 ? `${el.getAttribute('aria-label') ?? el.textContent} ends at ${Math.round(r.bottom)}, bars from ${Math.round(top)}` : '';
  });

describe('focus and announcements by keyboard', () => {
  it('the skip link puts focus in the main region; the chat greets only when opened; an opened match or article takes the title and focus', async () => {
    const CASES = [
      // `chat`: the demo operator runs the live chat.
      { host: 'localhost', lang: 'EN', vp: DESKTOP, chat: true },
      { host: 'slot7.localhost', lang: 'RUS', vp: PHONE, chat: false },
      { host: 'slot7.localhost', lang: 'EN', vp: DESKTOP, chat: false },
      { host: 'sportsbook3.localhost', lang: 'CN', vp: PHONE, chat: true },
      { host: 'sportsbook3.localhost', lang: 'NE', vp: DESKTOP, chat: false },
    ];
    for (const { host, lang, vp, chat: chats } of CASES) {
      const where = `${host} ${lang} ${vp.width}`;
      const ctx = await context(host, lang, vp);
      const { page, errors } = await openPage(ctx);
      await page.goto(`${origin(host)}/`);
      await interactive(page);

      // The skip link: the first Tab, then Enter leaves focus on main, and the next Tab in it.
      await page.keyboard.press('Tab');
      expect((await focused(page)).href, where).toBe('#main');
      await page.keyboard.press('Enter');
      await focusIs(page, `${where} skip link`, (f) => f.id === 'main');
      await page.keyboard.press('Tab');
      expect((await focused(page)).inMain, `${where}: Tab after the skip link`).toBe(true);

      // The operator's chat: its greeting is nowhere in the page until the player opens it.
      if (chats) {
        const chat = page.getByTestId('live-chat');
        await chat.waitFor({ timeout: 15_000 });
        expect(await page.locator('#demo-chat-panel [aria-live]').textContent(), `${where}: the closed chat's live log`).toBe('');
        await chat.focus();
        await page.keyboard.press('Enter');
        await expect.poll(() => page.locator('#demo-chat-panel [aria-live]').textContent()).not.toBe('');
      }

      // An opened match: its teams lead the title, focus on its own title.
      await page.goto(`${origin(host)}/sports`);
      await interactive(page);
      const before = await page.title();
      const match = page.locator('#main a[href*="event="]').first();
      await match.focus();
      await page.keyboard.press('Enter');
      await page.waitForURL((u) => u.searchParams.has('event'));
      const f = await focusIs(page, `${where} match opened`, (x) => x.pageTitle);
      const teams = await page.locator('#match-title span').allTextContents();
      expect(teams.length, where).toBe(2);
      await expect.poll(() => page.title(), { message: where }).toBe(`${teams[0]} – ${teams[1]} | ${before}`);
      expect(f.text).toContain(teams[0]);

      // An article: its title and focus on its heading.
      await page.goto(`${origin(host)}/news`);
      await interactive(page);
      await page.locator('#main a[href*="article="]').first().focus();
      await page.keyboard.press('Enter');
      await page.waitForURL((u) => u.searchParams.has('article'));
      const h = await focusIs(page, `${where} article opened`, (x) => x.tag === 'h1');
      expect(await page.title(), where).toContain(h.text);

      expect(errors, where).toEqual([]);
      await ctx.close();
    }
  });

  it('the demo operators title the VIP page "VIP"', async () => {
    const ctx = await context('slot7.localhost', 'EN', DESKTOP);
    const { page } = await openPage(ctx);
    await page.goto(`${origin('slot7.localhost')}/vip`);
    expect(await page.title()).toMatch(/^VIP \| /);
    await ctx.close();
  });

  for (const { host, lang, vp } of [
    { host: 'sportsbook3.localhost', lang: 'EN', vp: DESKTOP },
    { host: 'sportsbook3.localhost', lang: 'RUS', vp: PHONE },
    { host: 'localhost', lang: 'NE', vp: PHONE },
    { host: 'slot7.localhost', lang: 'EN', vp: DESKTOP },
    { host: 'slot7.localhost', lang: 'RUS', vp: PHONE },
  ]) {
    const where = `${host} ${lang} ${vp.width}`;
    it(`${where}: claim, a favourite, spin, then a price, "Go to bet slip", the stake, Place bet and its answer, by keyboard`, async () => {
      const { account_id, password } = await freshPlayer(host);
      const ctx: BrowserContext = await context(host, lang, vp);
      const { page, errors } = await openPage(ctx);
      await apiSignIn(page, host, account_id, password);

      // The reward that pays the stake.
      await page.goto(`${origin(host)}/inbox`);
      await interactive(page);
      await tabTo(page, 'Claim', (f) => f.testid === 'claim');
      await page.keyboard.press('Enter');
      await focusIs(page, 'claimed', (f) => f.testid === 'reward-claimed');

      // A favourite: the heart says it is pressed and keeps focus.
      await page.goto(`${origin(host)}/slots`);
      await interactive(page);
      await tabTo(page, 'a heart', (f) => f.testid === 'fav-button' && f.pressed === 'false');
      const heart = await focused(page);
      await page.keyboard.press('Enter');
      await focusIs(page, 'favourite added', (f) => f.testid === 'fav-button' && f.pressed === 'true' && f.text !== heart.text);

      // The free spin: the button keeps focus while the wheel turns and after; the result is said.
      if (vp === PHONE) {
        await page.goto(`${origin(host)}/spin`);
        await interactive(page);
        await tabTo(page, 'Spin', (f) => f.testid === 'spin-free');
        await page.keyboard.press('Enter');
        await expect.poll(() => page.getByTestId('wheel').getAttribute('data-spinning')).toBe('true');
        expect((await focused(page)).testid, 'while spinning').toBe('spin-free');
        await expect.poll(() => page.getByTestId('spin-result').textContent(), { timeout: 15_000 }).not.toBe('');
        expect((await focused(page)).testid, 'after the spin').toBe('spin-free');
      }

      // A price picked by keyboard, then one Tab to "Go to bet slip", Enter to the pick's stake.
      await page.goto(`${origin(host)}/sports`);
      await interactive(page);
      // A match still to come (a live market can close between the press and the bet).
      await tabTo(page, 'a price', (f) => f.pressed === 'false' && f.upcoming && /\d/.test(f.text), 300);
      const price = await focused(page);
      await page.keyboard.press('Enter');
      await expect.poll(async () => (await focused(page)).pressed).toBe('true');
      await page.keyboard.press('Tab');
      expect(show(await focused(page))).toMatch(/go-to-slip/);
      // Seen while it has focus: wholly on screen, under the header.
      const shown = (await page.getByTestId('go-to-slip-shown').boundingBox())!;
      expect(shown.y >= 0 && shown.x >= 0 && shown.x + shown.width <= vp.width && shown.height > 20, JSON.stringify(shown)).toBe(true);
      await page.keyboard.press('Enter');
      await focusIs(page, 'Go to bet slip', (f) => f.testid === 'stake-input');
      const stake = page.locator('[data-testid=stake-input]:focus');
      expect(await stake.isVisible()).toBe(true);
      // The stake of the price just picked.
      expect(await stake.evaluate((el) => el.closest('[data-selection]')?.getAttribute('data-selection')), where).toBe(price.selection);
      await page.keyboard.type('1');
      // Live prices move: "Accept any odds" (the next choice in the policy's list) places at the price of the moment.
      await tabTo(page, 'the odds policy', (f) => f.tag === 'select', 6);
      await page.keyboard.press('ArrowDown');
      expect(await page.evaluate(() => (document.activeElement as HTMLSelectElement).value)).toBe('any');
      await tabTo(page, 'Place bet', (f) => f.testid === 'place-bet', 6);
      await page.keyboard.press('Enter');
      // The answer takes focus and sits in a live region.
      const result = await focusIs(page, 'placed', (f) => f.testid === 'slip-result');
      expect(result.role, `${where}: ${result.text}`).toBe('status');
      expect(result.text, where).not.toBe('');

      // A match opened from the board by keyboard: focus on its title.
      await page.goto(`${origin(host)}/sports`);
      await interactive(page);
      if (vp === PHONE) {
        // With a pick on the slip its bar shows: Tab down the board never leaves focus under it.
        await tabTo(page, 'a price', (f) => f.pressed === 'false' && f.upcoming && /\d/.test(f.text), 300);
        await page.keyboard.press('Enter');
        await page.getByTestId('slip-bar').waitFor();
        const hidden: string[] = [];
        for (let i = 0; i < 30; i++) {
          await page.keyboard.press('Tab');
          const under = await underBottomBars(page);
          if (under) hidden.push(under);
        }
        expect(hidden, where).toEqual([]);
        await page.goto(`${origin(host)}/sports`);
        await interactive(page);
      }
      await tabTo(page, 'a match', (f) => f.inMain && /event=/.test(f.href));
      await page.keyboard.press('Enter');
      await focusIs(page, 'match', (f) => f.pageTitle);
      expect(errors, where).toEqual([]);
      await ctx.close();
    }, 90_000);
  }
});

/** Text at 200 %: every rem-sized length doubles, as the browser's text size setting does. */
const BIG = 'html { font-size: 200% !important; }';
const settled = (page: Page) => page.evaluate(() => document.fonts.ready.then(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)))));

/** Pairs of the header's mark and controls whose boxes overlap (the balance over the logo). */
const headerOverlaps = (page: Page) =>
  page.evaluate(() => {
    const header = document.querySelector('header')!;
    const parts = [header.querySelector('a.site-logo > :first-child'), ...header.querySelectorAll(':is(a, button):not(nav *, a.site-logo)')].filter(
      (e): e is Element => !!e && e.getBoundingClientRect().width > 1,
    );
    const name = (e: Element) =>
      `${e.getAttribute('data-testid') ?? e.tagName.toLowerCase()} "${(e.getAttribute('aria-label') ?? e.textContent ?? '').slice(0, 30)}"`;
    const over: string[] = [];
    for (const [i, a] of parts.entries())
      for (const b of parts.slice(i + 1)) {
        if (a.contains(b) || b.contains(a)) continue;
        const p = a.getBoundingClientRect();
        const q = b.getBoundingClientRect();
        if (Math.min(p.right, q.right) - Math.max(p.left, q.left) > 1 && Math.min(p.bottom, q.bottom) - Math.max(p.top, q.top) > 1)
          over.push(`${name(a)} over ${name(b)}`);
      }
    return over;
  });

/** Board team names (of the rows on screen) whose first word is not shown whole ("К…", or clipped). */
const cutTeamNames = (page: Page) =>
  page.evaluate(() => {
    const names = [...document.querySelectorAll('.mr-teams a > span:not(:last-child)')].filter((e) => {
      const r = e.getBoundingClientRect();
      return r.width > 0 && r.top >= 0 && r.bottom <= innerHeight;
    });
    const cut = names.flatMap((el) => {
      const text = el.firstChild!;
      const word = (text.textContent ?? '').split(' ')[0];
      const range = document.createRange();
      range.setStart(text, 0);
      range.setEnd(text, word.length);
      const box = el.getBoundingClientRect();
      const rects = [...range.getClientRects()];
      const whole = rects.length === 1 && rects[0].right <= box.right + 1 && rects[0].bottom <= box.bottom + 1;
      return whole ? [] : [`"${word}" in ${Math.round(box.width)} px`];
    });
    return { seen: names.length, cut };
  });

describe('the shell on small screens', () => {
  it('at 320 px and 200 % text the header scrolls away instead of holding more than a quarter of the screen; the balance never covers the logo; team names show their first word', async () => {
    for (const host of ['localhost', 'slot7.localhost', 'sportsbook3.localhost']) {
      const ctx = await context(host, 'RUS', { width: 320, height: 720 });
      const { page } = await openPage(ctx);
      await apiSignIn(page, host);
      await page.goto(`${origin(host)}/sports`);
      await interactive(page);
      await page.addStyleTag({ content: BIG });
      await settled(page);
      await page.getByTestId('balance-phone').waitFor();
      expect(await headerOverlaps(page), host).toEqual([]);
      // The board's first rows: the names take the row's width, on up to two lines.
      await page.locator('.match-row').first().scrollIntoViewIfNeeded();
      await settled(page);
      const teams = await cutTeamNames(page);
      expect(teams.seen, `${host}: team names on screen`).toBeGreaterThan(0);
      expect(teams.cut, host).toEqual([]);
      await page.mouse.wheel(0, 1500);
      await settled(page);
      const covered = await page.evaluate(() =>
        Math.max(
          0,
          ...[...document.querySelectorAll('header')].map(
            (h) => Math.min(innerHeight, h.getBoundingClientRect().bottom) - Math.max(0, h.getBoundingClientRect().top),
          ),
        ),
      );
      expect(covered, `${host}: the header covers ${covered} of 720 px after scrolling`).toBeLessThanOrEqual(180);
      await ctx.close();
    }
  });

  it('on a 390 px phone the app bar keeps one line and the site name is shown whole or only read, in long and short languages', async () => {
    const seen: string[] = [];
    const CASES: [string, string[]][] = [
      ['localhost', ['EN', 'RUS', 'NE']],
      ['slot7.localhost', ['RUS', 'CN']],
      ['sportsbook3.localhost', ['RUS', 'NE']],
    ];
    for (const [host, langs] of CASES)
      for (const lang of langs) {
        const ctx = await context(host, lang, PHONE);
        const { page } = await openPage(ctx);
        await page.goto(`${origin(host)}/`);
        await interactive(page);
        await settled(page);
        const where = `${host} ${lang}`;
        const bar = page.getByTestId('download-bar');
        if (await bar.count()) {
          const lines = await bar.evaluate((b) => {
            const shown = [...b.children].map((c) => c.getBoundingClientRect()).filter((r) => r.width > 1);
            const middles = shown.map((r) => r.top + r.height / 2);
            const words = [...b.querySelectorAll('span, a')].filter((c) => c.getBoundingClientRect().width > 1);
            return { spread: Math.max(...middles) - Math.min(...middles), tallest: Math.max(...words.map((w) => w.getBoundingClientRect().height)) };
          });
          expect(lines.spread, `${where}: the app bar's parts are not on one row`).toBeLessThanOrEqual(4);
          expect(lines.tallest, `${where}: the app bar's text is one line`).toBeLessThanOrEqual(40);
        }
        const name = page.locator('header a.site-logo span').last();
        const box = await name.evaluate((el) => ({
          read: getComputedStyle(el).position === 'absolute' && el.getBoundingClientRect().width <= 1,
          cutX: el.scrollWidth > el.clientWidth + 1,
          cutY: el.scrollHeight > el.clientHeight + 1,
          text: el.textContent,
        }));
        seen.push(`${where}: ${box.read ? 'read' : 'shown'}`);
        if (!box.read) expect(box.cutX || box.cutY, `${where}: "${box.text}" is cut`).toBe(false);
        await ctx.close();
      }
    expect(
      seen.some((s) => s.endsWith('shown')),
      seen.join('; '),
    ).toBe(true);
  });
});
