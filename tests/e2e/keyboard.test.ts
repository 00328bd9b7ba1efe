import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { interactive, launch, openPage, origin } from './browser.ts';
import { newPlayer, sendInbox } from '../api/helpers.ts';

/**
 * The keyboard-only journey: sign in, lobby, search, open and close a
 * game, deposit, claim a reward, the language and account menus, the partners dialog and the phone
 * menu drawer, on one template of each family, desktop and phone. Only keys (Tab, Shift+Tab, Enter,
 * Space, Escape, arrows, typing): no click, no focus() call. After each step the test checks where
 * focus is (role and accessible name of document.activeElement), never the body.
 */
const JOURNEYS = [
  { host: 'localhost', partners: true, note: 'casino1: centred header, bottom tabs, sign-in page' },
  { host: 'slot2.localhost', partners: true, note: 'slot2: left rail, phone drawer, login modal' },
  { host: 'sportsbook3-5.localhost', partners: true, note: 'sportsbook3: compact header, bottom tabs' },
  { host: 'sportsbook2.localhost', partners: false, note: 'sportsbook2: two-row header, phone drawer' },
  { host: 'slot7.localhost', partners: false, note: 'slot7: top bar, phone drawer' },
];
const VIEWPORTS = [
  { name: 'desktop', width: 1280, height: 900 },
  { name: 'phone', width: 390, height: 844 },
];

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

/** A new player on the host (the real sign-up flow) with a 5.00 reward in the inbox. */
async function freshPlayer(host: string) {
  const who = await newPlayer(host);
  const r = await sendInbox(host, who.account_id, { title: 'Keyboard bonus', body: '<p>For the journey.</p>', reward_amount: '5.00', expires_in_days: 7 });
  expect(r.json.statusCode, JSON.stringify(r.json)).toBe(1);
  return { account_id: who.account_id, password: 'Secret123' };
}

/** The focused element as a screen reader names it: role, accessible name (simplified), and where it is. */
function focused(page: Page) {
  return page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el || el === document.body || el === document.documentElement) return { role: 'body', name: '', testid: '', inDialog: false, inMenu: false };
    const IMPLICIT: Record<string, string> = { A: 'link', BUTTON: 'button', SELECT: 'combobox', TEXTAREA: 'textbox', IFRAME: 'iframe', MAIN: 'main' };
    const input = el as HTMLInputElement;
    const role =
      el.getAttribute('role') ??
      (/^H[1-6]$/.test(el.tagName)
        ? 'heading'
        : el.tagName === 'INPUT'
          ? (({ search: 'searchbox', radio: 'radio', checkbox: 'checkbox', submit: 'button', button: 'button' } as Record<string, string>)[input.type] ??
            'textbox')
          : (IMPLICIT[el.tagName] ?? el.tagName.toLowerCase()));
    const by = el.getAttribute('aria-labelledby');
    const name =
      el.getAttribute('aria-label') ??
      (by
        ? by
            .split(' ')
            .map((id) => document.getElementById(id)?.textContent ?? '')
            .join(' ')
        : null) ??
      (input.labels?.length ? [...input.labels].map((l) => l.textContent).join(' ') : null) ??
      (el.textContent || el.getAttribute('title') || '');
    return {
      role,
      name: name.replace(/\s+/g, ' ').trim(),
      testid: el.getAttribute('data-testid') ?? '',
      inDialog: !!el.closest('[role=dialog]'),
      inMenu: !!el.closest('[role=menu]'),
    };
  });
}
type Focus = Awaited<ReturnType<typeof focused>>;
const show = (f: Focus) => `${f.role} "${f.name.slice(0, 60)}"${f.testid ? ` [${f.testid}]` : ''}`;

