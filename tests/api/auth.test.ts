import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { GetBalanceAnswer, LoginAnswer, VipAnswer } from '../../contract/auth.ts';
import { eventually, freshId, freshPhone, login, post, postFrom, tally, type Reply } from './helpers.ts';

describe('/api/auth/login', () => {
  it('signs the demo player in on every kind of demo operator', async () => {
    for (const domain of ['localhost', '127.0.0.1', 'slot2.localhost', 'sportsbook4-5.localhost']) {
      const r = await post('/auth/login', { domain_name: domain, account_id: 'demo01', password: 'demo1234' });
      const a = LoginAnswer.parse(r.json);
      expect(a.statusCode).toBe(1);
      // 256-bit token, base64url
      expect(a.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(a.user).toMatchObject({ account_id: 'demo01', session_token: a.token });
      expect(a.fullname).toBe('Demo Player');
    }
  });

  it('refuses a wrong password or an unknown account with the same answer', async () => {
    const wrong = await post('/auth/login', { domain_name: 'casino5.localhost', account_id: 'demo01', password: 'nope12345' });
    const unknown = await post('/auth/login', { domain_name: 'casino5.localhost', account_id: 'nobody99', password: 'nope12345' });
    expect(wrong.json).toEqual({ statusCode: -1, message: 'invalidCredentials' });
    expect(unknown.json).toEqual(wrong.json);
  });

  it('throttles repeated failures on one account with a clear answer', async () => {
    const body = { domain_name: 'casino6-3.localhost', account_id: 'demo01', password: 'wrong-pass-1' };
    for (let i = 0; i < 5; i++) await post('/auth/login', body);
    const r = await post('/auth/login', { ...body, password: 'demo1234' });
    expect(r.status).toBeLessThan(500);
    expect(r.json.message).toBe('tooManyAttempts');
    expect(r.json.retry_after).toBeGreaterThan(0);
  });
});

describe('player calls', () => {
  it('/api/auth/get_balance answers the balances as exact decimal strings', async () => {
    const p = await login();
    const a = GetBalanceAnswer.parse((await post('/auth/get_balance', p)).json);
    expect(a.statusCode).toBe(1);
    expect(a.game_balance).toMatch(/^\d+\.\d{2}$/);
    expect(a.game_token).toMatch(/^\d+\.\d{2}$/);
  });

  it('/api/auth/vip answers nextLevel[0] from the player totals', async () => {
    const p = await login('casino2.localhost');
    const a = VipAnswer.parse((await post('/auth/vip', p)).json);
    expect(a.nextLevel[0]).toMatchObject({ vip_name: 'Silver', vip_name_next: 'Gold', cycle_deposit: '25000.00', deposit_next: '20000.00' });
  });

  it('answers sessionExpired for a bad token, a token of another account, and after logout', async () => {
    const p = await login('casino3.localhost');
    const bad = await post('/auth/get_balance', { account_id: 'demo01', auth: 'x'.repeat(43) });
    expect(bad.json.message).toBe('sessionExpired');
    const other = await post('/auth/get_balance', { ...p, account_id: 'someone1' });
    expect(other.json.message).toBe('sessionExpired');
    expect((await post('/auth/logout', p)).json.statusCode).toBe(1);
    expect((await post('/auth/vip', p)).json.message).toBe('sessionExpired');
  });

  it('favourites: list, add (catalogue decides name and image), remove', async () => {
    const p = await login('casino4.localhost');
    const list = (await post('/home/fav_list', p)).json.value;
    expect(list.length).toBeGreaterThan(0);
    const hot = (await post('/product/get_hot_games', { domain_name: 'casino4.localhost', game_type: 'crash' })).json.value[0];
    const add = await post('/home/fav_add', {
      ...p,
      provider_code: hot.provider_code,
      game_code: hot.game_code,
      game_name: 'FAKE',
      game_type: 'x',
      img_url: 'javascript:alert(1)',
    });
    expect(add.json.statusCode).toBe(1);
    const after = (await post('/home/fav_list', p)).json.value;
    const fav = after.find((g: { game_code: string }) => g.game_code === hot.game_code);
    expect(fav).toMatchObject({ game_name: hot.game_name, img_url: hot.game_image, provider_code: hot.provider_code });
    await post('/home/fav_remove', { ...p, provider_code: hot.provider_code, game_code: hot.game_code });
    const removed = (await post('/home/fav_list', p)).json.value;
    expect(removed.some((g: { game_code: string }) => g.game_code === hot.game_code)).toBe(false);
    const missing = await post('/home/fav_add', { ...p, provider_code: 'NOPE', game_code: 'NOPE-1' });
    expect(missing.json.message).toBe('gameNotFound');
  });
});

/* ——— The account-wide budget of password checks from new addresses ——— */
// Bursts come from their own loopback addresses (127.0.4x.y, never used elsewhere); the players
// sign up from 127.0.0.1, which is therefore an address they have signed in from.

const G = 'casino7.localhost';
const NEW_ADDRESSES = Number(process.env.SIGN_IN_NEW_ADDRESSES_PER_ACCOUNT ?? 10);

/** A new player through the real sign-up flow, with the phone its codes go to. */
async function signUp(domain = G) {
  const account_id = freshId('g');
  const contact_phone = freshPhone();
  const code = await post('/auth/tac/request_new_register', { domain_name: domain, account_id, contact_phone });
  await post('/auth/tac/verify', { domain_name: domain, account_id, tac: code.json.demo_tac });
  const r = await post('/auth/signup', { domain_name: domain, account_id, password: 'Secret123', contact_phone, contact_email: '', accept_terms: true });
  if (r.json.statusCode !== 1) throw new Error(`signup failed: ${JSON.stringify(r.json)}`);
  return { account_id, contact_phone, auth: r.json.token as string, domain_name: domain };
}

/** `guesses` wrong passwords from each address, every call of a round in parallel. */
async function spray(account_id: string, addresses: string[], guesses: number) {
  const out: { ip: string; answer: Reply }[] = [];
  for (let g = 0; g < guesses; g++) {
    const round = await Promise.all(
      addresses.map(async (ip) => ({ ip, answer: await postFrom(ip, '/auth/login', { domain_name: G, account_id, password: 'Wrong12345' }) })),
    );
    out.push(...round);
  }
  return out;
}

const addressesOf = (third: number, n: number) => Array.from({ length: n }, (_, i) => `127.0.${third}.${i + 1}`);

describe('password guesses spread over many addresses', () => {
  it(`a parallel burst from 100 addresses gets at most ${NEW_ADDRESSES} addresses' checks; the rest are asked for a code`, async () => {
    const victim = await signUp();
    const answers = await spray(victim.account_id, addressesOf(41, 100), 6);
    expect(answers.every((a) => ['invalidCredentials', 'codeRequired', 'tooManyAttempts', 'busy'].includes(a.answer.json.message))).toBe(true);
    const checked = answers.filter((a) => a.answer.json.message === 'invalidCredentials');
    expect(new Set(checked.map((a) => a.ip)).size).toBeLessThanOrEqual(NEW_ADDRESSES);
    expect(checked.length).toBeLessThanOrEqual(NEW_ADDRESSES * 5);
    expect(checked.length).toBeGreaterThan(0);
    expect(tally(answers.map((a) => a.answer)).codeRequired).toBeGreaterThanOrEqual(500);
    // Spent: the right password from yet another new address is not enough, and says nothing about the password.
    const right = await postFrom('127.0.43.1', '/auth/login', { domain_name: G, account_id: victim.account_id, password: 'Secret123' });
    const wrong = await postFrom('127.0.43.2', '/auth/login', { domain_name: G, account_id: victim.account_id, password: 'Wrong12345' });
    expect(right.json).toEqual({ statusCode: -1, message: 'codeRequired' });
    expect(wrong.json).toEqual(right.json);
  });

  it('the owner at a known address signs in with the password alone and is told once; a new address needs the code', async () => {
    const victim = await signUp();
    const attackers = addressesOf(44, NEW_ADDRESSES + 2);
    await spray(victim.account_id, attackers, 2);
    // At home (the sign-up's address): a wrong password is just wrong, the right one signs in.
    const typo = await post('/auth/login', { domain_name: G, account_id: victim.account_id, password: 'Wrong12345' });
    expect(typo.json.message).toBe('invalidCredentials');
    const home = await post('/auth/login', { domain_name: G, account_id: victim.account_id, password: 'Secret123' });
    expect(home.json.statusCode).toBe(1);
    expect(home.json.password_alert).toMatchObject({ address: expect.stringMatching(/^127\.0\.44\.\*$/), addresses: NEW_ADDRESSES });
    expect(Date.now() - Date.parse(home.json.password_alert.at)).toBeLessThan(120_000);
    const again = await post('/auth/login', { domain_name: G, account_id: victim.account_id, password: 'Secret123' });
    expect(again.json.statusCode).toBe(1);
    expect(again.json.password_alert).toBeUndefined();

    // A new device: the password, then the code sent to the account's phone as well.
    const phone = '127.0.45.1';
    const first = await postFrom(phone, '/auth/login', { domain_name: G, account_id: victim.account_id, password: 'Secret123' });
    expect(first.json).toEqual({ statusCode: -1, message: 'codeRequired' });
    const sent = await postFrom(phone, '/auth/tac/request_login', { domain_name: G, account_id: victim.account_id });
    const tac = sent.json.demo_tac as string;
    expect(tac).toMatch(/^\d{6}$/);
    const badCode = await postFrom(phone, '/auth/login', {
      domain_name: G,
      account_id: victim.account_id,
      password: 'Secret123',
      tac: tac === '000000' ? '111111' : '000000',
    });
    expect(badCode.json.message).toBe('invalidTac');
    const badPassword = await postFrom(phone, '/auth/login', { domain_name: G, account_id: victim.account_id, password: 'Wrong12345', tac });
    expect(badPassword.json.message).toBe('invalidCredentials');
    const both = await postFrom(phone, '/auth/login', { domain_name: G, account_id: victim.account_id, password: 'Secret123', tac });
    expect(both.json.statusCode).toBe(1);
    // The code is used up, and the device is now known: the password alone does from there on.
    const reused = await postFrom('127.0.45.2', '/auth/login', { domain_name: G, account_id: victim.account_id, password: 'Secret123', tac });
    expect(reused.json.statusCode).not.toBe(1);
    const known = await postFrom(phone, '/auth/login', { domain_name: G, account_id: victim.account_id, password: 'Secret123' });
    expect(known.json.statusCode).toBe(1);

    // The inbox says so once, in the player's language, with the way to change the password.
    const me = { domain_name: G, account_id: victim.account_id, auth: home.json.token };
    const inbox = await post('/settings/get_inbox', me);
    const notices = inbox.json.value.filter((m: { title: string }) => m.title === 'Someone tried to sign in with your password');
    expect(notices).toHaveLength(1);
    expect(notices[0].body).toContain('127.0.44.*');
    expect(notices[0].body).toContain('href="/change-password"');
    const ru = await post('/settings/get_inbox', { ...me, lang: 'ru' });
    expect(ru.json.value.find((m: { inbox_id: number }) => m.inbox_id === notices[0].inbox_id)).toMatchObject({
      lang: 'ru',
      title: 'Кто-то пытался войти с вашим паролем',
    });
  });

  it('an account id nobody has answers the same once its budget is spent (no account enumeration)', async () => {
    const nobody = freshId('n');
    await spray(nobody, addressesOf(46, NEW_ADDRESSES), 1);
    const after = await postFrom('127.0.46.200', '/auth/login', { domain_name: G, account_id: nobody, password: 'Wrong12345' });
    expect(after.json).toEqual({ statusCode: -1, message: 'codeRequired' });
  });
});

/* ——— No code for a player on a break ——— */

/** The demo delivery's log lines (the test server's log) for one account and purpose. */
function codesLogged(account: string, purpose: string) {
  const file = path.resolve(process.env.RESULTS_DIR ?? 'test-results', 'server.log');
  return fs
    .readFileSync(file, 'utf8')
    .split('\n')
    .filter((l) => l.includes('"TAC code (demo delivery)"') && l.includes(`"account":"${account}"`) && l.includes(`"purpose":"${purpose}"`));
}

describe('one-time codes and player protection', () => {
  for (const [kind, extra] of [
    ['timeout', { days: 1 }],
    ['self_exclusion', { months: 6 }],
  ] as const) {
    it(`a player on a ${kind} is sent no code, and hears what anyone else would`, async () => {
      const me = await signUp();
      const other = await signUp();
      expect((await post('/protection/exclude', { ...me, kind, ...extra })).json.statusCode).toBe(1);
      const ask = (account_id: string) => post('/auth/tac/request_login', { domain_name: G, account_id });
      const forgot = (account_id: string, contact_phone: string) => post('/auth/forgot_password', { domain_name: G, account_id, contact_phone });
      const [mine, theirs, nobody] = [await ask(me.account_id), await ask(other.account_id), await ask(freshId('n'))];
      const [myReset, theirReset] = [await forgot(me.account_id, me.contact_phone), await forgot(other.account_id, other.contact_phone)];
      expect(theirs.json.demo_tac).toMatch(/^\d{6}$/);
      expect(theirReset.json.demo_tac).toMatch(/^\d{6}$/);
      expect(mine.json).toEqual(nobody.json);
      expect(mine.json).toEqual({ statusCode: 1, message: 'OK', expires_in: 300, resend_in: 60 });
      expect(myReset.json).toEqual(mine.json);
      // The other player's codes reached the log (so the log is written); none for the player on a break.
      await eventually(
        async () => codesLogged(other.account_id, 'reset').length,
        (n) => n > 0,
      );
      expect(codesLogged(other.account_id, 'login')).toHaveLength(1);
      expect(codesLogged(me.account_id, 'login')).toHaveLength(0);
      expect(codesLogged(me.account_id, 'reset')).toHaveLength(0);
    });
  }
});
