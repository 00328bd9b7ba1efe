import type { AddressInfo } from 'node:net';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Exchange, OperatorClient } from '../contract/operator-client.ts';
import { decodeSession, encodeSession, sessionLayer } from './session.ts';

const TOKEN = 'T'.repeat(43);
const seen: { path: string; body: Record<string, unknown> }[] = [];

/** An operator API that signs demo01 in and ends the session whose token is 'ended…'. */
const api: OperatorClient = {
  call: async () => ({ statusCode: 1, message: 'OK' }) as never,
  async exchange(path, body): Promise<Exchange> {
    const b = body as Record<string, unknown>;
    seen.push({ path, body: b });
    if (path === '/auth/login') {
      return b.password === 'right'
        ? {
            httpStatus: 200,
            body: {
              statusCode: 1,
              message: 'OK',
              token: TOKEN,
              user: { account_id: 'demo01', full_name: 'Ann', contact_email: 'a@x.io', session_token: TOKEN },
              ...(b.scope === 'withdraw'
                ? { session_scope: 'withdraw', exclusion: { kind: 'timeout', ends_at: '2030-01-02T00:00:00.000Z', sign_in_from: '2030-01-02T00:00:00.000Z' } }
                : {}),
            },
          }
        : { httpStatus: 200, body: { statusCode: -1, message: 'invalidCredentials' } };
    }
    if (String(b.auth).startsWith('ended')) return { httpStatus: 200, body: { statusCode: -1, message: 'sessionExpired' } };
    return { httpStatus: 200, body: { statusCode: 1, message: 'OK', game_balance: '1.00', game_token: '0.00' } };
  },
};

let base = '';
let close = () => {};
beforeAll(async () => {
  const app = express();
  app.use('/api', sessionLayer(api));
  app.use('/api', (_req, res) => void res.json({ statusCode: 1, message: 'raw API' }));
  const server = app.listen(0, '127.0.0.1');
  await new Promise((r) => server.once('listening', r));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  close = () => server.close();
});
afterAll(() => close());

const cookieOf = (account_id: string, auth: string) => `session=${encodeSession({ account_id, auth, full_name: 'Ann', contact_email: '', restricted: null })}`;
function send(path: string, body: unknown, headers: Record<string, string> = {}) {
  return fetch(`${base}/api${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-session': 'cookie', 'sec-fetch-site': 'same-origin', ...headers },
    body: JSON.stringify(body),
  });
}

describe('session layer (server-held sessions)', () => {
  it('a sign-in sets an httpOnly SameSite=Lax cookie and the page gets no token', async () => {
    const res = await send('/auth/login', { domain_name: 'localhost', account_id: 'demo01', password: 'right' });
    const cookie = res.headers.get('set-cookie')!;
    expect(cookie).toMatch(/^session=/);
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
    const text = await res.text();
    expect(text).not.toContain(TOKEN);
    expect(JSON.parse(text)).toMatchObject({ statusCode: 1, user: { account_id: 'demo01', session_token: '' } });
    expect(decodeSession(/^session=([^;]+)/.exec(cookie)![1])).toMatchObject({ account_id: 'demo01', auth: TOKEN, full_name: 'Ann' });
  });

  it('a withdraw-only sign-in keeps its break in the cookie; a full one keeps none', async () => {
    const res = await send('/auth/login', { domain_name: 'localhost', account_id: 'demo01', password: 'right', scope: 'withdraw' });
    const value = res.headers.get('set-cookie')!.match(/^session=([^;]+)/)![1];
    expect(decodeSession(value)).toMatchObject({ account_id: 'demo01', auth: TOKEN, restricted: { kind: 'timeout', until: '2030-01-02T00:00:00.000Z' } });
    const full = await send('/auth/login', { domain_name: 'localhost', account_id: 'demo01', password: 'right' });
    expect(decodeSession(full.headers.get('set-cookie')!.match(/^session=([^;]+)/)![1])).toMatchObject({ restricted: null });
  });

  it('a failed sign-in sets no cookie', async () => {
    const res = await send('/auth/login', { domain_name: 'localhost', account_id: 'demo01', password: 'wrong' });
    expect(res.headers.get('set-cookie')).toBeNull();
  });

  it('player calls get account_id and auth from the cookie and the site from the page’s host, whatever the page put in the body', async () => {
    const res = await send(
      '/auth/get_balance',
      { domain_name: 'casino4.localhost', account_id: 'someone', auth: 'x'.repeat(40) },
      { cookie: cookieOf('demo01', TOKEN) },
    );
    expect(await res.json()).toMatchObject({ statusCode: 1, game_balance: '1.00' });
    // The page was served on 127.0.0.1 (this test's host): that is the call's site.
    expect(seen.at(-1)).toEqual({ path: '/auth/get_balance', body: { domain_name: '127.0.0.1', account_id: 'demo01', auth: TOKEN } });
    await send('/auth/get_balance', { account_id: 'someone' }, { cookie: cookieOf('demo01', TOKEN) });
    expect(seen.at(-1)?.body).toMatchObject({ domain_name: '127.0.0.1' });
  });

  it('without a session a player call answers sessionExpired and reaches no API', async () => {
    const before = seen.length;
    const res = await send('/auth/get_balance', { domain_name: 'localhost' });
    expect(await res.json()).toMatchObject({ statusCode: -1, message: 'sessionExpired' });
    expect(seen.length).toBe(before);
  });

  it('refuses other sites: Sec-Fetch-Site cross-site, or a foreign Origin', async () => {
    const cookie = cookieOf('demo01', TOKEN);
    const a = await send('/wallet/withdraw', { amount: '10.00' }, { cookie, 'sec-fetch-site': 'cross-site' });
    expect(a.status).toBe(403);
    expect(await a.json()).toMatchObject({ message: 'crossSiteRequest' });
    const b = await fetch(`${base}/api/wallet/withdraw`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-session': 'cookie', origin: 'https://evil.example', cookie },
      body: '{}',
    });
    expect(b.status).toBe(403);
  });

  it('sign-out and an ended session clear the cookie', async () => {
    const out = await send('/auth/logout', { domain_name: 'localhost' }, { cookie: cookieOf('demo01', TOKEN) });
    expect(out.headers.get('set-cookie')).toMatch(/^session=;.*Expires=Thu, 01 Jan 1970/);
    const ended = await send('/auth/vip', { domain_name: 'localhost' }, { cookie: cookieOf('demo01', 'ended'.padEnd(43, 'x')) });
    expect(await ended.json()).toMatchObject({ message: 'sessionExpired' });
    expect(ended.headers.get('set-cookie')).toMatch(/^session=;/);
  });

  it('calls without the header are the spec API as it is: the cookie is not read', async () => {
    const res = await fetch(`${base}/api/auth/get_balance`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: cookieOf('demo01', TOKEN) },
      body: '{}',
    });
    expect(await res.json()).toEqual({ statusCode: 1, message: 'raw API' });
  });

  it('bad bodies get a JSON error; a forged cookie is no session', async () => {
    const res = await send('/auth/get_balance', '{', { cookie: 'session=not-base64!' });
    expect(res.status).toBeLessThan(500);
    expect(decodeSession('not-base64!')).toBeNull();
    expect(decodeSession(Buffer.from('["a","short"]').toString('base64url'))).toBeNull();
  });
});
