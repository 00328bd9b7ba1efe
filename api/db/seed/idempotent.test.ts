import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../client.ts';
import * as schema from '../schema.ts';
import { seedContent } from './content.ts';
import { seedEngage } from './engage.ts';

let database: Database;
beforeAll(async () => {
  database = await openDatabase({ memory: true });
  await database.db.insert(schema.operators).values([
    { code: 'casino1', siteName: 'One', themeCode: 'casino1', themeColor: '1', externalId: 'a' },
    { code: 'slot2', siteName: 'Two', themeCode: 'slot2', themeColor: '1', externalId: 'b' },
  ]);
}, 30_000);
afterAll(async () => {
  await database?.close();
});

const rows = async (table: typeof schema.operatorContent | typeof schema.engageSettings | typeof schema.missions) =>
  Number((await database.db.select({ n: count() }).from(table))[0].n);

describe('demo seeds on every start', () => {
  it('add operator content, engage settings and missions once, not again on the next start', async () => {
    await seedContent(database.db);
    await seedEngage(database.db);
    const first = [await rows(schema.operatorContent), await rows(schema.engageSettings), await rows(schema.missions)];
    expect(first.every((n) => n > 0)).toBe(true);
    await seedContent(database.db);
    await seedEngage(database.db);
    expect([await rows(schema.operatorContent), await rows(schema.engageSettings), await rows(schema.missions)]).toEqual(first);
  });

  it('give an operator added later its own demo content and settings', async () => {
    const [late] = await database.db
      .insert(schema.operators)
      .values({ code: 'sportsbook1', siteName: 'Three', themeCode: 'sportsbook1', themeColor: '1', externalId: 'c' })
      .returning();
    await seedContent(database.db);
    await seedEngage(database.db);
    const mine = async (table: typeof schema.operatorContent | typeof schema.engageSettings) =>
      Number((await database.db.select({ n: count() }).from(table).where(eq(table.operatorId, late.id)))[0].n);
    expect(await mine(schema.operatorContent)).toBeGreaterThan(0);
    expect(await mine(schema.engageSettings)).toBe(1);
  });
});
