import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database, type Db } from '../../db/client.ts';
import * as schema from '../../db/schema.ts';
import { BalanceEvents } from '../balance-events.ts';
import { checkLedger, postEntries } from '../ledger.ts';
import type { Player } from '../sessions.ts';
import { SportsFeed } from './feed.ts';
import { oddsToDecimal } from './grading.ts';
import { createSports, type Sportsbook } from './index.ts';
import { FeedMessage, IngestedBook, type FeedMessageInput } from './ingest.ts';

/**
 * A feed's result corrected after its bets were settled: the earlier payout taken back and the
 * new one paid, each its own ledger entry in one transaction per bet; a withdrawn result opens the
 * bets again; the highest sequence number decides, whatever the order or the repeats. Runs on
 * PGlite, and on PostgreSQL with DATABASE_URL (scripts/test.mjs ADAPTER_SUITES).
 */

const START = Date.parse('2030-06-01T18:00:00Z');
let database: Database;
let db: Db;
let sports: Sportsbook;
let book: IngestedBook;
let feed: SportsFeed;
let operatorId: number;
let hook: 'settle' | 'off' = 'settle';

beforeAll(async () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'playfront-corrections-'));
  database = process.env.DATABASE_URL ? await openDatabase({ dataDir, databaseUrl: process.env.DATABASE_URL }) : await openDatabase({ memory: true });
  db = database.db;
  const code = `c${Date.now().toString(36)}`;
  const [op] = await db.insert(schema.operators).values({ code, siteName: 'C', themeCode: 'sportsbook1', themeColor: '1', externalId: code }).returning();
  operatorId = op.id;
  book = new IngestedBook(db, () => START - 3_600_000);
  feed = new SportsFeed(null, () => START - 3_600_000);
  feed.book = book;
  sports = createSports(db, feed, new BalanceEvents());
  // As the server wires it (api/services/index.ts).
  book.onApplied = async (ev, m, changed) => {
    if (hook === 'settle') await sports.settlement.feedApplied(ev.id, m.type, changed);
  };
}, 30_000);
afterAll(async () => {
  await database?.close();
});

const msg = (m: FeedMessageInput) => FeedMessage.parse(m);
const apply = (m: FeedMessageInput) => book.apply('acme', msg(m));
const result = (event_id: string, seq: number, home: number, away: number) => apply({ type: 'result', event_id, seq, home, away });

/** An event with a 1X2 market (H 2.10, D 3.40, A 3.60), open for bets. */
async function event(id: string) {
  await apply({
    type: 'event',
    event_id: id,
    seq: 1,
    sport: 'football',
    league: { code: 'corr-league', name: 'Corrections League', country: 'GB' },
    home: 'Lowtown',
    away: 'Hightown',
    start_time: new Date(START).toISOString(),
  });
  await apply({
    type: 'markets',
    event_id: id,
    seq: 2,
    markets: [
      {
        bet_type: '1X2',
        selections: [
          { key: 'H', odds: 2.1 },
          { key: 'D', odds: 3.4 },
          { key: 'A', odds: 3.6 },
        ],
      },
    ],
  });
  return `acme-${id}`;
}

let n = 0;
async function player(balance = 100_000): Promise<Player> {
  const name = `corr${++n}x${operatorId}`;
  const [p] = await db.insert(schema.players).values({ operatorId, accountId: name, accountKey: name, passwordHash: 'x', referralCode: name }).returning();
  await db.transaction((tx) => postEntries(tx, p.id, [{ kind: 'adjustment', amount: balance, refType: 'test' }]));
  const [fresh] = await db.select().from(schema.players).where(eq(schema.players.id, p.id));
  return fresh;
}

/** A single of 100.00 on the event's 1X2 selection `key`: the bet's id. */
async function bet(p: Player, eventId: string, key: 'H' | 'D' | 'A') {
  const m = feed.markets(feed.event(eventId)!).find((x) => x.betType === '1X2')!;
  const s = m.selections.find((x) => x.key === key)!;
  const placed = await sports.placement.place(p, {
    kind: 'single',
    stake: '100.00',
    legs: [{ selection_id: s.id, odds: oddsToDecimal(s.odds) }],
    odds_policy: 'better',
    idempotency_key: `k-${p.id}-${eventId}-${key}`,
  });
  return Number(placed.bet.id);
}

