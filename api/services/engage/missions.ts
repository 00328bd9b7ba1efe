import { and, asc, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { gameRounds, ledgerEntries, missionClaims, missions, sessions, sportBets } from '../../db/schema.ts';
import { clock } from '../../lib/clock.ts';
import { ApiError } from '../../lib/errors.ts';
import { toMoneyString } from '../../lib/money.ts';
import { lockPlayer, postEntries } from '../ledger.ts';
import type { Player } from '../sessions.ts';
import { daysInARow, periodOf, type PeriodWindow } from './periods.ts';
import { promotionsPaused, settingsOf, type EngageDeps, type Tx } from './shared.ts';

type Mission = typeof missions.$inferSelect;
const DAY = 86_400_000;

/** Money missions count minor units; the others count things. */
const isMoney = (m: Mission) => m.kind === 'deposit' || m.kind === 'wager';
const showAmount = (m: Mission, v: number) => (isMoney(m) ? toMoneyString(v) : String(v));

/**
 * Missions: a catalogue per operator; progress is read from what happened in the
 * period (ledger deposits, game rounds, sports bets, sign-ins), never kept in a counter. A claim
 * is one transaction: the claim row (unique per player, mission and period) and its ledger entry.
 */
export class MissionService {
  constructor(private d: EngageDeps) {}

  /** What the player did toward a mission in a period. */
  async progress(db: Db | Tx, playerId: number, m: Mission, w: PeriodWindow, tz: string, now: Date): Promise<number> {
    const end = w.end ?? new Date(now.getTime() + 1);
    const num = (rows: { v: unknown }[]) => Number(rows[0]?.v ?? 0);
    switch (m.kind) {
      case 'deposit':
        return num(
          await db
            .select({ v: sql`coalesce(sum(${ledgerEntries.amount}), 0)` })
            .from(ledgerEntries)
            .where(
              and(
                eq(ledgerEntries.playerId, playerId),
                eq(ledgerEntries.kind, 'deposit'),
                gte(ledgerEntries.createdAt, w.start),
                lt(ledgerEntries.createdAt, end),
              ),
            ),
        );
      case 'wager':
      case 'rounds': {
        const conds = [eq(gameRounds.playerId, playerId), gte(gameRounds.createdAt, w.start), lt(gameRounds.createdAt, end)];
        if (m.gameType) conds.push(eq(gameRounds.gameType, m.gameType));
        const v = m.kind === 'wager' ? sql`coalesce(sum(${gameRounds.bet}), 0)` : sql`count(*)`;
        return num(
          await db
            .select({ v })
            .from(gameRounds)
            .where(and(...conds)),
        );
      }
      case 'parlay':
        return num(
          await db
            .select({ v: sql`count(*)` })
            .from(sportBets)
            .where(and(eq(sportBets.playerId, playerId), eq(sportBets.kind, 'parlay'), gte(sportBets.createdAt, w.start), lt(sportBets.createdAt, end))),
        );
      case 'signin_streak': {
        // Sign-ins are sessions (kept after they end); the streak ends with today.
        const since = new Date(now.getTime() - (m.target + 1) * DAY);
        const rows = await db
          .select({ at: sessions.createdAt })
          .from(sessions)
          .where(and(eq(sessions.playerId, playerId), gte(sessions.createdAt, since)));
        return daysInARow(
          tz,
          now,
          rows.map((r) => r.at),
        );
      }
    }
  }

  private async catalogue(operatorId: number) {
    return this.d.db
      .select()
      .from(missions)
      .where(and(eq(missions.operatorId, operatorId), eq(missions.active, true)))
      .orderBy(asc(missions.sort), asc(missions.id));
  }

  private item(m: Mission, w: PeriodWindow, progress: number, claimed: boolean) {
    const done = Math.min(progress, m.target);
    return {
      mission_id: m.id,
      code: m.code,
      period: m.period,
      kind: m.kind,
      game_type: m.gameType,
      target: showAmount(m, m.target),
      progress: showAmount(m, done),
      // Capped at 100, 0 when the divisor is 0.
      percent: m.target > 0 ? Math.min(100, Math.floor((done * 100) / m.target)) : 0,
      reward_amount: toMoneyString(m.rewardAmount),
      reward_account: m.rewardAccount,
      state: claimed ? ('claimed' as const) : progress >= m.target ? ('claimable' as const) : ('in_progress' as const),
      resets_at: w.end ? w.end.toISOString() : null,
    };
  }

  async list(p: Player) {
    const { db } = this.d;
    const [settings, list, allowed] = await Promise.all([settingsOf(db, p.operatorId), this.catalogue(p.operatorId), this.d.hooks.promotionsAllowed(p.id)]);
    const now = clock.now(p.id);
    const windows = list.map((m) => periodOf(m.period, settings.timeZone, now));
    const claims = list.length
      ? await db
          .select({ missionId: missionClaims.missionId, periodKey: missionClaims.periodKey })
          .from(missionClaims)
          .where(and(eq(missionClaims.playerId, p.id), inArray(missionClaims.periodKey, [...new Set(windows.map((w) => w.key))])))
      : [];
    const claimed = new Set(claims.map((c) => `${c.missionId}|${c.periodKey}`));
    const progress = await Promise.all(list.map((m, i) => this.progress(db, p.id, m, windows[i]!, settings.timeZone, now)));
    return {
      statusCode: 1,
      message: 'OK',
      time_zone: settings.timeZone,
      promotions_allowed: allowed,
      value: list.map((m, i) => this.item(m, windows[i]!, progress[i]!, claimed.has(`${m.id}|${windows[i]!.key}`))),
    };
  }

  async claim(p: Player, missionId: number) {
    const { db, hooks, events } = this.d;
    if (!(await hooks.promotionsAllowed(p.id))) throw promotionsPaused();
    const [m] = await db
      .select()
      .from(missions)
      .where(and(eq(missions.id, missionId), eq(missions.operatorId, p.operatorId), eq(missions.active, true)));
    if (!m) throw new ApiError('missionNotFound');
    const settings = await settingsOf(db, p.operatorId);
    const now = clock.now(p.id);
    const w = periodOf(m.period, settings.timeZone, now);
    const result = await db.transaction(async (tx) => {
      // Claims of one player queue here; the unique claim row is the second line of defence.
      await lockPlayer(tx, p.id);
      const done = await this.progress(tx, p.id, m, w, settings.timeZone, now);
      if (done < m.target) throw new ApiError('missionIncomplete');
      const [claim] = await tx
        .insert(missionClaims)
        .values({ playerId: p.id, missionId: m.id, periodKey: w.key, amount: m.rewardAmount, account: m.rewardAccount })
        .onConflictDoNothing()
        .returning();
      if (!claim) throw new ApiError('missionClaimed');
      const after = await postEntries(tx, p.id, [
        { kind: 'mission_reward', amount: m.rewardAmount, account: m.rewardAccount, refType: 'mission_claim', refId: String(claim.id) },
      ]);
      return { done, after };
    });
    events.publish(p.id, result.after, 'mission');
    return {
      statusCode: 1,
      message: 'OK',
      item: this.item(m, w, result.done, true),
      balance: toMoneyString(result.after.balance),
      token: toMoneyString(result.after.token),
    };
  }
}
