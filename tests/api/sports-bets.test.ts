import { afterEach, describe, expect, it } from 'vitest';
import { CashoutAnswer, PlaceBetAnswer, SportBetsAnswer, StatementAnswer, type OddsLine } from '../../contract/index.ts';
import { BASE, OPS_KEY, balanceOf, closeStreams, eventually, fund, ledgerCheck, newPlayer, openStream, post, tally, type Who } from './helpers.ts';

/**
 * Sports bets on the ledger: bursts run on PGlite and on PostgreSQL (scripts/with-postgres.sh),
 * where they are real races.
 */
const D = 'sportsbook1.localhost';
const key = () => `sb-${Math.random().toString(36).slice(2, 14)}`;
afterEach(closeStreams);

/** The main lines of upcoming football matches, each event once, skipping those already used. */
const used = new Set<string>();
async function freshLines(n: number, betType = 'HDP'): Promise<OddsLine[]> {
  const odds = await post<{ value: OddsLine[] }>('/home/public_odds', { sport: 'football' });
  const out: OddsLine[] = [];
  for (const l of odds.json.value) {
    if (out.length >= n) break;
    if (l.event_status !== 'upcoming' || l.bet_type !== betType || l.status !== 'open' || used.has(l.event_id) || out.some((o) => o.event_id === l.event_id))
      continue;
    // Far enough from kick-off that the event stays open through the test.
    if (Date.parse(l.start_time) - Date.now() < 5 * 60_000) continue;
    used.add(l.event_id);
    out.push(l);
  }
  expect(out).toHaveLength(n);
  return out;
}

const bet = (who: Who, lines: OddsLine[], stake: string, extra: Record<string, unknown> = {}) =>
  post('/sports/place_bet', {
    ...who,
    kind: lines.length > 1 ? 'parlay' : 'single',
    stake,
    legs: lines.map((l) => ({ selection_id: l.selection_id, odds: l.odds })),
    odds_policy: 'any',
    idempotency_key: key(),
    ...extra,
  });

const settle = (body: Record<string, unknown>, k = OPS_KEY) =>
  fetch(`${BASE}/api/ops/sports/settle`, { method: 'POST', headers: { 'content-type': 'application/json', 'x-ops-key': k }, body: JSON.stringify(body) }).then(
    async (r) => ({ status: r.status, json: (await r.json()) as Record<string, any> }),
  );

