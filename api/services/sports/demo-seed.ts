import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { deploymentSecrets } from '../../db/schema.ts';

const NAME = 'sports_demo_seed';

/**
 * The demo sports feed's seed (DEMO_SPORTS=1): SPORTS_DEMO_SEED when set, else made once per
 * deployment and kept in its database. The first instance to ask stores a random one; every
 * other instance on the same database (and every restart) reads that one, so all agree on the
 * matches. Whoever holds it can compute every result: it is never logged nor answered.
 */
export async function loadSportsDemoSeed(db: Db, fromEnv?: string): Promise<string> {
  if (fromEnv) return fromEnv;
  await db
    .insert(deploymentSecrets)
    .values({ name: NAME, value: randomBytes(32).toString('base64url') })
    .onConflictDoNothing();
  const [row] = await db.select({ value: deploymentSecrets.value }).from(deploymentSecrets).where(eq(deploymentSecrets.name, NAME));
  if (!row) throw new Error('the sports feed seed could not be stored');
  return row.value;
}
