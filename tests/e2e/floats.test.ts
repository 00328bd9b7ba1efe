import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROUTES } from '~/route-table.ts';
import { apiSignIn, interactive, launch, openPage, origin } from './browser.ts';

/**
 * The floating rewards and chat buttons on a phone: on every route of one template per family, at
 * the top, the middle and the bottom of the page, no visible control or heading of the page lies
 * under one of them (at its centre or any corner; a heading by the lines of its text).
 */
let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

const SITES = [
  { host: 'localhost', lang: 'EN' },
  { host: 'slot7.localhost', lang: 'RUS' },
  { host: 'sportsbook3.localhost', lang: 'CN' },
];
// A game window and a redirect.
const SKIP = new Set(['/playnow', '/preloader']);
const GUEST_ONLY = new Set(['/login', '/register', '/forgot-password']);

/** What lies under a floating button now; the float guard gets up to 2.5 s to step aside. */
async function covered(page: Page) {
  return page.evaluate(async () => {
    const SELECTOR = 'a[href],button,input:not([type=hidden]),select,textarea,[role="button"],[role="link"],[role="tab"],h1,h2,h3,h4,h5,h6';
    const now = () => {
      const floats = [...document.querySelectorAll<HTMLElement>('[data-float]')].filter((f) => f.getClientRects().length > 0);
      if (!floats.length) return [];
      const vw = document.documentElement.clientWidth;
      const found: string[] = [];
      for (const el of document.querySelectorAll(SELECTOR)) {
        if (el.closest('[data-float],[role="dialog"],[aria-modal="true"]')) continue;
        let boxes: DOMRect[];
        if (/^H\d$/.test(el.tagName)) {
          const range = document.createRange();
          range.selectNodeContents(el);
          boxes = [...range.getClientRects()];
        } else boxes = [el.getBoundingClientRect()];
        for (const b of boxes) {
          if (b.width < 3 || b.height < 3) continue;
          const points = [
            [b.left + b.width / 2, b.top + b.height / 2],
            [b.left + 1, b.top + 1],
            [b.right - 1, b.top + 1],
            [b.left + 1, b.bottom - 1],
            [b.right - 1, b.bottom - 1],
          ];
          for (const [x, y] of points) {
            if (x < 0 || y < 0 || x >= vw || y >= innerHeight) continue;
            const stack = document.elementsFromPoint(x, y);
            const float = stack[0]?.closest('[data-float]');
            if (!float) continue;
            // What the page shows there without the float: the element itself, so a player would see it.
            const under = stack.find((e) => !e.closest('[data-float]'));
            if (!under || !el.contains(under)) continue;
            found.push(
              `${float.getAttribute('data-testid') ?? 'float'} covers ${el.tagName.toLowerCase()} "${(el.textContent || el.getAttribute('aria-label') || '').trim().replace(/\s+/g, ' ').slice(0, 40)}"`,
            );
            break;
          }
        }
      }
      return [...new Set(found)];
    };
    let found = now();
    for (let waited = 0; found.length && waited < 2500; waited += 250) {
      await new Promise((r) => setTimeout(r, 250));
      found = now();
    }
    return found;
  });
}

/** The page at its top, middle and bottom. */
async function sweepPage(page: Page, label: string) {
  const problems: string[] = [];
  await page.waitForFunction(() => !document.querySelector('[aria-busy="true"]'), null, { timeout: 2000 }).catch(() => undefined);
  for (const at of [0, 0.5, 1]) {
    await page.evaluate((f) => scrollTo(0, (document.documentElement.scrollHeight - innerHeight) * f), at);
    await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
    for (const p of await covered(page)) problems.push(`${label} (scrolled ${at * 100}%): ${p}`);
  }
  return problems;
}

async function site(host: string, lang: string) {
  const problems: string[] = [];
  const ctx = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  await ctx.addCookies([{ name: 'lang', value: lang, url: origin(host) }]);
  const { page, errors } = await openPage(ctx);
  const visit = async (route: string) => {
    await page.goto(`${origin(host)}${route}`, { waitUntil: 'domcontentloaded' });
    await interactive(page);
    problems.push(...(await sweepPage(page, `${host} ${route}`)));
  };
  for (const r of ROUTES) if (!r.guard && !SKIP.has(r.path)) await visit(r.path);
  for (const path of GUEST_ONLY) await visit(path);
  // Sign-up after the code was sent: the resend countdown and the create button.
  await page.goto(`${origin(host)}/register`);
  await interactive(page);
  const form = page.getByTestId('register-form');
  const n = String(Date.now() % 1e7).padStart(7, '0');
  await form.locator('input[name=account_id]').fill(`float${n}`);
  await form.locator('input[name=password]').fill('Secret123');
  await form.locator('input[name=confirm_password]').fill('Secret123');
  await form.locator('input[name=contact_phone]').fill(`+6391${lang.length}${n}`);
  await form.getByTestId('accept-terms').check();
  await form.locator('button[value=send-code]:not(.sr-only)').click();
  await page.getByTestId('demo-tac').waitFor();
  await page.locator('button[value=create]:not(.sr-only)').focus();
  problems.push(...(await sweepPage(page, `${host} /register with the code sent`)));

  await apiSignIn(page, host);
  for (const r of ROUTES) if (r.guard === 'auth' && !SKIP.has(r.path)) await visit(r.path);
  problems.push(...errors.map((e) => `${host}: ${e}`));
  await ctx.close();
  return problems;
}

describe('floating buttons on a phone', () => {
  it('never cover a control or heading, on every route of a casino, a slot and a sportsbook template', async () => {
    const found = await Promise.all(SITES.map((s) => site(s.host, s.lang)));
    expect(found.flat()).toEqual([]);
  }, 600_000);
});