describe('placing sports bets', () => {
  it('20 concurrent placements with one idempotency key make one bet and one hold', async () => {
    const who = await newPlayer(D);
    await fund(who, '1000.00');
    const [line] = await freshLines(1);
    const k = key();
    const answers = await Promise.all(Array.from({ length: 20 }, () => bet(who, [line], '100.00', { idempotency_key: k })));
    for (const a of answers) expect(a.json.statusCode, JSON.stringify(a.json)).toBe(1);
    const ids = new Set(answers.map((a) => PlaceBetAnswer.parse(a.json).bet.id));
    expect(ids.size).toBe(1);
    expect(answers.filter((a) => a.json.replay === false)).toHaveLength(1);
    expect(await balanceOf(who)).toBe('900.00');
    const holds = StatementAnswer.parse((await post('/wallet/statement', { ...who, kind: 'bet_hold' })).json);
    expect(holds.total).toBe(1);
    expect(holds.value[0]).toMatchObject({ amount: '-100.00', balance_after: '900.00' });
    console.log(`sports: one idempotency key sent 20 times at once: ${ids.size} bet, ${holds.total} hold`);
  });

  it('50 concurrent bets larger together than the balance never take it below zero', async () => {
    const who = await newPlayer(D);
    await fund(who, '1000.00');
    const lines = await freshLines(5);
    const answers = await Promise.all(Array.from({ length: 50 }, (_, i) => bet(who, [lines[i % 5]], '100.00')));
    const t = tally(answers);
    expect(t).toEqual({ OK: 10, insufficientBalance: 40 });
    expect(await balanceOf(who)).toBe('0.00');
    const st = StatementAnswer.parse((await post('/wallet/statement', { ...who, page_size: 50 })).json);
    for (const l of st.value) expect(Number(l.balance_after)).toBeGreaterThanOrEqual(0);
    const open = SportBetsAnswer.parse((await post('/sports/bets', { ...who, status: 'open', page_size: 50 })).json);
    expect(open).toMatchObject({ total: 10, open_count: 10, open_stake: '1000.00' });
    const check = (await ledgerCheck()).report as unknown as { ok: boolean; openBets: { stakes: number; held: number } };
    expect(check.ok).toBe(true);
    expect(check.openBets.stakes).toBe(check.openBets.held);
    console.log(`sports: 50 concurrent bets of 100 on a balance of 1000: ${JSON.stringify(t)}; open bets equal held stakes`);
  });

  it('a stale price is refused with the new one; the new one is then taken', async () => {
    const who = await newPlayer(D);
    await fund(who, '500.00');
    const [line] = await freshLines(1, 'OU');
    const stale = await bet(who, [{ ...line, odds: line.odds + 0.5 }], '10.00', { odds_policy: 'better' });
    expect(stale.json).toMatchObject({ statusCode: -1, message: 'oddsChanged' });
    const change = stale.json.changes.find((c: { selection_id: string }) => c.selection_id === line.selection_id);
    expect(change.odds).toBeGreaterThan(1);
    expect(await balanceOf(who)).toBe('500.00');
    const again = await bet(who, [{ ...line, odds: change.odds }], '10.00', { odds_policy: 'better' });
    expect(again.json.statusCode, JSON.stringify(again.json)).toBe(1);
    expect(again.json.bet.odds).toBeGreaterThanOrEqual(change.odds);
    // Out-of-range stakes and unknown selections are refused and move nothing.
    expect((await bet(who, [line], '0.50')).json.message).toBe('stakeBelowMinimum');
    expect((await bet(who, [line], '9000.00')).json.message).toBe('stakeAboveMaximum');
    expect((await bet(who, [{ ...line, selection_id: 'nope:1X2::H' }], '5.00')).json.message).toBe('selectionNotFound');
    expect(await balanceOf(who)).toBe('490.00');
  });

  it('the liability cap per selection holds under a parallel burst', async () => {
    const who = await newPlayer(D);
    await fund(who, '50000.00');
    const [line] = await freshLines(1);
    const limits = (await post('/home/match_list', { event_id: line.event_id })).json.limits;
    const answers = await Promise.all(Array.from({ length: 12 }, () => bet(who, [line], '4000.00')));
    const ok = answers.filter((a) => a.json.statusCode === 1);
    for (const a of answers) if (a.json.statusCode !== 1) expect(a.json.message).toBe('liabilityLimit');
    expect(ok.length).toBeGreaterThan(0);
    const liability = ok.reduce((s, a) => s + Number(a.json.bet.potential_return) - Number(a.json.bet.stake), 0);
    expect(liability).toBeLessThanOrEqual(Number(limits.max_liability));
    expect(await balanceOf(who)).toBe((50_000 - 4_000 * ok.length).toFixed(2));
    console.log(`sports: 12 parallel bets of 4000 on one selection: ${ok.length} accepted, liability ${liability.toFixed(2)} ≤ ${limits.max_liability}`);
  });
});

