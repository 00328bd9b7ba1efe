import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database, type Db } from '../../db/client.ts';
import * as schema from '../../db/schema.ts';
import { ApiError } from '../../lib/errors.ts';
import { BalanceEvents } from '../balance-events.ts';
import { checkLedger, postEntries } from '../ledger.ts';
import type { Player } from '../sessions.ts';
import { SportsFeed, type PricedMarket } from './feed.ts';
import { createSports, type Sportsbook } from './index.ts';
import { oddsToDecimal } from './grading.ts';

const T0 = Date.UTC(2026, 10, 24, 12, 0, 0);
let now = T0;
let database: Database;
let db: Db;
let sports: Sportsbook;
let operatorId: number;
const published: { playerId: number; reason: string }[] = [];

async function player(name: string, balance: number): Promise<Player> {
  const [p] = await db.insert(schema.players).values({ operatorId, accountId: name, accountKey: name, passwordHash: 'x', referralCode: name }).returning();
  await db.transaction((tx) => postEntries(tx, p.id, [{ kind: 'adjustment', amount: balance, refType: 'test' }]));
  const [fresh] = await db.select().from(schema.players).where(eq(schema.players.id, p.id));
  return fresh;
}
const balance = async (p: Player) => (await db.select().from(schema.players).where(eq(schema.players.id, p.id)))[0].gameBalance;

/** Upcoming football events and their markets, as the board shows them now. */
function upcoming() {
  const f = sports.feed;
  return f
    .listed()
    .filter((e) => e.sport.code === 'football' && f.state(e).status === 'upcoming')
    .map((e) => ({
      ev: e,
      get markets() {
        return f.markets(e);
      },
    }));
}
const pick = (m: PricedMarket, key: string) => {
  const s = m.selections.find((x) => x.key === key)!;
  return { selection_id: s.id, odds: oddsToDecimal(s.odds) };
};
let seq = 0;
const key = () => `test-key-${++seq}`;
const refused = async (p: Promise<unknown>) => {
  try {
    await p;
  } catch (err) {
    if (err instanceof ApiError) return { message: err.message, ...err.extra };
    throw err;
  }
  throw new Error('expected a refusal');
};

beforeAll(async () => {
  database = await openDatabase({ memory: true });
  db = database.db;
  const [op] = await db.insert(schema.operators).values({ code: 's', siteName: 'S', themeCode: 'sportsbook1', themeColor: '1', externalId: 'x' }).returning();
  operatorId = op.id;
  const events = new BalanceEvents();
  const feed = new SportsFeed(11, () => now);
  sports = createSports(db, feed, events);
  const orig = events.publish.bind(events);
  events.publish = (playerId, after, reason) => {
    published.push({ playerId, reason });
    orig(playerId, after, reason);
  };
}, 60_000);
afterAll(async () => {
  await database?.close();
});

