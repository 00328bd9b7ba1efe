import { generateKeyPairSync, randomUUID, type KeyObject } from 'node:crypto';
import fs from 'node:fs';
import http, { type Server } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadEnv } from '../../server/env.ts';
import { openDatabase, type Database, type Db } from '../db/client.ts';
import * as schema from '../db/schema.ts';
import { createApi } from '../index.ts';
import { checkLedger, postEntries } from '../services/ledger.ts';
import { createServices, type Services } from '../services/index.ts';
import { importGames } from './import.ts';
import { userOf } from './hub88/protocol.ts';
import { signBody, verifyBody } from './hub88/signature.ts';

/*
 * The Hub88 wallet over HTTP, signed both ways, against an in-memory PGlite, or the PostgreSQL of
 * DATABASE_URL when set (`bash scripts/with-postgres.sh npx vitest run --project unit api/games`),
 * where the bursts below really run in parallel.
 */
const pem = (k: KeyObject) => k.export({ type: k.type === 'private' ? 'pkcs8' : 'spki', format: 'pem' }).toString();
const pair = () => generateKeyPairSync('rsa', { modulusLength: 2048 });
const hub88Keys = pair();
const ourKeys = pair();
const strangerKeys = pair();

let database: Database;
let db: Db;
let services: Services;
let walletBase: string;
let dataDir: string;
const servers: Server[] = [];
/** What the local Games API received: path, parsed body and whether our signature checked out. */
const received: { path: string; body: Record<string, unknown>; signed: boolean }[] = [];
const GAME_LIST = [
  {
    game_code: 'clt_dragonrising',
    name: 'Dragon Rising',
    product: 'Caleta',
    category: 'Video Slots',
    enabled: true,
    rtp: '96.5',
    volatility: 4,
    release_date: '2023-05-01',
  },
  {
    game_code: 'evo_lightning',
    name: 'Lightning Table',
    product: 'Evo Studio',
    category: 'Live Casino',
    enabled: true,
    rtp: null,
    volatility: null,
    release_date: null,
  },
  { game_code: 'old_game', name: 'Retired', product: 'Caleta', category: 'Video Slots', enabled: false },
];
let ids: { operator: number; currency: string; session: number };

const listen = async (app: http.RequestListener) => {
  const server = http.createServer(app).listen(0, '127.0.0.1');
  servers.push(server);
  await new Promise((r) => server.once('listening', r));
  return `http://127.0.0.1:${(server.address() as { port: number }).port}`;
};

/** A signed wallet call as Hub88 makes it; the answer's own signature is checked with our public key. */
async function call(p: string, body: Record<string, unknown>, key: KeyObject = hub88Keys.privateKey) {
  const text = JSON.stringify({ request_uuid: randomUUID(), ...body });
  const res = await fetch(`${walletBase}${p}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-hub88-signature': signBody(text, key) },
    body: text,
  });
  const raw = Buffer.from(await res.arrayBuffer());
  expect(res.status).toBe(200);
  expect(verifyBody(raw, res.headers.get('x-hub88-signature') ?? undefined, ourKeys.publicKey)).toBe(true);
  return JSON.parse(raw.toString()) as { status: string; balance?: number; currency?: string; user?: string; request_uuid?: string };
}

/** A new player with `cents` on the ledger and a launched game (its token as the Games API received it). */
async function player(cents: number) {
  const [p] = await db
    .insert(schema.players)
    .values({
      operatorId: ids.operator,
      accountId: `g${randomUUID().slice(0, 8)}`,
      accountKey: randomUUID(),
      passwordHash: 'x',
      referralCode: randomUUID().slice(0, 12),
    })
    .returning();
  const [s] = await db
    .insert(schema.sessions)
    .values({ playerId: p.id, operatorId: ids.operator, tokenHash: randomUUID(), expiresAt: new Date(Date.now() + 3_600_000) })
    .returning();
  if (cents) await db.transaction((tx) => postEntries(tx, p.id, [{ kind: 'adjustment', amount: cents, note: 'test funds' }]));
  const launched = await services.games.launches.launch({ id: p.id, sessionId: s.id }, 'CALETA', 'clt_dragonrising', { domain: 'casino.test', ip: '10.1.2.3' });
  expect(launched?.url).toMatch(/^https:\/\/games\.test\/play\//);
  const token = String(received.at(-1)!.body.token);
  return { id: p.id, user: userOf(p.id), token };
}

const balanceOf = async (id: number) => Number((await db.select({ b: schema.players.gameBalance }).from(schema.players).where(eq(schema.players.id, id)))[0].b);
/** Hub88 units: 1.00 of the currency = 100 000. */
const units = (cents: number) => cents * 1000;
const money = (who: { user: string; token: string }, extra: Record<string, unknown>) => ({
  user: who.user,
  token: who.token,
  round: 'r-1',
  game_code: 'clt_dragonrising',
  currency: ids.currency,
  ...extra,
});

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'playfront-games-'));
  database = process.env.DATABASE_URL ? await openDatabase({ dataDir, databaseUrl: process.env.DATABASE_URL }) : await openDatabase({ memory: true });
  db = database.db;
  // The Games API: records each request, answers the list and a game URL.
  const hubApi = await listen((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const raw = Buffer.concat(chunks);
      received.push({
        path: req.url ?? '',
        body: JSON.parse(raw.toString()) as Record<string, unknown>,
        signed: verifyBody(raw, req.headers['x-hub88-signature'] as string, ourKeys.publicKey),
      });
      res.setHeader('content-type', 'application/json');
      if (req.url === '/operator/generic/v2/game/list') res.end(JSON.stringify(GAME_LIST));
      else res.end(JSON.stringify({ url: `https://games.test/play/${received.length}` }));
    });
  });
  services = createServices(
    db,
    loadEnv({
      NODE_ENV: 'test',
      DATA_DIR: dataDir,
      HUB88_API_URL: `${hubApi}/`,
      HUB88_OPERATOR_ID: '77',
      // One line with "\n", as an environment file holds it.
      HUB88_PRIVATE_KEY: pem(ourKeys.privateKey).replace(/\n/g, '\\n'),
      HUB88_PUBLIC_KEY: pem(hub88Keys.publicKey),
    }),
  );
  const app = express();
  app.use('/api', createApi(services));
  walletBase = `${await listen(app)}/api/games/hub88`;
  const code = `g${randomUUID().slice(0, 8)}`;
  const [op] = await db
    .insert(schema.operators)
    .values({ code, siteName: 'Games', themeCode: 'casino1', themeColor: '1', externalId: code, currency: 'PHP' })
    .returning();
  ids = { operator: op.id, currency: op.currency, session: 0 };
  await importGames(db, 'hub88', await services.games.hub88!.listGames());
}, 60_000);

