import { afterEach, describe, expect, it } from 'vitest';
import { BASE, closeStreams, endsWithin, newPlayer, openStream, post, type Who } from './helpers.ts';

// /security: the player's sessions, ending one or all others.
const D = 'casino3-4.localhost';
const ANDROID = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36';
const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

/** Another sign-in of the same player, from a browser of our choosing. */
async function signInAgain(who: Who, userAgent = 'node'): Promise<Who> {
  const res = await fetch(`${BASE}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'user-agent': userAgent },
    body: JSON.stringify({ domain_name: who.domain_name, account_id: who.account_id, password: 'Secret123' }),
  });
  const json = (await res.json()) as { statusCode: number; token: string };
  if (json.statusCode !== 1) throw new Error(`login failed: ${JSON.stringify(json)}`);
  return { ...who, auth: json.token };
}

const list = async (who: Who) => (await post('/settings/sessions', who)).json;
const idOf = async (who: Who) => ((await list(who)).value as { id: number; current: boolean }[]).find((s) => s.current)!.id;
const balanceCall = async (who: Who) => (await post('/auth/get_balance', who)).json.message as string;

afterEach(closeStreams);
const stream = (who: Who) => openStream(who);

describe('POST /api/settings/sessions', () => {
  it('lists only the caller’s own live sessions, the calling one first and marked current', async () => {
    const me = await newPlayer(D);
    const phone = await signInAgain(me, ANDROID);
    const gone = await signInAgain(me, IPHONE);
    expect((await post('/auth/logout', gone)).json.statusCode).toBe(1);
    const someoneElse = await newPlayer(D);
    await signInAgain(someoneElse, IPHONE);

    const a = await list(me);
    expect(a).toMatchObject({ statusCode: 1, message: 'OK', total: 2 });
    const sessions = a.value as Record<string, unknown>[];
    expect(sessions).toHaveLength(2);
    expect(sessions.map((s) => s.current)).toEqual([true, false]);
    expect(sessions[1]).toMatchObject({ device: 'Chrome on Android', browser: 'Chrome', os: 'Android', device_type: 'mobile', current: false });
    expect(sessions[0]).toMatchObject({ device: 'Unknown device', browser: null, os: null });
    for (const s of sessions) {
      // The address is never whole.
      expect(s.address).toMatch(/^(\d+\.\d+\.\d+\.\*|[0-9a-f:]+\/48)$/);
      expect(Number.isNaN(Date.parse(s.created_at as string))).toBe(false);
      expect(Number.isNaN(Date.parse(s.last_seen_at as string))).toBe(false);
    }
    // Another session of the same player sees the same sessions with itself as current.
    const b = await list(phone);
    expect((b.value as { id: number }[]).map((s) => s.id).sort()).toEqual(sessions.map((s) => s.id).sort());
    expect((b.value as { current: boolean; device: string }[]).find((s) => s.current)?.device).toBe('Chrome on Android');
    // Nobody else's sessions appear, in either direction.
    const theirs = (await list(someoneElse)).value as { id: number }[];
    expect(theirs).toHaveLength(2);
    expect(theirs.some((t) => sessions.some((s) => s.id === t.id))).toBe(false);
  });

  it('recent sign-ins: the last 10, newest first, ended ones marked inactive', async () => {
    const me = await newPlayer(D);
    await post('/auth/logout', await signInAgain(me, IPHONE));
    for (let i = 0; i < 10; i++) await signInAgain(me, ANDROID);
    const a = await list(me);
    const recent = a.recent as { id: number; active: boolean; current: boolean; created_at: string; device: string; address: string | null }[];
    expect(recent).toHaveLength(10);
    const times = recent.map((r) => Date.parse(r.created_at));
    expect([...times].sort((x, y) => y - x)).toEqual(times);
    expect(recent.every((r) => r.active && !r.current && r.device === 'Chrome on Android')).toBe(true);
    expect(a.total).toBe(11);

    // With fewer sign-ins, the ended one is there, inactive, and the signup session is current.
    const other = await newPlayer(D);
    const quit = await signInAgain(other, IPHONE);
    await post('/auth/logout', quit);
    const r2 = (await list(other)).recent as { active: boolean; current: boolean; device: string }[];
    expect(r2.map((r) => [r.device, r.active, r.current])).toEqual([
      ['Safari on iPhone', false, false],
      ['Unknown device', true, true],
    ]);
  });

  it('an ended or foreign token is signed out', async () => {
    const me = await newPlayer(D);
    await post('/auth/logout', me);
    expect((await list(me)).message).toBe('sessionExpired');
    expect((await post('/settings/sessions', { ...me, auth: 'x'.repeat(43) })).json.message).toBe('sessionExpired');
  });
});

describe('POST /api/settings/session_end', () => {
  it('another player’s session id answers sessionNotFound, like an unknown one, and ends nothing', async () => {
    const me = await newPlayer(D);
    const victim = await newPlayer(D);
    const victimId = await idOf(victim);
    const foreign = await post('/settings/session_end', { ...me, session_id: victimId });
    const unknown = await post('/settings/session_end', { ...me, session_id: 2_147_483_647 });
    expect(foreign.json).toEqual({ statusCode: -1, message: 'sessionNotFound' });
    expect(unknown.json).toEqual(foreign.json);
    expect(foreign.status).toBe(unknown.status);
    expect(await balanceCall(victim)).toBe('OK');
    expect(await balanceCall(me)).toBe('OK');
  });

  it('ends one session: its token answers sessionExpired and its open balance stream closes', async () => {
    const me = await newPlayer(D);
    const other = await signInAgain(me, ANDROID);
    const otherId = await idOf(other);
    const theirs = await stream(other);
    const mine = await stream(me);
    expect([theirs.status, mine.status]).toEqual([200, 200]);

    const r = await post('/settings/session_end', { ...me, session_id: otherId });
    expect(r.json).toEqual({ statusCode: 1, message: 'OK', current: false });
    expect(await endsWithin(theirs, 2000)).toBe(true);
    expect(await endsWithin(mine, 300)).toBe(false);
    expect(await balanceCall(other)).toBe('sessionExpired');
    expect(await balanceCall(me)).toBe('OK');
    // Gone from the list, still in the recent sign-ins as ended; a second end finds nothing.
    const after = await list(me);
    expect((after.value as { id: number }[]).map((s) => s.id)).not.toContain(otherId);
    expect((after.recent as { id: number; active: boolean }[]).find((s) => s.id === otherId)?.active).toBe(false);
    expect((await post('/settings/session_end', { ...me, session_id: otherId })).json.message).toBe('sessionNotFound');
  });

  it('ending the calling session is allowed and signs it out', async () => {
    const me = await newPlayer(D);
    const other = await signInAgain(me);
    const r = await post('/settings/session_end', { ...me, session_id: await idOf(me) });
    expect(r.json).toEqual({ statusCode: 1, message: 'OK', current: true });
    expect(await balanceCall(me)).toBe('sessionExpired');
    expect(await balanceCall(other)).toBe('OK');
  });

  it('bad ids get JSON field errors, never a 500', async () => {
    const me = await newPlayer(D);
    for (const session_id of ['1', 0, -3, 1.5, 2_147_483_648, null, 'abc', { id: 1 }]) {
      const r = await post('/settings/session_end', { ...me, session_id });
      expect(r.status, JSON.stringify(session_id)).toBe(400);
      expect(r.json).toMatchObject({ statusCode: -422, message: 'invalidRequest', errors: [{ field: 'session_id' }] });
    }
    const missing = await post('/settings/session_end', me);
    expect(missing.json.errors).toEqual([expect.objectContaining({ field: 'session_id' })]);
    expect(await balanceCall(me)).toBe('OK');
  });
});

describe('POST /api/settings/sessions_end_others', () => {
  it('ends every other session and keeps the calling one', async () => {
    const me = await newPlayer(D);
    const others = [await signInAgain(me, ANDROID), await signInAgain(me, IPHONE), await signInAgain(me)];
    const streams = await Promise.all(others.map((o) => stream(o)));
    const mine = await stream(me);
    const r = await post('/settings/sessions_end_others', me);
    expect(r.json).toEqual({ statusCode: 1, message: 'OK', ended: 3 });
    for (const s of streams) expect(await endsWithin(s, 2000)).toBe(true);
    expect(await endsWithin(mine, 300)).toBe(false);
    for (const o of others) expect(await balanceCall(o)).toBe('sessionExpired');
    expect(await balanceCall(me)).toBe('OK');
    const after = await list(me);
    expect(after.total).toBe(1);
    expect((after.value as { current: boolean }[]).map((s) => s.current)).toEqual([true]);
    // Nothing left to end.
    expect((await post('/settings/sessions_end_others', me)).json).toEqual({ statusCode: 1, message: 'OK', ended: 0 });
  });

  it('leaves other players alone', async () => {
    const me = await newPlayer(D);
    const neighbour = await newPlayer(D);
    const neighbourPhone = await signInAgain(neighbour);
    expect((await post('/settings/sessions_end_others', me)).json.ended).toBe(0);
    expect(await balanceCall(neighbour)).toBe('OK');
    expect(await balanceCall(neighbourPhone)).toBe('OK');
  });
});
