import { z } from 'zod';
import { BET_KINDS, BetIdempotencyKey, BetLegRequest, ODDS_POLICIES, PositiveStake, type PriceChange } from '#contract/sports.ts';
import { checkForm, type FormFailure } from '../../lib/shared/forms.ts';
import { requirePlayer } from '../../lib/server/player.server.ts';

/** One bet of a slip, as the page posts it (the player's credentials come from the session). */
export const BetForm = z
  .object({
    kind: z.enum(BET_KINDS),
    stake: PositiveStake,
    legs: z.array(BetLegRequest).min(1).max(10),
    idempotency_key: BetIdempotencyKey,
  })
  .superRefine((b, ctx) => {
    if (b.kind === 'single' && b.legs.length !== 1) ctx.addIssue({ code: 'custom', path: ['legs'], message: 'singleNeedsOneLeg' });
    if (b.kind === 'parlay' && b.legs.length < 2) ctx.addIssue({ code: 'custom', path: ['legs'], message: 'parlayLegs' });
  });
export type BetForm = z.infer<typeof BetForm>;

/** A slip's placement: its bets (singles, or one parlay) and the odds-change policy. */
export const SlipForm = z.object({ bets: z.array(BetForm).min(1).max(10), odds_policy: z.enum(ODDS_POLICIES) });
export type SlipForm = z.infer<typeof SlipForm>;

/** One single bet from a plain form (a match page without scripts). */
export const SingleBetForm = z.object({
  selection_id: z.string().min(1).max(80),
  odds: z.coerce.number().positive().max(100_000),
  stake: z
    .string()
    .trim()
    .min(1, 'amountRequired')
    .regex(/^\d{1,7}(\.\d{1,2})?$/, 'amountPositive')
    .pipe(PositiveStake),
  odds_policy: z.enum(ODDS_POLICIES).default('better'),
  idempotency_key: BetIdempotencyKey,
});

export interface PlacedAnswer {
  ok: true;
  /** Bets placed, and the selections they took off the slip. */
  count: number;
  selectionIds: string[];
  betIds: number[];
}
export interface RefusedAnswer extends FormFailure {
  ok: false;
  message: string;
  /** New prices of a refused placement ('oddsChanged', 'marketSuspended', 'marketClosed', 'selectionNotFound'). */
  changes: PriceChange[];
  /** The bets before the refused one were placed: their selections leave the slip. */
  placedIds: string[];
  /** What a responsible-gaming refusal names (the limit and when it frees up, or the break). */
  limit?: { kind: string; period: string; amount: string; remaining: string; resets_at: string; above_limit?: boolean };
  exclusion?: { kind: string; ends_at: string | null; sign_in_from: string; open_ended?: boolean };
}

type Args = Parameters<typeof requirePlayer>[0];

/**
 * Places the slip's bets in order and stops at the first refusal. Each bet carries the key made
 * when the player pressed "Place bet": a money call, sent once and never retried (a lost answer is
 * looked up in My bets).
 */
export async function placeBets(args: Args, slip: SlipForm): Promise<PlacedAnswer | RefusedAnswer> {
  const { call } = requirePlayer(args);
  const selectionIds: string[] = [];
  const betIds: number[] = [];
  for (const b of slip.bets) {
    const answer = await call('/sports/place_bet', {
      kind: b.kind,
      stake: Number(b.stake).toFixed(2),
      legs: b.legs,
      odds_policy: slip.odds_policy,
      idempotency_key: b.idempotency_key,
    } as never);
    if (answer.statusCode === 1) {
      selectionIds.push(...b.legs.map((l) => l.selection_id));
      betIds.push(answer.bet.id);
      continue;
    }
    const extra = answer as unknown as Pick<RefusedAnswer, 'limit' | 'exclusion'> & { changes?: unknown };
    return {
      ok: false,
      message: answer.message,
      changes: Array.isArray(extra.changes) ? (extra.changes as PriceChange[]) : [],
      placedIds: selectionIds,
      ...(extra.limit ? { limit: extra.limit } : {}),
      ...(extra.exclusion ? { exclusion: extra.exclusion } : {}),
    };
  }
  return { ok: true, count: betIds.length, selectionIds, betIds };
}

/** The slip's post (JSON from the page's script). */
export function checkSlip(body: unknown) {
  return checkForm(SlipForm, body);
}

/** A plain form's single bet, as a slip of one. */
export function checkSingle(fields: Record<string, string>) {
  const r = checkForm(SingleBetForm, fields, 'placeBet');
  if (!r.ok) return r;
  const v = r.value;
  const slip: SlipForm = {
    odds_policy: v.odds_policy,
    bets: [{ kind: 'single', stake: v.stake, legs: [{ selection_id: v.selection_id, odds: v.odds }], idempotency_key: v.idempotency_key }],
  };
  return { ok: true as const, value: slip };
}