describe('sports bets on the ledger', () => {
  it('holds the stake, settles once when settled twice, and proves the ledger', async () => {
    const p = await player('single1', 100_000);
    const { ev, markets } = upcoming()[0];
    const m = markets.find((x) => x.betType === '1X2')!;
    const placed = await sports.placement.place(p, { kind: 'single', stake: '100.00', legs: [pick(m, 'H')], odds_policy: 'better', idempotency_key: key() });
    expect(placed.bet).toMatchObject({ status: 'open', stake: '100.00', kind: 'single' });
    expect(placed.bet.legs[0]).toMatchObject({ bet_type: '1X2', home_away: 'H', home_team_name: ev.home.names.en, home_name_cn: ev.home.names.cn });
    expect(await balance(p)).toBe(90_000);
    expect((await checkLedger(db)).openBets).toMatchObject({ count: 1, stakes: 10_000, held: 10_000 });
    const [a, b] = await Promise.all([
      sports.settlement.force({ event_id: ev.id, home: 2, away: 1 }),
      sports.settlement.force({ event_id: ev.id, home: 2, away: 1 }),
    ]);
    expect(a.settled + b.settled).toBe(1);
    expect((await sports.settlement.force({ event_id: ev.id, home: 2, away: 1 })).already).toBe(true);
    await expect(sports.settlement.force({ event_id: ev.id, home: 0, away: 1 })).rejects.toThrow('eventSettled');
    expect(await sports.settlement.settleEvent(ev.id)).toBe(0);
    const odds = placed.bet.odds;
    expect(await balance(p)).toBe(90_000 + Math.floor(10_000 * odds));
    const report = await checkLedger(db);
    expect(report.ok).toBe(true);
    expect(published.filter((x) => x.playerId === p.id).map((x) => x.reason)).toEqual(['sports_bet', 'sports_settled']);
  }, 20_000);

  it('a parlay counts half-won and pushed legs; quarter lines split the stake', async () => {
    const p = await player('parlay1', 100_000);
    const evs = upcoming().slice(1, 4);
    // A quarter handicap on the first, a whole line on the second, a total on the third.
    const quarter = evs[0].markets.find((m) => m.betType === 'HDP' && m.lineQ !== null && Math.abs(m.lineQ) % 2 === 1)!;
    const whole = evs[1].markets.find((m) => m.betType === 'HDP' && m.lineQ !== null && m.lineQ % 4 === 0);
    const total = evs[2].markets.find((m) => m.betType === 'OU')!;
    const legs = [
      pick(quarter, 'H'),
      whole
        ? pick(whole, 'H')
        : pick(
            evs[1].markets.find((m) => m.betType === '1X2')!,
            'D',
          ),
      pick(total, 'O'),
    ];
    const placed = await sports.placement.place(p, { kind: 'parlay', stake: '50.00', legs, odds_policy: 'better', idempotency_key: key() });
    expect(placed.bet.legs).toHaveLength(3);
    const o = placed.bet.legs.map((l) => Math.round(l.odds * 10_000));
    // The first ends a quarter from the line: margin × 4 + line = ±1 (+0.25 at 0-0 half-wins, −0.25 half-loses).
    const q = quarter.lineQ!;
    const halfWin = (1 - q) % 4 === 0;
    const d = halfWin ? (1 - q) / 4 : (-1 - q) / 4;
    const firstScore = { home: Math.max(d, 0), away: Math.max(-d, 0) };
    const firstHalf = halfWin ? 'HALF_WIN' : 'HALF_LOSS';
    await sports.settlement.force({ event_id: evs[0].ev.id, ...firstScore });
    // The second: a push (whole line, level after the handicap) or the draw won.
    const wl = whole?.lineQ ?? 0;
    await sports.settlement.force({ event_id: evs[1].ev.id, home: Math.max(0, -wl / 4), away: Math.max(0, wl / 4) });
    expect((await sports.bets.bets(p, { status: 'open', page: 1, page_size: 10, date_from: '', date_to: '' })).value).toHaveLength(1);
    // The third: over wins with plenty of goals.
    await sports.settlement.force({ event_id: evs[2].ev.id, home: 5, away: 4 });
    const [bet] = (await sports.bets.bets(p, { status: 'settled', page: 1, page_size: 10, date_from: '', date_to: '' })).value;
    expect(bet.legs.map((l) => l.result)).toEqual([firstHalf, whole ? 'PUSH' : 'WIN', 'WIN']);
    const f1 = halfWin ? BigInt(o[0] + 10_000) : 10_000n;
    const f2 = whole ? 20_000n : 2n * BigInt(o[1]);
    const f3 = 2n * BigInt(o[2]);
    const expected = Number((5_000n * f1 * f2 * f3) / 20_000n ** 3n);
    expect(bet.payout).toBe((expected / 100).toFixed(2));
    expect(bet.result).toBe(expected > 5_000 ? 'HALF_WIN' : 'HALF_LOSS');
    expect(bet.legs[0].score).toEqual(firstScore);
    expect(await balance(p)).toBe(100_000 - 5_000 + expected);
    expect((await checkLedger(db)).ok).toBe(true);
  });

  it('refuses stale prices with the new ones, suspended or unknown selections, and bad stakes', async () => {
    const p = await player('refuse1', 10_000);
    const { markets } = upcoming()[4];
    const m = markets.find((x) => x.betType === 'OU')!;
    const sel = pick(m, 'O');
    const stale = await refused(
      sports.placement.place(p, { kind: 'single', stake: '10', legs: [{ ...sel, odds: sel.odds + 0.5 }], odds_policy: 'better', idempotency_key: key() }),
    );
    expect(stale).toMatchObject({ message: 'oddsChanged', changes: [{ selection_id: sel.selection_id, odds: sel.odds }] });
    // A lower price seen: "better" takes the current one, "none" refuses it.
    const lower = { ...sel, odds: sel.odds - 0.05 };
    expect(
      (await refused(sports.placement.place(p, { kind: 'single', stake: '10', legs: [lower], odds_policy: 'none', idempotency_key: key() }))).message,
    ).toBe('oddsChanged');
    const better = await sports.placement.place(p, { kind: 'single', stake: '10', legs: [lower], odds_policy: 'better', idempotency_key: key() });
    expect(better.bet.odds).toBe(sel.odds);
    expect((await refused(sports.placement.place(p, { kind: 'single', stake: '0.50', legs: [sel], odds_policy: 'any', idempotency_key: key() }))).message).toBe(
      'stakeBelowMinimum',
    );
    expect(
      (await refused(sports.placement.place(p, { kind: 'single', stake: '95.00', legs: [sel], odds_policy: 'any', idempotency_key: key() }))).message,
    ).toBe('insufficientBalance');
    expect(
      (
        await refused(
          sports.placement.place(p, { kind: 'single', stake: '1', legs: [{ selection_id: 'nope', odds: 2 }], odds_policy: 'any', idempotency_key: key() }),
        )
      ).message,
    ).toBe('selectionNotFound');
    const two = markets.find((x) => x.betType === '1X2')!;
    expect(
      (await refused(sports.placement.place(p, { kind: 'parlay', stake: '1', legs: [sel, pick(two, 'H')], odds_policy: 'any', idempotency_key: key() })))
        .message,
    ).toBe('parlaySameEvent');
    expect(await balance(p)).toBe(9_000);
  });

  it('one idempotency key makes one bet; the liability cap holds across tickets', async () => {
    const p = await player('idem1', 10_000_000);
    const { markets } = upcoming()[5];
    const sel = pick(
      markets.find((x) => x.betType === '1X2')!,
      'A',
    );
    const k = key();
    const first = await sports.placement.place(p, { kind: 'single', stake: '20', legs: [sel], odds_policy: 'any', idempotency_key: k });
    const again = await sports.placement.place(p, { kind: 'single', stake: '20', legs: [sel], odds_policy: 'any', idempotency_key: k });
    expect(again).toMatchObject({ replay: true, bet: { id: first.bet.id } });
    expect((await refused(sports.placement.place(p, { kind: 'single', stake: '30', legs: [sel], odds_policy: 'any', idempotency_key: k }))).message).toBe(
      'idempotencyKeyReused',
    );
    let placed = 0;
    let limit: Record<string, unknown> | null = null;
    for (let i = 0; i < 30 && !limit; i++) {
      try {
        await sports.placement.place(p, { kind: 'single', stake: '5000', legs: [sel], odds_policy: 'any', idempotency_key: key() });
        placed++;
      } catch (err) {
        limit = { message: (err as ApiError).message, ...(err as ApiError).extra };
      }
    }
    expect(limit).toMatchObject({ message: 'liabilityLimit', selection_id: sel.selection_id });
    expect(placed).toBeGreaterThan(0);
  });

  it('cash-out pays the quote once, before it expires; a settled bet is not paid again', async () => {
    const p = await player('cash1', 50_000);
    const { ev, markets } = upcoming()[6];
    const placed = await sports.placement.place(p, {
      kind: 'single',
      stake: '100',
      legs: [
        pick(
          markets.find((x) => x.betType === 'DC')!,
          '1X',
        ),
      ],
      odds_policy: 'any',
      idempotency_key: key(),
    });
    const quote = await sports.cashout.cashoutQuote(p, placed.bet.id);
    expect(Number(quote.amount)).toBeGreaterThan(0);
    expect(Number(quote.amount)).toBeLessThan(100);
    const [x, y] = await Promise.all([sports.cashout.cashout(p, quote.quote_id), sports.cashout.cashout(p, quote.quote_id)]);
    expect(x.bet.status).toBe('cashed_out');
    expect(y.bet.status).toBe('cashed_out');
    expect(await balance(p)).toBe(40_000 + Math.round(Number(quote.amount) * 100));
    expect(await sports.settlement.force({ event_id: ev.id, home: 1, away: 0 })).toMatchObject({ settled: 0 });
    expect((await refused(sports.cashout.cashoutQuote(p, placed.bet.id))).message).toBe('betNotOpen');
    // An expired quote is refused.
    const other = await sports.placement.place(p, {
      kind: 'single',
      stake: '10',
      legs: [pick(upcoming()[7].markets[0], 'H')],
      odds_policy: 'any',
      idempotency_key: key(),
    });
    const q2 = await sports.cashout.cashoutQuote(p, other.bet.id);
    await db
      .update(schema.sportCashoutQuotes)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(schema.sportCashoutQuotes.id, q2.quote_id));
    expect((await refused(sports.cashout.cashout(p, q2.quote_id))).message).toBe('quoteExpired');
    expect((await checkLedger(db)).ok).toBe(true);
  });

  it('says when a cash-out offer can be had: not while a market is held or closed', async () => {
    const p = await player('offer1', 50_000);
    const { ev, markets } = upcoming()[12];
    const placed = await sports.placement.place(p, {
      kind: 'single',
      stake: '10',
      legs: [
        pick(
          markets.find((m) => m.betType === '1X2')!,
          'H',
        ),
      ],
      odds_policy: 'any',
      idempotency_key: key(),
    });
    expect(placed.bet.cashout_available).toBe(true);
    // The match's last seconds: its markets are closed, so no offer, and the list says so first.
    now = sports.feed.endOf(ev) - 5_000;
    try {
      const [listed] = (await sports.bets.bets(p, { status: 'open', page: 1, page_size: 10, date_from: '', date_to: '' })).value;
      expect(listed).toMatchObject({ id: placed.bet.id, status: 'open', cashout_available: false });
      expect((await refused(sports.cashout.cashoutQuote(p, placed.bet.id))).message).toBe('cashoutUnavailable');
    } finally {
      now = T0;
    }
  });

  it('settles by itself when the event ends, and voids a cancelled one', async () => {
    const p = await player('natural1', 50_000);
    const [a, b] = upcoming().slice(8, 10);
    await sports.placement.place(p, {
      kind: 'single',
      stake: '10',
      legs: [
        pick(
          a.markets.find((m) => m.betType === 'BS')!,
          'Y',
        ),
      ],
      odds_policy: 'any',
      idempotency_key: key(),
    });
    await sports.placement.place(p, {
      kind: 'single',
      stake: '10',
      legs: [
        pick(
          b.markets.find((m) => m.betType === 'TG')!,
          '2-3',
        ),
      ],
      odds_policy: 'any',
      idempotency_key: key(),
    });
    await sports.settlement.force({ event_id: b.ev.id, cancel: true });
    expect(await sports.settlement.settleDue()).toBe(0);
    now = sports.feed.endOf(a.ev) + 1000;
    // (Events of the bets above have ended too by then.)
    expect(await sports.settlement.settleDue()).toBeGreaterThanOrEqual(1);
    const all = (await sports.bets.bets(p, { status: 'settled', page: 1, page_size: 10, date_from: '', date_to: '' })).value;
    const r = sports.feed.result(a.ev);
    expect(all.map((x) => x.result).sort()).toEqual([r.home > 0 && r.away > 0 ? 'WIN' : 'LOSS', 'VOID'].sort());
    expect((await checkLedger(db)).ok).toBe(true);
    now = T0;
  });

  it('outrights: a season winner is bet on and settled by the back office', async () => {
    const p = await player('outright1', 10_000);
    const o = sports.feed.outrights().find((x) => sports.feed.outrightStatus(x) !== 'finished' && sports.feed.outrightMarket(x).status === 'open')!;
    const m = sports.feed.outrightMarket(o);
    const [a, b] = m.selections.filter((s) => s.open);
    const placed = await sports.placement.place(p, {
      kind: 'single',
      stake: '10',
      legs: [{ selection_id: a.id, odds: oddsToDecimal(a.odds) }],
      odds_policy: 'any',
      idempotency_key: key(),
    });
    expect(placed.bet.legs[0]).toMatchObject({ bet_type: 'OR', key: a.key, home_team_name: o.league.teams.find((t) => t.id === a.key)!.names.en });
    await expect(sports.settlement.force({ event_id: o.id, winner: 'nobody' })).rejects.toThrow('invalidWinner');
    await sports.settlement.force({ event_id: o.id, winner: b.key });
    const [bet] = (await sports.bets.bets(p, { status: 'settled', page: 1, page_size: 10, date_from: '', date_to: '' })).value;
    expect(bet).toMatchObject({ result: 'LOSS', payout: '0.00' });
    expect((await checkLedger(db)).ok).toBe(true);
  });

  it('the ledger check finds a bet whose stake was never held', async () => {
    const p = await player('tamper1', 1_000);
    const [b] = await db
      .insert(schema.sportBets)
      .values({ playerId: p.id, kind: 'single', stake: 500, odds: 20_000, potentialReturn: 1_000, oddsPolicy: 'any', idempotencyKey: 'tampered-1' })
      .returning();
    const report = await checkLedger(db);
    expect(report.ok).toBe(false);
    expect(report.sportsMismatches).toContain(b.id);
    expect(report.openBets.stakes - report.openBets.held).toBe(500);
    await db.delete(schema.sportBets).where(eq(schema.sportBets.id, b.id));
    expect((await checkLedger(db)).ok).toBe(true);
  });
});
