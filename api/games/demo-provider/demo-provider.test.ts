import { generateKeyPairSync, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import http, { type Server } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadEnv } from '../../../server/env.ts';
import { openDatabase, type Database, type Db } from '../../db/client.ts';
import * as schema from '../../db/schema.ts';
import { createApi } from '../../index.ts';
import { checkLedger, postEntries } from '../../services/ledger.ts';
import { createServices, type Services } from '../../services/index.ts';
import { userOf } from '../hub88/protocol.ts';
import { privateKeyOf, publicKeyOf, signBody } from '../hub88/signature.ts';
import { createGames, mapDemoCatalogue } from '../index.ts';
import { loadDemoGamesKeys, type DemoGamesKeys } from './keys.ts';
import { DemoGameProvider } from './provider.ts';

/*
 * The demo game provider on a server of its own over an in-memory PGlite, or the PostgreSQL of
 * DATABASE_URL when set: the Hub88 adapter asks it for game URLs, the game page's spins reach the
 * product's wallet over HTTP, signed both ways, and the ledger moves only through the wallet.
 */
let database: Database;
let db: Db;
let services: Services;
let keys: DemoGamesKeys;
let base: string;
let dataDir: string;
let server: Server;
let operatorId: number;

const balanceOf = async (id: number) => Number((await db.select({ b: schema.players.gameBalance }).from(schema.players).where(eq(schema.players.id, id)))[0].b);

/** A player with `cents` on the ledger and a site session. */
async function player(cents: number) {
  const [p] = await db
    .insert(schema.players)
    .values({ operatorId, accountId: `d${randomUUID().slice(0, 8)}`, accountKey: randomUUID(), passwordHash: 'x', referralCode: randomUUID().slice(0, 12) })
    .returning();
  const [s] = await db
    .insert(schema.sessions)
    .values({ playerId: p.id, operatorId, tokenHash: randomUUID(), expiresAt: new Date(Date.now() + 3_600_000) })
    .returning();
  if (cents) await db.transaction((tx) => postEntries(tx, p.id, [{ kind: 'adjustment', amount: cents, note: 'test funds' }]));
  return { id: p.id, sessionId: s.id };
}

/** Launches the demo slot for the player and opens its page: the page's token, as the browser gets it. */
async function openGame(who: { id: number; sessionId: number }, language = 'en') {
  const launched = await services.games.launches.launch(who, 'TDW', 'demo-slot', { language, domain: 'casino.test' });
  expect(launched?.url).toMatch(/^\/api\/demo-provider\/play\?ticket=[\w-]{40,}$/);
  const page = await fetch(base + launched!.url);
  const html = await page.text();
  return { url: launched!.url, status: page.status, html, token: /const token = "([\w-]+)"/.exec(html)?.[1] ?? '' };
}

const spin = async (token: string, bet: number, round_ref: string) => {
  const res = await fetch(`${base}/api/demo-provider/round`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ token, bet, round_ref }),
  });
  return { status: res.status, json: (await res.json()) as { statusCode: number; message: string; win?: string; multiplier?: number; balance?: string } };
};

