import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newPlayer, post } from '../api/helpers.ts';
import { interactive, launch, openPage, origin } from './browser.ts';

const HOST = 'casino5.localhost';
let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

describe('a script on a signed-in page', () => {
  it('finds no credential to read or send: not in storage, cookies, the page or its data', async () => {
    const who = await newPlayer(HOST);
    await post('/auth/logout', who);
    const ctx = await browser.newContext();
    const { page, errors } = await openPage(ctx);
    await page.goto(`${origin(HOST)}/login`);
    await interactive(page);
    const form = page.getByTestId('login-form');
    await form.getByLabel(/account id/i).fill(who.account_id);
    await form.getByLabel(/^password$/i).fill('Secret123');
    await form.getByRole('button', { name: /sign in/i }).click();
    await page.waitForURL(`${origin(HOST)}/`);
    await page.getByTestId('balance').waitFor();

    // What the browser holds for the site: the session cookie, httpOnly, with the token in it.
    const session = (await ctx.cookies()).find((c) => c.name === 'session')!;
    expect(session).toMatchObject({ httpOnly: true, sameSite: 'Lax' });
    const [, token] = JSON.parse(Buffer.from(session.value, 'base64url').toString('utf8')) as string[];
    expect(token.length).toBeGreaterThanOrEqual(16);

    // A private page rendered by the server, then what any script on it can reach.
    await page.goto(`${origin(HOST)}/deposit`);
    await interactive(page);
    const reachable = await page.evaluate(async () => {
      const dump = (s: Storage) =>
        Object.keys(s)
          .map((k) => `${k}=${s.getItem(k)}`)
          .join('\n');
      // What a script could send home: every call it can make answers without the token too.
      const vip = await fetch('/api/auth/vip', { method: 'POST', headers: { 'content-type': 'application/json', 'x-session': 'cookie' }, body: '{}' }).then(
        (r) => r.text(),
      );
      return {
        local: dump(localStorage),
        session: dump(sessionStorage),
        cookie: document.cookie,
        html: document.documentElement.outerHTML,
        globals: JSON.stringify(
          Object.keys(window)
            .filter((k) => k.startsWith('__'))
            .map((k) => {
              try {
                return JSON.stringify((window as never)[k]);
              } catch {
                return '';
              }
            }),
        ),
        vip,
      };
    });
    expect(reachable.cookie).not.toContain('session=');
    for (const [where, text] of Object.entries(reachable)) expect(text, where).not.toContain(token);
    // The page still knows who is signed in (from the server): the store without a credential.
    expect(JSON.parse(storedPlayer(reachable.local))).toMatchObject({ isAuthenticated: true, user: { account_id: who.account_id, session_token: '' } });
    expect(errors).toEqual([]);
    await ctx.close();
  });
});

/** The persisted user store's state, from a `key=value` dump of localStorage. */
function storedPlayer(dump: string) {
  const line = dump.split('\n').find((l) => l.startsWith('user='))!;
  return JSON.stringify(JSON.parse(line.slice(5)).state);
}