/** Presses Tab (or Shift+Tab) until the focused element matches; fails after `max` presses. */
async function tabTo(page: Page, what: string, match: (f: Focus) => boolean, { back = false, max = 120 } = {}) {
  const seen: string[] = [];
  for (let i = 0; i < max; i++) {
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
    const f = await focused(page);
    if (match(f)) return f;
    seen.push(show(f));
  }
  throw new Error(
    `${what}: not reached in ${max} ${back ? 'Shift+Tab' : 'Tab'} presses at ${page.url()}; stops: ${(process.env.KB_DEBUG ? seen : seen.slice(0, 6)).join(' → ')} … ${seen.slice(-6).join(' → ')}`,
  );
}

/** Presses an arrow key in a menu until the focused item matches, each press waiting for focus to move. */
async function arrowTo(page: Page, what: string, match: (f: Focus) => boolean, key = 'ArrowDown', max = 15) {
  let f = await focused(page);
  for (let i = 0; i < max && !match(f); i++) {
    const before = show(f);
    await page.keyboard.press(key);
    await expect.poll(async () => show((f = await focused(page)))).not.toBe(before);
  }
  expect(match(f), `${what}: focus is on ${show(f)}`).toBe(true);
}

/** Waits until focus is where a step should leave it, and says where it was instead. */
async function focusIs(page: Page, step: string, match: (f: Focus) => boolean) {
  let last: Focus | null = null;
  try {
    await expect
      .poll(
        async () => {
          last = await focused(page);
          return match(last);
        },
        { timeout: 8000 },
      )
      .toBe(true);
  } catch {
    throw new Error(`${step}: focus is on ${last ? show(last) : '?'}`);
  }
  return last!;
}

const isHeading = (re: RegExp) => (f: Focus) => f.role === 'heading' && re.test(f.name);

