import http from 'node:http';
import { describe, expect, it } from 'vitest';
import { BASE, OPS_KEY, baseFor, ledgerCheck, login, post, tally } from './helpers.ts';
import { CONSOLE_ADMIN, CONSOLE_HOST, consoleCall, consoleSignIn, freshStaffEmail, totpCode } from './console-client.ts';
import { loopbackLookup } from '../support/loopback-hosts.ts';

const PORT = new URL(BASE).port;

/** A new member through the admin's call and their welcome link: their session cookie and their authenticator's secret. */
async function newMember(adminCookie: string, role: string, operator?: string) {
  const email = freshStaffEmail(role);
  const made = await consoleCall('POST', 'staff', { email, role, ...(operator ? { operator } : {}) }, { cookie: adminCookie });
  expect(made.json).toMatchObject({ statusCode: 1, staff: { email, role } });
  const url = new URL(made.json.welcome_url as string);
  expect(url.pathname).toBe('/console/welcome');
  const token = url.searchParams.get('token')!;
  const welcome = await consoleCall('POST', 'welcome', { token, password: 'Staff-pass-1' });
  expect(welcome.json).toMatchObject({ statusCode: 1, staff: { email, totp_enabled: false }, totp: { secret: expect.any(String) } });
  return { email, token, cookie: welcome.cookie!, secret: welcome.json.totp.secret as string, uri: welcome.json.totp.uri as string };
}

describe('console host', () => {
  it('answers /console/api only on the console host: elsewhere a JSON 404', async () => {
    for (const host of ['localhost', 'slot2.localhost']) {
      const r = await consoleCall('POST', 'sign-in', CONSOLE_ADMIN, { host });
      expect(r.status).toBe(404);
      expect(r.json).toEqual({ statusCode: -404, message: 'notFound' });
    }
    const me = await consoleCall('GET', 'me');
    expect(me.status).toBe(401);
  });

  it('refuses requests from other sites and bodies that are not JSON', async () => {
    const cross = await consoleCall('POST', 'sign-in', CONSOLE_ADMIN, { headers: { 'sec-fetch-site': 'cross-site' } });
    expect(cross.status).toBe(403);
    const origin = await consoleCall('POST', 'sign-in', CONSOLE_ADMIN, { headers: { origin: 'http://evil.localhost' } });
    expect(origin.status).toBe(403);
    const form = await consoleCall('POST', 'sign-in', undefined, { raw: 'email=a', headers: { 'content-type': 'text/plain' } });
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
          path: '/console/api/sign-in',
          method: 'POST',
          lookup: loopbackLookup as never,
          headers: { 'content-type': 'application/json' },
        },
        resolve,
      );
      req.on('error', reject);
      req.end(JSON.stringify(CONSOLE_ADMIN));
    });
    r.resume();
    const set = r.headers['set-cookie']!.find((c) => c.startsWith('console_session='))!;
    expect(set).toMatch(/HttpOnly/i);
    expect(set).toMatch(/SameSite=Strict/i);
    expect(set).not.toMatch(/Domain=/i);
    const me = await consoleCall('GET', 'me', undefined, { cookie: set.split(';')[0] });
    expect(me.json).toMatchObject({ statusCode: 1, staff: { email: CONSOLE_ADMIN.email, role: 'platform_admin', operator: null, totp_required: false } });
    expect(JSON.stringify(me.json)).not.toMatch(/hash|secret/i);
  });

  it('opens a welcome link once; then sign-in asks for the authenticator once it is confirmed', async () => {
    const admin = await consoleSignIn(CONSOLE_ADMIN.email, CONSOLE_ADMIN.password);
    const m = await newMember(admin, 'content_editor', 'slot2');
    expect(m.uri).toMatch(/^otpauth:\/\/totp\//);
    const again = await consoleCall('POST', 'welcome', { token: m.token, password: 'Other-pass-2' });
    expect(again.status).toBe(410);
    expect(again.json.message).toBe('invalidLink');

    const wrong = await consoleCall('POST', 'totp/confirm', { code: totpCode(m.secret, Date.now() - 5 * 60_000) }, { cookie: m.cookie });
    expect(wrong.json.message).toBe('invalidCode');
    const ok = await consoleCall('POST', 'totp/confirm', { code: totpCode(m.secret) }, { cookie: m.cookie });
    expect(ok.json).toMatchObject({ statusCode: 1, staff: { totp_enabled: true } });

    // Without a code, with a wrong code, with a wrong password: the same answer.
    const failures = [
      await consoleCall('POST', 'sign-in', { email: m.email, password: 'Staff-pass-1' }, { ip: '127.41.0.1' }),
      await consoleCall(
        'POST',
        'sign-in',
        { email: m.email, password: 'Staff-pass-1', code: totpCode(m.secret, Date.now() - 10 * 60_000) },
        { ip: '127.41.0.1' },
      ),
      await consoleCall('POST', 'sign-in', { email: m.email, password: 'Wrong-pass-1', code: totpCode(m.secret) }, { ip: '127.41.0.1' }),
      await consoleCall('POST', 'sign-in', { email: freshStaffEmail('nobody'), password: 'Staff-pass-1', code: totpCode(m.secret) }, { ip: '127.41.0.1' }),
    ];
    for (const f of failures) {
      expect(f.status).toBe(401);
      expect(f.json).toEqual({ statusCode: -1, message: 'invalidCredentials' });
      expect(f.cookie).toBeUndefined();
    }
    // The code of the step the confirmation used works no more; the next step's does, once.
    const next = totpCode(m.secret, Date.now() + 30_000);
    const cookie = await consoleSignIn(m.email, 'Staff-pass-1', next, '127.41.0.2');
    const replay = await consoleCall('POST', 'sign-in', { email: m.email, password: 'Staff-pass-1', code: next }, { ip: '127.41.0.2' });
    expect(replay.json.message).toBe('invalidCredentials');
    const me = await consoleCall('GET', 'me', undefined, { cookie });
    expect(me.json.staff).toMatchObject({ email: m.email, role: 'content_editor', operator: { code: 'slot2' }, totp_enabled: true });
  });

  it('throttles a parallel burst of 30 wrong passwords for one account to exactly its 5 checks', async () => {
    const admin = await consoleSignIn(CONSOLE_ADMIN.email, CONSOLE_ADMIN.password);
    const m = await newMember(admin, 'support', 'slot2');
    const burst = await Promise.all(
      Array.from({ length: 30 }, () => consoleCall('POST', 'sign-in', { email: m.email, password: 'Wrong-pass-1' }, { ip: '127.42.0.1' })),
    );
    expect(tally(burst)).toEqual({ invalidCredentials: 5, tooManyAttempts: 25 });
    expect(burst.filter((b) => b.status === 429).every((b) => b.json.retry_after > 0)).toBe(true);
    // The account is held, even with its right password and from another address.
    const held = await consoleCall('POST', 'sign-in', { email: m.email, password: 'Staff-pass-1' }, { ip: '127.42.0.2' });
    expect(held.json.message).toBe('tooManyAttempts');
  });

  it('throttles a parallel burst of 30 from one address over many accounts to exactly its 10 checks', async () => {
    const burst = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        consoleCall('POST', 'sign-in', { email: freshStaffEmail(`guess${i}`), password: 'Wrong-pass-1' }, { ip: '127.43.0.1' }),
      ),
    );
    expect(tally(burst)).toEqual({ invalidCredentials: 10, tooManyAttempts: 20 });
  });
});

