import { z } from 'zod';
import { AnswerBase } from './common.ts';
import { SPORTS_LANGS, SPORT_CODES, type BetType, type SportsLang } from './sports.ts';

/**
 * What an odds provider sends to POST /api/feed/messages (docs/integrations/sports.md): messages
 * about events, each with its event's sequence number; and what it is answered.
 */

/** Markets a feed may price: those graded from the final (and half-time) score. */
export const FEED_BET_KEYS = {
  '1X2': ['H', 'D', 'A'],
  '1X2H': ['H', 'D', 'A'],
  ML: ['H', 'A'],
  DNB: ['H', 'A'],
  HDP: ['H', 'A'],
  HDPH: ['H', 'A'],
  OU: ['O', 'U'],
  OUH: ['O', 'U'],
  OE: ['ODD', 'EVEN'],
  DC: ['1X', '12', 'X2'],
} as const satisfies Partial<Record<BetType, readonly string[]>>;
export type FeedBetType = keyof typeof FEED_BET_KEYS;
export const FEED_BET_TYPES = Object.keys(FEED_BET_KEYS) as [FeedBetType, ...FeedBetType[]];
const LINED = new Set<FeedBetType>(['HDP', 'HDPH', 'OU', 'OUH']);
export const HALF_BET_TYPES = new Set<FeedBetType>(['1X2H', 'HDPH', 'OUH']);

/** A provider's code: lowercase letters and digits, 2–10. */
export const PROVIDER_CODE = /^[a-z][a-z0-9]{1,9}$/;
const Score = z.object({ home: z.number().int().min(0).max(999), away: z.number().int().min(0).max(999) });
const Name = z.string().trim().min(1).max(80);
const Base = {
  /** The provider's event id (lowercase letters, digits, '-'). */
  event_id: z.string().regex(/^[a-z0-9][a-z0-9-]{0,31}$/, 'lowercase letters, digits and "-", up to 32'),
  /** Per event, increasing: a message at or below the last applied is ignored. */
  seq: z.number().int().min(1).max(Number.MAX_SAFE_INTEGER),
};
const Selection = z.object({ key: z.string().max(8), odds: z.number().gt(1).max(1000) });
const Market = z
  .object({
    bet_type: z.enum(FEED_BET_TYPES),
    /** Handicaps: the home side's line (-0.5, +0.25); totals: the total (2.5). Quarter steps. */
    line: z
      .number()
      .min(-200)
      .max(500)
      .refine((v) => Number.isInteger(v * 4), 'a multiple of 0.25')
      .nullish(),
    status: z.enum(['open', 'suspended', 'closed']).default('open'),
    /** The board shows this line (one per bet type); unset: the first of its bet type. */
    main: z.boolean().optional(),
    selections: z.array(Selection).min(2).max(3),
  })
  .superRefine((m, ctx) => {
    const keys: readonly string[] = FEED_BET_KEYS[m.bet_type];
    const got = m.selections.map((s) => s.key);
    if (got.length !== keys.length || !keys.every((k) => got.includes(k)))
      ctx.addIssue({ code: 'custom', path: ['selections'], message: `keys ${keys.join(', ')}` });
    if (LINED.has(m.bet_type) !== (m.line !== undefined && m.line !== null))
      ctx.addIssue({ code: 'custom', path: ['line'], message: LINED.has(m.bet_type) ? 'required' : 'not for this bet type' });
  });

export const FeedMessage = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('event'),
    ...Base,
    sport: z.enum(SPORT_CODES),
    league: z.object({ code: z.string().regex(/^[a-z0-9-]{2,30}$/), name: Name, country: z.string().max(3).default('') }),
    home: Name,
    away: Name,
    start_time: z.iso.datetime({ offset: true }),
  }),
  z.object({ type: z.literal('markets'), ...Base, markets: z.array(Market).min(1).max(60) }),
  z.object({
    type: z.literal('status'),
    ...Base,
    status: z.enum(['upcoming', 'live']),
    period: z.string().max(12).default(''),
    clock: z.string().max(16).default(''),
    minute: z.number().int().min(0).max(300).nullish(),
    score: Score.nullish(),
    ht_score: Score.nullish(),
    /** Every market of the event holds (a goal, a review) until a message lifts it. */
    suspended: z.boolean().default(false),
  }),
  z.object({
    type: z.literal('result'),
    ...Base,
    home: z.number().int().min(0).max(999),
    away: z.number().int().min(0).max(999),
    ht_home: z.number().int().min(0).max(999).nullish(),
    ht_away: z.number().int().min(0).max(999).nullish(),
  }),
  z.object({ type: z.literal('cancel'), ...Base, reason: z.string().max(200).optional() }),
  /** The result (or cancellation) given earlier no longer stands: the event's bets wait for the next one. */
  z.object({ type: z.literal('result_withdrawn'), ...Base, reason: z.string().max(200).optional() }),
]);
export type FeedMessage = z.infer<typeof FeedMessage>;
export type FeedMessageInput = z.input<typeof FeedMessage>;
export const FeedBatch = z.object({ messages: z.array(z.unknown()).min(1).max(500) });

export const FeedAnswer = AnswerBase.extend({
  applied: z.number().int(),
  results: z.array(z.object({ event_id: z.string(), seq: z.number().int(), applied: z.boolean() })),
});
export type FeedAnswer = z.infer<typeof FeedAnswer>;

/** The site's language codes that differ from the sports names' (ru → rus). */
const SITE_LANGS: Record<string, SportsLang> = { ru: 'rus', zh: 'cn', es: 'esp', fil: 'php' };

/**
 * POST /api/ops/sports/team-names (the platform's key): fed teams' and leagues' names in the
 * site's languages, each keyed by the name exactly as the feed gives it; `text: null` removes one.
 */
export const TeamNamesRequest = z.object({
  names: z
    .array(
      z.object({
        name: Name,
        lang: z.enum([...SPORTS_LANGS, 'ru', 'zh', 'es', 'fil']).transform((l): SportsLang => SITE_LANGS[l] ?? (l as SportsLang)),
        text: Name.nullable(),
      }),
    )
    .min(1)
    .max(500),
});
export type TeamNamesRequest = z.infer<typeof TeamNamesRequest>;
