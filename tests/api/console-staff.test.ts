import http from 'node:http';
import { TOTP } from 'otpauth';
import { describe, expect, it } from 'vitest';
import { BASE, OPS_KEY, baseFor, ledgerCheck, login, post, tally, type Reply } from './helpers.ts';
import { loopbackLookup } from '../support/loopback-hosts.ts';

/** The console's host on the test server's port (CONSOLE_HOST defaults to console.localhost outside production). */
const PORT = new URL(BASE).port;
const CONSOLE_HOST = 'console.localhost';
const ADMIN = { email: 'admin@demo.test', password: 'console-demo-1' };

interface Answer extends Reply {
  /** The console cookie the answer set ('' when it cleared it), or undefined when it did not touch it. */
  cookie?: string;
}

/** A call as the console's page makes it: on the console host, from `ip`, with the session cookie. */
function call(
  method: 'GET' | 'POST',
  path: string,
  body?: unknown,
  o: { cookie?: string; ip?: string; host?: string; headers?: Record<string, string>; raw?: string } = {},
): Promise<Answer> {
  const data = o.raw ?? (body === undefined ? '' : JSON.stringify(body));
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: o.host ?? CONSOLE_HOST,
        port: PORT,
        path,
        method,
        localAddress: o.ip ?? '127.0.0.1',
        lookup: loopbackLookup as never,
        headers: {
          ...(data ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(data) } : {}),
          ...(o.cookie ? { cookie: o.cookie } : {}),
          ...o.headers,
        },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (c: string) => (text += c));
        res.on('end', () => {
          const set = (res.headers['set-cookie'] ?? []).find((c) => c.startsWith('console_session='));
          try {
            resolve({
              status: res.statusCode ?? 0,
              json: JSON.parse(text) as Record<string, any>,
              cookie: set === undefined ? undefined : /^console_session=([^;]*)/.exec(set)![1] ? set.split(';')[0] : '',
            });
          } catch {
            reject(new Error(`${path}: answer is not JSON (HTTP ${res.statusCode}): ${text.slice(0, 200)}`));
          }
        });
      },
    );
    req.on('error', reject);
    req.end(data);
  });
}
const api = (p: string) => `/console/api/${p}`;

async function signIn(email: string, password: string, code?: string, ip?: string) {
  const r = await call('POST', api('sign-in'), { email, password, ...(code ? { code } : {}) }, { ip });
  if (r.json.statusCode !== 1) throw new Error(`sign-in failed: ${JSON.stringify(r.json)}`);
  return r.cookie!;
}

let seq = 0;
const freshEmail = (what: string) => `${what}-${Date.now().toString(36)}-${seq++}@staff.test`;

/** A new member through the admin's call and their welcome link: their session cookie and their authenticator's secret. */
async function newMember(adminCookie: string, role: string, operator?: string) {
  const email = freshEmail(role);
  const made = await call('POST', api('staff'), { email, role, ...(operator ? { operator } : {}) }, { cookie: adminCookie });
  expect(made.json).toMatchObject({ statusCode: 1, staff: { email, role } });
  const url = new URL(made.json.welcome_url as string);
  expect(url.pathname).toBe('/console/welcome');
  const token = url.searchParams.get('token')!;
  const welcome = await call('POST', api('welcome'), { token, password: 'Staff-pass-1' });
  expect(welcome.json).toMatchObject({ statusCode: 1, staff: { email, totp_enabled: false }, totp: { secret: expect.any(String) } });
  return { email, token, cookie: welcome.cookie!, secret: welcome.json.totp.secret as string, uri: welcome.json.totp.uri as string };
}

const codeAt = (secret: string, at = Date.now()) => new TOTP({ secret, digits: 6, period: 30, algorithm: 'SHA1' }).generate({ timestamp: at });