afterAll(async () => {
  for (const s of servers) s.close();
  await database?.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe('Games API: the requests we make', () => {
  it('imports the enabled games of the list, one provider per studio, launched through Hub88', async () => {
    expect(received[0]).toEqual({ path: '/operator/generic/v2/game/list', body: { operator_id: 77 }, signed: true });
    const rows = await db.select().from(schema.games).where(eq(schema.games.providerCode, 'CALETA'));
    expect(rows.map((g) => [g.gameCode, g.gameName, g.gameType, g.rtpBp, g.volatility, g.released])).toEqual([
      ['clt_dragonrising', 'Dragon Rising', 'slots', 9650, 'high', '2023-05-01'],
    ]);
    const live = await db.select().from(schema.aggregatorGames).where(eq(schema.aggregatorGames.gameCode, 'evo_lightning'));
    expect(live).toMatchObject([{ providerCode: 'EVOSTUDIO', aggregator: 'hub88', externalCode: 'evo_lightning' }]);
  });

  it('a real launch sends the player, a fresh token, the currency, language and return URL; a demo launch sends neither player nor token', async () => {
    const who = await player(0);
    const sent = received.at(-1)!;
    expect(sent.path).toBe('/operator/generic/v2/game/url');
    expect(sent.signed).toBe(true);
    expect(sent.body).toEqual({
      user: who.user,
      token: who.token,
      currency: 'PHP',
      operator_id: 77,
      game_code: 'clt_dragonrising',
      platform: 'GPL_DESKTOP',
      lang: 'en',
      lobby_url: 'https://casino.test/',
      ip: '10.1.2.3',
      sub_partner_id: expect.any(String),
      meta: {},
    });
    expect(who.token).toMatch(/^[\w-]{40,}$/);
    const demo = await services.games.launches.launchDemo('EVOSTUDIO', 'evo_lightning', { language: 'ES', userAgent: 'Mozilla/5.0 (iPhone; Mobile)' });
    expect(demo?.url).toMatch(/^https:\/\/games\.test\//);
    expect(received.at(-1)!.body).toEqual({
      currency: 'XXX',
      operator_id: 77,
      game_code: 'evo_lightning',
      platform: 'GPL_MOBILE',
      lang: 'es',
      lobby_url: '',
      meta: {},
    });
    expect(await services.games.launches.launchDemo('NOPE', 'nope')).toBeNull();
  });
});

describe('Wallet API: the calls Hub88 makes', () => {
  it('refuses a call signed with another key, or not at all, and moves nothing', async () => {
    const who = await player(10_000);
    const forged = await call('/transaction/bet', money(who, { transaction_uuid: randomUUID(), amount: units(100) }), strangerKeys.privateKey);
    expect(forged.status).toBe('RS_ERROR_INVALID_SIGNATURE');
    const res = await fetch(`${walletBase}/user/balance`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
    expect(((await res.json()) as { status: string }).status).toBe('RS_ERROR_INVALID_SIGNATURE');
    expect(await balanceOf(who.id)).toBe(10_000);
  });

  it('answers info and balance; a bet debits, a win credits, in Hub88 units of the player currency', async () => {
    const who = await player(10_000);
    expect(await call('/user/info', { user: who.user })).toMatchObject({ status: 'RS_OK', user: who.user });
    expect(await call('/user/balance', { user: who.user, token: who.token, game_code: 'clt_dragonrising' })).toMatchObject({
      status: 'RS_OK',
      currency: 'PHP',
      balance: units(10_000),
    });
    const bet = randomUUID();
    const placed = await call('/transaction/bet', money(who, { transaction_uuid: bet, amount: units(250) }));
    expect(placed).toMatchObject({ status: 'RS_OK', user: who.user, currency: 'PHP', balance: units(9_750) });
    const won = await call('/transaction/win', money(who, { transaction_uuid: randomUUID(), reference_transaction_uuid: bet, amount: units(1_000) }));
    expect(won).toMatchObject({ status: 'RS_OK', balance: units(10_750) });
    expect(await balanceOf(who.id)).toBe(10_750);
    // A fraction of a cent does not convert; another currency is not the wallet's.
    expect((await call('/transaction/bet', money(who, { transaction_uuid: randomUUID(), amount: 1_234 }))).status).toBe('RS_ERROR_WRONG_TYPES');
    expect((await call('/transaction/bet', money(who, { transaction_uuid: randomUUID(), amount: units(1), currency: 'EUR' }))).status).toBe(
      'RS_ERROR_WRONG_CURRENCY',
    );
    expect((await call('/transaction/bet', money(who, { transaction_uuid: randomUUID(), amount: units(1), token: 'not-a-token-at-all' }))).status).toBe(
      'RS_ERROR_INVALID_TOKEN',
    );
    expect(await balanceOf(who.id)).toBe(10_750);
  });

  it('a repeat answers as the first call did; the same uuid with another amount is a duplicate', async () => {
    const who = await player(1_000);
    const uuid = randomUUID();
    const first = await call('/transaction/bet', money(who, { transaction_uuid: uuid, amount: units(400) }));
    await call('/transaction/bet', money(who, { transaction_uuid: randomUUID(), amount: units(100) }));
    const again = await call('/transaction/bet', money(who, { transaction_uuid: uuid, amount: units(400) }));
    expect({ ...again, request_uuid: null }).toEqual({ ...first, request_uuid: null });
    expect(again.balance).toBe(units(600));
    expect((await call('/transaction/bet', money(who, { transaction_uuid: uuid, amount: units(401) }))).status).toBe('RS_ERROR_DUPLICATE_TRANSACTION');
    expect(await balanceOf(who.id)).toBe(500);
  });

  it('a rollback gives a bet back once; a rollback of an unseen bet is recorded and the bet, arriving later, is refused', async () => {
    const who = await player(1_000);
    const bet = randomUUID();
    await call('/transaction/bet', money(who, { transaction_uuid: bet, amount: units(300) }));
    const back = { user: who.user, token: who.token, round: 'r-1', game_code: 'clt_dragonrising', reference_transaction_uuid: bet };
    expect(await call('/transaction/rollback', { ...back, transaction_uuid: randomUUID() })).toMatchObject({ status: 'RS_OK', balance: units(1_000) });
    expect(await call('/transaction/rollback', { ...back, transaction_uuid: randomUUID() })).toMatchObject({ status: 'RS_OK', balance: units(1_000) });
    const late = randomUUID();
    expect(await call('/transaction/rollback', { ...back, reference_transaction_uuid: late, transaction_uuid: randomUUID() })).toMatchObject({
      status: 'RS_OK',
    });
    expect((await call('/transaction/bet', money(who, { transaction_uuid: late, amount: units(300) }))).status).toBe('RS_ERROR_TRANSACTION_ROLLED_BACK');
    expect((await call('/transaction/win', money(who, { transaction_uuid: randomUUID(), reference_transaction_uuid: bet, amount: units(50) }))).status).toBe(
      'RS_ERROR_TRANSACTION_ROLLED_BACK',
    );
    expect(await balanceOf(who.id)).toBe(1_000);
  });

  it('a win for a bet not seen yet is not recorded: retried once the bet has arrived, it pays', async () => {
    const who = await player(1_000);
    const bet = randomUUID();
    const win = money(who, { transaction_uuid: randomUUID(), reference_transaction_uuid: bet, amount: units(500) });
    expect((await call('/transaction/win', win)).status).toBe('RS_ERROR_TRANSACTION_DOES_NOT_EXIST');
    await call('/transaction/bet', money(who, { transaction_uuid: bet, amount: units(100) }));
    expect(await call('/transaction/win', win)).toMatchObject({ status: 'RS_OK', balance: units(1_400) });
  });

  it('a player on a break cannot bet (RS_ERROR_USER_DISABLED); their wins still pay', async () => {
    const who = await player(1_000);
    const bet = randomUUID();
    await call('/transaction/bet', money(who, { transaction_uuid: bet, amount: units(100) }));
    const now = Date.now();
    await db
      .insert(schema.protectionExclusions)
      .values({ playerId: who.id, kind: 'timeout', startsAt: new Date(now), endsAt: new Date(now + 86_400_000), minEndAt: new Date(now + 86_400_000) });
    expect((await call('/transaction/bet', money(who, { transaction_uuid: randomUUID(), amount: units(100) }))).status).toBe('RS_ERROR_USER_DISABLED');
    expect((await call('/transaction/win', money(who, { transaction_uuid: randomUUID(), reference_transaction_uuid: bet, amount: units(300) }))).status).toBe(
      'RS_OK',
    );
    expect(await balanceOf(who.id)).toBe(1_200);
  });
});

describe('bursts: every check and its update in one transaction', () => {
  it('50 parallel bets with one transaction uuid debit once and answer alike', async () => {
    const who = await player(10_000);
    const uuid = randomUUID();
    const answers = await Promise.all(Array.from({ length: 50 }, () => call('/transaction/bet', money(who, { transaction_uuid: uuid, amount: units(700) }))));
    expect(new Set(answers.map((a) => `${a.status}:${a.balance}`))).toEqual(new Set([`RS_OK:${units(9_300)}`]));
    expect(await balanceOf(who.id)).toBe(9_300);
    const entries = await db
      .select()
      .from(schema.ledgerEntries)
      .where(and(eq(schema.ledgerEntries.playerId, who.id), eq(schema.ledgerEntries.kind, 'bet')));
    expect(entries).toHaveLength(1);
  });

  it('a win and a rollback racing for one bet: exactly one applies', async () => {
    const who = await player(5_000);
    for (let i = 0; i < 8; i++) {
      const bet = randomUUID();
      await call('/transaction/bet', money(who, { transaction_uuid: bet, amount: units(500) }));
      const before = await balanceOf(who.id);
      const [won, back] = await Promise.all([
        call('/transaction/win', money(who, { transaction_uuid: randomUUID(), reference_transaction_uuid: bet, amount: units(2_000) })),
        call('/transaction/rollback', {
          user: who.user,
          token: who.token,
          round: 'r-1',
          game_code: 'clt_dragonrising',
          transaction_uuid: randomUUID(),
          reference_transaction_uuid: bet,
        }),
      ]);
      const applied = [won.status, back.status].filter((s) => s === 'RS_OK');
      expect(applied).toHaveLength(1);
      expect(await balanceOf(who.id)).toBe(won.status === 'RS_OK' ? before + 2_000 : before + 500);
      if (won.status === 'RS_OK') expect(back.status).toBe('RS_ERROR_UNKNOWN');
      else expect(won.status).toBe('RS_ERROR_TRANSACTION_ROLLED_BACK');
    }
  });

  it('bets beyond the balance never take it below zero', async () => {
    const who = await player(10_000);
    const answers = await Promise.all(
      Array.from({ length: 30 }, () => call('/transaction/bet', money(who, { transaction_uuid: randomUUID(), amount: units(1_000) }))),
    );
    expect(answers.filter((a) => a.status === 'RS_OK')).toHaveLength(10);
    expect(answers.filter((a) => a.status === 'RS_ERROR_NOT_ENOUGH_MONEY').every((a) => a.balance! >= 0)).toBe(true);
    expect(answers.filter((a) => a.status === 'RS_ERROR_NOT_ENOUGH_MONEY')).toHaveLength(20);
    expect(await balanceOf(who.id)).toBe(0);
  });

  it('the ledger proof holds over every round above', async () => {
    const report = await checkLedger(db);
    expect(report.providerMismatches).toEqual([]);
    expect(report.balanceMismatches).toEqual([]);
    expect(report.brokenChains).toBe(0);
  });
});
