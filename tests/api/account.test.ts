import { describe, expect, it } from 'vitest';
import { LoginAnswer } from '../../contract/auth.ts';
import { login, post } from './helpers.ts';

const D = 'casino7.localhost';
let n = 0;
const fresh = () => `acc${Date.now().toString(36).slice(-6)}${n++}`;
const phone = () => `+6391${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;

async function register(account_id = fresh(), contact_phone = phone(), password = 'Secret123') {
  const code = await post('/auth/tac/request_new_register', { domain_name: D, account_id, contact_phone });
  expect(code.json).toMatchObject({ statusCode: 1, expires_in: 300, resend_in: 60 });
  expect(code.json.demo_tac).toMatch(/^\d{6}$/);
  expect((await post('/auth/tac/verify', { domain_name: D, account_id, tac: code.json.demo_tac })).json.statusCode).toBe(1);
  const signup = await post('/auth/signup', {
    domain_name: D,
    account_id,
    password,
    contact_phone,
    contact_email: `${account_id}@example.com`,
    referrer_code: '',
    accept_terms: true,
    ch: 'google',
    cm: 'cpc',
    pp: 'spring',
    affiliate_code: 'AFF1',
    fbp: 'fb.1.2.3',
    appsflyer_id: 'af-1',
    visitor_id: 'v-1',
  });
  return { account_id, contact_phone, password, answer: signup.json };
}

describe('sign-up with TAC', () => {
  it('registers after a verified code and signs the player in', async () => {
    const r = await register();
    const a = LoginAnswer.parse(r.answer);
    expect(a.statusCode).toBe(1);
    expect(a.user?.account_id).toBe(r.account_id);
    const balance = await post('/auth/get_balance', { domain_name: D, account_id: r.account_id, auth: a.token });
    expect(balance.json).toMatchObject({ statusCode: 1, game_balance: '0.00' });
    // The new password works for a normal sign-in.
    expect((await post('/auth/login', { domain_name: D, account_id: r.account_id, password: r.password })).json.statusCode).toBe(1);
  });

  it('refuses a signup without a verified code, a taken account id and weak input', async () => {
    const account_id = fresh();
    const noCode = await post('/auth/signup', {
      domain_name: D,
      account_id,
      password: 'Secret123',
      contact_phone: phone(),
      contact_email: '',
      accept_terms: true,
    });
    expect(noCode.json.message).toBe('invalidTac');
    const taken = await post('/auth/tac/request_new_register', { domain_name: D, account_id: 'demo01', contact_phone: phone() });
    expect(taken.json.message).toBe('accountExists');
    const weak = await post('/auth/signup', { domain_name: D, account_id: 'ab', password: 'short', contact_phone: '0917', contact_email: 'x' });
    expect(weak.status).toBe(400);
    expect(weak.json.errors.map((e: { field: string }) => e.field).sort()).toEqual([
      'accept_terms',
      'account_id',
      'contact_email',
      'contact_phone',
      'password',
    ]);
  });

  it('codes: wrong code counts tries, 5 wrong tries end the code, resend is throttled', async () => {
    const account_id = fresh();
    const first = await post('/auth/tac/request_new_register', { domain_name: D, account_id, contact_phone: phone() });
    expect(first.json.statusCode).toBe(1);
    const again = await post('/auth/tac/request_new_register', { domain_name: D, account_id, contact_phone: phone() });
    expect(again.json.message).toBe('tacThrottled');
    expect(again.json.resend_in).toBeGreaterThan(0);
    const wrong = first.json.demo_tac === '000000' ? '111111' : '000000';
    for (let i = 0; i < 4; i++) {
      expect((await post('/auth/tac/verify', { domain_name: D, account_id, tac: wrong })).json.message).toBe('invalidTac');
    }
    expect((await post('/auth/tac/verify', { domain_name: D, account_id, tac: wrong })).json.message).toBe('tacTooManyTries');
    // Even the right code is refused now.
    expect((await post('/auth/tac/verify', { domain_name: D, account_id, tac: first.json.demo_tac })).json.message).toBe('tacTooManyTries');
  });
});

describe('sign-in by one-time code', () => {
  it('sends a code to the account phone and signs in with it once', async () => {
    const r = await register();
    const req = await post('/auth/tac/request_login', { domain_name: D, account_id: r.account_id });
    expect(req.json.statusCode).toBe(1);
    const ok = await post('/auth/login_tac', { domain_name: D, account_id: r.account_id, tac: req.json.demo_tac });
    expect(LoginAnswer.parse(ok.json)).toMatchObject({ statusCode: 1, user: { account_id: r.account_id } });
    const replay = await post('/auth/login_tac', { domain_name: D, account_id: r.account_id, tac: req.json.demo_tac });
    expect(replay.json.statusCode).not.toBe(1);
  });

  it('answers the same for an unknown account', async () => {
    const unknown = await post('/auth/tac/request_login', { domain_name: D, account_id: 'nosuch999' });
    expect(unknown.json).toEqual({ statusCode: 1, message: 'OK', expires_in: 300, resend_in: 60 });
    expect((await post('/auth/login_tac', { domain_name: D, account_id: 'nosuch999', tac: '123456' })).json.message).toBe('invalidTac');
  });
});

describe('passwords', () => {
  it('forgot password answers the same whether or not the account exists, and the code resets it', async () => {
    const r = await register();
    const other = await register();
    const unknown = await post('/auth/forgot_password', { domain_name: D, account_id: 'nosuch998', contact_phone: '+639170000000' });
    const wrongPhone = await post('/auth/forgot_password', { domain_name: D, account_id: other.account_id, contact_phone: '+639170000000' });
    expect(unknown.json).toEqual({ statusCode: 1, message: 'OK', expires_in: 300, resend_in: 60 });
    expect(wrongPhone.json).toEqual(unknown.json);
    const real = await post('/auth/forgot_password', { domain_name: D, account_id: r.account_id, contact_phone: r.contact_phone });
    expect(real.json.demo_tac).toMatch(/^\d{6}$/);
    // toEqual passes over the undefined demo_tac: the rest is the same answer.
    expect({ ...real.json, demo_tac: undefined }).toEqual(unknown.json);
    const before = LoginAnswer.parse(r.answer).token!;
    const reset = await post('/auth/reset_password', { domain_name: D, account_id: r.account_id, tac: real.json.demo_tac, new_password: 'NewSecret456' });
    expect(reset.json.statusCode).toBe(1);
    expect((await post('/auth/login', { domain_name: D, account_id: r.account_id, password: 'NewSecret456' })).json.statusCode).toBe(1);
    // A reset ends every session.
    expect((await post('/auth/get_balance', { domain_name: D, account_id: r.account_id, auth: before })).json.message).toBe('sessionExpired');
  });

  it('change password needs the old one and ends the other sessions, not this one', async () => {
    const r = await register();
    const here = LoginAnswer.parse(r.answer).token!;
    const other = await login(D, r.account_id, r.password);
    const wrong = await post('/auth/update_password', {
      domain_name: D,
      account_id: r.account_id,
      auth: here,
      password: 'nope12345',
      new_password: 'Changed789',
    });
    expect(wrong.json.message).toBe('wrongPassword');
    const ok = await post('/auth/update_password', { domain_name: D, account_id: r.account_id, auth: here, password: r.password, new_password: 'Changed789' });
    expect(ok.json.statusCode).toBe(1);
    expect((await post('/auth/get_balance', { domain_name: D, account_id: r.account_id, auth: here })).json.statusCode).toBe(1);
    expect((await post('/auth/get_balance', other)).json.message).toBe('sessionExpired');
    expect((await post('/auth/login', { domain_name: D, account_id: r.account_id, password: 'Changed789' })).json.statusCode).toBe(1);
  });
});

describe('profile', () => {
  it('updates name and email and answers value[0]; rejects digits in names and bad emails', async () => {
    const r = await register();
    const auth = LoginAnswer.parse(r.answer).token!;
    const ok = await post('/settings/profile_update', {
      domain_name: D,
      account_id: r.account_id,
      auth,
      full_name: 'Maria Santos',
      contact_email: 'maria@example.com',
    });
    expect(ok.json).toEqual({
      statusCode: 1,
      message: 'OK',
      value: [{ account_id: r.account_id, full_name: 'Maria Santos', contact_email: 'maria@example.com' }],
    });
    const bad = await post('/settings/profile_update', { domain_name: D, account_id: r.account_id, auth, full_name: 'R2D2', contact_email: 'nope' });
    expect(bad.status).toBe(400);
    expect(bad.json.errors.map((e: { message: string }) => e.message).sort()).toEqual(['invalidEmail', 'nameFormat']);
    const status = await post('/settings/check_status', { domain_name: D, account_id: r.account_id, auth });
    expect(status.json).toEqual({ statusCode: 1, message: 'OK', status: 'active' });
  });

  it('takes names in any script, with combining marks, and keeps them in NFC', async () => {
    const r = await register();
    const auth = LoginAnswer.parse(r.answer).token!;
    const update = (full_name: string) => post('/settings/profile_update', { domain_name: D, account_id: r.account_id, auth, full_name, contact_email: '' });
    const nepali = await update('राम बहादुर');
    expect(nepali.json.value?.[0].full_name).toBe('राम बहादुर');
    const decomposed = await update('Jose\u0301 Rizal');
    expect(decomposed.json.value?.[0].full_name).toBe('Jos\u00e9 Rizal');
    // Names are written with hyphens, apostrophes and dots too; digits and other symbols are not names.
    for (const name of ['Jean-Pierre Dupont', "O'Brien", 'O’Brien', 'Dr. Smith']) expect((await update(name)).json.value?.[0].full_name, name).toBe(name);
    for (const name of ['R2D2', 'Ann@Lee', 'Lee!', "-'.", 'Ann_Lee'])
      expect((await update(name)).json.errors, name).toEqual([{ field: 'full_name', message: 'nameFormat' }]);
  });
});
