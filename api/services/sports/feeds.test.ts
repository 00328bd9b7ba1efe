import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../db/client.ts';
import { sportFeedEvents, sportFeedPulls, sportResults } from '../../db/schema.ts';
import { SportsFeed } from './feed.ts';
import { DemoFeedClient, simulationMessages } from './demo-client.ts';
import { FEED_BET_KEYS, FeedMessage, IngestedBook, parsePushKeys, providerOfKey, hashPushKey, type FeedMessageInput } from './ingest.ts';
import { DbPullLease, OddsApiFeed, oddsApiLeaseKey, priceWithMargin } from './odds-api.ts';

/**
 * Feeds into the book: messages applied in their events' order (duplicates and older ones
 * ignored, also when they arrive at once), read by the sportsbook's feed; and The Odds API v4
 * pulled from a local server that speaks its protocol. Runs on PGlite, and on PostgreSQL with
 * DATABASE_URL (scripts/test.mjs ADAPTER_SUITES).
 */

let database: Database;
beforeAll(async () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'playfront-feeds-'));
  database = process.env.DATABASE_URL ? await openDatabase({ dataDir, databaseUrl: process.env.DATABASE_URL }) : await openDatabase({ memory: true });
}, 30_000);
afterAll(async () => {
  await database?.close();
});

const START = Date.parse('2030-05-01T18:00:00Z');
const msg = (m: FeedMessageInput) => FeedMessage.parse(m);
const fixture = (event_id: string, seq: number, more: Partial<Extract<FeedMessageInput, { type: 'event' }>> = {}) =>
  msg({
    type: 'event',
    event_id,
    seq,
    sport: 'football',
    league: { code: 'test-league', name: 'Test League', country: 'GB' },
    home: 'Northside',
    away: 'Southend',
    start_time: new Date(START).toISOString(),
    ...more,
  });
const prices = (event_id: string, seq: number, home = 2.1) =>
  msg({
    type: 'markets',
    event_id,
    seq,
    markets: [
      {
        bet_type: '1X2',
        selections: [
          { key: 'H', odds: home },
          { key: 'D', odds: 3.4 },
          { key: 'A', odds: 3.6 },
        ],
      },
      {
        bet_type: 'OU',
        line: 2.5,
        selections: [
          { key: 'O', odds: 1.9 },
          { key: 'U', odds: 1.95 },
        ],
      },
    ],
  });
const score = (event_id: string, seq: number, home: number, away: number) =>
  msg({ type: 'status', event_id, seq, status: 'live', period: '1H', clock: "12'", score: { home, away } });

function bookAndFeed(now = START - 3_600_000) {
  const book = new IngestedBook(database.db, () => now);
  const feed = new SportsFeed(null, () => now);
  feed.book = book;
  return { book, feed };
}

