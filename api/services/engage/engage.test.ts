import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database, type Db } from '../../db/client.ts';
import * as schema from '../../db/schema.ts';
import { seedEngage } from '../../db/seed/engage.ts';
import { clock, enableTestClock } from '../../lib/clock.ts';
import { BalanceEvents } from '../balance-events.ts';
import { checkLedger, postEntries } from '../ledger.ts';
import type { Player } from '../sessions.ts';
import { createEngage } from './index.ts';

const DAY = 86_400_000;
let database: Database;
let db: Db;
let n = 0;

/** A player of a fresh operator in Manila, with a session today and 50.00 tokens. */
async function newPlayer(): Promise<Player> {
  n++;
  const [op] = await db
    .insert(schema.operators)
    .values({ code: `e${n}`, siteName: 'E', themeCode: 'casino1', themeColor: '1', externalId: 'x', currency: 'PHP' })
    .returning();
  await seedEngage(db);
  const [p] = await db
    .insert(schema.players)
    .values({ operatorId: op!.id, accountId: `engage${n}`, accountKey: `engage${n}`, passwordHash: 'x', referralCode: `E${n}` })
    .returning();
  await db.insert(schema.sessions).values({ playerId: p!.id, operatorId: op!.id, tokenHash: `h${n}`, expiresAt: new Date(Date.now() + DAY) });
  await db.transaction((tx) => postEntries(tx, p!.id, [{ kind: 'adjustment', amount: 5_000, account: 'token' }]));
  const [fresh] = await db.select().from(schema.players).where(eq(schema.players.id, p!.id));
  return fresh!;
}

const message = (p: Promise<unknown>) =>
  p.then(
    () => 'OK',
    (e: Error) => e.message,
  );

beforeAll(async () => {
  database = await openDatabase({ memory: true });
  db = database.db;
  enableTestClock();
}, 30_000);
afterAll(async () => {
  await database?.close();
});

