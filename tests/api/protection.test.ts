import { describe, expect, it } from 'vitest';
import type { OddsLine } from '../../contract/index.ts';
import { BASE, OPS_KEY, addBank, freshId, freshPhone, fund, newPlayer, openGame, playRound, post, sendInbox, tally, type Who } from './helpers.ts';

/**
 * Player protection: limits, reality checks, time-out and self-exclusion, the record.
 * Waits run on the test clock (TEST_CLOCK=1, POST /api/ops/test_clock), never on sleeps. Bursts
 * run on PGlite and on PostgreSQL (scripts/with-postgres.sh), where they are real races.
 */
const D = 'casino7.localhost';
const HOUR = 3600;
const DAY = 24 * HOUR;

async function register(domain: string, phone = freshPhone()): Promise<Who & { phone: string }> {
  const account_id = freshId('p');
  const code = await post('/auth/tac/request_new_register', { domain_name: domain, account_id, contact_phone: phone });
  await post('/auth/tac/verify', { domain_name: domain, account_id, tac: code.json.demo_tac });
  const r = await post('/auth/signup', {
    domain_name: domain,
    account_id,
    password: 'Secret123',
    contact_phone: phone,
    contact_email: `${account_id}@example.com`,
    accept_terms: true,
  });
  if (r.json.statusCode !== 1) throw new Error(`signup failed: ${JSON.stringify(r.json)}`);
  return { account_id, auth: r.json.token, domain_name: domain, phone };
}

async function advance(who: Who, seconds: number) {
  const res = await fetch(`${BASE}/api/ops/test_clock`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-ops-key': OPS_KEY },
    body: JSON.stringify({ domain_name: who.domain_name, account_id: who.account_id, advance_seconds: seconds }),
  });
  const json = (await res.json()) as Record<string, any>;
  expect(json.statusCode).toBe(1);
  return json;
}

const status = async (who: Who) => (await post('/protection/status', who)).json;
const limitOf = (s: Record<string, any>, kind: string, period: string) =>
  (s.limits as { kind: string; period: string; amount: string | null; used: string; pending: unknown; remaining: string | null }[]).find(
    (l) => l.kind === kind && l.period === period,
  )!;
const setLimit = (who: Who, kind: string, period: string, amount: string | null) => post('/protection/set_limit', { ...who, kind, period, amount });
const deposit = (who: Who, amount: string) => post('/wallet/deposit', { ...who, amount, method: 'bank' });
const relogin = (who: Who) => post('/auth/login', { domain_name: who.domain_name, account_id: who.account_id, password: 'Secret123' });

async function slot() {
  const g = (await post('/product/games', { domain_name: D, game_type: 'slots' })).json.value[0];
  return { provider_code: g[0] as string, game_code: g[1] as string };
}
async function gameToken(who: Who) {
  const a = await post('/product/launch', { ...who, ...(await slot()) });
  expect(a.json.statusCode).toBe(1);
  return (await openGame(a.json.url)).token;
}