describe('the ingestion of a feed', () => {
  it('lists a fed event with its teams, start, markets and prices; a status message makes it live with its score', async () => {
    const { book, feed } = bookAndFeed();
    expect((await book.apply('acme', fixture('m1', 1))).applied).toBe(true);
    await book.apply('acme', prices('m1', 2));
    const [ev] = feed.listed();
    expect(ev).toMatchObject({ id: 'acme-m1', start: START, home: { names: { en: 'Northside' } }, away: { names: { en: 'Southend' } } });
    expect(feed.leagues.map((l) => l.code)).toEqual(['test-league']);
    const markets = feed.markets(ev);
    expect(markets.map((m) => [m.id, m.status, m.selections.map((s) => [s.key, s.odds])])).toEqual([
      [
        'acme-m1:1X2:',
        'open',
        [
          ['H', 21_000],
          ['D', 34_000],
          ['A', 36_000],
        ],
      ],
      [
        'acme-m1:OU:10',
        'open',
        [
          ['O', 19_000],
          ['U', 19_500],
        ],
      ],
    ]);
    expect(feed.selection('acme-m1:OU:10:O')?.selection?.odds).toBe(19_000);
    await book.apply('acme', score('m1', 3, 1, 0));
    expect(feed.state(ev)).toMatchObject({ status: 'live', clock: "12'", score: { home: 1, away: 0 } });
    // A suspension holds every market until lifted.
    await book.apply('acme', msg({ type: 'status', event_id: 'm1', seq: 4, status: 'live', score: { home: 1, away: 0 }, suspended: true }));
    expect(feed.markets(ev).map((m) => m.status)).toEqual(['suspended', 'suspended']);
  });

  it('applies a message only above the last sequence number: duplicates and older ones are ignored, markets merge', async () => {
    const { book, feed } = bookAndFeed();
    await book.apply('acme', fixture('m2', 10));
    expect((await book.apply('acme', prices('m2', 12, 2.2))).applied).toBe(true);
    expect((await book.apply('acme', prices('m2', 12, 2.5))).applied).toBe(false);
    expect((await book.apply('acme', prices('m2', 11, 2.6))).applied).toBe(false);
    const one = msg({
      type: 'markets',
      event_id: 'm2',
      seq: 13,
      markets: [
        {
          bet_type: 'OU',
          line: 2.5,
          status: 'closed',
          selections: [
            { key: 'O', odds: 1.8 },
            { key: 'U', odds: 2 },
          ],
        },
      ],
    });
    expect((await book.apply('acme', one)).applied).toBe(true);
    const ev = feed.event('acme-m2')!;
    // The 1X2 kept from seq 12; the total replaced by seq 13 (closed).
    expect(feed.markets(ev).map((m) => [m.betType, m.status, m.selections[0].odds])).toEqual([
      ['1X2', 'open', 22_000],
      ['OU', 'closed', 18_000],
    ]);
    // Another provider cannot write over this provider's event.
    expect((await book.apply('other', prices('m2', 99))).applied).toBe(true);
    expect(feed.event('other-m2')).toBeNull();
    expect(feed.markets(ev)[0].selections[0].odds).toBe(22_000);
  });

  it('a burst of messages at once: the same message applies once, and the event ends as its highest sequence number says', async () => {
    const { book } = bookAndFeed();
    await book.apply('acme', fixture('m3', 1));
    const same = await Promise.all(Array.from({ length: 20 }, () => book.apply('acme', score('m3', 2, 0, 0))));
    expect(same.filter((r) => r.applied)).toHaveLength(1);
    // 40 scores, sent in a shuffled order, all at once: the last state is the highest number's.
    const seqs = Array.from({ length: 40 }, (_, i) => i + 3).sort(() => Math.random() - 0.5);
    const outcomes = await Promise.all(seqs.map((s) => book.apply('acme', score('m3', s, s, 0))));
    const applied = outcomes.filter((o) => o.applied).map((o) => o.seq);
    expect(applied).toContain(42);
    const [row] = await database.db.select().from(sportFeedEvents).where(eq(sportFeedEvents.eventId, 'acme-m3'));
    expect(Number(row.seq)).toBe(42);
    expect(row.live).toMatchObject({ score: { home: 42, away: 0 } });
    // A fresh instance reads the same from the database.
    const other = bookAndFeed();
    await other.book.load();
    expect(other.feed.state(other.feed.event('acme-m3')!).score).toEqual({ home: 42, away: 0 });
  });

  it('a result ends the event (markets gone; a later one corrects it, an older one does not); a cancellation voids', async () => {
    const { book, feed } = bookAndFeed();
    await book.apply('acme', fixture('m4', 1));
    await book.apply('acme', prices('m4', 2));
    await book.apply('acme', msg({ type: 'result', event_id: 'm4', seq: 3, home: 2, away: 1, ht_home: 1, ht_away: 1 }));
    const ev = feed.event('acme-m4')!;
    expect(feed.finished(ev)).toBe(true);
    expect(feed.result(ev)).toEqual({ status: 'finished', home: 2, away: 1, htHome: 1, htAway: 1, firstGoal: null, lastGoal: null, winner: null });
    expect(feed.markets(ev)).toEqual([]);
    expect(feed.state(ev)).toMatchObject({ status: 'finished', score: { home: 2, away: 1 } });
    await book.apply('acme', msg({ type: 'result', event_id: 'm4', seq: 5, home: 0, away: 0 }));
    expect(feed.result(ev).home).toBe(0);
    await book.apply('acme', msg({ type: 'result', event_id: 'm4', seq: 4, home: 3, away: 3 }));
    expect(feed.result(ev).home).toBe(0);
    await book.apply('acme', fixture('m5', 1));
    await book.apply('acme', msg({ type: 'cancel', event_id: 'm5', seq: 2, reason: 'postponed' }));
    expect(feed.result(feed.event('acme-m5')!).status).toBe('cancelled');
  });

  it("names fed teams and leagues in the site's languages where translations are given, the feed's name elsewhere", async () => {
    const { book, feed } = bookAndFeed();
    await book.apply(
      'acme',
      fixture('m9', 1, { home: 'Eastport Rovers', away: 'Westmoor City', league: { code: 'names-league', name: 'Names League', country: '' } }),
    );
    const before = feed.event('acme-m9')!;
    expect(before.home.names).toMatchObject({ en: 'Eastport Rovers', rus: 'Eastport Rovers', cn: 'Eastport Rovers' });
    await book.setNames([
      { name: 'Eastport Rovers', lang: 'rus', text: 'Истпорт Роверс' },
      { name: 'Eastport Rovers', lang: 'cn', text: '东港流浪者' },
      { name: 'Names League', lang: 'vi', text: 'Giải Tên' },
    ]);
    const ev = feed.event('acme-m9')!;
    expect(ev.id).toBe('acme-m9');
    expect(ev.home.id).toBe(before.home.id);
    expect(ev.home.names).toMatchObject({ en: 'Eastport Rovers', rus: 'Истпорт Роверс', cn: '东港流浪者', esp: 'Eastport Rovers' });
    expect(ev.away.names.rus).toBe('Westmoor City');
    expect(ev.league.names).toMatchObject({ en: 'Names League', vi: 'Giải Tên' });
    // Another instance reads them at start; a team fed later gets them too; a removed one falls back.
    const other = bookAndFeed();
    await other.book.load();
    expect(other.feed.event('acme-m9')!.home.names.cn).toBe('东港流浪者');
    await book.setNames([{ name: 'Westmoor City', lang: 'rus', text: 'Уэстмур Сити' }]);
    await book.apply('acme', fixture('m10', 1, { home: 'Westmoor City', away: 'Northside' }));
    expect(feed.event('acme-m10')!.home.names.rus).toBe('Уэстмур Сити');
    await book.setNames([{ name: 'Eastport Rovers', lang: 'cn', text: null }]);
    expect(feed.event('acme-m9')!.home.names.cn).toBe('Eastport Rovers');
  });

  it('refuses malformed messages with the field at fault', () => {
    const bad = [
      {
        type: 'markets',
        event_id: 'm1',
        seq: 1,
        markets: [
          {
            bet_type: 'OU',
            selections: [
              { key: 'O', odds: 1.9 },
              { key: 'U', odds: 1.9 },
            ],
          },
        ],
      },
      {
        type: 'markets',
        event_id: 'm1',
        seq: 1,
        markets: [
          {
            bet_type: '1X2',
            selections: [
              { key: 'H', odds: 2 },
              { key: 'A', odds: 2 },
            ],
          },
        ],
      },
      {
        type: 'markets',
        event_id: 'm1',
        seq: 1,
        markets: [
          {
            bet_type: 'HDP',
            line: 0.3,
            selections: [
              { key: 'H', odds: 2 },
              { key: 'A', odds: 2 },
            ],
          },
        ],
      },
      { type: 'event', event_id: 'UPPER', seq: 1 },
      { type: 'status', event_id: 'm1', seq: 0, status: 'live' },
      { type: 'result', event_id: 'm1', seq: 1, home: -1, away: 0 },
      { type: 'nope', event_id: 'm1', seq: 1 },
    ];
    for (const b of bad) expect(FeedMessage.safeParse(b).success).toBe(false);
  });

  it('knows a provider by its key, configured as a hash only', () => {
    const key = 'k'.repeat(40);
    const keys = parsePushKeys(`acme:${hashPushKey(key)}, other:${hashPushKey('z'.repeat(40))}`);
    expect(providerOfKey(keys, key)).toBe('acme');
    expect(providerOfKey(keys, 'k'.repeat(41))).toBeNull();
    expect(providerOfKey(keys, undefined)).toBeNull();
    expect(() => parsePushKeys('acme:notahash')).toThrow(/FEED_PUSH_KEYS/);
  });
});