describe('engagement services', () => {
  it('a player in a time-out or self-exclusion gets no spins, missions or minigame (the injected check)', async () => {
    const p = await newPlayer();
    const e = createEngage(db, new BalanceEvents(), { promotionsAllowed: async (id) => id !== p.id });
    expect(await message(e.spin.spin(p, false))).toBe('promotionsPaused');
    expect(await message(e.spin.spin(p, true))).toBe('promotionsPaused');
    const signin = (await e.missions.list(p)).value.find((m) => m.code === 'daily_signin')!;
    expect(signin.state).toBe('claimable');
    expect(await message(e.missions.claim(p, signin.mission_id))).toBe('promotionsPaused');
    expect(await message(e.minigame.start(p, '1.00'))).toBe('promotionsPaused');
    expect((await e.spin.info(p)).free_available).toBe(false);
    expect((await e.missions.list(p)).promotions_allowed).toBe(false);
    const entries = await db.select().from(schema.ledgerEntries).where(eq(schema.ledgerEntries.playerId, p.id));
    expect(entries).toHaveLength(1);
  });

  it('assertMay runs inside the transaction: a refusal moves nothing and takes no nonce', async () => {
    const p = await newPlayer();
    const seen: unknown[] = [];
    const e = createEngage(db, new BalanceEvents(), {
      assertMay: async (_tx, playerId, what) => {
        seen.push({ playerId, ...what });
        throw new Error('limitReached');
      },
    });
    expect(await message(e.spin.spin(p, true))).toBe('limitReached');
    expect(await message(e.minigame.start(p, '5.00'))).toBe('limitReached');
    expect(seen).toEqual([
      { playerId: p.id, kind: 'wager', amount: 1_000, account: 'token' },
      { playerId: p.id, kind: 'wager', amount: 500, account: 'token' },
    ]);
    expect((await e.spin.info(p)).fair.next_nonce).toBe(1);
    const [row] = await db.select().from(schema.players).where(eq(schema.players.id, p.id));
    expect({ token: row!.gameToken, frozen: row!.frozenToken }).toEqual({ token: 5_000, frozen: 0 });
    // The free spin does not ask (it stakes nothing).
    expect((await e.spin.spin(p, false)).statusCode).toBe(1);
  });

  it('the free spin comes back at the next local midnight, not 24 hours after the last one', async () => {
    const p = await newPlayer();
    const e = createEngage(db, new BalanceEvents());
    expect((await e.spin.spin(p, false)).statusCode).toBe(1);
    expect(await message(e.spin.spin(p, false))).toBe('freeSpinUsed');
    const info = await e.spin.info(p);
    const next = new Date(info.next_free_at).getTime();
    // Manila midnight is 16:00 UTC.
    expect(new Date(next).getUTCHours()).toBe(16);
    expect(next - clock.now(p.id).getTime()).toBeLessThanOrEqual(DAY);
    clock.advance(p.id, next - clock.now(p.id).getTime() + 1_000);
    expect((await e.spin.info(p)).free_available).toBe(true);
    expect((await e.spin.spin(p, false)).statusCode).toBe(1);
    expect((await e.spin.info(p)).history).toHaveLength(2);
  });

  it('daily and weekly missions start again at their boundary; a claimed period stays claimed', async () => {
    const p = await newPlayer();
    const e = createEngage(db, new BalanceEvents());
    await db.transaction((tx) => postEntries(tx, p.id, [{ kind: 'deposit', amount: 25_000, refType: 'test' }]));
    const get = async (code: string) => (await e.missions.list(p)).value.find((m) => m.code === code)!;
    const daily = await get('daily_deposit');
    expect(daily).toMatchObject({ state: 'claimable', progress: '200.00' });
    expect((await e.missions.claim(p, daily.mission_id)).statusCode).toBe(1);
    expect((await get('daily_deposit')).state).toBe('claimed');
    // The next local day: nothing deposited in it yet.
    clock.advance(p.id, new Date((await get('daily_deposit')).resets_at!).getTime() - clock.now(p.id).getTime() + 1_000);
    expect(await get('daily_deposit')).toMatchObject({ state: 'in_progress', progress: '0.00', percent: 0 });
    expect(await message(e.missions.claim(p, daily.mission_id))).toBe('missionIncomplete');
    // A one-off mission does not reset.
    expect((await get('first_deposit')).state).toBe('claimable');
    const weekly = await get('weekly_wager');
    expect(new Date(weekly.resets_at!).getUTCDay()).toBe(0); // Monday 00:00 in Manila = Sunday 16:00 UTC
    const claims = await db.select().from(schema.missionClaims).where(eq(schema.missionClaims.playerId, p.id));
    expect(claims.map((c) => c.periodKey)).toEqual([expect.stringMatching(/^d:\d{4}-\d{2}-\d{2}$/)]);
  });

  it('the ledger check covers missions, spins and the minigame, and catches a drift', async () => {
    const p = await newPlayer();
    const e = createEngage(db, new BalanceEvents());
    const start = await e.minigame.start(p, '5.00');
    expect(start.frozen_token).toBe('5.00');
    expect((await checkLedger(db)).engageMismatches).toEqual([]);
    await e.minigame.pick(p, start.round.round_id, 0);
    await e.spin.spin(p, true);
    let report = await checkLedger(db);
    expect(report.engageMismatches).toEqual([]);
    expect(report.ok).toBe(true);
    // A frozen balance that no open round explains is reported.
    await db.update(schema.players).set({ frozenToken: 100 }).where(eq(schema.players.id, p.id));
    report = await checkLedger(db);
    expect(report.engageMismatches).toContain(`frozen:${p.id}`);
    expect(report.ok).toBe(false);
    await db.update(schema.players).set({ frozenToken: 0 }).where(eq(schema.players.id, p.id));
    // A spin prize paid twice is reported.
    const [spin] = await db.select().from(schema.spins).where(eq(schema.spins.playerId, p.id));
    await db.transaction((tx) => postEntries(tx, p.id, [{ kind: 'spin_prize', amount: 1, refType: 'spin', refId: String(spin!.id) }]));
    expect((await checkLedger(db)).engageMismatches).toContain(`spin:${spin!.id}`);
  });
});