describe('console host', () => {
  it('answers /console/api only on the console host: elsewhere a JSON 404', async () => {
    for (const host of ['localhost', 'slot2.localhost']) {
      const r = await call('POST', api('sign-in'), ADMIN, { host });
      expect(r.status).toBe(404);
      expect(r.json).toEqual({ statusCode: -404, message: 'notFound' });
    }
    const me = await call('GET', api('me'));
    expect(me.status).toBe(401);
  });

  it('refuses requests from other sites and bodies that are not JSON', async () => {
    const cross = await call('POST', api('sign-in'), ADMIN, { headers: { 'sec-fetch-site': 'cross-site' } });
    expect(cross.status).toBe(403);
    const origin = await call('POST', api('sign-in'), ADMIN, { headers: { origin: 'http://evil.localhost' } });
    expect(origin.status).toBe(403);
    const form = await call('POST', api('sign-in'), undefined, { raw: 'email=a', headers: { 'content-type': 'text/plain' } });
    expect(form.status).toBe(415);
  });
});

describe('staff sign-in', () => {
  it('signs the demo administrator in: an httpOnly, SameSite=Strict, host-only cookie, and me', async () => {
    const r = await new Promise<http.IncomingMessage>((resolve, reject) => {
      const req = http.request(
        {
          host: CONSOLE_HOST,
          port: PORT,
          path: api('sign-in'),
          method: 'POST',
          lookup: loopbackLookup as never,
          headers: { 'content-type': 'application/json' },
        },
        resolve,
      );
      req.on('error', reject);
      req.end(JSON.stringify(ADMIN));
    });
    r.resume();
    const set = r.headers['set-cookie']!.find((c) => c.startsWith('console_session='))!;
    expect(set).toMatch(/HttpOnly/i);
    expect(set).toMatch(/SameSite=Strict/i);
    expect(set).not.toMatch(/Domain=/i);
    const me = await call('GET', api('me'), undefined, { cookie: set.split(';')[0] });
    expect(me.json).toMatchObject({ statusCode: 1, staff: { email: ADMIN.email, role: 'platform_admin', operator: null, totp_required: false } });
    expect(JSON.stringify(me.json)).not.toMatch(/hash|secret/i);
  });

  it('opens a welcome link once; then sign-in asks for the authenticator once it is confirmed', async () => {
    const admin = await signIn(ADMIN.email, ADMIN.password);
    const m = await newMember(admin, 'content_editor', 'slot2');
    expect(m.uri).toMatch(/^otpauth:\/\/totp\//);
    const again = await call('POST', api('welcome'), { token: m.token, password: 'Other-pass-2' });
    expect(again.status).toBe(410);
    expect(again.json.message).toBe('invalidLink');

    const wrong = await call('POST', api('totp/confirm'), { code: codeAt(m.secret, Date.now() - 5 * 60_000) }, { cookie: m.cookie });
    expect(wrong.json.message).toBe('invalidCode');
    const ok = await call('POST', api('totp/confirm'), { code: codeAt(m.secret) }, { cookie: m.cookie });
    expect(ok.json).toMatchObject({ statusCode: 1, staff: { totp_enabled: true } });

    // Without a code, with a wrong code, with a wrong password: the same answer.
    const failures = [
      await call('POST', api('sign-in'), { email: m.email, password: 'Staff-pass-1' }, { ip: '127.41.0.1' }),
      await call('POST', api('sign-in'), { email: m.email, password: 'Staff-pass-1', code: codeAt(m.secret, Date.now() - 10 * 60_000) }, { ip: '127.41.0.1' }),
      await call('POST', api('sign-in'), { email: m.email, password: 'Wrong-pass-1', code: codeAt(m.secret) }, { ip: '127.41.0.1' }),
      await call('POST', api('sign-in'), { email: freshEmail('nobody'), password: 'Staff-pass-1', code: codeAt(m.secret) }, { ip: '127.41.0.1' }),
    ];
    for (const f of failures) {
      expect(f.status).toBe(401);
      expect(f.json).toEqual({ statusCode: -1, message: 'invalidCredentials' });
      expect(f.cookie).toBeUndefined();
    }
    // The code of the step the confirmation used works no more; the next step's does, once.
    const next = codeAt(m.secret, Date.now() + 30_000);
    const cookie = await signIn(m.email, 'Staff-pass-1', next, '127.41.0.2');
    const replay = await call('POST', api('sign-in'), { email: m.email, password: 'Staff-pass-1', code: next }, { ip: '127.41.0.2' });
    expect(replay.json.message).toBe('invalidCredentials');
    const me = await call('GET', api('me'), undefined, { cookie });
    expect(me.json.staff).toMatchObject({ email: m.email, role: 'content_editor', operator: { code: 'slot2' }, totp_enabled: true });
  });

  it('throttles a parallel burst of 30 wrong passwords for one account to exactly its 5 checks', async () => {
    const admin = await signIn(ADMIN.email, ADMIN.password);
    const m = await newMember(admin, 'support', 'slot2');
    const burst = await Promise.all(
      Array.from({ length: 30 }, () => call('POST', api('sign-in'), { email: m.email, password: 'Wrong-pass-1' }, { ip: '127.42.0.1' })),
    );
    expect(tally(burst)).toEqual({ invalidCredentials: 5, tooManyAttempts: 25 });
    expect(burst.filter((b) => b.status === 429).every((b) => b.json.retry_after > 0)).toBe(true);
    // The account is held, even with its right password and from another address.
    const held = await call('POST', api('sign-in'), { email: m.email, password: 'Staff-pass-1' }, { ip: '127.42.0.2' });
    expect(held.json.message).toBe('tooManyAttempts');
  });

  it('throttles a parallel burst of 30 from one address over many accounts to exactly its 10 checks', async () => {
    const burst = await Promise.all(
      Array.from({ length: 30 }, (_, i) => call('POST', api('sign-in'), { email: freshEmail(`guess${i}`), password: 'Wrong-pass-1' }, { ip: '127.43.0.1' })),
    );
    expect(tally(burst)).toEqual({ invalidCredentials: 10, tooManyAttempts: 20 });
  });
});

describe('console and player sessions stay apart', () => {
  it('a console cookie is not a player session, and a player cookie is not a console session', async () => {
    const consoleCookie = await signIn(ADMIN.email, ADMIN.password);
    const consoleToken = consoleCookie.split('=')[1];
    // On a player host, the console's cookie (under any name) opens nothing.
    const asPlayer = await fetch(`${BASE.replace('127.0.0.1', 'localhost')}/api/auth/get_balance`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-session': 'cookie', cookie: `${consoleCookie}; session=${consoleToken}` },
      body: JSON.stringify({ domain_name: 'localhost' }),
    });
    expect(((await asPlayer.json()) as { message: string }).message).toBe('sessionExpired');
    const asToken = await post('/auth/get_balance', { domain_name: 'localhost', account_id: 'demo01', auth: consoleToken });
    expect(asToken.json.message).toBe('sessionExpired');

    // A player's session, as a cookie or under the console's name, opens nothing on the console.
    const player = await login('localhost');
    const cookies = [`session=${player.auth}`, `console_session=${player.auth}`];
    for (const cookie of cookies) {
      const me = await call('GET', api('me'), undefined, { cookie });
      expect(me.status).toBe(401);
    }
  });
});