/** A local server speaking The Odds API v4: it records each request and answers from `routes`. */
async function oddsApi(routes: (url: URL) => { status?: number; body: unknown; remaining?: number }) {
  const requests: URL[] = [];
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://x');
    requests.push(url);
    const a = routes(url);
    res
      .writeHead(a.status ?? 200, {
        'content-type': 'application/json',
        ...(a.remaining === undefined ? {} : { 'x-requests-remaining': String(a.remaining), 'x-requests-used': String(5000 - a.remaining) }),
      })
      .end(JSON.stringify(a.body));
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { url, requests, close: () => new Promise<void>((r) => server.close(() => r())) };
}

const EPL_ID = 'e912304de2b2ce35b473ce2ecd3d1502';
const oddsEvent = {
  id: EPL_ID,
  sport_key: 'soccer_epl',
  sport_title: 'EPL',
  commence_time: '2030-05-01T18:00:00Z',
  home_team: 'Arsenal',
  away_team: 'Chelsea',
  bookmakers: [
    {
      key: 'one',
      markets: [
        {
          key: 'h2h',
          outcomes: [
            { name: 'Arsenal', price: 2.0 },
            { name: 'Chelsea', price: 4.0 },
            { name: 'Draw', price: 4.0 },
          ],
        },
        {
          key: 'spreads',
          outcomes: [
            { name: 'Arsenal', price: 1.9, point: -0.5 },
            { name: 'Chelsea', price: 1.9, point: 0.5 },
          ],
        },
        {
          key: 'totals',
          outcomes: [
            { name: 'Over', price: 1.8, point: 2.5 },
            { name: 'Under', price: 2.0, point: 2.5 },
          ],
        },
      ],
    },
  ],
};