const entriesOf = (id: number) => db.select().from(schema.ledgerEntries).where(eq(schema.ledgerEntries.playerId, id));
const txOf = (id: number) => db.select().from(schema.providerTransactions).where(eq(schema.providerTransactions.playerId, id));

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'playfront-demo-provider-'));
  database = process.env.DATABASE_URL ? await openDatabase({ dataDir, databaseUrl: process.env.DATABASE_URL }) : await openDatabase({ memory: true });
  db = database.db;
  // The port first: the adapter and the provider reach each other on this server's address.
  let app: express.Express | null = null;
  server = http.createServer((req, res) => app!(req, res)).listen(0, '127.0.0.1');
  await new Promise((r) => server.once('listening', r));
  const port = (server.address() as { port: number }).port;
  base = `http://127.0.0.1:${port}`;
  keys = await loadDemoGamesKeys(db);
  const [op] = await db
    .insert(schema.operators)
    .values({ code: 'demo-games', siteName: 'Demo games', themeCode: 'casino1', themeColor: '1', externalId: 'demo-games', currency: 'PHP' })
    .returning();
  operatorId = op.id;
  await db.insert(schema.providers).values({ code: 'TDW', name: 'The Demo Works' }).onConflictDoNothing();
  await db.insert(schema.games).values({ providerCode: 'TDW', gameCode: 'demo-slot', gameName: 'Demo Slot', gameType: 'slots' }).onConflictDoNothing();
  await mapDemoCatalogue(db);
  await mapDemoCatalogue(db);
  services = createServices(db, loadEnv({ NODE_ENV: 'test', DATA_DIR: dataDir, DEMO_GAMES: '1', PORT: String(port) }), { demoGamesKeys: keys });
  app = express();
  app.use('/api', createApi(services));
}, 180_000);

