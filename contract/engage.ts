import { z } from 'zod';
import { AnswerBase, MoneyString, PlayerRequest, RowId } from './common.ts';

/**
 * Engagement calls (decision 0014): missions, the daily spin and the minigame. The spec
 * leaves missions unnamed ("Wallet, bets, promotions, missions … calls: not shown"); these follow
 * the spec's style: POST, player calls carry account_id and auth, answers statusCode/message.
 */

const Account = z.enum(['balance', 'token']);

/* ——— Missions ——— */
export const MISSION_KINDS = ['deposit', 'wager', 'rounds', 'parlay', 'signin_streak'] as const;
export const MissionItem = z.object({
  mission_id: z.number().int(),
  code: z.string(),
  period: z.enum(['daily', 'weekly', 'once']),
  kind: z.enum(MISSION_KINDS),
  game_type: z.string().nullable(),
  /** Money missions (deposit, wager) as money strings; counts as whole numbers in strings. */
  target: z.string(),
  progress: z.string(),
  /** 0–100, capped (progress rule). */
  percent: z.number().int().min(0).max(100),
  reward_amount: MoneyString,
  reward_account: Account,
  state: z.enum(['in_progress', 'claimable', 'claimed']),
  /** When the period ends (ISO), null for a one-off mission. */
  resets_at: z.string().nullable(),
});
export type MissionItem = z.infer<typeof MissionItem>;
export const MissionsRequest = PlayerRequest;
export const MissionsAnswer = AnswerBase.extend({ value: z.array(MissionItem), time_zone: z.string(), promotions_allowed: z.boolean() });
export const MissionClaimRequest = PlayerRequest.extend({ mission_id: RowId });
export const MissionClaimAnswer = AnswerBase.extend({ item: MissionItem, balance: MoneyString, token: MoneyString });

/* ——— Provably fair seeds (shared by the spin and the minigame) ——— */
export const FairState = z.object({
  /** sha256 of the active server seed: the only thing published about it until rotation. */
  seed_hash: z.string(),
  client_seed: z.string(),
  /** The nonce the next draw will use. */
  next_nonce: z.number().int(),
});
export type FairState = z.infer<typeof FairState>;
export const ClientSeed = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9_-]{1,32}$/, 'clientSeedFormat');
export const FairSeedRequest = PlayerRequest.extend({ client_seed: ClientSeed });
export const FairAnswer = AnswerBase.extend({ fair: FairState, revealed: z.object({ seed_hash: z.string(), server_seed: z.string() }).nullable() });
export const FairRotateRequest = PlayerRequest;

/* ——— Daily spin ——— */
export const SpinPrize = z.object({ label: z.string(), amount: MoneyString, account: Account, weight: z.number().int() });
export type SpinPrize = z.infer<typeof SpinPrize>;
export const SpinRecord = z.object({
  spin_id: z.number().int(),
  created_at: z.string(),
  free: z.boolean(),
  cost: MoneyString,
  prize_index: z.number().int(),
  label: z.string(),
  amount: MoneyString,
  account: Account,
  /** What a player needs to check the spin: the wheel's weights, the seeds and the HMAC. */
  weights: z.array(z.number().int()),
  seed_hash: z.string(),
  /** Null until the seed is rotated. */
  server_seed: z.string().nullable(),
  client_seed: z.string(),
  nonce: z.number().int(),
  hmac: z.string(),
});
export type SpinRecord = z.infer<typeof SpinRecord>;
export const SpinInfoRequest = PlayerRequest;
export const SpinInfoAnswer = AnswerBase.extend({
  prizes: z.array(SpinPrize),
  free_available: z.boolean(),
  token_cost: MoneyString,
  next_free_at: z.string(),
  fair: FairState,
  history: z.array(SpinRecord),
  promotions_allowed: z.boolean(),
});
export const SpinRequest = PlayerRequest.extend({ paid: z.boolean().optional().default(false) });
export const SpinAnswer = AnswerBase.extend({ spin: SpinRecord, balance: MoneyString, token: MoneyString, fair: FairState });

/* ——— Minigame: pick a chest ——— */
export const CHESTS = 5;
export const MinigameRound = z.object({
  round_id: z.number().int(),
  stake: MoneyString,
  status: z.enum(['open', 'settled']),
  pick: z.number().int().nullable(),
  /** Multipliers in basis points under each chest: only once the round is settled. */
  layout: z.array(z.number().int()).nullable(),
  payout: MoneyString.nullable(),
  seed_hash: z.string(),
  server_seed: z.string().nullable(),
  client_seed: z.string(),
  nonce: z.number().int(),
  hmac: z.string().nullable(),
  created_at: z.string(),
});
export type MinigameRound = z.infer<typeof MinigameRound>;
export const MinigameStateRequest = PlayerRequest;
export const MinigameStateAnswer = AnswerBase.extend({
  stakes: z.array(MoneyString),
  /** The multipliers (basis points) hidden under the chests, in no particular order. */
  multipliers: z.array(z.number().int()),
  token_balance: MoneyString,
  frozen_token: MoneyString,
  open: MinigameRound.nullable(),
  history: z.array(MinigameRound),
  fair: FairState,
});
export const MinigameStartRequest = PlayerRequest.extend({ stake: MoneyString });
export const MinigamePickRequest = PlayerRequest.extend({
  round_id: RowId,
  pick: z
    .number()
    .int()
    .min(0)
    .max(CHESTS - 1),
});
export const MinigameRoundAnswer = AnswerBase.extend({ round: MinigameRound, token_balance: MoneyString, frozen_token: MoneyString });

/* ——— Back office (POST /api/ops/engage/*, x-ops-key) ——— */
export const OpsEngageSettingsRequest = z.object({
  domain_name: z.string().min(1).max(253),
  time_zone: z.string().min(1).max(64).optional(),
  spin_prizes: z
    .array(
      z.object({
        label: z.enum(['tryAgain', 'tokens', 'cash', 'jackpot']),
        amount: MoneyString,
        account: Account,
        weight: z.number().int().min(0).max(1_000_000),
      }),
    )
    .min(2)
    .max(16)
    .refine((ps) => ps.some((p) => p.weight > 0), 'weights')
    .optional(),
  spin_token_cost: MoneyString.optional(),
  minigame_stakes: z.array(MoneyString).min(1).max(8).optional(),
});
export const OpsMissionRequest = z.object({
  domain_name: z.string().min(1).max(253),
  code: z.string().regex(/^[a-z0-9_]{1,40}$/),
  period: z.enum(['daily', 'weekly', 'once']),
  kind: z.enum(MISSION_KINDS),
  game_type: z.string().max(20).nullable().optional(),
  /** Money for deposit and wager missions, a whole number otherwise. */
  target: z.string().regex(/^\d{1,12}(\.\d{1,2})?$/),
  reward_amount: MoneyString,
  reward_account: Account.default('balance'),
  sort: z.number().int().min(0).max(1000).default(0),
  active: z.boolean().default(true),
});
