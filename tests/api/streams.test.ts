import { afterEach, describe, expect, it } from 'vitest';
import { closeStreams, endsWithin, eventually, openStream, freshId, freshPhone, login, newPlayer, post, type Who } from './helpers.ts';

const D = 'casino7.localhost';

afterEach(closeStreams);
const stream = openStream;

describe('balance stream limits', () => {
  it('a burst of opens on one session gets at most 4 streams, the rest 429 tooManyStreams, and the server keeps answering', async () => {
    const who = await newPlayer(D);
    const all = await Promise.all(Array.from({ length: 60 }, () => stream(who, '127.0.0.31')));
    const streams = all.filter((s) => s.status === 200);
    expect(streams.length).toBeGreaterThan(0);
    expect(streams.length).toBeLessThanOrEqual(4);
    for (const r of all.filter((s) => s.status !== 200)) {
      expect(r.status).toBe(429);
      expect(r.json).toEqual({ statusCode: -429, message: 'tooManyStreams' });
    }
    expect((await post('/auth/get_balance', who)).json.statusCode).toBe(1);
    expect((await post('/startup', { domain_name: D })).json.statusCode).toBe(1);
  });

  it('a player gets at most 10 streams over all their sessions, an address at most 30', async () => {
    const who = await newPlayer(D);
    const sessions = [who, await login(D, who.account_id, 'Secret123'), await login(D, who.account_id, 'Secret123')];
    let ok = 0;
    for (const s of sessions) for (let i = 0; i < 4; i++) if ((await stream(s, '127.0.0.32')).status === 200) ok++;
    expect(ok).toBe(10);
    const others = await Promise.all(Array.from({ length: 8 }, () => newPlayer(D)));
    ok = 0;
    for (const s of others) for (let i = 0; i < 4; i++) if ((await stream(s, '127.0.0.33')).status === 200) ok++;
    expect(ok).toBe(30);
  });

  it('a closed stream frees its place', async () => {
    const who = await newPlayer(D);
    const first = await Promise.all(Array.from({ length: 4 }, () => stream(who, '127.0.0.34')));
    expect(first.every((s) => s.status === 200)).toBe(true);
    expect((await stream(who, '127.0.0.34')).status).toBe(429);
    first[0].close();
    const again = await eventually(
      () => stream(who, '127.0.0.34'),
      (s) => s.status === 200,
      3000,
    );
    expect(again.status).toBe(200);
  });
});

describe('streams end with their session', () => {
  it('logout closes the open stream within 2 seconds', async () => {
    const who = await newPlayer(D);
    const s = await stream(who, '127.0.0.35');
    expect(s.status).toBe(200);
    expect((await post('/auth/logout', who)).json.statusCode).toBe(1);
    expect(await endsWithin(s, 2000)).toBe(true);
  });

  it('a password change closes the streams of the other sessions, not its own', async () => {
    const here = await newPlayer(D);
    const there = await login(D, here.account_id, 'Secret123');
    const theirs = await stream(there, '127.0.0.36');
    const mine = await stream(here, '127.0.0.36');
    expect([theirs.status, mine.status]).toEqual([200, 200]);
    expect((await post('/auth/update_password', { ...here, password: 'Secret123', new_password: 'Changed789' })).json.statusCode).toBe(1);
    expect(await endsWithin(theirs, 2000)).toBe(true);
    expect(await endsWithin(mine, 500)).toBe(false);
  });

  it('a password reset closes every stream of the player', async () => {
    const account_id = freshId('s');
    const contact_phone = freshPhone();
    const code = await post('/auth/tac/request_new_register', { domain_name: D, account_id, contact_phone });
    await post('/auth/tac/verify', { domain_name: D, account_id, tac: code.json.demo_tac });
    const signup = await post('/auth/signup', { domain_name: D, account_id, password: 'Secret123', contact_phone, contact_email: '', accept_terms: true });
    const who: Who = { account_id, auth: signup.json.token, domain_name: D };
    const s = await stream(who, '127.0.0.37');
    expect(s.status).toBe(200);
    const forgot = await post('/auth/forgot_password', { domain_name: D, account_id, contact_phone });
    const reset = await post('/auth/reset_password', { domain_name: D, account_id, tac: forgot.json.demo_tac, new_password: 'NewSecret456' });
    expect(reset.json.statusCode).toBe(1);
    expect(await endsWithin(s, 2000)).toBe(true);
  });
});
