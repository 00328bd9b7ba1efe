import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database, type Db } from '../db/client.ts';
import { Gate } from './crypto.ts';
import { Throttle } from './throttle.ts';

let database: Database;
let db: Db;

beforeAll(async () => {
  database = await openDatabase({ memory: true });
  db = database.db;
}, 30_000);
afterAll(async () => {
  await database?.close();
});

/** Moves a key's clock back, as if its attempts were made `ms` earlier. */
const age = (key: string, ms: number) =>
  db.execute(
    sql`update throttles set window_start = window_start - make_interval(secs => ${ms / 1000}::float8), last_at = last_at - make_interval(secs => ${ms / 1000}::float8) where key = ${key}`,
  );

describe('Throttle', () => {
  it('counts parallel attempts: exactly max pass, the rest hear how long to wait', async () => {
    const t = new Throttle(db);
    const waits = await Promise.all(Array.from({ length: 30 }, () => t.hit('hard', { max: 5, windowMs: 60_000 })));
    expect(waits.filter((w) => w === 0)).toHaveLength(5);
    expect(Math.min(...waits.filter((w) => w > 0))).toBeGreaterThanOrEqual(59);
  });

  it('starts a window again once it has ended', async () => {
    const t = new Throttle(db);
    const l = { max: 2, windowMs: 60_000 };
    expect(await t.hit('restart', l)).toBe(0);
    expect(await t.hit('restart', l)).toBe(0);
    expect(await t.hit('restart', l)).toBeGreaterThan(0);
    await age('restart', 61_000);
    expect(await t.hit('restart', l)).toBe(0);
  });

  it('past max, each attempt waits twice as long as the one before, up to the cap', async () => {
    const t = new Throttle(db);
    const l = { max: 2, windowMs: 3600_000, delay: { baseMs: 1000, capMs: 4000 } };
    await t.hit('grow', l);
    await t.hit('grow', l);
    expect(await t.hit('grow', l)).toBe(1);
    for (const expected of [2, 4, 4, 4]) {
      await age('grow', 1000 * 10);
      expect(await t.hit('grow', l)).toBe(0);
      // Refused attempts are not counted: the wait does not grow while refused.
      expect(await t.hit('grow', l)).toBe(expected);
      expect(await t.hit('grow', l)).toBe(expected);
    }
  });

  it('reset forgets a key, refund gives one attempt back, prune drops old rows', async () => {
    const t = new Throttle(db, 3600_000);
    const l = { max: 1, windowMs: 60_000 };
    await t.hit('r', l);
    expect(await t.hit('r', l)).toBeGreaterThan(0);
    await t.refund('r', 'not-there');
    expect(await t.hit('r', l)).toBe(0);
    await t.reset('r');
    expect(await t.hit('r', l)).toBe(0);
    await age('r', 2 * 3600_000);
    await t.prune();
    const left = await db.execute(sql`select 1 from throttles where key = 'r'`);
    expect((left as { rows: unknown[] }).rows).toHaveLength(0);
  });
});

describe('Gate', () => {
  it('runs a few at once, queues a few, refuses the rest as busy', async () => {
    const gate = new Gate(2, 3);
    let running = 0,
      most = 0;
    const work = () =>
      gate.run(async () => {
        most = Math.max(most, ++running);
        await new Promise((r) => setTimeout(r, 20));
        running--;
        return 'done';
      });
    const results = await Promise.allSettled(Array.from({ length: 10 }, work));
    expect(most).toBe(2);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(5);
    const refused = results.find((r) => r.status === 'rejected') as PromiseRejectedResult;
    expect(refused.reason).toMatchObject({ message: 'busy', httpStatus: 429 });
    // Slots are all given back.
    expect(await work()).toBe('done');
  });

  it('refuses as busy a caller that waited in line longer than its bound, and gives its place up', async () => {
    const gate = new Gate(1, 5, 50);
    let release = () => {};
    const first = gate.run(() => new Promise<string>((r) => (release = () => r('first'))));
    const second = gate.run(async () => 'second');
    await expect(second).rejects.toMatchObject({ message: 'busy', httpStatus: 429 });
    release();
    expect(await first).toBe('first');
    // The slot came back, and the refused caller left no place behind.
    expect(await gate.run(async () => 'third')).toBe('third');
    expect(gate.full).toBe(false);
  });
});