describe("the book's cap per selection", () => {
  // An operator no other test bets on: its cap is changed here and set back after.
  const OWN = 'sportsbook1-4.localhost';
  const limits = (body: Record<string, unknown>, k = OPS_KEY) =>
    fetch(`${BASE}/api/ops/sports/limits`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-ops-key': k },
      body: JSON.stringify(body),
    }).then(async (r) => ({ status: r.status, json: (await r.json()) as Record<string, any> }));

  it('holds across players: a parallel burst from 8 new accounts on one selection never passes it', async () => {
    expect((await limits({ domain_name: OWN })).json).toMatchObject({ statusCode: 1, selection_liability_set: false });
    expect((await limits({ domain_name: OWN, selection_liability: '500.00' }, 'wrong-key-0123456789')).status).toBe(404);
    const set = await limits({ domain_name: OWN, selection_liability: '500.00' });
    expect(set.json).toMatchObject({ statusCode: 1, selection_liability: '500.00', selection_liability_set: true });
    try {
      const players = await Promise.all(Array.from({ length: 8 }, () => newPlayer(OWN)));
      await Promise.all(players.map((who) => fund(who, '200.00')));
      const [line] = await freshLines(1);
      // Each bet alone is far below the per-player cap; together they are well above the book's.
      const answers = await Promise.all(players.map((who) => bet(who, [line], '100.00')));
      const ok = answers.filter((a) => a.json.statusCode === 1);
      const refused = answers.filter((a) => a.json.statusCode !== 1);
      for (const a of refused) expect(a.json).toMatchObject({ statusCode: -1, message: 'selectionLiabilityLimit', selection_id: line.selection_id });
      const liability = ok.reduce((s, a) => s + Math.round((Number(a.json.bet.potential_return) - Number(a.json.bet.stake)) * 100), 0);
      expect(ok.length).toBeGreaterThan(0);
      expect(refused.length).toBeGreaterThan(0);
      expect(liability).toBeLessThanOrEqual(50_000);
      // A refused bet moved nothing.
      for (const [i, who] of players.entries()) expect(await balanceOf(who)).toBe(answers[i].json.statusCode === 1 ? '100.00' : '200.00');
      console.log(
        `sports: 8 players bet 100 at once on one selection under a book cap of 500: ${ok.length} accepted, liability ${(liability / 100).toFixed(2)}`,
      );
    } finally {
      expect((await limits({ domain_name: OWN, selection_liability: null })).json).toMatchObject({ statusCode: 1, selection_liability_set: false });
    }
  });
});

describe('settlement and cash-out', () => {
  it('settlement pays each bet once even when run twice, on the ledger and the live balance', async () => {
    const who = await newPlayer(D);
    await fund(who, '1000.00');
    const [a, b] = await freshLines(2, '1X2');
    const home = await post<{ value: OddsLine[] }>('/home/public_odds', { event_id: a.event_id });
    const homeWin = home.json.value.find((l) => l.bet_type === '1X2' && l.key === 'H')!;
    const single = await bet(who, [homeWin], '100.00');
    expect(single.json.statusCode).toBe(1);
    const parlay = await bet(who, [homeWin, b], '50.00');
    expect(parlay.json.statusCode, JSON.stringify(parlay.json)).toBe(1);
    expect(await balanceOf(who)).toBe('850.00');
    const live = await openStream(who, '127.0.0.71');
    expect(live.status).toBe(200);

    const runs = await Promise.all([settle({ event_id: a.event_id, home: 2, away: 0 }), settle({ event_id: a.event_id, home: 2, away: 0 })]);
    for (const r of runs) expect(r.json.statusCode, JSON.stringify(r.json)).toBe(1);
    expect(runs.reduce((s, r) => s + r.json.settled, 0)).toBe(1);
    const again = await settle({ event_id: a.event_id, home: 2, away: 0 });
    expect(again.json).toMatchObject({ statusCode: 1, settled: 0, already: true });
    expect((await settle({ event_id: a.event_id, home: 0, away: 0 })).json.message).toBe('eventSettled');
    // Returns in cents from the odds each bet was accepted at (× 10 000), rounded down.
    const cents = (stake: number, odds: number) => Math.floor((stake * Math.round(odds * 10_000)) / 10_000);
    const won = cents(10_000, single.json.bet.odds) / 100;
    expect(await balanceOf(who)).toBe((850 + won).toFixed(2));
    await eventually(
      async () => live.events,
      (e) => e.some((x) => x.reason === 'sports_settled'),
    );
    // The parlay waits for its other leg; then it is paid, once.
    await Promise.all([settle({ event_id: b.event_id, cancel: true }), settle({ event_id: b.event_id, cancel: true })]);
    const parlayReturn = cents(5_000, parlay.json.bet.legs[0].odds) / 100;
    expect(await balanceOf(who)).toBe((850 + won + parlayReturn).toFixed(2));
    const settled = SportBetsAnswer.parse((await post('/sports/bets', { ...who, status: 'settled' })).json);
    expect(settled.value.map((x) => [x.kind, x.result])).toEqual([
      ['parlay', 'WIN'],
      ['single', 'WIN'],
    ]);
    expect(settled.value[0].legs.map((l) => l.result)).toEqual(['WIN', 'VOID']);
    expect(settled.value[1].legs[0].score).toEqual({ home: 2, away: 0 });
    const payouts = StatementAnswer.parse((await post('/wallet/statement', { ...who, kind: 'bet_payout' })).json);
    expect(payouts.total).toBe(2);
    expect((await ledgerCheck()).report.ok).toBe(true);
    // Without the key the route does not exist.
    expect((await settle({ event_id: a.event_id, home: 1, away: 0 }, 'wrong-key-0123456789')).status).toBe(404);
  });

  it('cash-out: a quote with an expiry, executed once against its id', async () => {
    const who = await newPlayer(D);
    await fund(who, '300.00');
    const [line] = await freshLines(1);
    const placed = await bet(who, [line], '100.00');
    expect(placed.json.statusCode).toBe(1);
    const quote = await post('/sports/cashout_quote', { ...who, bet_id: placed.json.bet.id });
    expect(quote.json).toMatchObject({ statusCode: 1, bet_id: placed.json.bet.id, expires_in: 10 });
    const [x, y] = await Promise.all([
      post('/sports/cashout', { ...who, quote_id: quote.json.quote_id }),
      post('/sports/cashout', { ...who, quote_id: quote.json.quote_id }),
    ]);
    expect([x.json.statusCode, y.json.statusCode]).toEqual([1, 1]);
    expect(x.json.bet.status).toBe('cashed_out');
    expect(await balanceOf(who)).toBe((200 + Number(quote.json.amount)).toFixed(2));
    expect((await post('/sports/cashout_quote', { ...who, bet_id: placed.json.bet.id })).json.message).toBe('betNotOpen');
    const other = await newPlayer(D);
    expect((await post('/sports/cashout', { ...other, quote_id: quote.json.quote_id })).json.message).toBe('quoteNotFound');
    expect((await settle({ event_id: line.event_id, home: 3, away: 0 })).json.settled).toBe(0);
    expect((await ledgerCheck()).report.ok).toBe(true);
  });

  it('20 parallel cash-outs with one quote: one cash-out, 19 answers that say they are replays', async () => {
    const who = await newPlayer(D);
    await fund(who, '300.00');
    const [line] = await freshLines(1);
    const placed = await bet(who, [line], '100.00');
    expect(placed.json.statusCode).toBe(1);
    const quote = await post('/sports/cashout_quote', { ...who, bet_id: placed.json.bet.id });
    expect(quote.json.statusCode).toBe(1);
    const answers = await Promise.all(Array.from({ length: 20 }, () => post('/sports/cashout', { ...who, quote_id: quote.json.quote_id })));
    const parsed = answers.map((a) => CashoutAnswer.parse(a.json));
    expect(parsed.filter((a) => !a.replay)).toHaveLength(1);
    expect(parsed.filter((a) => a.replay)).toHaveLength(19);
    for (const a of parsed) expect(a.bet).toMatchObject({ id: placed.json.bet.id, status: 'cashed_out', payout: quote.json.amount });
    expect(await balanceOf(who)).toBe((200 + Number(quote.json.amount)).toFixed(2));
    const cashouts = StatementAnswer.parse((await post('/wallet/statement', { ...who, kind: 'bet_cashout' })).json);
    expect(cashouts.total).toBe(1);
  });
});

