import { and, desc, eq } from 'drizzle-orm';
import { spins } from '../../db/schema.ts';
import { clock } from '../../lib/clock.ts';
import { isoOrNull } from '../../lib/dates.ts';
import { ApiError } from '../../lib/errors.ts';
import { toMoneyString } from '../../lib/money.ts';
import { balancesOf, lockPlayer, postEntries, type EntryInput } from '../ledger.ts';
import type { Player } from '../sessions.ts';
import { spinOutcome } from './fair.ts';
import { dayKey, periodOf } from './periods.ts';
import { activeSeed, fairState, promotionsPaused, seedsById, settingsOf, takeNonce, type EngageDeps } from './shared.ts';

type Spin = typeof spins.$inferSelect;
type SeedRow = { seedHash: string; serverSeed: string; revealedAt: Date | null };

export const HISTORY = 20;

function toRecord(s: Spin, seed: SeedRow | undefined) {
  const prize = s.prizes[s.prizeIndex]!;
  return {
    spin_id: s.id,
    created_at: isoOrNull(s.createdAt)!,
    free: s.free,
    cost: toMoneyString(s.cost),
    prize_index: s.prizeIndex,
    label: prize.label,
    amount: toMoneyString(s.amount),
    account: s.account,
    weights: s.prizes.map((p) => p.weight),
    seed_hash: seed?.seedHash ?? '',
    // Only a rotated seed is revealed: before that it would tell the next outcomes.
    server_seed: seed?.revealedAt ? seed.serverSeed : null,
    client_seed: s.clientSeed,
    nonce: s.nonce,
    hmac: s.hmac,
  };
}

/**
 * The daily spin: one free spin per player per operator day, more for tokens. The
 * outcome is HMAC-SHA256(server seed, clientSeed:nonce) on the operator's weighted wheel; it is
 * recorded and paid in one transaction. The free spin's check and record are one statement: an
 * INSERT … ON CONFLICT DO NOTHING against the partial unique index (player, day) WHERE free.
 */
export class SpinService {
  constructor(private d: EngageDeps) {}

  async info(p: Player) {
    const { db } = this.d;
    const [settings, seed, rows, allowed] = await Promise.all([
      settingsOf(db, p.operatorId),
      activeSeed(db, p.id),
      db.select().from(spins).where(eq(spins.playerId, p.id)).orderBy(desc(spins.id)).limit(HISTORY),
      this.d.hooks.promotionsAllowed(p.id),
    ]);
    const now = clock.now(p.id);
    const today = dayKey(settings.timeZone, now);
    const seeds = await seedsById(
      db,
      p.id,
      rows.map((r) => r.seedId),
    );
    const [usedToday] = await db
      .select({ id: spins.id })
      .from(spins)
      .where(and(eq(spins.playerId, p.id), eq(spins.day, today), eq(spins.free, true)));
    return {
      statusCode: 1,
      message: 'OK',
      prizes: settings.spinPrizes.map((x) => ({ label: x.label, amount: toMoneyString(x.amount), account: x.account, weight: x.weight })),
      free_available: allowed && !usedToday,
      token_cost: toMoneyString(settings.spinTokenCost),
      next_free_at: periodOf('daily', settings.timeZone, now).end!.toISOString(),
      fair: fairState(seed),
      history: rows.map((s) => toRecord(s, seeds.get(s.seedId))),
      promotions_allowed: allowed,
    };
  }

  async spin(p: Player, paid: boolean) {
    const { db, hooks, events } = this.d;
    if (!(await hooks.promotionsAllowed(p.id))) throw promotionsPaused();
    const settings = await settingsOf(db, p.operatorId);
    const cost = paid ? settings.spinTokenCost : 0;
    if (paid && cost <= 0) throw new ApiError('paidSpinOff');
    const day = dayKey(settings.timeZone, clock.now(p.id));
    const prizes = settings.spinPrizes;
    const result = await db.transaction(async (tx) => {
      await lockPlayer(tx, p.id);
      if (paid) await hooks.assertMay(tx, p.id, { kind: 'wager', amount: cost, account: 'token' });
      const seed = await takeNonce(tx, p.id);
      const { hmac, index } = spinOutcome(
        seed.serverSeed,
        seed.clientSeed,
        seed.nonce,
        prizes.map((x) => x.weight),
      );
      const prize = prizes[index]!;
      const [row] = await tx
        .insert(spins)
        .values({
          playerId: p.id,
          day,
          free: !paid,
          cost,
          seedId: seed.id,
          clientSeed: seed.clientSeed,
          nonce: seed.nonce,
          hmac,
          prizes,
          prizeIndex: index,
          amount: prize.amount,
          account: prize.account,
        })
        .onConflictDoNothing()
        .returning();
      // The day's free spin is taken: nothing happened (the nonce rolls back with the transaction).
      if (!row) throw new ApiError('freeSpinUsed');
      const entries: EntryInput[] = [];
      if (cost > 0) entries.push({ kind: 'spin_cost', amount: -cost, account: 'token', refType: 'spin', refId: String(row.id) });
      if (prize.amount > 0) entries.push({ kind: 'spin_prize', amount: prize.amount, account: prize.account, refType: 'spin', refId: String(row.id) });
      const after = entries.length ? await postEntries(tx, p.id, entries) : null;
      return { row, seed, after };
    });
    const balances = result.after ?? (await balancesOf(db, p.id));
    if (result.after) events.publish(p.id, balances, 'spin');
    return {
      statusCode: 1,
      message: 'OK',
      spin: toRecord(result.row, { ...result.seed, revealedAt: null }),
      balance: toMoneyString(balances.balance),
      token: toMoneyString(balances.token),
      fair: fairState(result.seed),
    };
  }
}
