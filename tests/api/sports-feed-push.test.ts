import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MatchListAnswer, SportBetsAnswer } from '../../contract/index.ts';
import { hashPushKey } from '../../api/services/sports/ingest.ts';
// @ts-expect-error: a plain ESM script without types
import { startTestServer } from '../../scripts/lib/server.mjs';
import { baseFor, eventually, freshId, freshPhone, refOf, signNotification, sleep } from './helpers.ts';

/**
 * A provider pushing to /api/feed/messages, on a server of its own with no demo sports feed: its
 * events are the board, a price it moves reaches an open odds stream, its results settle bets and
 * its cancellations void them. Malformed bodies are answered with JSON errors.
 */
const root = path.resolve(import.meta.dirname, '../..');
const port = Number(process.env.TEST_PORT ?? 3911) + 47;
const BASE = `http://127.0.0.1:${port}`;
const KEY = 'test-feed-key-0123456789abcdef0123456789';
const D = 'sportsbook1.localhost';
const OPS_KEY = 'test-feed-ops-key-0123456789';
let server: { stop(): Promise<void> } | undefined;

beforeAll(async () => {
  server = await startTestServer(root, {
    port,
    logFile: path.join(process.env.RESULTS_DIR ?? os.tmpdir(), `feed-push-${port}.log`),
    env: {
      // PGlite of its own, whatever the other suites run on: its events stay off their board.
      DATABASE_URL: '',
      DATA_DIR: path.join(os.tmpdir(), `feed-push-${port}-${Date.now()}`),
      DEMO_SPORTS: '0',
      DEMO_TAC: '1',
      DEMO_PAYMENTS: '1',
      PAYMENT_DEMO_SECRET: 'test-payment-secret-0123456789',
      PAYMENT_NOTIFY_DELAY_MS: '300',
      FEED_PUSH_KEYS: `acme:${hashPushKey(KEY)}`,
      OPS_KEY,
    },
  });
}, 180_000);
afterAll(async () => {
  await server?.stop();
});