describe('protection: the calls', () => {
  it('answers malformed bodies with a JSON error and a fresh player with no limits', async () => {
    const who = await register(D);
    for (const body of [
      {},
      { ...who, kind: 'deposit', period: 'year', amount: '1.00' },
      { ...who, kind: 'deposit', period: 'day', amount: '-5' },
      { ...who, kind: 'deposit', period: 'day', amount: '0.00' },
    ]) {
      const r = await post('/protection/set_limit', body);
      expect(r.status).toBeLessThan(500);
      expect(r.json.statusCode).not.toBe(1);
      expect(typeof r.json.message).toBe('string');
    }
    const bad = await post('/protection/exclude', { ...who, kind: 'timeout', days: 43 });
    expect(bad.json.statusCode).not.toBe(1);
    expect((await post('/protection/exclude', { ...who, kind: 'self_exclusion', months: 3 })).json.statusCode).not.toBe(1);
    const s = await status(who);
    expect(s.statusCode).toBe(1);
    expect(s.limits).toHaveLength(9);
    expect(s.limits.every((l: { amount: unknown }) => l.amount === null)).toBe(true);
    expect(s.headroom).toMatchObject({ deposit: null, wager: null, blocked: false });
    expect(s.exclusion).toBeNull();
    expect(s.reality).toEqual({ minutes: 0, pending: null });
  });

  it('the test clock and the back-office record answer 404 without the ops key', async () => {
    const who = await register(D);
    for (const path of ['/api/ops/test_clock', '/api/ops/protection_log']) {
      const res = await fetch(`${BASE}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ ...who, advance_seconds: 1 }),
      });
      expect(res.status).toBe(404);
      expect(((await res.json()) as { statusCode: number }).statusCode).not.toBe(1);
    }
  });
});

describe('protection: deposit limits', () => {
  it('shows the headroom and refuses a deposit past the limit, naming it and when it resets', async () => {
    const who = await register(D);
    expect((await setLimit(who, 'deposit', 'day', '1500.00')).json.statusCode).toBe(1);
    expect((await status(who)).headroom.deposit).toBe('1500.00');
    await fund(who, '1000.00');
    expect((await post('/protection/headroom', who)).json.headroom).toMatchObject({ deposit: '500.00', deposit_limit: { kind: 'deposit', period: 'day' } });
    const refused = await deposit(who, '600.00');
    expect(refused.json.message).toBe('depositLimitReached');
    expect(refused.json.limit).toMatchObject({ kind: 'deposit', period: 'day', amount: '1500.00', remaining: '500.00', above_limit: false });
    const resets = Date.parse(refused.json.limit.resets_at);
    expect(resets).toBeGreaterThan(Date.now() + 23 * HOUR * 1000);
    expect(resets).toBeLessThan(Date.now() + 25 * HOUR * 1000);
    expect((await deposit(who, '500.00')).json.statusCode).toBe(1);
    // Rolling: 24 hours later the day's deposits have left the window.
    await advance(who, DAY + 60);
    expect((await status(who)).headroom.deposit).toBe('1500.00');
    // What is deposited after the clock moved counts in the new window.
    expect((await deposit(who, '1500.00')).json.statusCode).toBe(1);
    expect((await deposit(who, '100.00')).json).toMatchObject({ message: 'depositLimitReached', limit: { remaining: '0.00' } });
  });

  it('the lowest limit that applies wins', async () => {
    const who = await register(D);
    await setLimit(who, 'deposit', 'day', '500.00');
    await setLimit(who, 'deposit', 'week', '200.00');
    await setLimit(who, 'deposit', 'month', '900.00');
    const h = (await status(who)).headroom;
    expect(h).toMatchObject({ deposit: '200.00', deposit_limit: { kind: 'deposit', period: 'week' } });
    const r = await deposit(who, '250.00');
    expect(r.json.message).toBe('depositLimitReached');
    expect(r.json.limit).toMatchObject({ period: 'week', above_limit: true });
  });

  it('20 concurrent deposits cannot pass a deposit limit together (pending deposits count)', async () => {
    const who = await register(D);
    await setLimit(who, 'deposit', 'day', '1500.00');
    const answers = await Promise.all(Array.from({ length: 20 }, () => deposit(who, '500.00')));
    const t = tally(answers);
    expect(t.OK).toBe(3);
    expect(t.depositLimitReached).toBe(17);
    expect((await status(who)).headroom.deposit).toBe('0.00');
  });
});

describe('protection: raising waits 24 hours and needs confirming', () => {
  it('a lower limit applies at once; a higher one waits, shows as pending, then needs the player', async () => {
    const who = await register(D);
    await setLimit(who, 'deposit', 'day', '100.00');
    const raised = await setLimit(who, 'deposit', 'day', '300.00');
    const l = limitOf(raised.json, 'deposit', 'day');
    expect(l.amount).toBe('100.00');
    expect(l.pending).toMatchObject({ amount: '300.00', confirmable: false });
    const from = Date.parse((l.pending as { from: string }).from);
    expect(Math.abs(from - (Date.now() + DAY * 1000))).toBeLessThan(60_000);
    const early = await post('/protection/confirm_limit', { ...who, kind: 'deposit', period: 'day' });
    expect(early.json.message).toBe('limitNotYetConfirmable');
    expect(early.json.confirmable_from).toBe((l.pending as { from: string }).from);
    await advance(who, DAY - 120);
    expect((await post('/protection/confirm_limit', { ...who, kind: 'deposit', period: 'day' })).json.message).toBe('limitNotYetConfirmable');
    await advance(who, 180);
    // Not applied by itself: still the old limit until the player confirms.
    expect(limitOf(await status(who), 'deposit', 'day')).toMatchObject({ amount: '100.00', pending: { confirmable: true } });
    const ok = await post('/protection/confirm_limit', { ...who, kind: 'deposit', period: 'day' });
    expect(ok.json.statusCode).toBe(1);
    expect(limitOf(ok.json, 'deposit', 'day')).toMatchObject({ amount: '300.00', pending: null });
  });

  it('removing a limit waits too; lowering while a raise waits applies at once and drops the raise', async () => {
    const who = await register(D);
    await setLimit(who, 'wager', 'week', '80.00');
    const rm = await setLimit(who, 'wager', 'week', null);
    expect(limitOf(rm.json, 'wager', 'week')).toMatchObject({ amount: '80.00', pending: { amount: null } });
    const lower = await setLimit(who, 'wager', 'week', '40.00');
    expect(limitOf(lower.json, 'wager', 'week')).toMatchObject({ amount: '40.00', pending: null });
    await setLimit(who, 'wager', 'week', null);
    await advance(who, DAY + 1);
    const done = await post('/protection/confirm_limit', { ...who, kind: 'wager', period: 'week' });
    expect(limitOf(done.json, 'wager', 'week')).toMatchObject({ amount: null, pending: null });
    expect(done.json.headroom.wager).toBeNull();
  });

  it('a pending raise can be cancelled; with nothing pending confirm says so', async () => {
    const who = await register(D);
    await setLimit(who, 'loss', 'month', '10.00');
    await setLimit(who, 'loss', 'month', '20.00');
    const c = await post('/protection/cancel_pending', { ...who, kind: 'loss', period: 'month' });
    expect(limitOf(c.json, 'loss', 'month')).toMatchObject({ amount: '10.00', pending: null });
    expect((await post('/protection/confirm_limit', { ...who, kind: 'loss', period: 'month' })).json.message).toBe('limitNothingPending');
  });
});

describe('protection: wager and loss limits on game rounds', () => {
  it('refuses a round past the wager limit and a burst of rounds cannot pass it', async () => {
    const who = await register(D);
    await fund(who, '200.00');
    await setLimit(who, 'wager', 'day', '5.00');
    const token = await gameToken(who);
    const answers = await Promise.all(Array.from({ length: 12 }, (_, i) => playRound(token, 100, `r-${i}-${freshId()}`)));
    const t = answers.reduce<Record<string, number>>((a, r) => ((a[r.json.message] = (a[r.json.message] ?? 0) + 1), a), {});
    expect(t.OK).toBe(5);
    // The game hears the aggregator protocol's refusal (RS_ERROR_LIMIT_REACHED), which names no limit:
    // the limit itself is the player's protection status.
    expect(t.limitReached).toBe(7);
    const s = await status(who);
    expect(limitOf(s, 'wager', 'day')).toMatchObject({ amount: '5.00', remaining: '0.00' });
    expect(s.headroom.wager).toBe('0.00');
  });

  it('a burst of rounds cannot take losses past a loss limit', async () => {
    const who = await register(D);
    await fund(who, '200.00');
    await setLimit(who, 'loss', 'day', '10.00');
    const token = await gameToken(who);
    const answers = await Promise.all(Array.from({ length: 12 }, (_, i) => playRound(token, 500, `lb-${i}-${freshId()}`)));
    for (const r of answers) expect(['OK', 'limitReached']).toContain(r.json.message);
    expect(Number(limitOf(await status(who), 'loss', 'day').used)).toBeLessThanOrEqual(10);
  });

  it('a loss limit counts stakes minus returns: losses never pass it', async () => {
    const who = await register(D);
    await fund(who, '200.00');
    await setLimit(who, 'loss', 'day', '10.00');
    const token = await gameToken(who);
    let refused: Record<string, any> | null = null;
    for (let i = 0; i < 60 && !refused; i++) {
      const r = await playRound(token, 500, `l-${i}-${freshId()}`);
      if (r.json.message === 'limitReached') refused = r.json;
      else expect(r.json.statusCode).toBe(1);
    }
    const used = Number(limitOf(await status(who), 'loss', 'day').used ?? 0);
    expect(used).toBeLessThanOrEqual(10);
    if (refused) {
      // Refused only when the stake could take the loss past the limit.
      expect(used + 5).toBeGreaterThan(10);
      expect(refused).toEqual({ statusCode: -1, message: 'limitReached' });
    }
  });
});

describe('protection: sportsbook bets', () => {
  it('refuses a bet past the wager limit', async () => {
    const who = await register('sportsbook1.localhost');
    await fund(who, '100.00');
    await setLimit(who, 'wager', 'day', '12.00');
    const odds = await post<{ value: OddsLine[] }>('/home/public_odds', { sport: 'football' });
    const line = odds.json.value.find((l) => l.event_status === 'upcoming' && l.status === 'open' && Date.parse(l.start_time) - Date.now() > 5 * 60_000)!;
    const bet = (stake: string) =>
      post('/sports/place_bet', {
        ...who,
        kind: 'single',
        stake,
        legs: [{ selection_id: line.selection_id, odds: line.odds }],
        odds_policy: 'any',
        idempotency_key: `pr-${freshId()}`,
      });
    expect((await bet('10.00')).json.statusCode).toBe(1);
    const r = await bet('5.00');
    expect(r.json.message).toBe('wagerLimitReached');
    expect(r.json.limit).toMatchObject({ kind: 'wager', period: 'day', remaining: '2.00' });
    expect((await bet('2.00')).json.statusCode).toBe(1);
    // A burst of bets against a fresh limit: exactly as many as fit.
    await advance(who, DAY + 60);
    const answers = await Promise.all(Array.from({ length: 8 }, () => bet('3.00')));
    expect(tally(answers)).toEqual({ OK: 4, wagerLimitReached: 4 });
  });
});

describe('protection: reality check', () => {
  it('a shorter interval applies at once, a longer one after 24 hours; an acknowledgement moves the next check', async () => {
    const who = await register(D);
    expect((await post('/protection/reality', who)).json).toMatchObject({ minutes: 0, due_at: null, net: '0.00' });
    expect((await post('/protection/set_reality', { ...who, minutes: 15 })).json.reality).toEqual({ minutes: 15, pending: null });
    const r = (await post('/protection/reality', who)).json;
    expect(Date.parse(r.due_at) - Date.parse(r.signed_in_at)).toBe(15 * 60_000);
    const longer = await post('/protection/set_reality', { ...who, minutes: 60 });
    expect(longer.json.reality).toMatchObject({ minutes: 15, pending: { minutes: 60 } });
    expect((await post('/protection/set_reality', { ...who, minutes: 7 })).json.statusCode).not.toBe(1);
    await advance(who, 20 * 60);
    const ack = (await post('/protection/reality_ack', { ...who, choice: 'continue' })).json;
    expect(Date.parse(ack.due_at) - Date.parse(ack.now)).toBeGreaterThan(14 * 60_000);
    await advance(who, DAY);
    expect((await post('/protection/reality', who)).json.minutes).toBe(60);
  });
});

describe('protection: time-out and self-exclusion', () => {
  it('a time-out ends every session at once, refuses sign-in with the end date, and ends only when the player confirms', async () => {
    const who = await register(D);
    await fund(who, '100.00');
    const second = await relogin(who);
    const other = { ...who, auth: second.json.token as string };
    expect((await sendInbox(who.domain_name, who.account_id, { title: 'Bonus', body: 'A gift', reward_amount: '5.00' })).json.statusCode).toBe(1);
    const t = await post('/protection/exclude', { ...who, kind: 'timeout', days: 1 });
    expect(t.json.statusCode).toBe(1);
    expect(t.json.exclusion).toMatchObject({ kind: 'timeout', returnable: false });
    for (const w of [who, other]) expect((await post('/auth/get_balance', w)).json.message).toBe('sessionExpired');
    // Nothing the operator sends reaches the player meanwhile.
    expect((await sendInbox(who.domain_name, who.account_id, { title: 'Bonus', body: 'Come back and play' })).json.message).toBe('promotionsPaused');
    const refused = await relogin(who);
    expect(refused.json.message).toBe('timedOut');
    expect(Math.abs(Date.parse(refused.json.exclusion.ends_at) - (Date.now() + DAY * 1000))).toBeLessThan(60_000);
    await advance(who, DAY + 60);
    const back = await relogin(who);
    expect(back.json.statusCode).toBe(1);
    const me = { ...who, auth: back.json.token as string };
    // Signed in, but money does not move until the player confirms the end.
    expect((await deposit(me, '200.00')).json.message).toBe('timedOut');
    expect((await status(me)).exclusion).toMatchObject({ returnable: true, confirmable: false });
    // Rewards wait until the player confirms the end.
    const gift = (await post('/settings/get_inbox', me)).json.value.find((m: { title: string; inbox_id: number }) => m.title === 'Bonus');
    expect((await post('/settings/claim_inbox', { ...me, inbox_id: gift.inbox_id })).json.message).toBe('promotionsPaused');
    // The remaining balance can be withdrawn.
    const bank = await addBank(me);
    const wd = await post('/wallet/withdraw', { ...me, amount: '100.00', bank_account_id: bank, idempotency_key: `wd-${freshId()}` });
    expect(wd.json.statusCode).toBe(1);
    await fund(me, '100.00').catch((e: Error) => expect(e.message).toMatch(/timedOut/));
    const req = await post('/protection/request_return', me);
    expect(req.json.exclusion.confirmable).toBe(true);
    const done = await post('/protection/confirm_return', me);
    expect(done.json.exclusion).toBeNull();
    expect((await deposit(me, '200.00')).json.statusCode).toBe(1);
    expect((await sendInbox(who.domain_name, who.account_id, { title: 'Welcome back', body: 'Hello again' })).json.statusCode).toBe(1);
  });

  it('during a break the balance can still be withdrawn: a withdraw-only session reaches the withdrawal calls and nothing else', async () => {
    const who = await register(D);
    await fund(who, '180.00');
    const bank = await addBank(who);
    await post('/protection/exclude', { ...who, kind: 'self_exclusion', months: 6 });
    // Asked for, it opens; it says it is restricted and by which break.
    const opened = await post('/auth/login', { domain_name: D, account_id: who.account_id, password: 'Secret123', scope: 'withdraw' });
    expect(opened.json).toMatchObject({ statusCode: 1, session_scope: 'withdraw', exclusion: { kind: 'self_exclusion' } });
    const me = { ...who, auth: opened.json.token as string };
    // A wrong password still opens nothing.
    expect((await post('/auth/login', { domain_name: D, account_id: who.account_id, password: 'Wrong1234', scope: 'withdraw' })).json.message).toBe(
      'invalidCredentials',
    );
    // What taking the balance out needs…
    expect((await post('/auth/get_balance', me)).json.game_balance).toBe('180.00');
    expect((await post('/wallet/options', me)).json.statusCode).toBe(1);
    expect((await post('/wallet/bank_accounts', me)).json.value).toHaveLength(1);
    expect((await post('/protection/status', me)).json.exclusion).toMatchObject({ kind: 'self_exclusion' });
    // …and nothing else: no deposit, no game, no rewards, no settings.
    for (const [path, body] of [
      ['/wallet/deposit', { amount: '10.00', method: 'bank' }],
      ['/product/launch', await slot()],
      ['/auth/vip', {}],
      ['/settings/get_inbox', {}],
      ['/home/fav_list', {}],
      ['/protection/set_limit', { kind: 'deposit', period: 'day', amount: '10.00' }],
      ['/protection/request_return', {}],
      ['/settings/profile_update', { full_name: 'X', contact_email: 'x@example.com' }],
    ] as const) {
      const r = await post(path, { ...me, ...body });
      expect(r.json.message, path).toBe('withdrawOnly');
      expect(r.status).toBeLessThan(500);
    }
    const wd = await post('/wallet/withdraw', { ...me, amount: '180.00', bank_account_id: bank, idempotency_key: `wd-${freshId()}` });
    expect(wd.json).toMatchObject({ statusCode: 1, balance: '0.00' });
    expect((await post('/wallet/transactions', me)).json.value.some((l: { type: string }) => l.type === 'withdrawal')).toBe(true);
    // Without the scope, sign-in stays refused; a player not on a break who asks for it gets a full session.
    expect((await relogin(who)).json.message).toBe('selfExcluded');
    const free = await register(D);
    const full = await post('/auth/login', { domain_name: D, account_id: free.account_id, password: 'Secret123', scope: 'withdraw' });
    expect(full.json.statusCode).toBe(1);
    expect(full.json.session_scope).toBeUndefined();
    expect((await post('/auth/vip', { ...free, auth: full.json.token })).json.statusCode).toBe(1);
    await post('/auth/logout', me);
    expect((await post('/auth/get_balance', me)).json.message).toBe('sessionExpired');
  });

  it("a referral reward earned during a break is not sent; the friend's next qualifying deposit after it pays it", async () => {
    const referrer = await register('localhost');
    const code = (await post('/settings/referral', referrer)).json.code as string;
    const friend = await newPlayer('localhost', { referrer_code: code });
    await post('/protection/exclude', { ...referrer, kind: 'timeout', days: 1 });
    await fund(friend, '600.00');
    await advance(referrer, DAY + 60);
    const me = { ...referrer, auth: (await relogin(referrer)).json.token as string };
    await post('/protection/request_return', me);
    expect((await post('/protection/confirm_return', me)).json.exclusion).toBeNull();
    const rewards = async () => (await post('/settings/get_inbox', me)).json.value.filter((m: { title: string }) => m.title.startsWith('Referral reward'));
    expect(await rewards()).toEqual([]);
    await fund(friend, '600.00');
    expect(await rewards()).toHaveLength(1);
  });

  it('a fixed self-exclusion: sign-in refused until its end, then 24 hours of cooling before the player can confirm', async () => {
    const who = await register(D);
    const x = await post('/protection/exclude', { ...who, kind: 'self_exclusion', months: 6 });
    expect(x.json.exclusion).toMatchObject({ kind: 'self_exclusion', linked: false });
    const refused = await relogin(who);
    expect(refused.json.message).toBe('selfExcluded');
    expect(refused.json.exclusion.ends_at).toBe(x.json.exclusion.ends_at);
    await advance(who, 150 * DAY);
    expect((await relogin(who)).json.message).toBe('selfExcluded');
    await advance(who, 35 * DAY);
    const back = await relogin(who);
    expect(back.json.statusCode).toBe(1);
    const me = { ...who, auth: back.json.token as string };
    expect((await post('/protection/confirm_return', me)).json.message).toBe('exclusionNotConfirmable');
    const req = await post('/protection/request_return', me);
    expect(req.json.exclusion).toMatchObject({ confirmable: false });
    expect(Math.abs(Date.parse(req.json.exclusion.confirmable_at) - Date.parse(req.json.now) - DAY * 1000)).toBeLessThan(5000);
    await advance(who, DAY - 60);
    expect((await post('/protection/confirm_return', me)).json.message).toBe('exclusionNotConfirmable');
    await advance(who, 120);
    expect((await post('/protection/confirm_return', me)).json.exclusion).toBeNull();
  });

  it('an open-ended self-exclusion: at least 6 months, then 7 days of cooling', async () => {
    const who = await register(D);
    const x = await post('/protection/exclude', { ...who, kind: 'self_exclusion', months: null });
    expect(x.json.exclusion.ends_at).toBeNull();
    const refused = await relogin(who);
    expect(refused.json).toMatchObject({ message: 'selfExcluded', exclusion: { open_ended: true } });
    expect(Date.parse(refused.json.exclusion.sign_in_from)).toBeGreaterThan(Date.now() + 180 * DAY * 1000);
    await advance(who, 185 * DAY);
    const back = await relogin(who);
    expect(back.json.statusCode).toBe(1);
    const me = { ...who, auth: back.json.token as string };
    const req = await post('/protection/request_return', me);
    expect(Math.abs(Date.parse(req.json.exclusion.confirmable_at) - Date.parse(req.json.now) - 7 * DAY * 1000)).toBeLessThan(5000);
    await advance(who, 6 * DAY);
    expect((await post('/protection/confirm_return', me)).json.message).toBe('exclusionNotConfirmable');
    await advance(who, DAY + 60);
    expect((await post('/protection/confirm_return', me)).json.statusCode).toBe(1);
  });

  it('a self-exclusion covers the same person (same phone) on every operator of the platform', async () => {
    const phone = freshPhone();
    const a = await register(D, phone);
    const b = await register('casino1.localhost', phone);
    const c = await register('casino1.localhost');
    await post('/protection/exclude', { ...a, kind: 'self_exclusion', months: 12 });
    expect((await post('/auth/get_balance', b)).json.message).toBe('sessionExpired');
    expect((await post('/auth/get_balance', c)).json.statusCode).toBe(1);
    const refused = await relogin(b);
    expect(refused.json.message).toBe('selfExcluded');
    // An account opened later with the same phone, on yet another operator, is covered too.
    const D3 = 'casino2.localhost';
    const account_id = freshId('p');
    const code = await post('/auth/tac/request_new_register', { domain_name: D3, account_id, contact_phone: phone });
    await post('/auth/tac/verify', { domain_name: D3, account_id, tac: code.json.demo_tac });
    const late = await post('/auth/signup', {
      domain_name: D3,
      account_id,
      password: 'Secret123',
      contact_phone: phone,
      contact_email: `${account_id}@example.com`,
      accept_terms: true,
    });
    expect(late.json.message).toBe('selfExcluded');
    expect(late.json.token).toBeUndefined();
    // A time-out is not shared: it is one account's pause.
    const d1 = await register(D);
    const phone2 = (d1 as { phone: string }).phone;
    const d2 = await register('casino1.localhost', phone2);
    await post('/protection/exclude', { ...d1, kind: 'timeout', days: 2 });
    expect((await post('/auth/get_balance', d2)).json.statusCode).toBe(1);
  });

  it('a burst of bets cannot slip past a time-out taken at the same moment', async () => {
    const who = await register(D);
    await fund(who, '100.00');
    const token = await gameToken(who);
    const [, ...rounds] = await Promise.all([
      post('/protection/exclude', { ...who, kind: 'timeout', days: 1 }),
      ...Array.from({ length: 8 }, (_, i) => playRound(token, 100, `x-${i}-${freshId()}`)),
    ]);
    // Every round either played before the time-out or was refused (or its session was gone).
    for (const r of rounds) expect([1, -1]).toContain(r.json.statusCode);
    const after = await playRound(token, 100, `after-${freshId()}`);
    expect(after.json.statusCode).not.toBe(1);
  });
});

describe('protection: the record', () => {
  it('every change is recorded with its session; the player reads it, the back office reads it with the ops key', async () => {
    const who = await register(D);
    await setLimit(who, 'deposit', 'day', '100.00');
    await setLimit(who, 'deposit', 'day', '200.00');
    await post('/protection/set_reality', { ...who, minutes: 30 });
    const h = await post('/protection/history', { ...who, page: 1 });
    expect(h.json.total).toBe(3);
    expect(h.json.value.map((e: { action: string }) => e.action)).toEqual(['reality_check_set', 'limit_raise_requested', 'limit_set']);
    expect(h.json.value.every((e: { session_id: number | null; actor: string }) => e.session_id !== null && e.actor === 'player')).toBe(true);
    expect(h.json.value[1].detail).toMatchObject({ kind: 'deposit', period: 'day', from: '100.00', to: '200.00' });
    const res = await fetch(`${BASE}/api/ops/protection_log`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-ops-key': OPS_KEY },
      body: JSON.stringify({ domain_name: who.domain_name, account_id: who.account_id }),
    });
    const ops = (await res.json()) as Record<string, any>;
    expect(ops.statusCode).toBe(1);
    expect(ops.total).toBe(3);
  });
});
