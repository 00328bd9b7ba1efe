import { describe, expect, it } from 'vitest';
import { balanceOf, freshId, fund, login, newPlayer, openGame, playRound, post, type Who } from './helpers.ts';

const D = 'casino7.localhost';

async function slot(n = 0) {
  const g = (await post('/product/games', { domain_name: D, game_type: 'slots' })).json.value[n];
  return { provider_code: g[0] as string, game_code: g[1] as string };
}

async function launch(who: Who, n = 0) {
  const a = await post('/product/launch', { ...who, ...(await slot(n)) });
  expect(a.json.statusCode).toBe(1);
  return a.json.url as string;
}

async function play(who: Who) {
  const page = await openGame(await launch(who));
  expect(page.status).toBe(200);
  return page.token!;
}

describe('game launches', () => {
  it('the launch URL carries only a one-time ticket; the game token is written into the page, which opens once', async () => {
    const who = await login(D);
    const url = await launch(who);
    expect(url).toMatch(/^\/api\/demo-provider\/play\?ticket=[\w-]{32,}$/);
    const page = await openGame(url);
    expect(page.status).toBe(200);
    expect(page.cacheControl).toContain('no-store');
    expect(page.token).toMatch(/^[\w-]{32,}$/);
    expect(url).not.toContain(page.token);
    const again = await openGame(url);
    expect(again.status).toBe(403);
    expect(again.token).toBeNull();
    expect((await openGame(url.replace(/ticket=[\w-]+/, 'ticket=forged-forged-forged-forged-forged'))).status).toBe(403);
  });

  it('a game ends with its session: logout refuses its rounds and its unopened tickets', async () => {
    const who = await newPlayer(D);
    await fund(who, '100.00');
    const token = await play(who);
    expect((await playRound(token, 100, freshId('r') + 'aaaa')).json.statusCode).toBe(1);
    const unopened = await launch(who, 1);
    expect((await post('/auth/logout', who)).json.statusCode).toBe(1);
    const after = await playRound(token, 100, freshId('r') + 'bbbb');
    expect(after.status).toBeLessThan(500);
    expect(after.json.message).toBe('sessionExpired');
    expect((await openGame(unopened)).status).toBe(403);
  });

  it('a password change ends the games of the other sessions, not its own', async () => {
    const here = await newPlayer(D);
    await fund(here, '100.00');
    const there = await login(D, here.account_id, 'Secret123');
    const theirs = await play(there);
    const mine = await play(here);
    const changed = await post('/auth/update_password', { ...here, password: 'Secret123', new_password: 'Changed789' });
    expect(changed.json.statusCode).toBe(1);
    expect((await playRound(theirs, 100, freshId('r') + 'cccc')).json.message).toBe('sessionExpired');
    expect((await playRound(mine, 100, freshId('r') + 'dddd')).json.statusCode).toBe(1);
  });
});

describe('round refs are per player', () => {
  it('ten parallel rounds with one ref play one round and answer it ten times alike, never a 500', async () => {
    const who = await newPlayer(D);
    await fund(who, '100.00');
    const token = await play(who);
    const ref = `par-${freshId('r')}`;
    const answers = await Promise.all(Array.from({ length: 10 }, () => playRound(token, 100, ref)));
    for (const a of answers) {
      expect(a.status).toBe(200);
      expect(a.json.statusCode).toBe(1);
    }
    const played = answers[0];
    for (const a of answers) expect(a.json).toEqual(played.json);
    expect(Math.round(Number(await balanceOf(who)) * 100)).toBe(10000 - 100 + Math.round(Number(played.json.win) * 100));
    expect((await post('/wallet/bet_history', who)).json.total).toBe(1);
  });

  it("another player's ref is not theirs: each plays their own round", async () => {
    const a = await newPlayer(D);
    const b = await newPlayer(D);
    await fund(a, '100.00');
    await fund(b, '100.00');
    const ref = `same-${freshId('r')}`;
    const first = await playRound(await play(a), 100, ref);
    expect(first.json).toMatchObject({ statusCode: 1 });
    const second = await playRound(await play(b), 100, ref);
    expect(second.json).toMatchObject({ statusCode: 1 });
    expect((await post('/wallet/bet_history', b)).json.total).toBe(1);
  });
});