describe('The Odds API v4, pulled', () => {
  it('sends the protocol’s requests, lists its events priced with the operator’s margin, and settles from its scores', async () => {
    let completed = false;
    let remaining = 4980;
    const api = await oddsApi((url) => {
      if (url.pathname === '/v4/sports') return { body: [{ key: 'soccer_epl', group: 'Soccer', title: 'EPL', active: true }] };
      if (url.pathname === '/v4/sports/soccer_epl/odds') return { body: [oddsEvent], remaining: (remaining -= 3) };
      if (url.pathname === '/v4/sports/soccer_epl/scores')
        return {
          remaining: (remaining -= 2),
          body: [
            {
              id: EPL_ID,
              sport_key: 'soccer_epl',
              commence_time: '2030-05-01T18:00:00Z',
              completed,
              home_team: 'Arsenal',
              away_team: 'Chelsea',
              scores: completed
                ? [
                    { name: 'Arsenal', score: '3' },
                    { name: 'Chelsea', score: '1' },
                  ]
                : null,
            },
          ],
        };
      return { status: 404, body: { message: 'Unknown' } };
    });
    let now = START - 3_600_000;
    const { book, feed } = bookAndFeed();
    const puller = new OddsApiFeed(
      { baseUrl: api.url, apiKey: 'test-odds-key', sports: ['soccer_epl'], regions: 'uk', marginPct: 5, pollSeconds: 60, now: () => now },
      (p, m) => book.apply(p, m),
    );
    await puller.pullDue();
    expect(api.requests.map((u) => [u.pathname, Object.fromEntries(u.searchParams)])).toEqual([
      ['/v4/sports', { apiKey: 'test-odds-key' }],
      ['/v4/sports/soccer_epl/odds', { apiKey: 'test-odds-key', regions: 'uk', markets: 'h2h,spreads,totals', oddsFormat: 'decimal', dateFormat: 'iso' }],
      ['/v4/sports/soccer_epl/scores', { apiKey: 'test-odds-key', daysFrom: '1', dateFormat: 'iso' }],
    ]);
    expect([puller.remaining, puller.used]).toEqual([4975, 25]);
    const ev = feed.event(`toa-${EPL_ID}`)!;
    expect(ev).toMatchObject({ league: { code: 'soccer-epl', names: { en: 'EPL' } }, sport: { code: 'football' }, home: { names: { en: 'Arsenal' } } });
    // Fair chances 0.5/0.25/0.25 (the bookmaker's margin is nil here), 5 % on top: 1.90, 3.80, 3.80.
    const [x12, hdp, ou] = feed.markets(ev);
    expect(x12.selections.map((s) => [s.key, s.odds])).toEqual([
      ['H', 19_000],
      ['D', 38_000],
      ['A', 38_000],
    ]);
    expect([hdp.betType, hdp.lineQ, ou.betType, ou.lineQ]).toEqual(['HDP', -2, 'OU', 10]);
    // Not due yet: no request.
    now += 30_000;
    await puller.pullDue();
    expect(api.requests).toHaveLength(3);
    // Finished: the scores endpoint's result ends the event.
    completed = true;
    now += 60_000;
    await puller.pullDue();
    expect(feed.result(ev)).toMatchObject({ status: 'finished', home: 3, away: 1 });
    await api.close();
  });

  it('spaces its pulls as the quota runs out, and stops while it cannot pay for one', async () => {
    let remaining = 60;
    const api = await oddsApi((url) => (url.pathname === '/v4/sports' ? { body: [], remaining } : { body: [], remaining: (remaining -= 2) }));
    let now = START;
    const { book } = bookAndFeed();
    const puller = new OddsApiFeed(
      { baseUrl: api.url, apiKey: 'test-odds-key', sports: ['soccer_epl', 'basketball_nba'], regions: 'eu', marginPct: 5, pollSeconds: 60, now: () => now },
      (p, m) => book.apply(p, m),
    );
    expect(puller.costPerPull).toBe(10);
    await puller.pullDue();
    expect(puller.remaining).toBe(52);
    // 5 pulls left: eight times the interval.
    expect(puller.delaySeconds()).toBe(480);
    remaining = 5;
    now += 480_000;
    await puller.pullDue();
    const before = api.requests.length;
    now += 3_600_000;
    await puller.pullDue();
    // Spent: only the free /v4/sports call, which tells whether the quota was renewed.
    expect(api.requests.slice(before).map((u) => u.pathname)).toEqual(['/v4/sports']);
    await api.close();
  });

  it('instances pulling with one key share its quota: of pollers started at once one pulls, once a period, spaced as the quota runs out', async () => {
    let remaining = 5000;
    const api = await oddsApi((url) =>
      url.pathname === '/v4/sports' ? { body: [{ key: 'soccer_epl', title: 'EPL', active: true }] } : { body: [oddsEvent], remaining: (remaining -= 3) },
    );
    let now = START;
    const { book } = bookAndFeed();
    const key = `shared-key-${Math.random()}`;
    const pollers = Array.from(
      { length: 10 },
      () =>
        new OddsApiFeed(
          {
            baseUrl: api.url,
            apiKey: key,
            sports: ['soccer_epl'],
            regions: 'uk',
            marginPct: 5,
            pollSeconds: 60,
            now: () => now,
            lease: new DbPullLease(database.db, oddsApiLeaseKey(key)),
          },
          (p, m) => book.apply(p, m),
        ),
    );
    /** Requests that spend the quota (the odds and the scores; the sports list is free). */
    const paid = () => api.requests.filter((u) => u.pathname !== '/v4/sports').length;
    const round = async (n = pollers.length) => (await Promise.all(pollers.slice(0, n).map((p) => p.pullDue()))).filter(Boolean).length;

    // Two started at once: one pull (its two paid requests).
    expect(await round(2)).toBe(1);
    expect(paid()).toBe(2);
    // Within the period: nobody; after it, ten at once: one.
    now += 30_000;
    expect(await round()).toBe(0);
    now += 31_000;
    expect(await round()).toBe(1);
    expect(paid()).toBe(4);
    // The schedule's row holds the quota as last read and the last sequence number: the next
    // pull's messages are numbered above it, whichever instance pulls.
    const [row] = await database.db
      .select()
      .from(sportFeedPulls)
      .where(eq(sportFeedPulls.feed, oddsApiLeaseKey(key)));
    expect(row).toMatchObject({ remaining, heldUntil: null });
    expect(row.lastSeq).toBeGreaterThanOrEqual(START * 10);
    // Near the limit (under 20 pulls' worth left): every instance waits eight periods.
    remaining = 60;
    now += 61_000;
    expect(await round()).toBe(1);
    expect(pollers.every((p) => p.remaining === null || p.remaining <= 60)).toBe(true);
    now += 61_000;
    expect(await round()).toBe(0);
    now += 8 * 60_000;
    expect(await round()).toBe(1);
    expect(paid()).toBe(8);
    // An instance that died holding the pull frees it when its lease runs out.
    const lease = new DbPullLease(database.db, oddsApiLeaseKey(key));
    now += 8 * 60_000 + 1;
    expect(await lease.claim(now, 60_000)).not.toBeNull();
    expect(await round()).toBe(0);
    now += 60_000;
    expect(await round()).toBe(1);
    await api.close();
  });

  it('takes the bookmakers’ margin out before adding the operator’s', () => {
    // Two bookmakers at 1.90/1.90 (5 % margin) and 1.80/2.00: fair 0.5/0.5 and 0.526/0.474.
    expect(priceWithMargin([[1.9, 1.9]], 0)).toEqual([2, 2]);
    expect(priceWithMargin([[1.9, 1.9]], 10)).toEqual([1.81, 1.81]);
    expect(priceWithMargin([[1.01, 50]], 5)).toEqual([1.01, 48.09]);
  });
});