describe('roles and operators', () => {
  it("a content editor of one operator reads its own operator, never another's", async () => {
    const admin = await signIn(ADMIN.email, ADMIN.password);
    const editor = await newMember(admin, 'content_editor', 'slot2');
    const own = await call('GET', api('operators/slot2'), undefined, { cookie: editor.cookie });
    expect(own.json).toMatchObject({ statusCode: 1, operator: { code: 'slot2', domains: expect.arrayContaining(['slot2.localhost']) } });
    const other = await call('GET', api('operators/slot3'), undefined, { cookie: editor.cookie });
    expect(other.status).toBe(404);
    expect(other.json.message).toBe('notFound');
    // The platform administrator reads any operator.
    expect((await call('GET', api('operators/slot3'), undefined, { cookie: admin })).json.operator.code).toBe('slot3');
  });

  it('support cannot do admin actions; an operator admin manages only their own operator', async () => {
    const admin = await signIn(ADMIN.email, ADMIN.password);
    const support = await newMember(admin, 'support', 'slot2');
    const add = await call('POST', api('staff'), { email: freshEmail('x'), role: 'support', operator: 'slot2' }, { cookie: support.cookie });
    expect(add.status).toBe(403);
    const list = await call('GET', api('operators/slot2/staff'), undefined, { cookie: support.cookie });
    expect(list.status).toBe(403);

    const boss = await newMember(admin, 'operator_admin', 'slot2');
    const mine = await call('GET', api('operators/slot2/staff'), undefined, { cookie: boss.cookie });
    expect(mine.json.value.map((s: { email: string }) => s.email)).toContain(support.email);
    expect((await call('GET', api('operators/slot3/staff'), undefined, { cookie: boss.cookie })).status).toBe(404);
    const elsewhere = await call('POST', api('staff'), { email: freshEmail('x'), role: 'support', operator: 'slot3' }, { cookie: boss.cookie });
    expect(elsewhere.status).toBe(404);
    const platform = await call('POST', api('staff'), { email: freshEmail('x'), role: 'platform_admin' }, { cookie: boss.cookie });
    expect(platform.status).toBe(403);
    const noOperator = await call('POST', api('staff'), { email: freshEmail('x'), role: 'payments' }, { cookie: admin });
    expect(noOperator.json.errors).toEqual([{ field: 'operator', message: 'required' }]);
  });
});