describe("the player's sportsbook settings", () => {
  it('keep the odds format on the account: unset, chosen, read from another session; a bad value is refused next to its field', async () => {
    const who = await newPlayer(D);
    const first = await post('/sports/settings', who);
    expect(first.json).toMatchObject({ statusCode: 1, odds_format: null });
    expect((await post('/sports/settings', { ...who, odds_format: 'american' })).json).toMatchObject({ statusCode: 1, odds_format: 'american' });
    // Another request of the same player (as another device would) reads it back.
    expect((await post('/sports/settings', who)).json).toMatchObject({ statusCode: 1, odds_format: 'american' });
    const bad = await post('/sports/settings', { ...who, odds_format: 'roman' });
    expect(bad.status).toBeLessThan(500);
    expect(bad.json.statusCode).not.toBe(1);
    expect(bad.json.errors.map((e: { field: string }) => e.field)).toEqual(['odds_format']);
    expect((await post('/sports/settings', who)).json.odds_format).toBe('american');
  });

  it('belong to a signed-in player only', async () => {
    const a = await post('/sports/settings', { account_id: 'nobody', auth: 'x'.repeat(64), domain_name: D, odds_format: 'malay' });
    expect(a.status).toBeLessThan(500);
    expect(a.json.statusCode).not.toBe(1);
  });
});
