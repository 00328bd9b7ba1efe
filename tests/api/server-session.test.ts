import http from 'node:http';
import { describe, expect, it } from 'vitest';
import { BASE, balanceOf, fund, newPlayer, post, sendInbox, type Who } from './helpers.ts';

/**
 * Sessions held by the server: the page's calls carry `x-session: cookie`, the server
 * keeps the token in an httpOnly cookie, guards and first data are on the server.
 */
const HOST = 'casino7.localhost';
const port = new URL(BASE).port;
const ORIGIN = `http://${HOST}:${port}`;

interface Reply {
  status: number;
  text: string;
  headers: http.IncomingHttpHeaders;
}

/** A request as a browser on HOST sends it (Host header, cookie, extra headers). */
function request(method: 'GET' | 'POST', path: string, opts: { cookie?: string; body?: unknown; headers?: Record<string, string> } = {}): Promise<Reply> {
  return new Promise((resolve, reject) => {
    const data = opts.body === undefined ? undefined : JSON.stringify(opts.body);
    const req = http.request(
      {
        host: '127.0.0.1',
        port,
        method,
        path,
        headers: {
          host: `${HOST}:${port}`,
          ...(opts.cookie ? { cookie: opts.cookie } : {}),
          ...(data ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(data) } : {}),
          ...opts.headers,
        },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (c) => (text += c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, text, headers: res.headers }));
      },
    );
    req.on('error', reject);
    req.end(data);
  });
}

/** A call the way the page makes it: same origin, the session header, the cookie. */
const pageCall = (path: string, body: unknown, cookie?: string, headers: Record<string, string> = {}) =>
  request('POST', `/api${path}`, { cookie, body, headers: { 'x-session': 'cookie', origin: ORIGIN, 'sec-fetch-site': 'same-origin', ...headers } });

const sessionCookie = (r: Reply) => {
  const set = ([] as string[]).concat(r.headers['set-cookie'] ?? []).find((c) => c.startsWith('session='));
  return set?.split(';')[0];
};

async function signInPage(who: Who) {
  const r = await pageCall('/auth/login', { domain_name: HOST, account_id: who.account_id, password: 'Secret123' });
  const cookie = sessionCookie(r);
  if (!cookie) throw new Error(`no session cookie: ${r.text}`);
  return { cookie, reply: r };
}

async function fundedPlayer() {
  const who = await newPlayer(HOST);
  await fund(who, '1234.56');
  return who;
}

describe('sign-in through the page server', () => {
  it('sets an httpOnly, SameSite=Lax cookie; the answer and the page carry no token', async () => {
    const who = await newPlayer(HOST);
    const { cookie, reply } = await signInPage(who);
    const set = ([] as string[]).concat(reply.headers['set-cookie'] ?? []).join('\n');
    expect(set).toMatch(/HttpOnly/i);
    expect(set).toMatch(/SameSite=Lax/i);
    const answer = JSON.parse(reply.text);
    expect(answer).toMatchObject({ statusCode: 1, user: { account_id: who.account_id, session_token: '' } });
    expect(answer.token).toBeUndefined();
    // The cookie's session works for player calls, with nothing in the body.
    const balance = await pageCall('/auth/get_balance', { domain_name: HOST }, cookie);
    expect(JSON.parse(balance.text)).toMatchObject({ statusCode: 1, game_balance: '0.00' });
    // Nothing the page receives holds the token: not the answer, not the HTML of a private page.
    const html = (await request('GET', '/account', { cookie })).text;
    const token = Buffer.from(cookie.split('=')[1], 'base64url').toString('utf8');
    const [, auth] = JSON.parse(token) as string[];
    expect(reply.text).not.toContain(auth);
    expect(html).not.toContain(auth);
    expect(html).toContain(who.account_id);
  });

  it('sign-out clears the cookie and ends the session at the API', async () => {
    const who = await newPlayer(HOST);
    const { cookie } = await signInPage(who);
    const out = await pageCall('/auth/logout', { domain_name: HOST }, cookie);
    expect(sessionCookie(out)).toBe('session=');
    const after = await pageCall('/auth/get_balance', { domain_name: HOST }, cookie);
    expect(JSON.parse(after.text)).toMatchObject({ message: 'sessionExpired' });
  });
});

describe('private pages on the server', () => {
  it('the first HTML of /deposit, /statement and /inbox holds the player’s data', async () => {
    const who = await fundedPlayer();
    await sendInbox(HOST, who.account_id, { title: 'Weekend reload waiting', body: '<p>Claim it</p>', reward_amount: '5.00' });
    const { cookie } = await signInPage(who);

    const deposit = await request('GET', '/deposit', { cookie });
    expect(deposit.status).toBe(200);
    expect(deposit.text).toContain('1,234.56'); // the header balance and the latest deposit
    expect(deposit.text).toContain('data-testid="deposit-form"');
    // The header's inbox badge comes with the player too (the message and the welcome offer).
    expect(deposit.text).toContain('Inbox, unread: 2');
    expect(deposit.text).not.toContain('data-testid="skeleton"');

    const statement = await request('GET', '/statement', { cookie });
    expect(statement.text).toContain('data-testid="statement-table"');
    expect(statement.text).toMatch(/1,234\.56/);

    const inbox = await request('GET', '/inbox', { cookie });
    expect(inbox.text).toContain('Weekend reload waiting');

    // A public page with a signed-in part: the player's own invite code is there too.
    const code = (await post('/settings/referral', who)).json.code as string;
    expect(code).toMatch(/\w{4,}/);
    expect((await request('GET', '/referral', { cookie })).text).toContain(code);
  });

  it('guards run on the server: signed out → 302 to sign in with the way back; guest pages → home', async () => {
    const out = await request('GET', '/deposit?x=1');
    expect(out.status).toBe(302);
    expect(out.headers.location).toBe(`/login?redirect=${encodeURIComponent('/deposit?x=1')}`);

    const who = await newPlayer(HOST);
    const { cookie } = await signInPage(who);
    const guest = await request('GET', '/forgot-password', { cookie });
    expect(guest.status).toBe(302);
    expect(guest.headers.location).toBe('/');
  });

  it('an ended session is dropped: the cookie cleared, sign-in asked for with the reason', async () => {
    const who = await newPlayer(HOST);
    const { cookie } = await signInPage(who);
    await post('/auth/logout', {
      account_id: who.account_id,
      auth: JSON.parse(Buffer.from(cookie.split('=')[1], 'base64url').toString())[1],
      domain_name: HOST,
    });
    const r = await request('GET', '/statement', { cookie });
    expect(r.status).toBe(302);
    expect(r.headers.location).toBe(`/login?redirect=${encodeURIComponent('/statement')}&expired=1`);
    expect(sessionCookie(r)).toBe('session=');
  });
});

