import type { Router } from 'express';
import type { z } from 'zod';
import { OpsEngageSettingsRequest, OpsMissionRequest } from '../../contract/engage.ts';
import { engageSettings, missions } from '../db/schema.ts';
import { ApiError } from '../lib/errors.ts';
import { parseMoney } from '../lib/money.ts';
import { post } from '../lib/route.ts';
import { opsRoute } from './ops-route.ts';
import { isTimeZone } from '../services/engage/periods.ts';
import { DEFAULT_SETTINGS, settingsOf } from '../services/engage/shared.ts';
import type { PlayerCall } from '../services/sessions.ts';
import type { Services } from '../services/index.ts';

/** Missions, the daily spin, the minigame and their seeds (decision 0014). */
export function engageRoutes(r: Router, s: Services) {
  const player = (b: PlayerCall) => s.sessions.requirePlayer(b);
  const e = s.engage;

  post(r, '/engage/missions', async (b) => e.missions.list(await player(b)));
  post(r, '/engage/mission_claim', async (b) => e.missions.claim(await player(b), b.mission_id));
  post(r, '/engage/fair_seed', async (b) => e.fair.setClientSeed(await player(b), b.client_seed));
  post(r, '/engage/fair_rotate', async (b) => e.fair.rotate(await player(b)));
  post(r, '/engage/spin_info', async (b) => e.spin.info(await player(b)));
  post(r, '/engage/spin', async (b) => e.spin.spin(await player(b), b.paid));
  post(r, '/engage/minigame', async (b) => e.minigame.state(await player(b)));
  post(r, '/engage/minigame_start', async (b) => e.minigame.start(await player(b), b.stake));
  post(r, '/engage/minigame_pick', async (b) => e.minigame.pick(await player(b), b.round_id, b.pick));

  const ops = <S extends z.ZodTypeAny>(
    path: string,
    schema: S,
    run: (body: z.output<S>, operatorId: number) => Promise<unknown>,
    before?: (operatorId: number) => Promise<unknown>,
  ) => opsRoute(r, s, path, schema, (op, b) => run(b, op.id), { before: before && ((op) => before(op.id)) });

  ops(
    '/ops/engage/settings',
    OpsEngageSettingsRequest,
    async (b, operatorId) => {
      if (b.time_zone && !isTimeZone(b.time_zone)) throw new ApiError('invalidTimeZone');
      const cur = await settingsOf(s.db, operatorId);
      const next = {
        timeZone: b.time_zone ?? cur.timeZone,
        spinPrizes: b.spin_prizes?.map((p) => ({ ...p, amount: parseMoney(p.amount) })) ?? cur.spinPrizes ?? DEFAULT_SETTINGS.spinPrizes,
        spinTokenCost: b.spin_token_cost ? parseMoney(b.spin_token_cost) : cur.spinTokenCost,
        minigameStakes: b.minigame_stakes?.map(parseMoney).filter((x) => x > 0) ?? cur.minigameStakes,
        updatedAt: new Date(),
      };
      await s.db
        .insert(engageSettings)
        .values({ operatorId, ...next })
        .onConflictDoUpdate({ target: engageSettings.operatorId, set: next });
      return { time_zone: next.timeZone };
    },
    (operatorId) => settingsOf(s.db, operatorId),
  );

  ops('/ops/engage/mission', OpsMissionRequest, async (b, operatorId) => {
    const money = b.kind === 'deposit' || b.kind === 'wager';
    if (!money && !/^\d+$/.test(b.target)) throw new ApiError('invalidRequest');
    const values = {
      operatorId,
      code: b.code,
      period: b.period,
      kind: b.kind,
      gameType: b.game_type ?? null,
      target: money ? parseMoney(b.target) : Number(b.target),
      rewardAmount: parseMoney(b.reward_amount),
      rewardAccount: b.reward_account,
      sort: b.sort,
      active: b.active,
    };
    const [row] = await s.db
      .insert(missions)
      .values(values)
      .onConflictDoUpdate({ target: [missions.operatorId, missions.code], set: values })
      .returning({ id: missions.id });
    return { mission_id: row!.id };
  });
}
