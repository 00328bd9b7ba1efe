import { z } from 'zod';
import { AnswerBase, MoneyString, PlayerRequest } from './common.ts';

/**
 * Player protection (decision 0012): deposit, loss and wager limits per rolling 24
 * hours, 7 days and 30 days; the reality check; time-out and self-exclusion; their record.
 */
export const LIMIT_KINDS = ['deposit', 'loss', 'wager'] as const;
export const LIMIT_PERIODS = ['day', 'week', 'month'] as const;
export const REALITY_MINUTES = [0, 15, 30, 60] as const;
/** Time-out: 24 hours to 6 weeks. */
export const TIMEOUT_DAYS = [1, 2, 7, 14, 30, 42] as const;
/** Self-exclusion: 6 months to 5 years, or open-ended (null). */
export const EXCLUSION_MONTHS = [6, 12, 24, 60] as const;
/** Waits (ms): a higher limit, a longer reality interval; the cooling after an exclusion. */
export const RAISE_WAIT_MS = 24 * 3_600_000;
export const COOLING_FIXED_MS = 24 * 3_600_000;
export const COOLING_OPEN_MS = 7 * 24 * 3_600_000;

export const LimitKind = z.enum(LIMIT_KINDS);
export type LimitKind = z.infer<typeof LimitKind>;
export const LimitPeriod = z.enum(LIMIT_PERIODS);
export type LimitPeriod = z.infer<typeof LimitPeriod>;

/** A positive amount the player types; null removes the limit. */
const LimitAmount = MoneyString.refine((s) => !s.startsWith('-') && /[1-9]/.test(s), 'positiveAmount');

export const SetLimitRequest = PlayerRequest.extend({
  kind: LimitKind,
  period: LimitPeriod,
  amount: LimitAmount.nullable(),
});
export const LimitRefRequest = PlayerRequest.extend({ kind: LimitKind, period: LimitPeriod });
export const SetRealityRequest = PlayerRequest.extend({
  minutes: z.union([z.literal(0), z.literal(15), z.literal(30), z.literal(60)]),
});
/** A time-out takes `days` (1–42); a self-exclusion `months` (6–60, null: open-ended). One object (the page server reads its `auth`). */
export const ExcludeRequest = PlayerRequest.extend({
  kind: z.enum(['timeout', 'self_exclusion']),
  days: z.number().int().min(1).max(42).optional(),
  months: z.number().int().min(6).max(60).nullable().optional(),
}).superRefine((b, ctx) => {
  if (b.kind === 'timeout' && b.days === undefined) ctx.addIssue({ code: 'custom', path: ['days'], message: 'required' });
  if (b.kind === 'self_exclusion' && b.months === undefined) ctx.addIssue({ code: 'custom', path: ['months'], message: 'required' });
});
export const RealityAckRequest = PlayerRequest.extend({ choice: z.enum(['continue', 'history', 'sign_out']).default('continue') });
export const HistoryRequest = PlayerRequest.extend({ page: z.number().int().min(1).max(10_000).default(1) });

export const LimitView = z.object({
  kind: LimitKind,
  period: LimitPeriod,
  /** In force; null: none. */
  amount: MoneyString.nullable(),
  used: MoneyString,
  /** What is left in the window; null when no limit. */
  remaining: MoneyString.nullable(),
  /** A higher amount (null: removal) waiting, confirmable from `from`. */
  pending: z.object({ amount: MoneyString.nullable(), from: z.string(), confirmable: z.boolean() }).nullable(),
});
export type LimitView = z.infer<typeof LimitView>;

export const ExclusionView = z.object({
  kind: z.enum(['timeout', 'self_exclusion']),
  starts_at: z.string(),
  /** End of the period; null for an open-ended self-exclusion. */
  ends_at: z.string().nullable(),
  /** When the player can first sign in again (the end, or an open-ended one's minimum). */
  sign_in_from: z.string(),
  /** The period is over: the player may ask to return (then confirm after the cooling). */
  returnable: z.boolean(),
  return_requested_at: z.string().nullable(),
  confirmable_at: z.string().nullable(),
  confirmable: z.boolean(),
  /** Taken on another account with the same phone number (another operator's too). */
  linked: z.boolean(),
});
export type ExclusionView = z.infer<typeof ExclusionView>;

export const Headroom = z.object({
  currency: z.string(),
  /** What may still be deposited / staked now; null: no limit applies. */
  deposit: MoneyString.nullable(),
  wager: MoneyString.nullable(),
  /** The tightest limit behind each figure. */
  deposit_limit: z.object({ kind: LimitKind, period: LimitPeriod }).nullable(),
  wager_limit: z.object({ kind: LimitKind, period: LimitPeriod }).nullable(),
  /** Money may not move at all (a time-out or self-exclusion). */
  blocked: z.boolean(),
});
export type Headroom = z.infer<typeof Headroom>;

export const ProtectionStatusAnswer = AnswerBase.extend({
  limits: z.array(LimitView),
  reality: z.object({
    minutes: z.number().int(),
    pending: z.object({ minutes: z.number().int(), from: z.string() }).nullable(),
  }),
  exclusion: ExclusionView.nullable(),
  headroom: Headroom,
  now: z.string(),
});
export type ProtectionStatusAnswer = z.infer<typeof ProtectionStatusAnswer>;

export const HeadroomAnswer = AnswerBase.extend({ headroom: Headroom });

export const RealityAnswer = AnswerBase.extend({
  /** 0: off. */
  minutes: z.number().int(),
  signed_in_at: z.string(),
  /** The player's clock now. */
  now: z.string(),
  /** Returns minus stakes since sign-in (may be negative). */
  net: MoneyString,
  currency: z.string(),
  /** When the next check is due; null when off. */
  due_at: z.string().nullable(),
});
export type RealityAnswer = z.infer<typeof RealityAnswer>;

export const HistoryItem = z.object({
  id: z.number().int(),
  action: z.string(),
  actor: z.string(),
  detail: z.record(z.string(), z.unknown()),
  at: z.string(),
  /** The session it came from (masked device text is on /security). */
  session_id: z.number().int().nullable(),
});
export type HistoryItem = z.infer<typeof HistoryItem>;
export const HistoryAnswer = AnswerBase.extend({
  value: z.array(HistoryItem),
  total: z.number().int(),
  page: z.number().int(),
  page_size: z.number().int(),
});

export const ExcludeAnswer = AnswerBase.extend({ exclusion: ExclusionView });

/** The test clock (TEST_CLOCK=1 only, OPS_KEY): moves one player's time forward. */
export const OpsTestClockRequest = z.object({
  domain_name: z.string().max(253).optional(),
  account_id: z.string().max(32).optional(),
  player_id: z.number().int().min(1).optional(),
  advance_seconds: z
    .number()
    .int()
    .min(0)
    .max(10 * 366 * 86_400),
});
export const OpsProtectionLogRequest = z.object({
  domain_name: z.string().min(1).max(253),
  account_id: z.string().min(1).max(32),
  page: z.number().int().min(1).max(10_000).default(1),
});