const call = async (p: string, body: unknown, headers: Record<string, string> = {}, raw = false) => {
  const res = await fetch(`${baseFor(body, BASE)}/api${p}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: raw ? (body as string) : JSON.stringify(body),
  });
  return { status: res.status, json: (await res.json()) as Record<string, any> };
};
const push = (messages: unknown[], key = KEY) => call('/feed/messages', { messages }, { authorization: `Bearer ${key}` });

async function player() {
  const account_id = freshId('f');
  const contact_phone = freshPhone();
  const code = await call('/auth/tac/request_new_register', { domain_name: D, account_id, contact_phone });
  await call('/auth/tac/verify', { domain_name: D, account_id, tac: code.json.demo_tac });
  const r = await call('/auth/signup', {
    domain_name: D,
    account_id,
    password: 'Secret123',
    contact_phone,
    contact_email: `${account_id}@example.com`,
    accept_terms: true,
  });
  const who = { account_id, auth: r.json.token as string, domain_name: D };
  const d = await call('/wallet/deposit', { ...who, amount: '500.00', method: 'bank' });
  await call('/payments/demo/notify', signNotification(refOf(d.json.redirect_url), 'paid', 50_000));
  return who;
}
const balance = async (who: object) => (await call('/auth/get_balance', who)).json.game_balance as string;

const start = new Date(Date.now() + 2 * 3_600_000).toISOString();
const fixture = (event_id: string, seq: number) => ({
  type: 'event',
  event_id,
  seq,
  sport: 'football',
  league: { code: 'acme-premier', name: 'Acme Premier', country: 'GB' },
  home: `Home ${event_id}`,
  away: `Away ${event_id}`,
  start_time: start,
});
const x12 = (event_id: string, seq: number, home: number) => ({
  type: 'markets',
  event_id,
  seq,
  markets: [
    {
      bet_type: '1X2',
      selections: [
        { key: 'H', odds: home },
        { key: 'D', odds: 3.3 },
        { key: 'A', odds: 3.9 },
      ],
    },
  ],
});

describe('a provider pushing its feed', () => {
  it('answers malformed or unsigned bodies with JSON errors and applies nothing of a batch with one bad message', async () => {
    expect(await push([fixture('bad1', 1)], 'x'.repeat(40))).toMatchObject({ status: 401, json: { statusCode: -401 } });
    expect((await call('/feed/messages', { messages: [fixture('bad1', 1)] })).status).toBe(401);
    for (const body of ['{"messages": [', 'null', '[]', '{"messages": []}', '{"messages": "x"}']) {
      const r = await call('/feed/messages', body, { authorization: `Bearer ${KEY}` }, true);
      expect(r.status, body).toBe(400);
      expect(r.json.statusCode, body).not.toBe(1);
    }
    const r = await push([fixture('bad1', 1), { ...x12('bad1', 2, 2), seq: -1 }, { type: 'result', event_id: 'bad1', seq: 3 }]);
    expect(r.status).toBe(400);
    expect(r.json.errors.map((e: { field: string }) => e.field)).toEqual(['messages.1.seq', 'messages.2.home', 'messages.2.away']);
    const board = MatchListAnswer.parse((await call('/home/match_list', { domain_name: D })).json);
    expect(board.value.map((m) => m.event_id)).not.toContain('acme-bad1');
  });

  it('lists the pushed events; a moved price reaches an open odds stream; a result settles and a cancellation voids', async () => {
    let r = await push([fixture('e1', 1), x12('e1', 2, 2.1), fixture('e2', 1), x12('e2', 2, 1.8)]);
    expect(r.json).toMatchObject({ statusCode: 1, applied: 4 });
    // Sent again: nothing new.
    expect((await push([x12('e1', 2, 2.5)])).json).toMatchObject({ statusCode: 1, applied: 0, results: [{ event_id: 'acme-e1', seq: 2, applied: false }] });
    // The board is built at most once a second.
    const board = await eventually(
      async () => MatchListAnswer.parse((await call('/home/match_list', { domain_name: D })).json),
      (b) => b.value.length === 2,
      3000,
    );
    expect(board.leagues.map((l) => l.code)).toEqual(['acme-premier']);
    const e1 = board.value.find((m) => m.event_id === 'acme-e1')!;
    expect(e1).toMatchObject({ status: 'upcoming', start_time: start, home_team_name: 'Home e1', league: 'acme-premier' });
    expect(e1.markets[0].selections.map((s) => [s.selection_id, s.odds])).toEqual([
      ['acme-e1:1X2::H', 2.1],
      ['acme-e1:1X2::D', 3.3],
      ['acme-e1:1X2::A', 3.9],
    ]);

    // An open page hears the new price within the stream's beat.
    const heard: { event: string; data: any }[] = [];
    const req = http.get(`${BASE}/api/sports/stream?events=acme-e1`, (res) => {
      res.setEncoding('utf8');
      let buf = '';
      res.on('data', (c: string) => {
        buf += c;
        let i;
        while ((i = buf.indexOf('\n\n')) >= 0) {
          const block = buf.slice(0, i).split('\n');
          buf = buf.slice(i + 2);
          const event = block.find((l) => l.startsWith('event: '))?.slice(7);
          const data = block.find((l) => l.startsWith('data: '))?.slice(6);
          if (event && data) heard.push({ event, data: JSON.parse(data) });
        }
      });
    });
    await sleep(1500);
    await push([x12('e1', 3, 2.25)]);
    const change = await eventually(
      async () => heard.flatMap((h) => (h.event === 'odds' ? h.data.changes : [])).find((c: { selection_id: string }) => c.selection_id === 'acme-e1:1X2::H'),
      (c) => !!c,
      5000,
    );
    req.destroy();
    expect(change).toMatchObject({ odds: 2.25, status: 'open', event_id: 'acme-e1' });

    // Bets on both events, then e1's result (home wins) and e2's cancellation.
    const who = await player();
    const place = (selection_id: string, odds: number) =>
      call('/sports/place_bet', {
        ...who,
        kind: 'single',
        stake: '100.00',
        legs: [{ selection_id, odds }],
        odds_policy: 'none',
        idempotency_key: freshId('k'),
      });
    expect((await place('acme-e1:1X2::H', 2.25)).json.statusCode).toBe(1);
    expect((await place('acme-e2:1X2::A', 3.9)).json.statusCode).toBe(1);
    expect(await balance(who)).toBe('300.00');
    r = await push([
      { type: 'status', event_id: 'e1', seq: 4, status: 'live', period: '2H', clock: "88'", score: { home: 2, away: 0 } },
      { type: 'result', event_id: 'e1', seq: 5, home: 2, away: 0, ht_home: 1, ht_away: 0 },
      { type: 'cancel', event_id: 'e2', seq: 3, reason: 'postponed' },
    ]);
    expect(r.json).toMatchObject({ statusCode: 1, applied: 3 });
    const bets = SportBetsAnswer.parse((await call('/sports/bets', { ...who, status: 'settled' })).json);
    expect(bets.value.map((b) => [b.legs[0].selection_id, b.status, b.result, b.payout]).sort()).toEqual([
      ['acme-e1:1X2::H', 'settled', 'WIN', '225.00'],
      ['acme-e2:1X2::A', 'settled', 'VOID', '100.00'],
    ]);
    expect(await balance(who)).toBe('625.00');
    const results = await eventually(
      async () => MatchListAnswer.parse((await call('/home/match_list', { domain_name: D, status: 'finished' })).json),
      (b) => b.value.length === 2,
      3000,
    );
    expect(results.value.map((m) => [m.event_id, m.status, m.score])).toEqual(
      expect.arrayContaining([
        ['acme-e1', 'finished', { home: 2, away: 0 }],
        ['acme-e2', 'cancelled', null],
      ]),
    );
  });
});

describe("a pushed result corrected, and fed names in the site's languages", () => {
  it('a corrected score takes the payout back and pays by the new one; the statement shows both', async () => {
    await push([fixture('k1', 1), x12('k1', 2, 2.1)]);
    const who = await player();
    await eventually(
      async () => (await call('/home/match_list', { domain_name: D })).json.value as { event_id: string }[],
      (v) => v.some((m) => m.event_id === 'acme-k1'),
      3000,
    );
    const placed = await call('/sports/place_bet', {
      ...who,
      kind: 'single',
      stake: '100.00',
      legs: [{ selection_id: 'acme-k1:1X2::H', odds: 2.1 }],
      odds_policy: 'none',
      idempotency_key: freshId('k'),
    });
    expect(placed.json.statusCode).toBe(1);
    await push([{ type: 'result', event_id: 'k1', seq: 3, home: 1, away: 0 }]);
    expect(await balance(who)).toBe('610.00');
    // The feed corrects it (a draw), then sends the correction again: one reversal, one payout.
    expect((await push([{ type: 'result', event_id: 'k1', seq: 4, home: 1, away: 1 }])).json).toMatchObject({ applied: 1 });
    expect((await push([{ type: 'result', event_id: 'k1', seq: 4, home: 1, away: 1 }])).json).toMatchObject({ applied: 0 });
    expect(await balance(who)).toBe('400.00');
    const bets = SportBetsAnswer.parse((await call('/sports/bets', { ...who, status: 'settled' })).json);
    expect(bets.value.map((b) => [b.result, b.payout])).toEqual([['LOSS', '0.00']]);
    const statement = (await call('/wallet/statement', { ...who, kind: '' })).json.value as { kind: string; amount: string }[];
    expect(statement.filter((e) => e.kind.startsWith('bet_')).map((e) => [e.kind, e.amount])).toEqual([
      ['bet_payout_reversal', '-210.00'],
      ['bet_payout', '210.00'],
      ['bet_hold', '-100.00'],
    ]);
  });

  it("shows the translations given for fed teams and leagues, and the feed's name where none is given", async () => {
    await push([{ ...fixture('n1', 1), home: 'Northbridge United', away: 'Southgate Town' }, x12('n1', 2, 2)]);
    const names = (body: unknown, key = OPS_KEY) => call('/ops/sports/team-names', body, { 'x-ops-key': key });
    expect((await names({ names: [{ name: 'Northbridge United', lang: 'ru', text: 'Нортбридж Юнайтед' }] }, 'wrong-key-0123456789')).status).toBe(404);
    for (const bad of [{}, { names: [] }, { names: [{ name: 'X', lang: 'xx', text: 'Y' }] }, { names: 'x' }]) {
      const r = await names(bad);
      expect(r.status, JSON.stringify(bad)).toBe(400);
      expect(r.json.statusCode).not.toBe(1);
    }
    const r = await names({
      names: [
        { name: 'Northbridge United', lang: 'ru', text: 'Нортбридж Юнайтед' },
        { name: 'Northbridge United', lang: 'cn', text: '北桥联' },
        { name: 'Acme Premier', lang: 'rus', text: 'Акме Премьер' },
      ],
    });
    expect(r.json).toMatchObject({ statusCode: 1, saved: 3 });
    const board = await eventually(
      async () => MatchListAnswer.parse((await call('/home/match_list', { domain_name: D })).json),
      (b) => b.value.find((x) => x.event_id === 'acme-n1')?.home_name_rus === 'Нортбридж Юнайтед',
      5000,
    );
    expect(board.leagues.find((l) => l.code === 'acme-premier')).toMatchObject({ name_en: 'Acme Premier', name_rus: 'Акме Премьер' });
    const m = board.value.find((x) => x.event_id === 'acme-n1');
    expect(m).toMatchObject({
      home_team_name: 'Northbridge United',
      home_name_rus: 'Нортбридж Юнайтед',
      home_name_cn: '北桥联',
      home_name_vi: 'Northbridge United',
      away_name_rus: 'Southgate Town',
    });
    // Removed: the feed's name again.
    await names({ names: [{ name: 'Northbridge United', lang: 'cn', text: null }] });
    await eventually(
      async () => MatchListAnswer.parse((await call('/home/match_list', { domain_name: D })).json).value.find((x) => x.event_id === 'acme-n1'),
      (x) => x?.home_name_cn === 'Northbridge United',
      5000,
    );
  });
});
