import { TOTP } from 'otpauth';
import { describe, expect, it } from 'vitest';
import { addBank, balanceOf, fund, login, newPlayer, post } from './helpers.ts';
import { nextIp, page as request, pageMember as member } from './console-pages-client.ts';

/**
 * The console's pages as a browser without scripts uses them: every loader and action checks the
 * member's role and operator on the server (another operator's data is a 404, a role's limit a
 * 403), and what a member changes is in the audit log.
 */
const ADMIN = { email: 'admin@demo.test', password: 'console-demo-1' };
const MINE = 'slot3';
const OTHER = 'slot4';

async function apiSignIn(email: string, password: string, ip = nextIp()) {
  const r = await request('POST', '/console/api/sign-in', { json: { email, password }, ip });
  expect(r.status, r.text).toBe(200);
  return r.cookie!;
}

const code = (secret: string, at = Date.now()) => new TOTP({ secret, digits: 6, period: 30, algorithm: 'SHA1' }).generate({ timestamp: at });
const players = (op: string) => `/console/${op}/players`;
const demo = (op: string) => `/console/${op}/players/demo01`;

describe('console pages: operator and role', () => {
  it('a member of one operator never reaches another operator: every page and form answers 404', async () => {
    const admin = await apiSignIn(ADMIN.email, ADMIN.password);
    const opAdmin = await member(admin, 'operator_admin', MINE);
    expect((await request('GET', players(MINE), { cookie: opAdmin.cookie })).status).toBe(200);
    for (const path of [players(OTHER), demo(OTHER), `/console/${OTHER}/audit`, `/console/${OTHER}/audit.csv`]) {
      expect((await request('GET', path, { cookie: opAdmin.cookie })).status, path).toBe(404);
    }
    // A player of the other operator keeps their session: the form to end it finds nobody.
    const player = await login(`${OTHER}.localhost`);
    const ended = await request('POST', demo(OTHER), { cookie: opAdmin.cookie, form: { intent: 'end-all' } });
    expect(ended.status).toBe(404);
    const note = await request('POST', demo(OTHER), { cookie: opAdmin.cookie, form: { intent: 'note', body: 'not mine' } });
    expect(note.status).toBe(404);
    const block = await request('POST', demo(OTHER), { cookie: opAdmin.cookie, form: { intent: 'block', reason: 'not mine' } });
    expect(block.status).toBe(404);
    expect((await post('/auth/get_balance', player)).json.statusCode).toBe(1);
    // The switcher offers only their own operator.
    const sw = await request('GET', `/console/switch?op=${OTHER}`, { cookie: opAdmin.cookie });
    expect(sw.status).toBe(302);
    expect(sw.location).toBe('/console');
  });

  it('each role reaches what its work needs: support reads and writes notes, payments reads, an editor neither', async () => {
    const admin = await apiSignIn(ADMIN.email, ADMIN.password);
    const support = await member(admin, 'support', MINE);
    const payments = await member(admin, 'payments', MINE);
    const editor = await member(admin, 'content_editor', MINE);

    expect((await request('GET', players(MINE), { cookie: editor.cookie })).status).toBe(403);
    expect((await request('GET', demo(MINE), { cookie: editor.cookie })).status).toBe(403);
    for (const m of [support, payments]) {
      const page = await request('GET', `${players(MINE)}?q=demo01`, { cookie: m.cookie });
      expect(page.status).toBe(200);
      expect(page.text).toContain('demo01');
      expect((await request('GET', `/console/${MINE}/audit`, { cookie: m.cookie })).status).toBe(403);
    }

    const body = `Asked about a bonus ${Date.now()}`;
    const noted = await request('POST', demo(MINE), { cookie: support.cookie, form: { intent: 'note', body } });
    expect(noted.status).toBe(200);
    expect(noted.text).toContain('Note added.');
    expect(noted.text).toContain(body);
    expect((await request('POST', demo(MINE), { cookie: payments.cookie, form: { intent: 'note', body: 'no' } })).status).toBe(403);
    // Blocking and ending sessions are an administrator's.
    for (const form of [{ intent: 'block', reason: 'abuse' }, { intent: 'end-all' }] as Record<string, string>[]) {
      expect((await request('POST', demo(MINE), { cookie: support.cookie, form })).status, form.intent).toBe(403);
    }

    // The note is in the audit log: who, on which operator, from where, what.
    const audit = await request('GET', `/console/${MINE}/audit.csv?q=player.note`, { cookie: admin });
    expect(audit.status).toBe(200);
    const line = audit.text.split('\r\n').find((l) => l.includes(body))!;
    expect(line).toContain(support.email);
    expect(line).toContain(`,${MINE},player.note,demo01,`);
    expect(line).toMatch(/,127\.0\.0\.1\s*$/);
  });

  it('an operator administrator blocks with a reason (the player is signed out), unblocks, and ends sessions', async () => {
    const admin = await apiSignIn(ADMIN.email, ADMIN.password);
    const opAdmin = await member(admin, 'operator_admin', 'slot5');
    const player = await login('slot5.localhost');
    expect((await post('/auth/get_balance', player)).json.statusCode).toBe(1);
    const noReason = await request('POST', demo('slot5'), { cookie: opAdmin.cookie, form: { intent: 'block', reason: ' ' } });
    expect(noReason.status).toBe(400);
    expect(noReason.text).toContain('This field is required.');
    const blocked = await request('POST', demo('slot5'), { cookie: opAdmin.cookie, form: { intent: 'block', reason: 'chargeback' } });
    expect(blocked.status).toBe(200);
    expect(blocked.text).toContain('Blocked');
    expect((await post('/auth/get_balance', player)).json.message).toBe('sessionExpired');
    expect((await post('/auth/login', { domain_name: 'slot5.localhost', account_id: 'demo01', password: 'demo1234' })).json.statusCode).not.toBe(1);
    const unblocked = await request('POST', demo('slot5'), { cookie: opAdmin.cookie, form: { intent: 'unblock', reason: 'resolved' } });
    expect(unblocked.status).toBe(200);
    const again = await login('slot5.localhost');
    expect((await post('/auth/get_balance', again)).json.statusCode).toBe(1);
    const ended = await request('POST', demo('slot5'), { cookie: opAdmin.cookie, form: { intent: 'end-all' } });
    expect(ended.status).toBe(200);
    expect((await post('/auth/get_balance', again)).json.message).toBe('sessionExpired');
    const csv = (await request('GET', `/console/slot5/audit.csv`, { cookie: opAdmin.cookie })).text;
    expect(csv).toContain('player.block,demo01,"{""status"":""active""}","{""reason"":""chargeback"",""status"":""BLOCK""}"');
    expect(csv).toContain('player.unblock,demo01');
    expect(csv).toContain('player.end_all_sessions,demo01');
  });

  it('no session: a page asks to sign in, with the way back; a player host has no console at all', async () => {
    const r = await request('GET', `${players(MINE)}?q=x`);
    expect(r.status).toBe(302);
    expect(r.location).toBe(`/console/sign-in?next=${encodeURIComponent(`${players(MINE)}?q=x`)}`);
    const admin = await apiSignIn(ADMIN.email, ADMIN.password);
    for (const host of ['localhost', `${MINE}.localhost`]) {
      expect((await request('GET', players(MINE), { host, cookie: admin })).status, host).toBe(404);
      expect((await request('GET', '/console/sign-in', { host })).status, host).toBe(404);
    }
  });

  it('a form posted from another site is refused', async () => {
    const admin = await apiSignIn(ADMIN.email, ADMIN.password);
    const r = await request('POST', demo(MINE), { cookie: admin, form: { intent: 'note', body: 'x' }, headers: { 'sec-fetch-site': 'cross-site' } });
    expect(r.status).toBe(403);
  });
});

