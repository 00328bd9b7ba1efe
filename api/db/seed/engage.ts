import { sql } from 'drizzle-orm';
import { DEFAULT_SPIN_PRIZES } from '../../services/engage/shared.ts';
import type { Db } from '../client.ts';
import * as t from '../schema.ts';

/** A demo operator's time zone, from its currency (the operator sets its own in the back office). */
const ZONES: Record<string, string> = {
  PHP: 'Asia/Manila',
  MYR: 'Asia/Kuala_Lumpur',
  USD: 'America/New_York',
  NPR: 'Asia/Kathmandu',
  VND: 'Asia/Ho_Chi_Minh',
  RUB: 'Europe/Moscow',
  CNY: 'Asia/Shanghai',
  EUR: 'Europe/Madrid',
};

/** The demo mission catalogue: something to claim on the first visit, and goals for the week. */
export function demoMissions(operatorId: number): (typeof t.missions.$inferInsert)[] {
  return [
    { operatorId, code: 'daily_signin', period: 'daily', kind: 'signin_streak', target: 1, rewardAmount: 200, rewardAccount: 'token', sort: 1 },
    { operatorId, code: 'daily_deposit', period: 'daily', kind: 'deposit', target: 20_000, rewardAmount: 500, rewardAccount: 'balance', sort: 2 },
    { operatorId, code: 'daily_rounds', period: 'daily', kind: 'rounds', target: 10, rewardAmount: 1_000, rewardAccount: 'token', sort: 3 },
    { operatorId, code: 'daily_slots', period: 'daily', kind: 'wager', gameType: 'slots', target: 5_000, rewardAmount: 2_000, rewardAccount: 'token', sort: 4 },
    { operatorId, code: 'weekly_wager', period: 'weekly', kind: 'wager', target: 50_000, rewardAmount: 2_500, rewardAccount: 'balance', sort: 5 },
    { operatorId, code: 'weekly_parlay', period: 'weekly', kind: 'parlay', target: 1, rewardAmount: 1_000, rewardAccount: 'balance', sort: 6 },
    { operatorId, code: 'streak_5', period: 'once', kind: 'signin_streak', target: 5, rewardAmount: 5_000, rewardAccount: 'token', sort: 7 },
    { operatorId, code: 'first_deposit', period: 'once', kind: 'deposit', target: 10_000, rewardAmount: 1_000, rewardAccount: 'token', sort: 8 },
  ];
}

/** Idempotent: settings and missions for every operator that has none yet. */
export async function seedEngage(db: Db) {
  const ops = await db
    .select({ id: t.operators.id, currency: t.operators.currency })
    .from(t.operators)
    .where(sql`not exists (select 1 from engage_settings s where s.operator_id = ${t.operators.id})`);
  if (!ops.length) return;
  await db
    .insert(t.engageSettings)
    .values(
      ops.map((o) => ({
        operatorId: o.id,
        timeZone: ZONES[o.currency] ?? 'UTC',
        spinPrizes: DEFAULT_SPIN_PRIZES,
        spinTokenCost: 1_000,
        minigameStakes: [100, 500, 1_000, 2_500],
      })),
    )
    .onConflictDoNothing();
  await db
    .insert(t.missions)
    .values(ops.flatMap((o) => demoMissions(o.id)))
    .onConflictDoNothing();
}
