import { describe, expect, it } from 'vitest';
import { BASE, freshPhone } from './helpers.ts';

/**
 * Every call of the spec with exactly the body the spec writes: player calls carry `auth,
 * account_id` and no site; the operator is the one the call's host names.
 */
function at(host: string) {
  const url = new URL(BASE);
  url.hostname = host;
  return async (path: string, body?: Record<string, unknown>) => {
    const res = await fetch(`${url.origin}/api${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return { status: res.status, json: (await res.json()) as Record<string, any> };
  };
}

const NOT_SESSION = ['sessionExpired', 'Session Expired', 'siteMismatch', 'invalidRequest', 'siteNotFound'];

describe.each([
  ['localhost', 'casino1'],
  ['slot2.localhost', 'slot2'],
])('the spec’s bodies on %s', (host, template) => {
  const call = at(host);

  it('public calls answer for the host’s operator without domain_name, and with it', async () => {
    const startup = await call('/startup', {});
    expect(startup.json.statusCode).toBe(1);
    expect(startup.json.site.theme_code).toBe(template);
    expect((await call('/startup', { domain_name: host })).json.site.theme_code).toBe(template);
    for (const path of [
      '/home/fetch_transactions',
      '/home/fetch_slide',
      '/home/fetch_announment',
      '/home/marquee',
      '/home/referral',
      '/settings/social_account',
      '/settings/top10winner_withdrawal',
      '/settings/siteinfodetail',
      '/settings/partners',
    ]) {
      const r = await call(path, { domain_name: host, external_id: '' });
      expect(r.status, path).toBe(200);
      expect(r.json.statusCode, path).toBe(1);
    }
    expect((await call('/product/get_hot_games', { domain_name: host, external_id: '', game_type: 'slots' })).json.value.length).toBeGreaterThan(0);
    expect((await call('/seo', { domain_name: host, external_id: '', page_name: 'home' })).json.statusCode).toBe(1);
    expect((await call('/settings/get_analytics', { domain_name: host })).json.statusCode).toBe(1);
    expect((await call('/settings/adsvisit', { domain_name: host, external_id: '', fbp: '', appsflyer_id: '' })).json.statusCode).toBe(1);
    for (const path of ['/home/public_odds', '/home/match_list']) {
      const r = await call(path);
      expect(r.status, path).toBe(200);
      expect(r.json.statusCode, path).toBe(1);
    }
  });

  it('sign-up, code sign-in and forgotten password take the spec’s bodies', async () => {
    // The spec's code request carries no phone: an account id of digits is the phone number.
    const contact_phone = freshPhone();
    const account_id = contact_phone.slice(1);
    const code = await call('/auth/tac/request_new_register', { domain_name: host, external_id: '', account_id });
    expect(code.json).toMatchObject({ statusCode: 1 });
    expect((await call('/auth/tac/verify', { domain_name: host, external_id: '', account_id, tac: code.json.demo_tac })).json.statusCode).toBe(1);
    const signup = await call('/auth/signup', {
      domain_name: host,
      external_id: '',
      account_id,
      password: 'Secret123',
      contact_phone,
      contact_email: '',
      referrer_code: '',
      ch: '',
      cm: '',
      pp: '',
      affiliate_code: '',
      fbp: '',
      appsflyer_id: '',
      visitor_id: '',
      accept_terms: true,
    });
    expect(signup.json.statusCode).toBe(1);
    const loginCode = await call('/auth/tac/request_login', { domain_name: host, external_id: '', account_id });
    expect(loginCode.json.statusCode).toBe(1);
    const byCode = await call('/auth/login_tac', { account_id, tac: loginCode.json.demo_tac, domain_name: host, external_id: '' });
    expect(byCode.json.statusCode).toBe(1);
    expect(byCode.json.token).toEqual(expect.any(String));
    expect((await call('/auth/forgot_password', { account_id, contact_phone, domain_name: host, external_id: '' })).json.statusCode).toBe(1);
  });

  it('player calls keep a session with auth and account_id alone', async () => {
    const login = await call('/auth/login', { account_id: 'demo01', password: 'demo1234', domain_name: host, external_id: '' });
    expect(login.json.statusCode).toBe(1);
    const me = { auth: login.json.token as string, account_id: 'demo01' };

    const balance = await call('/auth/get_balance', me);
    expect(balance.json).toMatchObject({ statusCode: 1, message: 'OK' });
    expect(balance.json.game_balance).toEqual(expect.any(String));
    expect((await call('/auth/vip', me)).json.nextLevel).toHaveLength(1);

    const games = await call('/product/get_hot_games', { domain_name: host, external_id: '', game_type: 'slots' });
    const { provider_code, game_code, game_name } = games.json.value[0] as Record<string, string>;
    const fav = { provider_code, game_code, game_name, game_type: 'slots', img_url: '' };
    expect((await call('/home/fav_add', { ...me, ...fav })).json.statusCode).toBe(1);
    expect((await call('/home/fav_list', me)).json.value.map((g: { game_code: string }) => g.game_code)).toContain(game_code);
    expect((await call('/home/fav_remove', { ...me, provider_code, game_code })).json.statusCode).toBe(1);

    const profile = await call('/settings/profile_update', { ...me, full_name: 'Demo Player', contact_email: 'demo01@example.com' });
    expect(profile.json.statusCode).toBe(1);
    expect(profile.json.value[0]).toMatchObject({ full_name: 'Demo Player' });
    expect((await call('/settings/get_inbox', me)).json.statusCode).toBe(1);
    expect((await call('/settings/check_status', me)).json.statusCode).toBe(1);
    // No such message: a business answer about the message, not about the session.
    const claim = await call('/settings/claim_inbox', { ...me, inbox_id: 2_000_000_000 });
    expect(claim.json.statusCode).not.toBe(1);
    expect(NOT_SESSION).not.toContain(claim.json.message);

    expect((await call('/auth/update_password', { ...me, password: 'demo1234', new_password: 'demo1234x' })).json.statusCode).toBe(1);
    expect((await call('/auth/update_password', { ...me, password: 'demo1234x', new_password: 'demo1234' })).json.statusCode).toBe(1);
    expect((await call('/auth/get_balance', me)).json.statusCode).toBe(1);
  });
});

describe('the host names the operator', () => {
  it('a body that names another operator than its host is refused; another name of the same operator is not', async () => {
    const slot2 = at('slot2.localhost');
    const other = await slot2('/startup', { domain_name: 'localhost' });
    expect(other.status).toBe(400);
    expect(other.json).toMatchObject({ statusCode: -422, message: 'siteMismatch' });
    // Reached by address (an operator's page server calling its API), the body names the site.
    expect((await at('127.0.0.1')('/startup', { domain_name: 'slot2.localhost' })).json.site.theme_code).toBe('slot2');
    expect((await slot2('/startup', { domain_name: 'SLOT2.localhost:3900' })).json.statusCode).toBe(1);
  });

  it('a session opened on one site is not one on another host', async () => {
    const login = await at('slot2.localhost')('/auth/login', { account_id: 'demo01', password: 'demo1234', domain_name: 'slot2.localhost', external_id: '' });
    const me = { auth: login.json.token as string, account_id: 'demo01' };
    expect((await at('slot2.localhost')('/auth/get_balance', me)).json.statusCode).toBe(1);
    expect((await at('localhost')('/auth/get_balance', me)).json.message).toBe('sessionExpired');
    expect((await at('slot3.localhost')('/auth/get_balance', me)).json.message).toBe('sessionExpired');
  });
});