describe('console and player sessions stay apart', () => {
  it('a console cookie is not a player session, and a player cookie is not a console session', async () => {
    const consoleCookie = await consoleSignIn(CONSOLE_ADMIN.email, CONSOLE_ADMIN.password);
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
      const me = await consoleCall('GET', 'me', undefined, { cookie });
      expect(me.status).toBe(401);
    }
  });
});

describe('roles and operators', () => {
  it("a content editor of one operator reads its own operator, never another's", async () => {
    const admin = await consoleSignIn(CONSOLE_ADMIN.email, CONSOLE_ADMIN.password);
    const editor = await newMember(admin, 'content_editor', 'slot2');
    const own = await consoleCall('GET', 'operators/slot2', undefined, { cookie: editor.cookie });
    expect(own.json).toMatchObject({ statusCode: 1, operator: { code: 'slot2', domains: expect.arrayContaining(['slot2.localhost']) } });
    const other = await consoleCall('GET', 'operators/slot3', undefined, { cookie: editor.cookie });
    expect(other.status).toBe(404);
    expect(other.json.message).toBe('notFound');
    // The platform administrator reads any operator.
    expect((await consoleCall('GET', 'operators/slot3', undefined, { cookie: admin })).json.operator.code).toBe('slot3');
  });

  it('support cannot do admin actions; an operator admin manages only their own operator', async () => {
    const admin = await consoleSignIn(CONSOLE_ADMIN.email, CONSOLE_ADMIN.password);
    const support = await newMember(admin, 'support', 'slot2');
    const add = await consoleCall('POST', 'staff', { email: freshStaffEmail('x'), role: 'support', operator: 'slot2' }, { cookie: support.cookie });
    expect(add.status).toBe(403);
    const list = await consoleCall('GET', 'operators/slot2/staff', undefined, { cookie: support.cookie });
    expect(list.status).toBe(403);

    const boss = await newMember(admin, 'operator_admin', 'slot2');
    const mine = await consoleCall('GET', 'operators/slot2/staff', undefined, { cookie: boss.cookie });
    expect(mine.json.value.map((s: { email: string }) => s.email)).toContain(support.email);
    expect((await consoleCall('GET', 'operators/slot3/staff', undefined, { cookie: boss.cookie })).status).toBe(404);
    const elsewhere = await consoleCall('POST', 'staff', { email: freshStaffEmail('x'), role: 'support', operator: 'slot3' }, { cookie: boss.cookie });
    expect(elsewhere.status).toBe(404);
    const platform = await consoleCall('POST', 'staff', { email: freshStaffEmail('x'), role: 'platform_admin' }, { cookie: boss.cookie });
    expect(platform.status).toBe(403);
    const noOperator = await consoleCall('POST', 'staff', { email: freshStaffEmail('x'), role: 'payments' }, { cookie: admin });
    expect(noOperator.json.errors).toEqual([{ field: 'operator', message: 'required' }]);
  });
});

