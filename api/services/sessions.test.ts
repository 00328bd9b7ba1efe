import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database, type Db } from '../db/client.ts';
import * as schema from '../db/schema.ts';
import { OperatorDirectory } from './operators.ts';
import { SessionService } from './sessions.ts';

let database: Database;
let db: Db;
let playerId: number;
let operatorId: number;
let operators: OperatorDirectory;
const T = { account_id: 'tester1', domain_name: 't.localhost' };

beforeAll(async () => {
  database = await openDatabase({ memory: true });
  db = database.db;
  const [op] = await db.insert(schema.operators).values({ code: 't', siteName: 'T', themeCode: 'casino1', themeColor: '1', externalId: 'x' }).returning();
  const [p] = await db
    .insert(schema.players)
    .values({ operatorId: op.id, accountId: 'tester1', accountKey: 'tester1', passwordHash: 'x', referralCode: 'R1' })
    .returning();
  const [other] = await db.insert(schema.operators).values({ code: 'u', siteName: 'U', themeCode: 'casino1', themeColor: '1', externalId: 'y' }).returning();
  const [closed] = await db
    .insert(schema.operators)
    .values({ code: 'm', siteName: 'M', themeCode: 'casino1', themeColor: '1', externalId: 'z', maintenanceOn: true })
    .returning();
  await db.insert(schema.operatorDomains).values([
    { operatorId: op.id, domain: 't.localhost' },
    { operatorId: other.id, domain: 'u.localhost' },
    { operatorId: closed.id, domain: 'm.localhost' },
  ]);
  playerId = p.id;
  operatorId = op.id;
  operators = new OperatorDirectory(db);
}, 30_000);
afterAll(async () => {
  await database?.close();
});

describe('sessions', () => {
  it('stores only the hash of a 256-bit token', async () => {
    const s = new SessionService(db, 60, operators);
    const token = await s.create({ id: playerId, operatorId });
    expect(Buffer.from(token, 'base64url')).toHaveLength(32);
    const rows = await db.select().from(schema.sessions);
    expect(rows.some((r) => r.tokenHash === token)).toBe(false);
    expect((await s.requirePlayer({ ...T, account_id: 'TESTER1', auth: token })).id).toBe(playerId);
  });

  it('expires: a session past its end answers sessionExpired', async () => {
    const s = new SessionService(db, 60, operators);
    const token = await s.create({ id: playerId, operatorId });
    await db.update(schema.sessions).set({ expiresAt: new Date(Date.now() - 1000) });
    await expect(s.requirePlayer({ ...T, auth: token })).rejects.toThrow('sessionExpired');
  });

  it('slides: use more than a minute after the last pushes the end out again', async () => {
    const s = new SessionService(db, 30, operators);
    const token = await s.create({ id: playerId, operatorId });
    const soon = new Date(Date.now() + 5 * 60_000);
    await db.update(schema.sessions).set({ expiresAt: soon, lastSeenAt: new Date(Date.now() - 2 * 60_000) });
    await s.requirePlayer({ ...T, auth: token });
    const rows = await db.select().from(schema.sessions).where(eq(schema.sessions.playerId, playerId)).orderBy(schema.sessions.id);
    expect(rows.at(-1)!.expiresAt.getTime()).toBeGreaterThan(Date.now() + 29 * 60_000);
  });

  it('revoked sessions and other accounts are refused', async () => {
    const s = new SessionService(db, 60, operators);
    const token = await s.create({ id: playerId, operatorId });
    await expect(s.requirePlayer({ ...T, account_id: 'someone', auth: token })).rejects.toThrow('sessionExpired');
    await s.revoke(token);
    await expect(s.requirePlayer({ ...T, auth: token })).rejects.toThrow('sessionExpired');
  });

  it("answers only on the session's own operator, and 'maintenance' while that site is closed", async () => {
    const s = new SessionService(db, 60, operators);
    const token = await s.create({ id: playerId, operatorId });
    await expect(s.requirePlayer({ ...T, auth: token, domain_name: 'T.LOCALHOST:3900' })).resolves.toMatchObject({ id: playerId });
    await expect(s.requirePlayer({ ...T, auth: token, domain_name: 'u.localhost' })).rejects.toThrow('sessionExpired');
    await expect(s.requirePlayer({ ...T, auth: token, domain_name: 'nowhere.localhost' })).rejects.toThrow('sessionExpired');
    await expect(s.requirePlayer({ account_id: 'tester1', auth: token })).rejects.toThrow('sessionExpired');
    await expect(s.requirePlayer({ ...T, auth: token, domain_name: 'm.localhost' })).rejects.toThrow('maintenance');
  });

  it('announces the sessions that end: logout, the others after a password change, all after a reset', async () => {
    const ended: Array<[number, number[]]> = [];
    const s = new SessionService(db, 60, operators, { sessionsEnded: (p, ids) => ended.push([p, ids]) });
    const [a, b, c] = [
      await s.create({ id: playerId, operatorId }),
      await s.create({ id: playerId, operatorId }),
      await s.create({ id: playerId, operatorId }),
    ];
    const idOf = async (t: string) => (await s.requirePlayer({ ...T, auth: t })).sessionId;
    const [ia, ib, ic] = [await idOf(a), await idOf(b), await idOf(c)];
    await s.revoke(a);
    await s.revoke(a);
    expect(ended).toEqual([[playerId, [ia]]]);
    await s.revokeOthers(playerId, ic);
    expect(ended[1][1]).toContain(ib);
    expect(ended[1][1]).not.toContain(ic);
    await s.revokeAll(playerId);
    expect(ended[2]).toEqual([playerId, [ic]]);
    await expect(s.requirePlayer({ ...T, auth: c })).rejects.toThrow('sessionExpired');
  });
});
