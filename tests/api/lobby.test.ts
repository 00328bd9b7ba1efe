import { describe, expect, it } from 'vitest';
import { CategoryGamesAnswer } from '../../contract/product.ts';
import { post } from './helpers.ts';

describe('/api/product/games', () => {
  it('answers a whole category compactly, by popularity rank', async () => {
    const a = CategoryGamesAnswer.parse((await post('/product/games', { domain_name: 'localhost', game_type: 'slots' })).json);
    expect(a.value.length).toBeGreaterThan(5000);
    const ranks = a.value.map((g) => g[5]);
    expect([...ranks].sort((x, y) => x - y)).toEqual(ranks);
    const startup = (await post('/startup', { domain_name: 'localhost' })).json;
    const slots = startup.content.menu.find((n: { content_id: string }) => n.content_id === 'slots');
    expect(a.value.length).toBe(slots.game_count);
  });

  it('hot means the hot flag across categories', async () => {
    const a = CategoryGamesAnswer.parse((await post('/product/games', { domain_name: 'localhost', game_type: 'hot' })).json);
    expect(a.value.length).toBeGreaterThan(50);
    expect(a.value.every((g) => (g[3] & 1) === 1)).toBe(true);
  });

  it('refuses an unknown category', async () => {
    const r = await post('/product/games', { domain_name: 'localhost', game_type: 'poker-night' });
    expect(r.status).toBe(400);
    expect(r.json.statusCode).not.toBe(1);
  });
});

describe('launch and the demo game', () => {
  const BASE = process.env.API_BASE_URL ?? 'http://127.0.0.1:3911';
  it('launches only for a signed-in player, with a one-time URL', async () => {
    const { login } = await import('./helpers.ts');
    const p = await login('casino9.localhost');
    const game = (await post('/product/games', { domain_name: 'localhost', game_type: 'slots' })).json.value[0];
    const anon = await post('/product/launch', { account_id: 'demo01', auth: 'x'.repeat(43), provider_code: game[0], game_code: game[1] });
    expect(anon.json.message).toBe('sessionExpired');
    const ok = await post('/product/launch', { ...p, provider_code: game[0], game_code: game[1] });
    expect(ok.json).toMatchObject({ statusCode: 1, expires_in: 7200 });
    expect(ok.json.url).toMatch(/^\/api\/demo-provider\/play\?ticket=[\w-]+$/);
    const forged = await fetch(`${BASE}${ok.json.url.replace(/ticket=[\w-]+/, 'ticket=forged-forged-forged')}`);
    expect(forged.status).toBe(403);
    const page = await fetch(`${BASE}${ok.json.url}`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain(game[2].replace(/&/g, '&amp;').replace(/'/g, '&#39;'));
    const recent = await post('/product/recent', p);
    expect(recent.json.value[0]).toMatchObject({ provider_code: game[0], game_code: game[1] });
  });

  it('a round moves the balance by exactly win − bet, once per round_ref', async () => {
    const { login, openGame } = await import('./helpers.ts');
    const p = await login('casino9-2.localhost');
    const game = (await post('/product/games', { domain_name: 'localhost', game_type: 'slots' })).json.value[1];
    const launch = (await post('/product/launch', { ...p, provider_code: game[0], game_code: game[1] })).json;
    const { token } = await openGame(launch.url);
    const before = Number((await post('/auth/get_balance', p)).json.game_balance);
    const round = async (ref: string) =>
      (await (
        await fetch(`${BASE}/api/demo-provider/round`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ token, bet: 500, round_ref: ref }),
        })
      ).json()) as Record<string, any>;
    const a = await round('ref-12345678');
    expect(a.statusCode).toBe(1);
    const after = Number((await post('/auth/get_balance', p)).json.game_balance);
    expect(Math.round((after - before) * 100)).toBe(Math.round(Number(a.win) * 100) - 500);
    const again = await round('ref-12345678');
    expect(again).toEqual(a);
    expect(Number((await post('/auth/get_balance', p)).json.game_balance)).toBe(after);
    const bad = await fetch(`${BASE}/api/demo-provider/round`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ token, bet: 123, round_ref: 'ref-abcdefgh' }),
    });
    expect(bad.status).toBe(400);
  });
});
