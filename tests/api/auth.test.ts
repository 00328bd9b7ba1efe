import { describe, expect, it } from 'vitest';
import { GetBalanceAnswer, LoginAnswer, VipAnswer } from '../../contract/auth.ts';
import { login, post } from './helpers.ts';

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