describe('sign-out', () => {
  it('signs out one session, or every session of the member', async () => {
    const admin = await consoleSignIn(CONSOLE_ADMIN.email, CONSOLE_ADMIN.password);
    const m = await newMember(admin, 'payments', 'slot3');
    const others = [await consoleSignIn(m.email, 'Staff-pass-1'), await consoleSignIn(m.email, 'Staff-pass-1', undefined, '127.44.0.1')];
    const one = await consoleSignIn(m.email, 'Staff-pass-1');
    const out = await consoleCall('POST', 'sign-out', {}, { cookie: one });
    expect(out.cookie).toBe('');
    expect((await consoleCall('GET', 'me', undefined, { cookie: one })).status).toBe(401);
    expect((await consoleCall('GET', 'me', undefined, { cookie: others[0] })).status).toBe(200);

    const everywhere = await consoleCall('POST', 'sign-out-everywhere', {}, { cookie: m.cookie });
    expect(everywhere.json).toMatchObject({ statusCode: 1, sessions_ended: 3 });
    for (const cookie of [m.cookie, ...others]) expect((await consoleCall('GET', 'me', undefined, { cookie })).status).toBe(401);
    // Someone else's sessions are untouched.
    expect((await consoleCall('GET', 'me', undefined, { cookie: admin })).status).toBe(200);
  });
});

describe('audit log', () => {
  it('records every x-ops-key call: which key, from where, what, and the value before where cheap', async () => {
    const admin = await consoleSignIn(CONSOLE_ADMIN.email, CONSOLE_ADMIN.password);
    const ops = (path: string, body: Record<string, unknown>, key = OPS_KEY) =>
      fetch(`${baseFor(body)}/api${path}`, { method: 'POST', headers: { 'content-type': 'application/json', 'x-ops-key': key }, body: JSON.stringify(body) });
    expect((await ops('/ops/social_proof', { domain_name: 'slot4.localhost', min_entries: 4 })).status).toBe(200);
    expect((await ops('/ops/social_proof', { domain_name: 'slot4.localhost', min_entries: 5 }, 'not-the-key-0123456789')).status).toBe(404);
    expect((await ledgerCheck()).statusCode).toBe(1);
    const read = async (action: string) =>
      (await consoleCall('GET', `audit?action=${action}`, undefined, { cookie: admin })).json.value as Record<string, any>[];

    const [entry, ...older] = await read('ops.social_proof');
    expect(entry).toMatchObject({ actor: 'ops-key:platform', target: 'slot4', after: { min_entries: 4 }, from_address: expect.stringMatching(/127\.0\.0\.1/) });
    expect(entry.before).toHaveProperty('min_entries');
    // The refused key left no entry.
    expect(older.some((e) => e.after?.min_entries === 5)).toBe(false);
    expect((await read('ops.ledger_check'))[0]).toMatchObject({ actor: 'ops-key:platform', after: { ok: true } });
    // Staff actions are in the same log, and the audit is for platform administrators only.
    expect((await read('staff.create')).length).toBeGreaterThan(0);
    const boss = await newMember(admin, 'operator_admin', 'slot4');
    expect((await consoleCall('GET', 'audit', undefined, { cookie: boss.cookie })).status).toBe(403);
  });
});