afterAll(async () => {
  server?.close();
  await database?.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe('the demo games switch', () => {
  it('keeps one key pair per side for the deployment: asked again, the same keys', async () => {
    expect(await loadDemoGamesKeys(db)).toEqual(keys);
    const rows = await db.select().from(schema.deploymentSecrets);
    expect(
      rows
        .filter((r) => r.name.startsWith('demo_games_'))
        .map((r) => r.name)
        .sort(),
    ).toEqual(['demo_games_operator_key', 'demo_games_provider_key']);
    expect(keys.operator.publicKey).not.toEqual(keys.provider.publicKey);
  });

  it('maps the catalogue to the provider once, however often it runs', async () => {
    const rows = await db.select().from(schema.aggregatorGames).where(eq(schema.aggregatorGames.gameCode, 'demo-slot'));
    expect(rows).toMatchObject([{ providerCode: 'TDW', aggregator: 'hub88', externalCode: 'TDW/demo-slot' }]);
  });

  it('off (and no Hub88), no game opens; on without its keys, the start stops', async () => {
    const env = loadEnv({ NODE_ENV: 'test', DATA_DIR: dataDir });
    const off = createGames(db, env);
    expect(off.demoProvider).toBeNull();
    const who = await player(0);
    await expect(off.launches.launch(who, 'TDW', 'demo-slot')).rejects.toThrow('launchFailed');
    expect(await off.launches.launch(who, 'TDW', 'no-such-game')).toBeNull();
    expect(() => createGames(db, { ...env, DEMO_GAMES: '1' })).toThrow(/keys/);
  });
});

describe('a round through the demo provider', () => {
  it('opens the game page once, in the launch language, with the balance the wallet answers', async () => {
    const who = await player(10_000);
    const game = await openGame(who, 'es');
    expect(game.status).toBe(200);
    expect(game.html).toContain('lang="es"');
    expect(game.html).toContain('Saldo: <span class="bal" id="bal">100.00</span>');
    expect(game.token).toMatch(/^[\w-]{40,}$/);
    expect((await fetch(base + game.url)).status).toBe(403);
  });

  it('takes the stake once and pays the win once, each through a signed wallet call', async () => {
    const who = await player(100_000);
    const { token } = await openGame(who);
    let won = 0;
    let rounds = 0;
    for (; rounds < 40 && !won; rounds++) {
      const r = await spin(token, 500, `round-${rounds}-${randomUUID()}`);
      expect(r.json).toMatchObject({ statusCode: 1, message: 'OK' });
      won = Math.round(Number(r.json.win) * 100);
      expect(r.json.balance).toBe(((100_000 - 500 * (rounds + 1) + totalWins(await entriesOf(who.id))) / 100).toFixed(2));
    }
    expect(won).toBeGreaterThan(0);
    const entries = await entriesOf(who.id);
    expect(entries.filter((e) => e.kind === 'bet').map((e) => Number(e.amount))).toEqual(Array(rounds).fill(-500));
    expect(entries.filter((e) => e.kind === 'win')).toHaveLength(1);
    expect(entries.filter((e) => e.kind !== 'adjustment').every((e) => e.refType === 'provider_tx')).toBe(true);
    const txs = await txOf(who.id);
    expect(txs.filter((t) => t.kind === 'bet' && t.state === 'settled')).toHaveLength(rounds);
    expect(txs.filter((t) => t.kind === 'win')).toHaveLength(rounds);
    expect(await balanceOf(who.id)).toBe(100_000 - 500 * rounds + won);
    // Its rounds, as missions and the winners' list read them.
    const played = await db.select().from(schema.gameRounds).where(eq(schema.gameRounds.playerId, who.id));
    expect(played).toHaveLength(rounds);
    expect(played.map((r) => [r.providerCode, r.gameCode, r.gameType, Number(r.bet)])).toEqual(Array(rounds).fill(['TDW', 'demo-slot', 'slots', 500]));
    expect(played.reduce((a, r) => a + Number(r.win), 0)).toBe(won);
  });

  it('a round asked again (same round_ref), even in parallel, answers as the first and moves money once', async () => {
    const who = await player(10_000);
    const { token } = await openGame(who);
    const ref = `again-${randomUUID()}`;
    const answers = await Promise.all(Array.from({ length: 6 }, () => spin(token, 1000, ref)));
    for (const a of answers) expect(a.json).toEqual(answers[0].json);
    const txs = await txOf(who.id);
    expect(txs.filter((t) => t.kind === 'bet')).toHaveLength(1);
    expect(await balanceOf(who.id)).toBe(10_000 - 1000 + Math.round(Number(answers[0].json.win) * 100));
  });

  it('a replayed bet (same transaction uuid) answers as the first; the same uuid with another amount is a duplicate', async () => {
    const who = await player(10_000);
    const { token } = await openGame(who);
    await spin(token, 100, `one-${randomUUID()}`);
    const [bet] = (await txOf(who.id)).filter((t) => t.kind === 'bet');
    const [launch] = await db
      .select()
      .from(schema.demoProviderSessions)
      .where(eq(schema.demoProviderSessions.user, userOf(who.id)));
    const call = async (amount: number) => {
      const body = JSON.stringify({
        request_uuid: randomUUID(),
        user: userOf(who.id),
        token: launch.operatorToken,
        transaction_uuid: bet.transactionUuid,
        round: bet.round,
        game_code: bet.gameCode,
        currency: 'PHP',
        amount,
        round_closed: false,
      });
      const res = await fetch(`${base}/api/games/hub88/transaction/bet`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-hub88-signature': signBody(body, privateKeyOf(keys.provider.privateKey)) },
        body,
      });
      return (await res.json()) as { status: string; balance: number };
    };
    const before = await balanceOf(who.id);
    expect(await call(bet.amount!)).toMatchObject({ status: 'RS_OK', balance: Number(bet.balance) * 1000 });
    expect(await call(bet.amount! * 2)).toMatchObject({ status: 'RS_ERROR_DUPLICATE_TRANSACTION' });
    expect(await balanceOf(who.id)).toBe(before);
  });

  it('the wallet refuses a provider signing with another key; the provider trusts no answer without our signature', async () => {
    const who = await player(10_000);
    const { token } = await openGame(who);
    const [launch] = await db
      .select()
      .from(schema.demoProviderSessions)
      .where(eq(schema.demoProviderSessions.user, userOf(who.id)));
    const stranger = generateKeyPairSync('rsa', { modulusLength: 2048 });
    const config = {
      walletUrl: `${base}/api/games/hub88`,
      origin: base,
      basePath: '/api/demo-provider',
    };
    // Signed with a key the wallet does not know: refused before anything runs.
    const forger = new DemoGameProvider(db, { ...config, privateKey: stranger.privateKey, operatorPublicKey: publicKeyOf(keys.operator.publicKey) });
    expect((await forger.round(token, 100, `forged-${randomUUID()}`)).body).toEqual({ statusCode: -1, message: 'roundFailed' });
    expect(await txOf(who.id)).toEqual([]);
    // Answers checked with a key that is not ours: the bet is not trusted and is rolled back.
    const fooled = new DemoGameProvider(db, { ...config, privateKey: privateKeyOf(keys.provider.privateKey), operatorPublicKey: stranger.publicKey });
    expect((await fooled.round(token, 100, `fooled-${randomUUID()}`)).body).toEqual({ statusCode: -1, message: 'roundFailed' });
    expect((await txOf(who.id)).map((t) => [t.kind, t.state]).sort()).toEqual([
      ['bet', 'rolled_back'],
      ['rollback', 'done'],
    ]);
    expect(await balanceOf(who.id)).toBe(10_000);
    expect(await db.select().from(schema.gameRounds).where(eq(schema.gameRounds.playerId, who.id))).toEqual([]);
    expect(launch.operatorToken.length).toBeGreaterThan(10);
  });

  it("the Games API refuses a request without the operator's signature", async () => {
    const body = JSON.stringify({ operator_id: 1 });
    const res = await fetch(`${base}/api/demo-provider/operator/generic/v2/game/list`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-hub88-signature': signBody(body, generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey) },
      body,
    });
    expect(res.status).toBe(401);
    const list = await services.games.hub88!.listGames();
    expect(list.find((g) => g.code === 'TDW/demo-slot')).toMatchObject({ name: 'Demo Slot', studio: 'The Demo Works', enabled: true });
  });

  it('refusals of the wallet reach the page by name: not enough money, a blocked account, an ended session', async () => {
    const poor = await player(50);
    expect((await spin((await openGame(poor)).token, 100, `poor-${randomUUID()}`)).json.message).toBe('insufficientBalance');
    const resting = await player(10_000);
    const game = await openGame(resting);
    await db.update(schema.players).set({ status: 'BLOCK' }).where(eq(schema.players.id, resting.id));
    expect((await spin(game.token, 100, `blocked-${randomUUID()}`)).json.message).toBe('userDisabled');
    await db.update(schema.players).set({ status: 'active' }).where(eq(schema.players.id, resting.id));
    await db.update(schema.sessions).set({ revokedAt: new Date() }).where(eq(schema.sessions.id, resting.sessionId));
    expect((await spin(game.token, 100, `ended-${randomUUID()}`)).json.message).toBe('sessionExpired');
    expect((await spin('x'.repeat(43), 100, `nobody-${randomUUID()}`)).status).toBe(403);
    expect(await balanceOf(resting.id)).toBe(10_000);
  });

  it('a demo-mode launch plays fun money: nothing reaches the wallet', async () => {
    const demo = await services.games.launches.launchDemo('TDW', 'demo-slot');
    const html = await (await fetch(base + demo!.url)).text();
    const token = /const token = "([\w-]+)"/.exec(html)![1];
    expect(html).toContain('>1000.00</span>');
    const r = await spin(token, 5000, `fun-${randomUUID()}`);
    expect(r.json.statusCode).toBe(1);
    const [s] = await db
      .select()
      .from(schema.demoProviderSessions)
      .where(and(eq(schema.demoProviderSessions.user, '')));
    expect(Number(s.funBalance)).toBe(100_000 - 5000 + Math.round(Number(r.json.win) * 100));
  });

  it('the ledger proof holds over every round above', async () => {
    const report = await checkLedger(db);
    expect(report.providerMismatches).toEqual([]);
    expect(report.balanceMismatches).toEqual([]);
    expect(report.brokenChains).toBe(0);
  });
});

const totalWins = (entries: { kind: string; amount: number | string }[]) => entries.filter((e) => e.kind === 'win').reduce((a, e) => a + Number(e.amount), 0);
