import { createHash, createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { BASE, OPS_KEY, type Who, freshId, fund, ledgerCheck, newPlayer, openGame, playRound, post, sendInbox, tally } from './helpers.ts';

const D = 'casino5.localhost';
const call = async (path: string, who: Who, body: Record<string, unknown> = {}) => (await post(`/engage/${path}`, { ...who, ...body })).json;
const tokensOf = async (who: Who) => (await post('/auth/get_balance', who)).json.game_token as string;
const balanceOf = async (who: Who) => (await post('/auth/get_balance', who)).json.game_balance as string;

/** The browser's verification, in Node: the weighted index of an HMAC stream, by rejection. */
function verifyIndex(serverSeed: string, clientSeed: string, nonce: number, weights: number[]) {
  const total = weights.reduce((a, b) => a + b, 0);
  const limit = 2 ** 32 - (2 ** 32 % total);
  for (let cursor = 0; ; cursor++) {
    const h = createHmac('sha256', serverSeed)
      .update(cursor ? `${clientSeed}:${nonce}:${cursor}` : `${clientSeed}:${nonce}`)
      .digest('hex');
    for (let i = 0; i < 64; i += 8) {
      const w = parseInt(h.slice(i, i + 8), 16);
      if (w >= limit) continue;
      let r = w % total;
      for (let k = 0; k < weights.length; k++) {
        if (r < weights[k]!) return { index: k, hmac: createHmac('sha256', serverSeed).update(`${clientSeed}:${nonce}`).digest('hex') };
        r -= weights[k]!;
      }
    }
  }
}

async function giveTokens(who: Who, amount: string) {
  const sent = await sendInbox(D, who.account_id, { title: 'Tokens', body: 'x', reward_amount: amount, reward_account: 'token' });
  await post('/settings/claim_inbox', { ...who, inbox_id: sent.json.item.inbox_id });
}

describe('daily spin', () => {
  it('shows the wheel, a published seed hash and one free spin; the spin pays its prize through the ledger', async () => {
    const who = await newPlayer(D);
    const info = await call('spin_info', who);
    expect(info.statusCode).toBe(1);
    expect(info.prizes.length).toBeGreaterThanOrEqual(4);
    expect(info.free_available).toBe(true);
    expect(info.fair.seed_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(info.fair.next_nonce).toBe(1);
    expect(info.history).toEqual([]);

    const s = await call('spin', who);
    expect(s.statusCode).toBe(1);
    expect(s.spin).toMatchObject({ free: true, nonce: 1, seed_hash: info.fair.seed_hash, server_seed: null });
    const prize = info.prizes[s.spin.prize_index];
    expect(s.spin.amount).toBe(prize.amount);
    expect(s.spin.account).toBe(prize.account);
    if (prize.account === 'token') expect(s.token).toBe(prize.amount);
    else expect(s.balance).toBe(prize.amount);

    const again = await call('spin', who);
    expect(again.statusCode).not.toBe(1);
    expect(again.message).toBe('freeSpinUsed');
    const after = await call('spin_info', who);
    expect(after.free_available).toBe(false);
    expect(after.history).toHaveLength(1);
    expect(new Date(after.next_free_at).getTime()).toBeGreaterThan(Date.now());

    if (Number(prize.amount) > 0) {
      const st = await post('/wallet/statement', { ...who, page: 1, account: prize.account });
      expect(st.json.value.some((l: { kind: string }) => l.kind === 'spin_prize')).toBe(true);
    }
  });

  it('ten free spins at once pay one', async () => {
    const who = await newPlayer(D);
    const answers = await Promise.all(Array.from({ length: 10 }, () => post('/engage/spin', who)));
    const t = tally(answers);
    expect(t.OK).toBe(1);
    expect(t.freeSpinUsed).toBe(9);
    const info = await call('spin_info', who);
    expect(info.history).toHaveLength(1);
    // The nonce of the refused spins rolled back with them.
    expect(info.fair.next_nonce).toBe(2);
    console.log(`engage: 10 concurrent free spins: ${JSON.stringify(t)}`);
    expect((await ledgerCheck()).report.ok).toBe(true);
  });

  it('extra spins cost tokens; without enough tokens nothing happens', async () => {
    const who = await newPlayer(D);
    const info = await call('spin_info', who);
    const poor = await call('spin', who, { paid: true });
    expect(poor.message).toBe('insufficientBalance');
    await giveTokens(who, '25.00');
    const paid = await call('spin', who, { paid: true });
    expect(paid.statusCode).toBe(1);
    expect(paid.spin).toMatchObject({ free: false, cost: info.token_cost });
    const prize = info.prizes[paid.spin.prize_index];
    const expected = 2500 - Math.round(Number(info.token_cost) * 100) + (prize.account === 'token' ? Math.round(Number(prize.amount) * 100) : 0);
    expect(await tokensOf(who)).toBe((expected / 100).toFixed(2));
    // The free spin of the day is still there.
    expect((await call('spin_info', who)).free_available).toBe(true);
  });

  it('a past spin verifies once the seed is rotated: HMAC(server seed, client seed:nonce) on the weights', async () => {
    const who = await newPlayer(D);
    const seed = await call('fair_seed', who, { client_seed: 'my-lucky-seed' });
    expect(seed.fair.client_seed).toBe('my-lucky-seed');
    const s = (await call('spin', who)).spin;
    expect(s.client_seed).toBe('my-lucky-seed');
    const rotated = await call('fair_rotate', who);
    expect(rotated.statusCode).toBe(1);
    expect(rotated.revealed.seed_hash).toBe(s.seed_hash);
    expect(createHash('sha256').update(rotated.revealed.server_seed).digest('hex')).toBe(s.seed_hash);
    expect(rotated.fair.seed_hash).not.toBe(s.seed_hash);
    expect(rotated.fair.next_nonce).toBe(1);

    const past = (await call('spin_info', who)).history[0];
    expect(past.server_seed).toBe(rotated.revealed.server_seed);
    const v = verifyIndex(past.server_seed, past.client_seed, past.nonce, past.weights);
    expect(v.index).toBe(past.prize_index);
    expect(v.hmac).toBe(past.hmac);
    // The outcome is never a function of the published hash.
    expect(past.hmac).not.toBe(createHmac('sha256', past.seed_hash).update(`${past.client_seed}:${past.nonce}`).digest('hex'));
  });

  it('refuses a bad client seed and bad bodies with a JSON error', async () => {
    const who = await newPlayer(D);
    const bad = await post('/engage/fair_seed', { ...who, client_seed: 'no spaces allowed!' });
    expect(bad.status).toBe(400);
    expect(bad.json.statusCode).not.toBe(1);
    for (const [path, body] of [
      ['/engage/spin', { ...who, paid: 'yes' }],
      ['/engage/mission_claim', { ...who, mission_id: 'x' }],
      ['/engage/minigame_start', { ...who, stake: 1.5 }],
      ['/engage/minigame_pick', { ...who, round_id: 1, pick: 9 }],
      ['/engage/spin', null],
    ] as const) {
      const r = await post(path, body);
      expect(r.status).toBeLessThan(500);
      expect(r.json.statusCode).not.toBe(1);
      expect(typeof r.json.message).toBe('string');
    }
    const guest = await post('/engage/spin_info', { domain_name: D, account_id: who.account_id, auth: 'x'.repeat(40) });
    expect(guest.json.message).toBe('sessionExpired');
  });
});

describe('periods on the test clock (TEST_CLOCK, POST /api/ops/test_clock)', () => {
  const advance = (who: Who, seconds: number) =>
    fetch(`${BASE}/api/ops/test_clock`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-ops-key': OPS_KEY },
      body: JSON.stringify({ domain_name: who.domain_name, account_id: who.account_id, advance_seconds: seconds }),
    }).then((r) => r.json() as Promise<Record<string, any>>);

  it('the free spin and the daily missions come back at the operator midnight, not before', async () => {
    const who = await newPlayer(D);
    expect((await call('spin', who)).statusCode).toBe(1);
    const signin = (await call('missions', who)).value.find((m: { code: string }) => m.code === 'daily_signin');
    expect((await call('mission_claim', who, { mission_id: signin.mission_id })).statusCode).toBe(1);
    const info = await call('spin_info', who);
    const left = Math.floor((new Date(info.next_free_at).getTime() - Date.now()) / 1000);
    // One minute before midnight: still used.
    expect((await advance(who, left - 60)).statusCode).toBe(1);
    expect((await call('spin_info', who)).free_available).toBe(false);
    expect((await call('spin', who)).message).toBe('freeSpinUsed');
    expect((await call('missions', who)).value.find((m: { code: string }) => m.code === 'daily_signin').state).toBe('claimed');
    // Past midnight: a new day (the sign-in of the new day is still to come: no session yet).
    await advance(who, 120);
    expect((await call('spin_info', who)).free_available).toBe(true);
    expect((await call('spin', who)).statusCode).toBe(1);
    expect((await call('missions', who)).value.find((m: { code: string }) => m.code === 'daily_signin').state).toBe('in_progress');
    expect((await call('spin_info', who)).history).toHaveLength(2);
  });
});

describe('missions', () => {
  it('the catalogue shows progress from what happened; the sign-in mission is claimable at once and pays once', async () => {
    const who = await newPlayer(D);
    const list = await call('missions', who);
    expect(list.statusCode).toBe(1);
    expect(list.time_zone).toBeTruthy();
    const codes = list.value.map((m: { code: string }) => m.code);
    expect(codes).toEqual(expect.arrayContaining(['daily_signin', 'daily_deposit', 'daily_rounds', 'weekly_wager', 'first_deposit']));
    const signin = list.value.find((m: { code: string }) => m.code === 'daily_signin');
    expect(signin).toMatchObject({ state: 'claimable', percent: 100, period: 'daily' });
    expect(new Date(signin.resets_at).getTime()).toBeGreaterThan(Date.now());
    const deposit = list.value.find((m: { code: string }) => m.code === 'daily_deposit');
    expect(deposit).toMatchObject({ state: 'in_progress', progress: '0.00', target: '200.00', percent: 0 });

    const claimed = await call('mission_claim', who, { mission_id: signin.mission_id });
    expect(claimed.statusCode).toBe(1);
    expect(claimed.item.state).toBe('claimed');
    expect(claimed.token).toBe(signin.reward_amount);
    const again = await call('mission_claim', who, { mission_id: signin.mission_id });
    expect(again.message).toBe('missionClaimed');
    const early = await call('mission_claim', who, { mission_id: deposit.mission_id });
    expect(early.message).toBe('missionIncomplete');
  });

  it('deposits and game rounds move progress (read from the ledger and rounds, not a counter)', async () => {
    const who = await newPlayer(D);
    await fund(who, '150.00');
    let m = await call('missions', who);
    const get = (code: string) => m.value.find((x: { code: string }) => x.code === code);
    expect(get('daily_deposit')).toMatchObject({ progress: '150.00', percent: 75, state: 'in_progress' });
    expect(get('first_deposit').state).toBe('claimable');
    await fund(who, '100.00');
    m = await call('missions', who);
    // Progress is capped at the target.
    expect(get('daily_deposit')).toMatchObject({ progress: '200.00', percent: 100, state: 'claimable' });

    const g = (await post('/product/games', { domain_name: D, game_type: 'slots' })).json.value[0];
    const launch = await post('/product/launch', { ...who, provider_code: g[0], game_code: g[1] });
    const page = await openGame(launch.json.url);
    for (let i = 0; i < 3; i++) expect((await playRound(page.token, 100, freshId('r') + 'engage' + i)).json.statusCode).toBe(1);
    m = await call('missions', who);
    expect(get('daily_rounds')).toMatchObject({ progress: '3', target: '10', percent: 30 });
    expect(get('daily_slots')).toMatchObject({ progress: '3.00' });

    const before = await balanceOf(who);
    const paid = await call('mission_claim', who, { mission_id: get('daily_deposit').mission_id });
    expect(paid.statusCode).toBe(1);
    expect(Number(paid.balance)).toBeCloseTo(Number(before) + Number(get('daily_deposit').reward_amount), 2);
  });

  it('ten claims of one mission at once pay once', async () => {
    const who = await newPlayer(D);
    const id = (await call('missions', who)).value.find((m: { code: string }) => m.code === 'daily_signin').mission_id;
    const answers = await Promise.all(Array.from({ length: 10 }, () => post('/engage/mission_claim', { ...who, mission_id: id })));
    const t = tally(answers);
    expect(t.OK).toBe(1);
    expect(t.missionClaimed).toBe(9);
    console.log(`engage: 10 concurrent mission claims: ${JSON.stringify(t)}`);
    expect(await tokensOf(who)).toBe('2.00');
    expect((await ledgerCheck()).report.ok).toBe(true);
  });

  it("another operator's mission is not found", async () => {
    const other = await newPlayer('casino6.localhost');
    const mine = (await call('missions', other)).value[0].mission_id;
    const who = await newPlayer(D);
    const ids = (await call('missions', who)).value.map((m: { mission_id: number }) => m.mission_id);
    expect(ids).not.toContain(mine);
    expect((await call('mission_claim', who, { mission_id: mine })).message).toBe('missionNotFound');
  });
});

describe('minigame', () => {
  it('a round holds the stake in frozen_token, the pick settles it and pays stake × multiplier; the layout verifies', async () => {
    const who = await newPlayer(D);
    await giveTokens(who, '20.00');
    const st = await call('minigame', who);
    expect(st).toMatchObject({ statusCode: 1, token_balance: '20.00', frozen_token: '0.00', open: null });
    expect(st.stakes).toContain('5.00');
    const start = await call('minigame_start', who, { stake: '5.00' });
    expect(start.statusCode).toBe(1);
    expect(start).toMatchObject({ token_balance: '15.00', frozen_token: '5.00' });
    expect(start.round).toMatchObject({ status: 'open', layout: null, hmac: null, stake: '5.00' });
    // One open round at a time; the seed of an open round cannot be revealed.
    expect((await call('minigame_start', who, { stake: '1.00' })).message).toBe('roundOpen');
    expect((await call('fair_rotate', who)).message).toBe('roundOpen');
    expect((await call('minigame', who)).open.round_id).toBe(start.round.round_id);

    const picks = await Promise.all(Array.from({ length: 5 }, () => post('/engage/minigame_pick', { ...who, round_id: start.round.round_id, pick: 2 })));
    expect(tally(picks).OK).toBe(1);
    const done = picks.find((p) => p.json.statusCode === 1)!.json;
    expect(done.round.status).toBe('settled');
    const mult = done.round.layout[2];
    expect(done.round.payout).toBe(((500 * mult) / 10_000 / 100).toFixed(2));
    expect(done.frozen_token).toBe('0.00');
    expect(done.token_balance).toBe(((1500 + (500 * mult) / 10_000) / 100).toFixed(2));
    expect([...done.round.layout].sort((a: number, b: number) => a - b)).toEqual([...st.multipliers].sort((a: number, b: number) => a - b));

    const rotated = await call('fair_rotate', who);
    const hist = (await call('minigame', who)).history[0];
    expect(hist.server_seed).toBe(rotated.revealed.server_seed);
    expect(hist.hmac).toBe(createHmac('sha256', hist.server_seed).update(`${hist.client_seed}:${hist.nonce}`).digest('hex'));
    expect((await ledgerCheck()).report.ok).toBe(true);
  });

  it('stakes outside the table and stakes beyond the tokens are refused; ten starts at once open one round', async () => {
    const who = await newPlayer(D);
    expect((await call('minigame_start', who, { stake: '3.33' })).message).toBe('invalidStake');
    expect((await call('minigame_start', who, { stake: '1.00' })).message).toBe('insufficientBalance');
    await giveTokens(who, '10.00');
    const answers = await Promise.all(Array.from({ length: 10 }, () => post('/engage/minigame_start', { ...who, stake: '1.00' })));
    const t = tally(answers);
    expect(t.OK).toBe(1);
    expect(t.roundOpen).toBe(9);
    expect(await tokensOf(who)).toBe('9.00');
    const st = await call('minigame', who);
    expect(st.frozen_token).toBe('1.00');
    console.log(`engage: 10 concurrent minigame starts: ${JSON.stringify(t)}`);
    const report = (await ledgerCheck()).report as { ok: boolean; engageMismatches?: string[] };
    expect(report.engageMismatches).toEqual([]);
    expect(report.ok).toBe(true);
  });
});

describe('back office', () => {
  const OPS = 'slot1.localhost';
  const ops = (path: string, body: unknown, key = OPS_KEY) =>
    fetch(`${BASE}/api/ops/engage/${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-ops-key': key },
      body: JSON.stringify(body),
    }).then(async (r) => ({ status: r.status, json: (await r.json()) as Record<string, any> }));

  it('sets the wheel, the extra spin price and the time zone; the next read shows them', async () => {
    const r = await ops('settings', {
      domain_name: OPS,
      time_zone: 'Asia/Kathmandu',
      spin_token_cost: '2.50',
      spin_prizes: [
        { label: 'tryAgain', amount: '0', account: 'balance', weight: 1 },
        { label: 'tokens', amount: '3.00', account: 'token', weight: 3 },
      ],
    });
    expect(r.json).toMatchObject({ statusCode: 1, time_zone: 'Asia/Kathmandu' });
    const who = await newPlayer(OPS);
    const info = await call('spin_info', who);
    expect(info.prizes.map((p: { amount: string; weight: number }) => [p.amount, p.weight])).toEqual([
      ['0.00', 1],
      ['3.00', 3],
    ]);
    expect(info.token_cost).toBe('2.50');
    expect((await call('missions', who)).time_zone).toBe('Asia/Kathmandu');
    const s = await call('spin', who);
    expect(s.spin.weights).toEqual([1, 3]);
  });

  it('adds and retires a mission; refuses bad bodies, unknown zones and unknown keys', async () => {
    const add = await ops('mission', { domain_name: OPS, code: 'weekly_rounds_50', period: 'weekly', kind: 'rounds', target: '50', reward_amount: '5.00' });
    expect(add.json.statusCode).toBe(1);
    const who = await newPlayer(OPS);
    expect((await call('missions', who)).value.some((m: { code: string }) => m.code === 'weekly_rounds_50')).toBe(true);
    await ops('mission', { domain_name: OPS, code: 'weekly_rounds_50', period: 'weekly', kind: 'rounds', target: '50', reward_amount: '5.00', active: false });
    expect((await call('missions', who)).value.some((m: { code: string }) => m.code === 'weekly_rounds_50')).toBe(false);

    expect((await ops('mission', { domain_name: OPS, code: 'Bad Code', period: 'daily', kind: 'rounds', target: '1', reward_amount: '1' })).status).toBe(400);
    expect(
      (await ops('mission', { domain_name: OPS, code: 'x', period: 'daily', kind: 'rounds', target: '1.5', reward_amount: '1' })).json.statusCode,
    ).not.toBe(1);
    expect((await ops('settings', { domain_name: OPS, time_zone: 'Mars/Base' })).json.message).toBe('invalidTimeZone');
    expect((await ops('settings', { domain_name: OPS, spin_prizes: [{ label: 'cash', amount: '1', account: 'balance', weight: 0 }] })).status).toBe(400);
    expect((await ops('settings', { domain_name: OPS }, 'wrong-key-wrong-key')).status).toBe(404);
  });
});