const balance = async (p: Player) => (await db.select().from(schema.players).where(eq(schema.players.id, p.id)))[0].gameBalance;
const betRow = async (id: number) => (await db.select().from(schema.sportBets).where(eq(schema.sportBets.id, id)))[0];
/** The bet's ledger entries in order, as "kind amount". */
const entries = async (id: number) =>
  (
    await db
      .select()
      .from(schema.ledgerEntries)
      .where(and(eq(schema.ledgerEntries.refType, 'sports_bet'), eq(schema.ledgerEntries.refId, String(id))))
      .orderBy(asc(schema.ledgerEntries.id))
  ).map((e) => `${e.kind} ${e.amount}`);
const due = async (eventId: string) => db.select().from(schema.sportResultsDue).where(eq(schema.sportResultsDue.eventId, eventId));
const ledgerOk = async () => {
  const r = await checkLedger(db);
  expect({ sports: r.sportsMismatches, balances: r.balanceMismatches, chains: r.brokenChains, open: r.openBets.stakes - r.openBets.held }).toEqual({
    sports: [],
    balances: [],
    chains: 0,
    open: 0,
  });
};

describe('a result the feed corrects after settlement', () => {
  it('takes the earlier payout back and pays by the new score, each its own entry; the same correction again changes nothing', async () => {
    const ev = await event('c1');
    const [home, away] = [await player(), await player()];
    const [hb, ab] = [await bet(home, ev, 'H'), await bet(away, ev, 'A')];
    await result('c1', 3, 2, 1);
    expect(await betRow(hb)).toMatchObject({ status: 'settled', result: 'WIN', payout: 21_000 });
    expect(await betRow(ab)).toMatchObject({ status: 'settled', result: 'LOSS', payout: 0 });
    expect(await balance(home)).toBe(111_000);

    // The feed corrects the score: the home side lost.
    expect((await result('c1', 4, 1, 2)).applied).toBe(true);
    expect(await betRow(hb)).toMatchObject({ status: 'settled', result: 'LOSS', payout: 0 });
    expect(await betRow(ab)).toMatchObject({ status: 'settled', result: 'WIN', payout: 36_000 });
    expect(await entries(hb)).toEqual(['bet_hold -10000', 'bet_payout 21000', 'bet_payout_reversal -21000']);
    expect(await entries(ab)).toEqual(['bet_hold -10000', 'bet_payout 36000']);
    expect([await balance(home), await balance(away)]).toEqual([90_000, 126_000]);

    // The same correction again (a redelivery), or the same score under a later number: no change.
    expect((await result('c1', 4, 1, 2)).applied).toBe(false);
    expect((await result('c1', 5, 1, 2)).applied).toBe(true);
    expect(await entries(hb)).toHaveLength(3);
    expect(await entries(ab)).toHaveLength(2);
    expect([await balance(home), await balance(away)]).toEqual([90_000, 126_000]);
    expect(await due(ev)).toEqual([]);
    await ledgerOk();
  }, 30_000);

  it('a withdrawn result opens the bets again (markets held); then, out of order, the highest number decides: a cancellation voids', async () => {
    const ev = await event('c2');
    const p = await player();
    const b = await bet(p, ev, 'H');
    await result('c2', 3, 2, 0);
    expect(await balance(p)).toBe(111_000);

    await apply({ type: 'result_withdrawn', event_id: 'c2', seq: 4, reason: 'under review' });
    expect(await betRow(b)).toMatchObject({ status: 'open', result: null, payout: null });
    expect(await balance(p)).toBe(90_000);
    expect(await db.select().from(schema.sportResults).where(eq(schema.sportResults.eventId, ev))).toEqual([]);
    const fed = feed.event(ev)!;
    expect(feed.finished(fed)).toBe(false);
    expect(feed.markets(fed).map((m) => m.status)).toEqual(['suspended']);
    await ledgerOk();

    // Sent 5 (a score) then 6 (a cancellation), delivered 6 first: 5 is ignored.
    expect((await apply({ type: 'cancel', event_id: 'c2', seq: 6, reason: 'abandoned' })).applied).toBe(true);
    expect((await result('c2', 5, 0, 1)).applied).toBe(false);
    expect(await betRow(b)).toMatchObject({ status: 'settled', result: 'VOID', payout: 10_000 });
    expect(await entries(b)).toEqual(['bet_hold -10000', 'bet_payout 21000', 'bet_payout_reversal -21000', 'bet_payout 10000']);
    expect(await balance(p)).toBe(100_000);
    await ledgerOk();
  }, 30_000);

  it('a correction the player cannot cover yet is applied to none of it, and the sweep applies it once they can', async () => {
    const ev = await event('c3');
    const p = await player();
    const b = await bet(p, ev, 'H');
    await result('c3', 3, 1, 0);
    // The winnings are spent.
    await db.transaction((tx) => postEntries(tx, p.id, [{ kind: 'adjustment', amount: -111_000, refType: 'test' }]));
    await result('c3', 4, 0, 1);
    expect(await betRow(b)).toMatchObject({ status: 'settled', result: 'WIN', payout: 21_000 });
    expect(await balance(p)).toBe(0);
    expect(await due(ev)).toHaveLength(1);
    await ledgerOk();
    await db.transaction((tx) => postEntries(tx, p.id, [{ kind: 'adjustment', amount: 50_000, refType: 'test' }]));
    await sports.settlement.settleDue();
    expect(await betRow(b)).toMatchObject({ status: 'settled', result: 'LOSS', payout: 0 });
    expect(await balance(p)).toBe(29_000);
    expect(await due(ev)).toEqual([]);
    await ledgerOk();
  }, 30_000);

  it('a correction whose settlement did not run (a failure) is settled by the sweep', async () => {
    const ev = await event('c4');
    const p = await player();
    const b = await bet(p, ev, 'A');
    await result('c4', 3, 0, 2);
    hook = 'off';
    try {
      await result('c4', 4, 2, 2);
    } finally {
      hook = 'settle';
    }
    expect(await betRow(b)).toMatchObject({ result: 'WIN' });
    await sports.settlement.settleDue();
    expect(await betRow(b)).toMatchObject({ status: 'settled', result: 'LOSS', payout: 0 });
    expect(await entries(b)).toEqual(['bet_hold -10000', 'bet_payout 36000', 'bet_payout_reversal -36000']);
    expect(await due(ev)).toEqual([]);
    await ledgerOk();
  }, 30_000);

  it('a burst: the same correction 20 times at once re-settles once; 20 corrections at once in a shuffled order end as the highest number says', async () => {
    const ev = await event('c5');
    const ps = [await player(), await player(), await player(), await player()];
    const bets = [await bet(ps[0], ev, 'H'), await bet(ps[1], ev, 'H'), await bet(ps[2], ev, 'A'), await bet(ps[3], ev, 'D')];
    await result('c5', 3, 2, 1);

    const same = await Promise.all(Array.from({ length: 20 }, () => result('c5', 4, 1, 2)));
    expect(same.filter((r) => r.applied)).toHaveLength(1);
    expect(await Promise.all(bets.map(betRow))).toMatchObject([{ result: 'LOSS' }, { result: 'LOSS' }, { result: 'WIN', payout: 36_000 }, { result: 'LOSS' }]);
    expect(await entries(bets[0])).toEqual(['bet_hold -10000', 'bet_payout 21000', 'bet_payout_reversal -21000']);
    expect(await entries(bets[2])).toEqual(['bet_hold -10000', 'bet_payout 36000']);
    await ledgerOk();

    // Numbers 5…24 at once, shuffled: even ones a draw, odd ones an away win; 24 (a draw) is the last.
    const seqs = Array.from({ length: 20 }, (_, i) => i + 5).sort(() => Math.random() - 0.5);
    await Promise.all(seqs.map((s) => (s % 2 ? result('c5', s, 0, 3) : result('c5', s, 1, 1))));
    expect((await db.select().from(schema.sportFeedEvents).where(eq(schema.sportFeedEvents.eventId, ev)))[0].seq).toBe(24);
    expect(await Promise.all(bets.map(betRow))).toMatchObject([
      { status: 'settled', result: 'LOSS', payout: 0 },
      { status: 'settled', result: 'LOSS', payout: 0 },
      { status: 'settled', result: 'LOSS', payout: 0 },
      { status: 'settled', result: 'WIN', payout: 34_000 },
    ]);
    expect(await Promise.all(ps.map(balance))).toEqual([90_000, 90_000, 90_000, 124_000]);
    // Whatever was paid and taken back on the way, each bet's entries add up to its payout.
    for (const id of bets) {
      const sum = (await entries(id)).slice(1).reduce((a, e) => a + Number(e.split(' ')[1]), 0);
      expect(sum).toBe((await betRow(id)).payout);
    }
    expect(await due(ev)).toEqual([]);
    await ledgerOk();
  }, 60_000);
});