describe('the simulation as a feed’s client', () => {
  it('its messages, applied through the ingestion, show the same events, clocks, scores, prices and results', async () => {
    const t = Date.parse('2030-06-01T12:00:00Z');
    const sim = new SportsFeed(20_260_601, () => t);
    const { book, feed } = bookAndFeed(t);
    const listed = sim.listed(t);
    const pick = [
      ...listed.filter((e) => sim.state(e, t).status === 'live').slice(0, 4),
      ...listed.filter((e) => sim.state(e, t).status === 'upcoming').slice(0, 3),
      ...listed.filter((e) => sim.state(e, t).status === 'finished').slice(0, 3),
    ];
    expect(pick).toHaveLength(10);
    for (const ev of pick) for (const m of simulationMessages(sim, ev, t, 1)) expect((await book.apply('demo', m)).applied).toBe(true);
    for (const ev of pick) {
      const fed = feed.event(`demo-${ev.id}`)!;
      const a = sim.state(ev, t);
      expect(fed.home.names.en).toBe(ev.home.names.en);
      expect(fed.start).toBe(ev.start);
      expect(feed.state(fed, t)).toMatchObject({
        status: a.status,
        score: a.score,
        ...(a.status === 'finished' ? {} : { clock: a.clock, suspended: a.suspended }),
      });
      const simMain = sim.markets(ev, t, true).filter((m) => m.betType in FEED_BET_KEYS && m.selections.every((s) => s.open));
      const prices = (ms: { betType: string; lineQ: number | null; selections: { key: string; odds: number }[] }[]) =>
        ms.map((m) => [m.betType, m.lineQ, m.selections.map((s) => [s.key, s.odds])]).sort();
      expect(prices(feed.markets(fed, t, true))).toEqual(prices(simMain));
      // First and last goal are not fed (no market a feed prices needs them).
      if (a.status === 'finished') expect(feed.result(fed)).toEqual({ ...sim.result(ev), firstGoal: null, lastGoal: null });
    }
  });

  it('in this server (DEMO_SPORTS_FEED), a round feeds the book only what changed, and the results come through the ingestion', async () => {
    let t = Date.parse('2030-06-02T12:00:00Z');
    const sim = new SportsFeed(20_260_602, () => t);
    const book = new IngestedBook(database.db, () => t);
    const feed = new SportsFeed(null, () => t);
    feed.book = book;
    const league = sim.leagues.find((l) => l.sport === 'football')!.code;
    const client = new DemoFeedClient(sim, (p, m) => book.apply(p, m), new Set([league]));
    const simIds = sim
      .listed(t)
      .filter((e) => e.league.code === league)
      .map((e) => `demo-${e.id}`);
    const first = await client.round(t);
    expect(first).toBeGreaterThan(simIds.length);
    expect(
      feed
        .listed(t)
        .map((e) => e.id)
        .sort(),
    ).toEqual(simIds.sort());
    // The same moment again: nothing changed, nothing written.
    expect(await client.round(t)).toBe(0);
    // A later round writes only what moved (clocks, scores, prices of live events; new and ended events).
    const live = sim.listed(t).find((e) => e.league.code === league && sim.state(e, t).status === 'live')!;
    t = sim.endOf(live) + 1;
    const later = await client.round(t);
    expect(later).toBeGreaterThan(0);
    expect(later).toBeLessThan(first);
    const fed = feed.event(`demo-${live.id}`)!;
    expect(feed.finished(fed)).toBe(true);
    expect(feed.result(fed)).toMatchObject({ status: sim.result(live).status, home: sim.result(live).home, away: sim.result(live).away });
    // The result was written where settlement reads it, by the ingestion's statement.
    const [stored] = await database.db
      .select()
      .from(sportResults)
      .where(eq(sportResults.eventId, `demo-${live.id}`));
    expect(stored).toMatchObject({ status: sim.result(live).status, home: sim.result(live).home });
  });
});
