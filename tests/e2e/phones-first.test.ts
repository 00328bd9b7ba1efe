import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fetchAs, interactive, launch, openPage, origin } from './browser.ts';

/** As a player sees it: the items a browser can check one by one (the sweep checks every page). */
let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

async function apiSignIn(page: Page, host = 'localhost') {
  await page.goto(`${origin(host)}/about`);
  const a = await page.evaluate(
    (h) =>
      fetch('/api/auth/login', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-session': 'cookie' },
        body: JSON.stringify({ domain_name: h, account_id: 'demo01', password: 'demo1234' }),
      }).then((r) => r.json() as Promise<{ statusCode: number }>),
    host,
  );
  expect(a.statusCode).toBe(1);
}

describe('phones first: floating buttons, search, sign-up', () => {
  it('the maintenance site answers 503 with Retry-After and still shows its page', async () => {
    for (const path of ['/', '/slots', '/login']) {
      const r = await fetchAs('maintenance.localhost', path);
      expect(r.status, path).toBe(503);
      expect(Number(r.headers['retry-after']), path).toBeGreaterThanOrEqual(60);
      expect(r.text).toContain('data-testid="maintenance"');
    }
  });

  it('/login and /register send a signed-in player home, or back where ?redirect= says', async () => {
    const ctx = await browser.newContext();
    const { page, errors } = await openPage(ctx);
    await apiSignIn(page);
    await page.goto(`${origin()}/login`);
    expect(new URL(page.url()).pathname).toBe('/');
    await page.goto(`${origin()}/register`);
    expect(new URL(page.url()).pathname).toBe('/');
    await page.goto(`${origin()}/login?redirect=%2Fdeposit`);
    expect(new URL(page.url()).pathname).toBe('/deposit');
    // Never to another site.
    await page.goto(`${origin()}/login?redirect=%2F%2Fevil.example`);
    expect(new URL(page.url()).host).toBe(new URL(origin()).host);
    expect(errors).toEqual([]);
    await ctx.close();
  });

  it('/login on a modal template keeps what the player types right after the page loads', async () => {
    const ctx = await browser.newContext();
    const { page, errors } = await openPage(ctx);
    await page.goto(`${origin('slot2.localhost')}/login`);
    // The server sends /login to the home page, whose sign-in modal opens after about a second.
    await interactive(page);
    const modal = page.locator('#loginmodal');
    await modal.waitFor({ timeout: 5000 });
    const id = modal.getByLabel(/account id/i);
    await id.fill('demo01');
    await page.waitForTimeout(1200);
    expect(await id.inputValue()).toBe('demo01');
    expect(new URL(page.url()).pathname).toBe('/');
    expect(errors).toEqual([]);
    await ctx.close();
  });

  it('sign-up asks for 18+ and the terms, with the error next to the box; rules sit under their fields', async () => {
    const ctx = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const { page, errors } = await openPage(ctx);
    await page.goto(`${origin()}/register`);
    await interactive(page);
    const form = page.getByTestId('register-form');
    await form.getByLabel('Account ID').fill('newplayer1');
    await form.getByLabel(/^Password$/).fill('Secret123');
    await form.getByLabel('Confirm password').fill('Secret123');
    await form.getByLabel('Phone number').fill('+639171234567');
    await form.getByRole('button', { name: 'Send code' }).click();
    const err = page.getByTestId('error-accept_terms');
    await expect.poll(() => err.isVisible()).toBe(true);
    expect(await page.getByTestId('accept-terms').getAttribute('aria-invalid')).toBe('true');
    // Each rule right under its own field.
    const below = async (label: string, rule: number) => {
      const f = (await form.getByLabel(label, { exact: true }).boundingBox())!;
      const r = (await page.getByTestId('rules').nth(rule).boundingBox())!;
      return r.y > f.y && r.y - (f.y + f.height) < 40;
    };
    expect(await below('Account ID', 0)).toBe(true);
    expect(await below('Password', 1)).toBe(true);
    expect(await below('Phone number', 2)).toBe(true);
    // The button stays inside the form on a phone.
    const fb = (await form.boundingBox())!;
    const bb = (await form.getByRole('button', { name: 'Send code' }).boundingBox())!;
    expect(bb.x >= fb.x - 1 && bb.x + bb.width <= fb.x + fb.width + 1).toBe(true);
    expect(errors).toEqual([]);
    await ctx.close();
  });

  it('the floating buttons step aside from the deposit button and hide while a field has focus on a phone', async () => {
    const ctx = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    const { page, errors } = await openPage(ctx);
    await apiSignIn(page);
    await page.goto(`${origin()}/deposit`);
    await interactive(page);
    const amount = page.locator('#main input[inputmode="decimal"], #main input[name="amount"]').first();
    await amount.waitFor();
    await amount.focus();
    await expect.poll(() => page.evaluate(() => document.body.hasAttribute('data-form-focus'))).toBe(true);
    for (const f of await page.locator('[data-float]').all()) expect(await f.isVisible()).toBe(false);
    await amount.blur();
    // Wherever the page is scrolled, no floating button sits over the main button.
    const submit = page.locator('#main form button[type=submit]').first();
    for (const to of ['start', 'center', 'end'] as const) {
      await submit.evaluate((b, block) => b.scrollIntoView({ block }), to);
      await page.waitForTimeout(300);
      const covered = await submit.evaluate((b) => {
        const r = b.getBoundingClientRect();
        const top = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
        return !!top && !b.contains(top) && !!top.closest('[data-float]');
      });
      expect(covered, to).toBe(false);
    }
    expect(errors).toEqual([]);
    await ctx.close();
  });

  it("a field that has focus before the float guard's code arrives still hides the floating buttons", async () => {
    const ctx = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    const { page, errors } = await openPage(ctx);
    await apiSignIn(page);
    // The watcher's chunk loads after hydration: hold it until a field already has focus.
    let release = () => {};
    const held = new Promise<void>((r) => (release = r));
    let asked = false;
    await page.route(/\/assets\/float-guard-watch-[\w-]+\.js$/, async (route) => {
      asked = true;
      await held;
      await route.continue();
    });
    await page.goto(`${origin()}/deposit`);
    await interactive(page);
    await expect.poll(() => asked).toBe(true);
    const amount = page.locator('#main input[inputmode="decimal"], #main input[name="amount"]').first();
    await amount.focus();
    expect(await page.evaluate(() => document.body.hasAttribute('data-form-focus'))).toBe(false);
    release();
    await expect.poll(() => page.evaluate(() => document.body.hasAttribute('data-form-focus'))).toBe(true);
    for (const f of await page.locator('[data-float]').all()) expect(await f.isVisible()).toBe(false);
    expect(errors).toEqual([]);
    await ctx.close();
  });

  it('the demo chat answers in the page language', async () => {
    const ctx = await browser.newContext();
    await ctx.addCookies([{ name: 'lang', value: 'RUS', url: origin() }]);
    const { page, errors } = await openPage(ctx);
    await page.goto(`${origin()}/about`);
    await interactive(page);
    await page.getByTestId('live-chat').click();
    const panel = page.locator('#demo-chat-panel');
    await panel.waitFor();
    expect(await panel.getAttribute('aria-label')).toBe('Поддержка');
    await panel.locator('input').fill('Привет');
    await panel.locator('input').press('Enter');
    await panel.locator('[data-agent]').waitFor({ timeout: 5000 });
    expect(await panel.locator('[data-agent]').textContent()).toContain('Спасибо');
    expect(errors).toEqual([]);
    await ctx.close();
  });
  it('guests on a phone get Register beside Sign in in the header, inside the screen', async () => {
    for (const host of ['localhost', 'slot2-2.localhost']) {
      const ctx = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
      await ctx.addCookies([{ name: 'lang', value: 'RUS', url: origin(host) }]);
      const { page, errors } = await openPage(ctx);
      await page.goto(`${origin(host)}/about`);
      await interactive(page);
      const reg = page.locator('header').getByTestId('register');
      expect(await reg.isVisible(), host).toBe(true);
      const box = (await reg.boundingBox())!;
      expect(box.x >= 0 && box.x + box.width <= 390, host).toBe(true);
      expect(errors).toEqual([]);
      await ctx.close();
    }
  });

  it('the language menu shows 中文 and नेपाली in their own fonts while the page is in English', async () => {
    const ctx = await browser.newContext();
    const { page, errors } = await openPage(ctx);
    await page.goto(`${origin()}/about`);
    await interactive(page);
    await page.getByTestId('language-switch').click();
    const zh = page.locator('[data-lang="CN"] span');
    await zh.waitFor();
    expect(await zh.textContent()).toBe('中文');
    // The fonts' faces are there and the ones for these letters arrive (no boxes on a system without them).
    const loaded = (family: string, text: string) =>
      page.evaluate(
        async ([f, t]) => {
          await document.fonts.load(`16px "${f}"`, t);
          return [...document.fonts].some((face) => face.family.replace(/"/g, '') === f && face.status === 'loaded');
        },
        [family, text],
      );
    await expect.poll(() => loaded('Noto Sans SC', '中文'), { timeout: 10_000 }).toBe(true);
    await expect.poll(() => loaded('Noto Sans Devanagari', 'नेपाली'), { timeout: 10_000 }).toBe(true);
    expect(await zh.evaluate((e) => getComputedStyle(e).fontFamily)).toMatch(/^"?Noto Sans SC/);
    expect(await page.locator('[data-lang="NE"] span').evaluate((e) => getComputedStyle(e).fontFamily)).toMatch(/^"?Noto Sans Devanagari/);
    expect(errors).toEqual([]);
    await ctx.close();
  });

  it('on a desktop the chat button steps aside from a small link that came under it without a scroll or a new node', async () => {
    const ctx = await browser.newContext({ viewport: { width: 1366, height: 900 } });
    const { page, errors } = await openPage(ctx);
    await page.goto(`${origin()}/about`);
    await interactive(page);
    const chat = page.getByTestId('live-chat');
    await chat.waitFor();
    await page.evaluate(() => {
      const a = document.createElement('a');
      a.href = '#probe';
      a.id = 'probe';
      a.textContent = 'See all';
      Object.assign(a.style, { position: 'fixed', left: '8px', top: '8px', fontSize: '12px', lineHeight: '16px', zIndex: '1' });
      document.getElementById('main')!.append(a);
    });
    await expect.poll(() => chat.getAttribute('data-aside')).toBeNull();
    // A style change only (no scroll, no node added): the link's box lies between the button's middle and its corners.
    await page.evaluate(() => {
      const b = document.querySelector('[data-testid="live-chat"]')!.getBoundingClientRect();
      const a = document.getElementById('probe')!;
      a.style.left = `${b.left + b.width * 0.25}px`;
      a.style.top = `${b.top + 7}px`;
    });
    await expect.poll(() => chat.getAttribute('data-aside'), { timeout: 3000 }).toBe('right');
    // The link moves away again: the button comes back.
    await page.evaluate(() => Object.assign(document.getElementById('probe')!.style, { left: '8px', top: '8px' }));
    await expect.poll(() => chat.getAttribute('data-aside'), { timeout: 3000 }).toBeNull();
    expect(errors).toEqual([]);
    await ctx.close();
  });
  it('the referral terms read in the page language, with the operator reward and minimum formatted', async () => {
    for (const [lang, words] of [
      ['RUS', /Ваш друг должен быть новым игроком .+ 100,00 PHP.+500,00 PHP/s],
      ['NE', /तपाईंको साथी .+ 500\.00 PHP/s],
    ] as const) {
      const r = await fetchAs('localhost', '/referral', { cookie: `lang=${lang}` });
      const terms = r.text.slice(r.text.indexOf('data-testid="referral-terms"'));
      expect(terms.slice(0, 2000), lang).toMatch(words);
      expect(terms.slice(0, 2000), lang).not.toMatch(/Your friend|Rewards not claimed/);
    }
  });
  it('the header search finds a game of any category and opens its lobby filtered to it, on a phone', async () => {
    const ctx = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    await ctx.addCookies([{ name: 'lang', value: 'RUS', url: origin() }]);
    const { page, errors } = await openPage(ctx);
    await page.goto(`${origin()}/about`);
    await interactive(page);
    const name = await page.evaluate(() =>
      fetch('/api/product/games', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ domain_name: 'localhost', game_type: 'fish' }),
      })
        .then((r) => r.json() as Promise<{ value: [string, string, string][] }>)
        .then((a) => a.value[0][2]),
    );
    await page.getByTestId('site-search-open').click();
    const dialog = page.getByTestId('site-search');
    // It opens whole (its body loads with it), with focus in the search field.
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('type'))).toBe('search');
    await dialog.getByLabel('Название игры').fill(name.slice(0, 6));
    const hit = dialog
      .getByTestId('site-search-results')
      .getByRole('link', { name: new RegExp(name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')) })
      .first();
    await hit.waitFor();
    await hit.click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/fishing');
    expect(new URL(page.url()).searchParams.get('q')).toBe(name);
    await page.locator('#main').getByText(name, { exact: true }).first().waitFor();
    expect(errors).toEqual([]);
    await ctx.close();
  });
});
