import { and, desc, eq, sql } from 'drizzle-orm';
import { CHESTS } from '../../../contract/engage.ts';
import { minigameRounds, players } from '../../db/schema.ts';
import { isoOrNull } from '../../lib/dates.ts';
import { ApiError } from '../../lib/errors.ts';
import { parseMoney, toMoneyString } from '../../lib/money.ts';
import { lockPlayer, postEntries } from '../ledger.ts';
import type { Player } from '../sessions.ts';
import { chestLayout } from './fair.ts';
import { activeSeed, fairState, promotionsPaused, seedsById, settingsOf, takeNonce, type EngageDeps } from './shared.ts';

type Round = typeof minigameRounds.$inferSelect;
type SeedRow = { seedHash: string; serverSeed: string; revealedAt: Date | null };

/** What lies under the five chests, in basis points of the stake: 0.9 returned on average. */
export const MULTIPLIERS_BP = [0, 0, 5_000, 15_000, 25_000];
if (MULTIPLIERS_BP.length !== CHESTS) throw new Error('one multiplier per chest');

function toRound(r: Round, seed: SeedRow | undefined) {
  const settled = r.status === 'settled';
  return {
    round_id: r.id,
    stake: toMoneyString(r.stake),
    status: r.status,
    pick: r.pick,
    // The layout and the HMAC that fixed it are shown once the pick is made, never before.
    layout: settled ? r.layout : null,
    payout: r.payout == null ? null : toMoneyString(r.payout),
    seed_hash: seed?.seedHash ?? '',
    server_seed: seed?.revealedAt ? seed.serverSeed : null,
    client_seed: r.clientSeed,
    nonce: r.nonce,
    hmac: settled ? r.hmac : null,
    created_at: isoOrNull(r.createdAt)!,
  };
}

/**
 * The minigame: pick one of five chests for tokens. Opening a round moves the stake
 * from the token balance to frozen_token (a minigame_stake entry, like a withdrawal hold); the
 * layout is drawn then from the player's seeds; the pick settles it, releasing the frozen stake
 * and paying stake × multiplier (a minigame_payout entry) in one transaction.
 */
export class MinigameService {
  constructor(private d: EngageDeps) {}

  private async balances(playerId: number) {
    const [p] = await this.d.db.select({ token: players.gameToken, frozen: players.frozenToken }).from(players).where(eq(players.id, playerId));
    return { token_balance: toMoneyString(p?.token ?? 0), frozen_token: toMoneyString(p?.frozen ?? 0) };
  }

  async state(p: Player) {
    const { db } = this.d;
    const [settings, seed, rows] = await Promise.all([
      settingsOf(db, p.operatorId),
      activeSeed(db, p.id),
      db.select().from(minigameRounds).where(eq(minigameRounds.playerId, p.id)).orderBy(desc(minigameRounds.id)).limit(11),
    ]);
    const seeds = await seedsById(
      db,
      p.id,
      rows.map((r) => r.seedId),
    );
    const open = rows.find((r) => r.status === 'open');
    return {
      statusCode: 1,
      message: 'OK',
      stakes: settings.minigameStakes.map(toMoneyString),
      multipliers: MULTIPLIERS_BP,
      ...(await this.balances(p.id)),
      open: open ? toRound(open, seeds.get(open.seedId)) : null,
      history: rows
        .filter((r) => r.status === 'settled')
        .slice(0, 10)
        .map((r) => toRound(r, seeds.get(r.seedId))),
      fair: fairState(seed),
    };
  }

  async start(p: Player, stakeText: string) {
    const { db, hooks } = this.d;
    if (!(await hooks.promotionsAllowed(p.id))) throw promotionsPaused();
    const settings = await settingsOf(db, p.operatorId);
    const stake = parseMoney(stakeText);
    if (!settings.minigameStakes.includes(stake)) throw new ApiError('invalidStake');
    const { round, seed, after } = await db.transaction(async (tx) => {
      await lockPlayer(tx, p.id);
      await hooks.assertMay(tx, p.id, { kind: 'wager', amount: stake, account: 'token' });
      const [open] = await tx
        .select({ id: minigameRounds.id })
        .from(minigameRounds)
        .where(and(eq(minigameRounds.playerId, p.id), eq(minigameRounds.status, 'open')));
      if (open) throw new ApiError('roundOpen');
      const seed = await takeNonce(tx, p.id);
      const { hmac, layout } = chestLayout(seed.serverSeed, seed.clientSeed, seed.nonce, MULTIPLIERS_BP);
      const [round] = await tx
        .insert(minigameRounds)
        .values({ playerId: p.id, stake, seedId: seed.id, clientSeed: seed.clientSeed, nonce: seed.nonce, hmac, layout })
        .returning();
      const after = await postEntries(tx, p.id, [{ kind: 'minigame_stake', amount: -stake, account: 'token', refType: 'minigame', refId: String(round!.id) }]);
      await tx
        .update(players)
        .set({ frozenToken: sql`${players.frozenToken} + ${stake}` })
        .where(eq(players.id, p.id));
      return { round: round!, seed, after };
    });
    this.d.events.publish(p.id, after, 'minigame');
    return { statusCode: 1, message: 'OK', round: toRound(round, { ...seed, revealedAt: null }), ...(await this.balances(p.id)) };
  }

  async pick(p: Player, roundId: number, pick: number) {
    const { db } = this.d;
    const { round, after } = await db.transaction(async (tx) => {
      await lockPlayer(tx, p.id);
      const [r] = await tx
        .select()
        .from(minigameRounds)
        .where(and(eq(minigameRounds.id, roundId), eq(minigameRounds.playerId, p.id)));
      if (!r) throw new ApiError('roundNotFound');
      if (r.status !== 'open') throw new ApiError('roundSettled');
      const payout = Math.floor((r.stake * r.layout[pick]!) / 10_000);
      const [settled] = await tx
        .update(minigameRounds)
        .set({ status: 'settled', pick, payout, settledAt: new Date() })
        .where(and(eq(minigameRounds.id, r.id), eq(minigameRounds.status, 'open')))
        .returning();
      await tx
        .update(players)
        .set({ frozenToken: sql`${players.frozenToken} - ${r.stake}` })
        .where(eq(players.id, p.id));
      const after =
        payout > 0
          ? await postEntries(tx, p.id, [{ kind: 'minigame_payout', amount: payout, account: 'token', refType: 'minigame', refId: String(r.id) }])
          : null;
      return { round: settled!, after };
    });
    if (after) this.d.events.publish(p.id, after, 'minigame');
    const seeds = await seedsById(db, p.id, [round.seedId]);
    return { statusCode: 1, message: 'OK', round: toRound(round, seeds.get(round.seedId)), ...(await this.balances(p.id)) };
  }
}
