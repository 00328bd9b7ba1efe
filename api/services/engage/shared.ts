import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { engageSettings, fairSeeds } from '../../db/schema.ts';
import { ApiError } from '../../lib/errors.ts';
import type { BalanceEvents } from '../balance-events.ts';
import { newClientSeed, newServerSeed, seedHash } from './fair.ts';

export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type SpinPrizeRow = { label: string; amount: number; account: 'balance' | 'token'; weight: number };

/**
 * The player-protection hooks: a player in a time-out or self-exclusion
 * gets no spins, missions or minigame. The lead wires the real checks in; until then all may.
 */
export interface EngageHooks {
  promotionsAllowed: (playerId: number) => Promise<boolean>;
  assertMay: (tx: Tx, playerId: number, what: { kind: 'wager'; amount: number; account: 'token' }) => Promise<void>;
}
export const defaultHooks: EngageHooks = {
  promotionsAllowed: async () => true,
  assertMay: async () => {},
};

export interface EngageDeps {
  db: Db;
  events: BalanceEvents;
  hooks: EngageHooks;
}

/** The wheel an operator without its own gets: 8 slices, weights summing to 100. */
export const DEFAULT_SPIN_PRIZES: SpinPrizeRow[] = [
  { label: 'tryAgain', amount: 0, account: 'balance', weight: 30 },
  { label: 'tokens', amount: 500, account: 'token', weight: 25 },
  { label: 'cash', amount: 100, account: 'balance', weight: 15 },
  { label: 'tokens', amount: 1_000, account: 'token', weight: 12 },
  { label: 'cash', amount: 500, account: 'balance', weight: 8 },
  { label: 'tokens', amount: 2_500, account: 'token', weight: 6 },
  { label: 'cash', amount: 1_000, account: 'balance', weight: 3 },
  { label: 'jackpot', amount: 5_000, account: 'balance', weight: 1 },
];
export const DEFAULT_SETTINGS = { timeZone: 'UTC', spinPrizes: DEFAULT_SPIN_PRIZES, spinTokenCost: 1_000, minigameStakes: [100, 500, 1_000, 2_500] };

export async function settingsOf(db: Db | Tx, operatorId: number) {
  const [s] = await db.select().from(engageSettings).where(eq(engageSettings.operatorId, operatorId));
  return s ?? { operatorId, ...DEFAULT_SETTINGS, updatedAt: new Date(0) };
}

export const promotionsPaused = () => new ApiError('promotionsPaused');

/* ——— Server seeds ——— */
type Seed = typeof fairSeeds.$inferSelect;

export const fairState = (s: Seed) => ({ seed_hash: s.seedHash, client_seed: s.clientSeed, next_nonce: s.nonce + 1 });

/** The player's active seed, made on first use (the partial unique index keeps it one). */
export async function activeSeed(db: Db | Tx, playerId: number): Promise<Seed> {
  const mine = and(eq(fairSeeds.playerId, playerId), isNull(fairSeeds.revealedAt));
  const [s] = await db.select().from(fairSeeds).where(mine);
  if (s) return s;
  const serverSeed = newServerSeed();
  await db
    .insert(fairSeeds)
    .values({ playerId, serverSeed, seedHash: seedHash(serverSeed), clientSeed: newClientSeed() })
    .onConflictDoNothing();
  const [made] = await db.select().from(fairSeeds).where(mine);
  return made!;
}

/** The next nonce of the active seed, taken in the caller's transaction (it rolls back with it). */
export async function takeNonce(tx: Tx, playerId: number): Promise<Seed> {
  await activeSeed(tx, playerId);
  const [s] = await tx
    .update(fairSeeds)
    .set({ nonce: sql`${fairSeeds.nonce} + 1` })
    .where(and(eq(fairSeeds.playerId, playerId), isNull(fairSeeds.revealedAt)))
    .returning();
  return s!;
}

/** The seeds of history records, by id (the server seed is shown only once revealed). */
export async function seedsById(db: Db, playerId: number, ids: number[]) {
  const rows = ids.length
    ? await db
        .select()
        .from(fairSeeds)
        .where(and(eq(fairSeeds.playerId, playerId), inArray(fairSeeds.id, [...new Set(ids)])))
    : [];
  return new Map(rows.map((r) => [r.id, r]));
}
