import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database, type Db } from '../db/client.ts';
import * as schema from '../db/schema.ts';
import { sha256 } from '../lib/crypto.ts';
import type { CatalogueService } from './catalogue.ts';
import { PlayService } from './play.ts';

let database: Database;
let db: Db;
let ids: { operator: number; player: number; session: number };
const play = () => new PlayService(db, {} as CatalogueService);

/** A game session as an opened launch leaves it: the token's hash on a launch of a live session. */
async function gameToken(name: string) {
  await db.insert(schema.gameLaunches).values({
    playerId: ids.player,
    sessionId: ids.session,
    providerCode: 'TST',
    gameCode: 'TST-1',
    tokenHash: sha256(name),
    openedAt: new Date(),
    expiresAt: new Date(Date.now() + 60_000),
  });
  return name;
}

beforeAll(async () => {
  database = await openDatabase({ memory: true });
  db = database.db;
  const [op] = await db.insert(schema.operators).values({ code: 't', siteName: 'T', themeCode: 'casino1', themeColor: '1', externalId: 'x' }).returning();
  const [p] = await db
    .insert(schema.players)
    .values({ operatorId: op.id, accountId: 'tester1', accountKey: 'tester1', passwordHash: 'x', referralCode: 'R1' })
    .returning();
  const [s] = await db
    .insert(schema.sessions)
    .values({ playerId: p.id, operatorId: op.id, tokenHash: 'h1', expiresAt: new Date(Date.now() + 60_000) })
    .returning();
  await db.insert(schema.providers).values({ code: 'TST', name: 'Test' });
  await db.insert(schema.games).values({ providerCode: 'TST', gameCode: 'TST-1', gameName: 'Test Slot', gameType: 'slots' });
  ids = { operator: op.id, player: p.id, session: s.id };
}, 30_000);
afterAll(async () => {
  await database?.close();
});

describe('every round checks the player again', () => {
  it('plays while all is well (here: no money, so the ledger refuses the bet)', async () => {
    await expect(play().round(await gameToken('token-ok-0123456789'), 100, 'ref-00000001')).rejects.toThrow('insufficientBalance');
  });

  it('refuses a blocked player', async () => {
    const token = await gameToken('token-blocked-012345');
    await db.update(schema.players).set({ status: 'BLOCK' }).where(eq(schema.players.id, ids.player));
    await expect(play().round(token, 100, 'ref-00000002')).rejects.toThrow('BLOCK');
    await db.update(schema.players).set({ status: 'active' }).where(eq(schema.players.id, ids.player));
  });

  it("answers 'maintenance' while the operator's site is in maintenance", async () => {
    const token = await gameToken('token-maintenance-01');
    await db.update(schema.operators).set({ maintenanceOn: true }).where(eq(schema.operators.id, ids.operator));
    await expect(play().round(token, 100, 'ref-00000003')).rejects.toThrow('maintenance');
    await db.update(schema.operators).set({ maintenanceOn: false }).where(eq(schema.operators.id, ids.operator));
  });

  it('refuses once the session has expired or ended', async () => {
    const token = await gameToken('token-expired-012345');
    await db
      .update(schema.sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(schema.sessions.id, ids.session));
    await expect(play().round(token, 100, 'ref-00000004')).rejects.toThrow('sessionExpired');
    await db
      .update(schema.sessions)
      .set({ expiresAt: new Date(Date.now() + 60_000), revokedAt: new Date() })
      .where(eq(schema.sessions.id, ids.session));
    await expect(play().round(token, 100, 'ref-00000005')).rejects.toThrow('sessionExpired');
  });
});