describe('console money pages', () => {
  it('payments approves or rejects a withdrawal of its operator (a rejection returns the hold); other roles and operators cannot', async () => {
    const admin = await apiSignIn(ADMIN.email, ADMIN.password);
    const payments = await member(admin, 'payments', MINE);
    const support = await member(admin, 'support', MINE);
    const elsewhere = await member(admin, 'payments', OTHER);
    const who = await newPlayer(`${MINE}.localhost`);
    await fund(who, '1000.00');
    const bank = await addBank(who);
    let n = 0;
    const withdraw = async (amount: string) => {
      const r = await post('/wallet/withdraw', { ...who, amount, bank_account_id: bank, idempotency_key: `console-${Date.now()}-${n++}` });
      expect(r.json.statusCode, JSON.stringify(r.json)).toBe(1);
      return r.json.withdrawal.id as number;
    };
    const first = await withdraw('200.00');
    expect(await balanceOf(who)).toBe('800.00');
    const queue = `/console/${MINE}/withdrawals`;

    const page = await request('GET', queue, { cookie: payments.cookie });
    expect(page.status).toBe(200);
    expect(page.text).toContain(`Approve withdrawal ${first} of 200.00 for ${who.account_id}`);
    expect((await request('GET', queue, { cookie: support.cookie })).status).toBe(403);
    expect((await request('GET', `/console/${MINE}/deposits`, { cookie: support.cookie })).status).toBe(403);
    expect((await request('POST', queue, { cookie: support.cookie, form: { intent: 'approve', id: String(first) } })).status).toBe(403);
    // Another operator's payments staff: not theirs, whatever the address they post to.
    expect((await request('POST', `/console/${OTHER}/withdrawals`, { cookie: elsewhere.cookie, form: { intent: 'approve', id: String(first) } })).status).toBe(
      404,
    );
    expect((await request('POST', queue, { cookie: elsewhere.cookie, form: { intent: 'approve', id: String(first) } })).status).toBe(404);

    const noReason = await request('POST', queue, { cookie: payments.cookie, form: { intent: 'reject', id: String(first), reason: '' } });
    expect(noReason.status).toBe(400);
    expect(noReason.text).toContain('This field is required.');
    const rejected = await request('POST', queue, { cookie: payments.cookie, form: { intent: 'reject', id: String(first), reason: 'Name does not match' } });
    expect(rejected.status).toBe(200);
    expect(rejected.text).toContain(`Withdrawal ${first} rejected`);
    expect(await balanceOf(who)).toBe('1000.00');
    const twice = await request('POST', queue, { cookie: payments.cookie, form: { intent: 'approve', id: String(first) } });
    expect(twice.status).toBe(400);
    expect(twice.text).toContain('decided meanwhile');

    const second = await withdraw('300.00');
    const approved = await request('POST', queue, { cookie: payments.cookie, form: { intent: 'approve', id: String(second) } });
    expect(approved.status).toBe(200);
    expect(await balanceOf(who)).toBe('700.00');

    const deposits = await request('GET', `/console/${MINE}/deposits`, { cookie: payments.cookie });
    expect(deposits.text).toContain(who.account_id);
    const csv = (await request('GET', `/console/${MINE}/audit.csv?q=withdrawal`, { cookie: admin })).text;
    expect(csv).toContain(`withdrawal.reject,${who.account_id}#${first}`);
    expect(csv).toContain(`withdrawal.approve,${who.account_id}#${second}`);
    expect(csv).toContain(payments.email);
  });
});