describe('requests from other sites', () => {
  it('cannot move money or change a profile, however they are sent', async () => {
    const who = await fundedPlayer();
    const { cookie } = await signInPage(who);
    const profile = await pageCall('/settings/profile_update', { domain_name: HOST, full_name: 'Before Attack', contact_email: '' }, cookie);
    expect(JSON.parse(profile.text)).toMatchObject({ statusCode: 1 });
    const withdraw = { domain_name: HOST, amount: '100.00', bank_account_id: 1, idempotency_key: 'attack-0000000001' };
    const rename = { domain_name: HOST, full_name: 'Attacker Name', contact_email: 'evil@example.com' };

    const tries: Reply[] = [
      // A script on another site with the page's header: the browser says cross-site.
      await pageCall('/wallet/withdraw', withdraw, cookie, { 'sec-fetch-site': 'cross-site', origin: 'https://evil.example' }),
      await pageCall('/settings/profile_update', rename, cookie, { 'sec-fetch-site': 'cross-site', origin: 'https://evil.example' }),
      // An older browser without Fetch Metadata: the Origin gives it away.
      await pageCall('/settings/profile_update', rename, cookie, { 'sec-fetch-site': '', origin: 'https://evil.example' }),
      // A form post (no preflight): not JSON, refused before any handler.
      await request('POST', '/api/wallet/withdraw', {
        cookie,
        headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'https://evil.example' },
      }),
      // JSON without the session header: the cookie is not read, so there is no player.
      await request('POST', '/api/settings/profile_update', { cookie, body: rename, headers: { origin: 'https://evil.example' } }),
    ];
    expect(tries.map((t) => t.status)).toEqual([403, 403, 403, 415, 400]);
    for (const t of tries) expect(JSON.parse(t.text).statusCode).not.toBe(1);

    expect(await balanceOf(who)).toBe('1234.56');
    const again = await post('/auth/login', { domain_name: HOST, account_id: who.account_id, password: 'Secret123' });
    expect(again.json.user.full_name).toBe('Before Attack');
    // The same call from the site itself goes through.
    const mine = await pageCall('/settings/profile_update', rename, cookie);
    expect(JSON.parse(mine.text)).toMatchObject({ statusCode: 1 });
  });
});

/** The first event of a GET stream as a page's EventSource opens it (cookie, no header of ours), then the connection is dropped. */
function firstEvent(
  cookie: string | undefined,
  headers: Record<string, string> = {},
): Promise<{ status: number; type: string; text: string; setCookie: string[] }> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: '127.0.0.1',
        port,
        method: 'GET',
        path: '/api/wallet/stream',
        headers: { host: `${HOST}:${port}`, accept: 'text/event-stream', 'sec-fetch-site': 'same-origin', ...(cookie ? { cookie } : {}), ...headers },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        const done = () => {
          resolve({
            status: res.statusCode ?? 0,
            type: String(res.headers['content-type'] ?? ''),
            text,
            setCookie: ([] as string[]).concat(res.headers['set-cookie'] ?? []),
          });
          req.destroy();
        };
        res.on('data', (c: string) => {
          text += c;
          if (text.includes('\n\n')) done();
        });
        res.on('end', done);
      },
    );
    req.on('error', reject);
    req.end();
  });
}

describe('the balance stream for a page (GET, EventSource)', () => {
  it('opens with the cookie’s session and sends the balance', async () => {
    const who = await fundedPlayer();
    const { cookie } = await signInPage(who);
    const r = await firstEvent(cookie);
    expect(r.status).toBe(200);
    expect(r.type).toMatch(/text\/event-stream/);
    expect(r.text).toMatch(/^event: balance\ndata: .*"balance":"1234\.56".*"reason":"open"/);
  });

  it('an ended or missing session is an `ended` event (the cookie is cleared); another site is refused', async () => {
    const who = await newPlayer(HOST);
    const { cookie } = await signInPage(who);
    await pageCall('/auth/logout', { domain_name: HOST }, cookie);
    const ended = await firstEvent(cookie);
    expect(ended.type).toMatch(/text\/event-stream/);
    expect(ended.text).toMatch(/^event: ended\ndata: .*"message":"sessionExpired"/);
    expect(ended.setCookie.join('\n')).toMatch(/^session=;/m);
    expect((await firstEvent(undefined)).text).toMatch(/^event: ended/);
    const other = await firstEvent(cookie, { 'sec-fetch-site': 'cross-site', origin: 'http://evil.example' });
    expect(other.status).toBe(403);
  });
});