async function journey(page: Page, host: string, phone: boolean, log: string[]) {
  const { account_id, password } = await freshPlayer(host);
  const step = (s: string, f: Focus) => log.push(`${s}: ${show(f)}`);

  // 1. Sign in: from the header's "Sign in", by keyboard.
  await page.goto(`${origin(host)}/`);
  await interactive(page);
  await tabTo(page, 'Sign in', (f) => f.testid === 'sign-in');
  await page.keyboard.press('Enter');
  // A page with a form (casino1, sportsbook3) or the login modal (slot5): focus on the heading or in the dialog.
  await focusIs(page, 'after "Sign in"', (f) => f.role === 'heading' || f.inDialog);
  // The modal's form loads on first use: like a player, wait for the fields instead of its skeleton
  // (on a busy machine the chunk can take longer than 120 Tab presses on the dialog's Close button).
  await page.getByRole('textbox', { name: /account id/i }).waitFor({ timeout: 15000 });
  await tabTo(page, 'Account ID', (f) => f.role === 'textbox' && /account id/i.test(f.name));
  await page.keyboard.type(account_id);
  await tabTo(page, 'Password', (f) => f.role === 'textbox' && /^password/i.test(f.name));
  await page.keyboard.type(password);
  await page.keyboard.press('Enter');
  await page.getByTestId(phone ? 'balance-phone' : 'balance').waitFor();
  await page.waitForURL((u) => u.pathname === '/');
  // The page's heading (after the sign-in page) or where the modal left it: never the body or a gone form.
  step('signed in', await focusIs(page, 'after signing in', (f) => f.role !== 'body' && !f.inDialog && f.role !== 'textbox'));

  // 2. The lobby: the Slots category, from the header's menu (the phone drawer on drawer templates).
  const drawer = phone && (await page.getByTestId('drawer-open').isVisible());
  if (drawer) {
    await tabTo(page, 'Open menu', (f) => f.testid === 'drawer-open', { back: true });
    await page.keyboard.press('Enter');
    step('drawer open', await focusIs(page, 'drawer open', (f) => f.inDialog));
    // Focus stays in the drawer.
    for (let i = 0; i < 25; i++) {
      await page.keyboard.press('Tab');
      expect((await focused(page)).inDialog, `Tab ${i + 1} left the drawer`).toBe(true);
    }
    await page.keyboard.press('Escape');
    step('drawer closed', await focusIs(page, 'drawer closed by Escape', (f) => f.testid === 'drawer-open'));
    await page.keyboard.press('Enter');
    await focusIs(page, 'drawer open again', (f) => f.inDialog);
    await tabTo(page, 'Slots in the drawer', (f) => f.role === 'link' && /^slots$/i.test(f.name));
  } else if (phone) {
    // The category strip under the header.
    await tabTo(page, 'Slots in the category strip', (f) => f.role === 'link' && /^slots$/i.test(f.name), { back: true });
  } else {
    await tabTo(page, 'Slots in the menu', (f) => f.role === 'link' && /^slots$/i.test(f.name), { back: true });
  }
  await page.keyboard.press('Enter');
  await page.waitForURL((u) => u.pathname === '/slots');
  step('lobby', await focusIs(page, 'lobby', isHeading(/^slots$/i)));
  await expect.poll(() => page.title()).toMatch(/^Slots \| /);

  // 3. Search.
  await tabTo(page, 'search', (f) => f.testid === 'game-search');
  await page.keyboard.type('dragon');
  await page.keyboard.press('Enter');
  await page.waitForURL((u) => u.searchParams.get('q') === 'dragon');
  // What the player sees: the grid narrowed to the search.
  await expect.poll(() => page.getByTestId('game-grid').getByTestId('game-card').first().textContent()).toMatch(/dragon/i);
  step('searched', await focusIs(page, 'search', (f) => f.testid === 'game-search'));

  // 4. Open a game and close it: focus goes in, Escape closes, focus and the search come back.
  const card = await tabTo(page, 'first game', (f) => f.role === 'link' && /dragon/i.test(f.name));
  await page.keyboard.press('Enter');
  await page.getByTestId('game-frame').waitFor();
  step('game open', await focusIs(page, 'game open', (f) => f.testid === 'game-iframe'));
  await page.keyboard.press('Escape');
  await page.getByTestId('game-frame').waitFor({ state: 'detached' });
  step('game closed', await focusIs(page, 'game closed', (f) => f.role === 'link' && f.name === card.name));
  expect(await page.getByTestId('game-search').inputValue()).toBe('dragon');

  // 5. The language menu: arrows move in it, Escape closes it and focus returns to its button.
  await tabTo(page, 'language', (f) => f.testid === 'language-switch', { back: true });
  await page.keyboard.press('Enter');
  step('language menu', await focusIs(page, 'language menu open', (f) => f.inMenu));
  await page.keyboard.press('ArrowDown');
  expect((await focused(page)).inMenu).toBe(true);
  await page.keyboard.press('Escape');
  step('language menu closed', await focusIs(page, 'language menu closed', (f) => f.testid === 'language-switch'));
  // Tab out of an open menu closes it (a menu button, not a modal).
  await page.keyboard.press('Enter');
  await focusIs(page, 'language menu open again', (f) => f.inMenu);
  await page.keyboard.press('Tab');
  await expect.poll(() => page.getByRole('menu').count()).toBe(0);
  expect((await focused(page)).role).not.toBe('body');

  // 6. The account menu, then the inbox and a reward claimed by keyboard.
  // The account menu's button comes after the language button.
  await tabTo(page, 'My account', (f) => /my account/i.test(f.name));
  await page.keyboard.press('Enter');
  step('account menu', await focusIs(page, 'account menu open', (f) => f.inMenu));
  await page.keyboard.press('Escape');
  await focusIs(page, 'account menu closed', (f) => /my account/i.test(f.name));
  await page.keyboard.press('Enter');
  await focusIs(page, 'account menu open again', (f) => f.inMenu);
  await arrowTo(page, 'Inbox in the account menu', (f) => f.inMenu && /^inbox/i.test(f.name));
  await page.keyboard.press('Enter');
  await page.waitForURL((u) => u.pathname === '/inbox');
  step('inbox', await focusIs(page, 'inbox', isHeading(/inbox/i)));
  await tabTo(page, 'Claim', (f) => f.testid === 'claim');
  await page.keyboard.press('Enter');
  await page
    .getByText(/reward claimed/i)
    .first()
    .waitFor();
  step('claimed', await focusIs(page, 'claimed', (f) => f.testid === 'reward-claimed'));
  // What says so is wholly on screen.
  const status = (await page.getByTestId('inbox-status').boundingBox())!;
  expect(status.x >= 0 && status.x + status.width <= page.viewportSize()!.width, `status at ${status.x}–${status.x + status.width}`).toBe(true);

  // 7. Deposit: the header's Deposit, the form by keyboard, the provider's page, back with the result.
  await tabTo(page, 'Deposit', (f) => f.role === 'link' && /^deposit/i.test(f.name), { back: true, max: 60 });
  await page.keyboard.press('Enter');
  await page.waitForURL((u) => u.pathname === '/deposit');
  step('deposit', await focusIs(page, 'deposit page', isHeading(/deposit/i)));
  await tabTo(page, 'amount', (f) => f.role === 'textbox' && /amount/i.test(f.name));
  await page.keyboard.type('500');
  await tabTo(page, 'a payment method', (f) => f.role === 'radio');
  await page.keyboard.press('Space');
  await tabTo(page, 'Continue to payment', (f) => f.role === 'button' && /continue to payment/i.test(f.name));
  await page.keyboard.press('Enter');
  await page.waitForURL(/\/api\/payments\/demo\/pay/);
  await tabTo(page, 'Confirm payment', (f) => f.role === 'button' && /confirm payment/i.test(f.name), { max: 20 });
  await page.keyboard.press('Enter');
  await page.waitForURL(/\/deposit\?deposit=\d+/);
  await page.getByTestId('deposit-status').waitFor();
  step('deposit result', await focusIs(page, 'back from the payment page', (f) => f.role !== 'body'));

  // 8. The partners dialog (below the page): opened and closed by keyboard, focus back on its button.
  // The partners arrive from the API after mount: give them time before deciding the operator has none.
  await page
    .getByTestId('partners-open')
    .waitFor({ timeout: 5000 })
    .catch(() => undefined);
  if (await page.getByTestId('partners-open').count()) {
    await tabTo(page, 'partners', (f) => f.testid === 'partners-open', { max: 150 });
    await page.keyboard.press('Enter');
    await page.getByTestId('partners-modal').waitFor();
    step('partners', await focusIs(page, 'partners open', (f) => f.inDialog));
    await page.keyboard.press('Escape');
    await page.getByTestId('partners-modal').waitFor({ state: 'detached' });
    step('partners closed', await focusIs(page, 'partners closed', (f) => f.testid === 'partners-open'));
  }
}

describe('keyboard-only journey', () => {
  for (const { host, note, partners } of JOURNEYS) {
    it(`${note}: desktop and phone`, async () => {
      for (const vp of VIEWPORTS) {
        const ctx = await browser.newContext({ viewport: { width: vp.width, height: vp.height } });
        const { page, errors } = await openPage(ctx);
        const log: string[] = [];
        try {
          await journey(page, host, vp.name === 'phone', log);
          // Every step ran: the drawer on a phone where there is one, the partners where the operator shows them.
          if (partners) expect(log.some((l) => l.startsWith('partners closed'))).toBe(true);
          if (vp.name === 'phone' && /slot2|sportsbook2|slot7/.test(host)) expect(log.some((l) => l.startsWith('drawer closed'))).toBe(true);
        } catch (e) {
          throw new Error(`${host} ${vp.name} after [${log.join('; ')}]: ${(e as Error).message}`);
        }
        if (process.env.KB_DEBUG) console.log(`${host} ${vp.name}\n  ${log.join('\n  ')}`);
        expect(log.length, log.join('\n')).toBeGreaterThanOrEqual(12);
        expect(errors, `${host} ${vp.name}`).toEqual([]);
        await ctx.close();
      }
    }, 180_000);
  }
});