describe('console sign-in page', () => {
  it('asks for the authenticator code after the password of an enrolled member, and signs in with it', async () => {
    const admin = await apiSignIn(ADMIN.email, ADMIN.password);
    const m = await member(admin, 'support', MINE);
    const confirmed = await request('POST', '/console/api/totp/confirm', { cookie: m.cookie, json: { code: code(m.secret, Date.now() - 30_000) } });
    expect(confirmed.status, confirmed.text).toBe(200);
    const ip = nextIp();
    const first = await request('POST', '/console/sign-in', {
      form: { intent: 'password', email: m.email, password: 'Staff-pass-1', next: players(MINE) },
      ip,
    });
    expect(first.status).toBe(200);
    expect(first.text).toContain('Enter your code');
    expect(first.cookie).toBeUndefined();
    // The code step carries a sealed ticket, never the password.
    expect(first.text).not.toContain('Staff-pass-1');
    const ticket = /name="ticket" value="([^"]+)"/.exec(first.text)?.[1]?.replaceAll('&amp;', '&');
    expect(ticket).toBeTruthy();
    const wrong = await request('POST', '/console/sign-in', { form: { intent: 'code', email: m.email, ticket: ticket!, code: '12345' }, ip });
    expect(wrong.status).toBe(400);
    expect(wrong.text).toContain('Enter the 6 digits');
    const forged = await request('POST', '/console/sign-in', { form: { intent: 'code', email: m.email, ticket: 'x', code: code(m.secret) }, ip });
    expect(forged.status).toBe(400);
    expect(forged.cookie).toBeUndefined();
    const done = await request('POST', '/console/sign-in', {
      form: { intent: 'code', email: m.email, ticket: ticket!, code: code(m.secret), next: players(MINE) },
      ip,
    });
    expect(done.status).toBe(302);
    expect(done.location).toBe(players(MINE));
    expect((await request('GET', players(MINE), { cookie: done.cookie })).status).toBe(200);
  });

  it('a welcome link sets the password, then the authenticator is set up from its key shown as text', async () => {
    const admin = await apiSignIn(ADMIN.email, ADMIN.password);
    const email = `welcome-${Date.now().toString(36)}@pages.test`;
    const made = await request('POST', '/console/api/staff', { cookie: admin, json: { email, role: 'support', operator: MINE } });
    const link = new URL(JSON.parse(made.text).welcome_url as string);
    const token = link.searchParams.get('token')!;
    expect((await request('GET', `${link.pathname}${link.search}`)).status).toBe(200);
    const differ = await request('POST', '/console/welcome', { form: { token, password: 'Staff-pass-1', confirm: 'Staff-pass-2' } });
    expect(differ.status).toBe(400);
    expect(differ.text).toContain('The two passwords differ.');
    const done = await request('POST', '/console/welcome', { form: { token, password: 'Staff-pass-1', confirm: 'Staff-pass-1' }, ip: nextIp() });
    expect(done.status).toBe(302);
    expect(done.location).toBe('/console/totp');
    const used = await request('POST', '/console/welcome', { form: { token, password: 'Staff-pass-1', confirm: 'Staff-pass-1' } });
    expect(used.text).toContain('This link has been used or has expired');

    const enrol = await request('GET', '/console/totp', { cookie: done.cookie });
    expect(enrol.status).toBe(200);
    const secret = /data-testid="totp-secret"[^>]*>([A-Z2-7 ]+)</.exec(enrol.text)![1].replace(/ /g, '');
    expect(enrol.text).toContain('otpauth://totp/');
    const wrong = await request('POST', '/console/totp', { cookie: done.cookie, form: { code: code(secret, Date.now() - 5 * 60_000) } });
    expect(wrong.status).toBe(400);
    expect(wrong.text).toContain('That code is not right');
    const confirmed = await request('POST', '/console/totp', { cookie: done.cookie, form: { code: code(secret) } });
    expect(confirmed.status).toBe(302);
    expect((await request('GET', '/console/totp', { cookie: done.cookie })).text).toContain('An authenticator app is set up');
  });

  it('counts the code step on one ticket in one statement: a parallel burst of 12 wrong codes passes exactly the account limit', async () => {
    const admin = await apiSignIn(ADMIN.email, ADMIN.password);
    const m = await member(admin, 'support', MINE);
    const confirmed = await request('POST', '/console/api/totp/confirm', { cookie: m.cookie, json: { code: code(m.secret, Date.now() - 30_000) } });
    expect(confirmed.status, confirmed.text).toBe(200);
    const first = await request('POST', '/console/sign-in', { form: { intent: 'password', email: m.email, password: 'Staff-pass-1' }, ip: nextIp() });
    const ticket = /name="ticket" value="([^"]+)"/.exec(first.text)![1].replaceAll('&amp;', '&');
    // Six digits that are none of the codes the authenticator shows around now.
    const near = new Set([-30_000, 0, 30_000].map((d) => code(m.secret, Date.now() + d)));
    const wrong: string[] = [];
    for (let n = 100_000; wrong.length < 12; n++) if (!near.has(String(n))) wrong.push(String(n));
    // Each from an address of its own: only the account's counter can stop them.
    const answers = await Promise.all(
      wrong.map((c) => request('POST', '/console/sign-in', { form: { intent: 'code', email: m.email, ticket, code: c }, ip: nextIp() })),
    );
    const said = answers.map((r) => `${r.status} ${/The email, password or code is not right|Too many attempts/.exec(r.text)?.[0]}`);
    expect(said.filter((x) => x === '400 The email, password or code is not right')).toHaveLength(5);
    expect(said.filter((x) => x === '429 Too many attempts')).toHaveLength(7);
    expect(answers.every((r) => r.cookie === undefined)).toBe(true);
    // The right code is refused too until the window passes.
    const right = await request('POST', '/console/sign-in', { form: { intent: 'code', email: m.email, ticket, code: code(m.secret) }, ip: nextIp() });
    expect(right.status).toBe(429);
  });

  it('says when too many attempts were made, and a wrong password as such', async () => {
    const admin = await apiSignIn(ADMIN.email, ADMIN.password);
    const m = await member(admin, 'support', MINE);
    const ip = nextIp();
    const texts: string[] = [];
    for (let i = 0; i < 6; i++) {
      const r = await request('POST', '/console/sign-in', { form: { intent: 'password', email: m.email, password: `wrong-${i}` }, ip });
      texts.push(`${r.status} ${/The email, password or code is not right|Too many attempts/.exec(r.text)?.[0]}`);
    }
    expect(texts.slice(0, 5)).toEqual(Array(5).fill('400 The email, password or code is not right'));
    expect(texts[5]).toBe('429 Too many attempts');
  });

  it('ends the session on sign-out, and every session on sign-out everywhere', async () => {
    const admin = await apiSignIn(ADMIN.email, ADMIN.password);
    const m = await member(admin, 'support', MINE);
    const other = await apiSignIn(m.email, 'Staff-pass-1');
    const out = await request('POST', '/console/sign-out', { cookie: m.cookie, form: { intent: 'here' } });
    expect(out.status).toBe(302);
    expect((await request('GET', players(MINE), { cookie: m.cookie })).status).toBe(302);
    expect((await request('GET', players(MINE), { cookie: other })).status).toBe(200);
    const third = await apiSignIn(m.email, 'Staff-pass-1');
    await request('POST', '/console/sign-out', { cookie: other, form: { intent: 'everywhere' } });
    expect((await request('GET', players(MINE), { cookie: other })).status).toBe(302);
    expect((await request('GET', players(MINE), { cookie: third })).status).toBe(302);
  });
});
