import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadEnv } from '../../../server/env.ts';
import { openDatabase, type Database } from '../../db/client.ts';
import { deploymentSecrets } from '../../db/schema.ts';
import { createServices } from '../index.ts';
import { loadSportsDemoSeed } from './demo-seed.ts';

let database: Database;

beforeAll(async () => {
  database = await openDatabase({ memory: true });
}, 60_000);
afterAll(async () => {
  await database?.close();
});

const servicesWith = (settings: NodeJS.ProcessEnv, sportsSeed?: string) =>
  createServices(database.db, loadEnv({ NODE_ENV: 'test', DATA_DIR: '/nonexistent', ...settings }), { sportsSeed });

describe("the demo sports feed's seed", () => {
  it('is made once per database, the same for every instance that asks at once, and random', async () => {
    const seeds = await Promise.all(Array.from({ length: 10 }, () => loadSportsDemoSeed(database.db)));
    expect(new Set(seeds).size).toBe(1);
    expect(seeds[0]).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(await loadSportsDemoSeed(database.db)).toBe(seeds[0]);
    const rows = await database.db.select().from(deploymentSecrets).where(eq(deploymentSecrets.name, 'sports_demo_seed'));
    expect(rows).toHaveLength(1);
    // SPORTS_DEMO_SEED, when set, is the seed.
    expect(await loadSportsDemoSeed(database.db, 'from-the-environment-0123456789abcdef')).toBe('from-the-environment-0123456789abcdef');
  });
});

describe('DEMO_SPORTS', () => {
  it('off (the default): the sportsbook has no events, and a bet or a settlement finds none', async () => {
    const { sports } = servicesWith({});
    const board = sports.board.matchList({ status: 'all' });
    expect(board).toMatchObject({ statusCode: 1, value: [], outrights: [], leagues: [] });
    expect(board.sports.every((s) => s.event_count === 0)).toBe(true);
    expect(sports.board.matchList({ status: 'finished' }).value).toEqual([]);
    expect(sports.board.publicOdds({}).value).toEqual([]);
    expect(sports.board.publicOdds({ event_id: 'eng1-3000000' }).value).toEqual([]);
    await expect(sports.settlement.force({ event_id: 'eng1-3000000', home: 1, away: 0 })).rejects.toThrow('eventNotFound');
    expect(await sports.settlement.settleDue()).toBe(0);
  });

  it('on: the feed runs on the seed it is given, and never without one', async () => {
    expect(() => servicesWith({ DEMO_SPORTS: '1' })).toThrow(/seed/);
    const { sports } = servicesWith({ DEMO_SPORTS: '1' }, await loadSportsDemoSeed(database.db));
    expect(sports.feed.leagues).toHaveLength(30);
    expect(sports.board.matchList({ status: 'upcoming' }).value.length).toBeGreaterThan(100);
  });
});