describe('sign-out', () => {
  it('signs out one session, or every session of the member', async () => {
    const admin = await signIn(ADMIN.email, ADMIN.password);
    const m = await newMember(admin, 'payments', 'slot3');
    const others = [await signIn(m.email, 'Staff-pass-1'), await signIn(m.email, 'Staff-pass-1', undefined, '127.44.0.1')];
    const one = await signIn(m.email, 'Staff-pass-1');
    const out = await call('POST', api('sign-out'), {}, { cookie: one });
    expect(out.cookie).toBe('');
    expect((await call('GET', api('me'), undefined, { cookie: one })).status).toBe(401);
    expect((await call('GET', api('me'), undefined, { cookie: others[0] })).status).toBe(200);

    const everywhere = await call('POST', api('sign-out-everywhere'), {}, { cookie: m.cookie });
    expect(everywhere.json).toMatchObject({ statusCode: 1, sessions_ended: 3 });
    for (const cookie of [m.cookie, ...others]) expect((await call('GET', api('me'), undefined, { cookie })).status).toBe(401);
    // Someone else's sessions are untouched.
    expect((await call('GET', api('me'), undefined, { cookie: admin })).status).toBe(200);
  });
});

describe('audit log', () => {
  it('records every x-ops-key call: which key, from where, what, and the value before where cheap', async () => {
    const admin = await signIn(ADMIN.email, ADMIN.password);
    const ops = (path: string, body: Record<string, unknown>, key = OPS_KEY) =>
      fetch(`${baseFor(body)}/api${path}`, { method: 'POST', headers: { 'content-type': 'application/json', 'x-ops-key': key }, body: JSON.stringify(body) });
    expect((await ops('/ops/social_proof', { domain_name: 'slot4.localhost', min_entries: 4 })).status).toBe(200);
    expect((await ops('/ops/social_proof', { domain_name: 'slot4.localhost', min_entries: 5 }, 'not-the-key-0123456789')).status).toBe(404);
    expect((await ledgerCheck()).statusCode).toBe(1);
    const read = async (action: string) => (await call('GET', api(`audit?action=${action}`), undefined, { cookie: admin })).json.value as Record<string, any>[];

    const [entry, ...older] = await read('ops.social_proof');
    expect(entry).toMatchObject({ actor: 'ops-key:platform', target: 'slot4', after: { min_entries: 4 }, from_address: expect.stringMatching(/127\.0\.0\.1/) });
    expect(entry.before).toHaveProperty('min_entries');
    // The refused key left no entry.
    expect(older.some((e) => e.after?.min_entries === 5)).toBe(false);
    expect((await read('ops.ledger_check'))[0]).toMatchObject({ actor: 'ops-key:platform', after: { ok: true } });
    // Staff actions are in the same log, and the audit is for platform administrators only.
    expect((await read('staff.create')).length).toBeGreaterThan(0);
    const boss = await newMember(admin, 'operator_admin', 'slot4');
    expect((await call('GET', api('audit'), undefined, { cookie: boss.cookie })).status).toBe(403);
  });
});
