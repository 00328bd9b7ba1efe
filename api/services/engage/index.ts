import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { fairSeeds, minigameRounds } from '../../db/schema.ts';
import { ApiError } from '../../lib/errors.ts';
import type { BalanceEvents } from '../balance-events.ts';
import { lockPlayer } from '../ledger.ts';
import type { Player } from '../sessions.ts';
import { newServerSeed, seedHash } from './fair.ts';
import { MinigameService } from './minigame.ts';
import { MissionService } from './missions.ts';
import { activeSeed, defaultHooks, fairState, type EngageHooks } from './shared.ts';
import { SpinService } from './spin.ts';

export type { EngageHooks } from './shared.ts';

/** The player's seeds: set the client seed, rotate (reveal) the server seed. */
export class FairService {
  constructor(private db: Db) {}

  async setClientSeed(p: Player, clientSeed: string) {
    const seed = await activeSeed(this.db, p.id);
    const [s] = await this.db.update(fairSeeds).set({ clientSeed }).where(eq(fairSeeds.id, seed.id)).returning();
    return { statusCode: 1, message: 'OK', fair: fairState(s!), revealed: null };
  }

  /** Reveals the active server seed and starts a new one (nonce from 0, same client seed). */
  async rotate(p: Player) {
    return this.db.transaction(async (tx) => {
      await lockPlayer(tx, p.id);
      // An open minigame round's layout comes from this seed: revealing it would tell where to pick.
      const [open] = await tx
        .select({ id: minigameRounds.id })
        .from(minigameRounds)
        .where(and(eq(minigameRounds.playerId, p.id), eq(minigameRounds.status, 'open')));
      if (open) throw new ApiError('roundOpen');
      const old = await activeSeed(tx, p.id);
      await tx
        .update(fairSeeds)
        .set({ revealedAt: new Date() })
        .where(and(eq(fairSeeds.id, old.id), isNull(fairSeeds.revealedAt)));
      const serverSeed = newServerSeed();
      const [fresh] = await tx
        .insert(fairSeeds)
        .values({ playerId: p.id, serverSeed, seedHash: seedHash(serverSeed), clientSeed: old.clientSeed })
        .returning();
      return { statusCode: 1, message: 'OK', fair: fairState(fresh!), revealed: { seed_hash: old.seedHash, server_seed: old.serverSeed } };
    });
  }
}

export function createEngage(db: Db, events: BalanceEvents, hooks: Partial<EngageHooks> = {}) {
  const deps = { db, events, hooks: { ...defaultHooks, ...hooks } };
  return {
    /** The lead wires player protection in here (promotionsAllowed, assertMay). */
    hooks: deps.hooks,
    missions: new MissionService(deps),
    spin: new SpinService(deps),
    minigame: new MinigameService(deps),
    fair: new FairService(db),
  };
}
export type EngageServices = ReturnType<typeof createEngage>;
