import { createPublicKey, generateKeyPairSync } from 'node:crypto';
import { inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { deploymentSecrets } from '../../db/schema.ts';

/** The two RSA key pairs of the demo games (PEM): ours (the operator's) and the demo provider's. */
export interface DemoGamesKeys {
  operator: { privateKey: string; publicKey: string };
  provider: { privateKey: string; publicKey: string };
}

const NAMES = { operator: 'demo_games_operator_key', provider: 'demo_games_provider_key' } as const;

const newPrivateKey = () => generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();

/**
 * The demo games' keys (DEMO_GAMES=1): made once per deployment and kept in its database. The first
 * instance to ask stores them; every other instance on the same database (and every restart) reads
 * those, so a game launched on one instance plays on another. Private keys are never logged nor answered.
 */
export async function loadDemoGamesKeys(db: Db): Promise<DemoGamesKeys> {
  for (const name of Object.values(NAMES)) await db.insert(deploymentSecrets).values({ name, value: newPrivateKey() }).onConflictDoNothing();
  const rows = await db
    .select({ name: deploymentSecrets.name, value: deploymentSecrets.value })
    .from(deploymentSecrets)
    .where(inArray(deploymentSecrets.name, Object.values(NAMES)));
  const pair = (name: string) => {
    const privateKey = rows.find((r) => r.name === name)?.value;
    if (!privateKey) throw new Error('the demo games keys could not be stored');
    return { privateKey, publicKey: createPublicKey(privateKey).export({ type: 'spki', format: 'pem' }).toString() };
  };
  return { operator: pair(NAMES.operator), provider: pair(NAMES.provider) };
}
