import { z } from 'zod';
import { AnswerBase, MoneyString, PlayerRequest, SiteRequest, listAnswer } from './common.ts';

export const FavGame = z.object({
  game_code: z.string(),
  game_name: z.string(),
  game_type: z.string(),
  img_url: z.string(),
  provider_code: z.string(),
});
export type FavGame = z.infer<typeof FavGame>;

export const FavListRequest = PlayerRequest;
export const FavListAnswer = listAnswer(FavGame);
export const FavAddRequest = PlayerRequest.extend({
  provider_code: z.string().trim().min(1).max(16),
  game_code: z.string().trim().min(1).max(64),
  game_name: z.string().trim().max(120).optional().default(''),
  game_type: z.string().trim().max(32).optional().default(''),
  img_url: z.string().trim().max(512).optional().default(''),
});
export const FavRemoveRequest = PlayerRequest.extend({
  provider_code: z.string().trim().min(1).max(16),
  game_code: z.string().trim().min(1).max(64),
});

export const FetchTransactionsRequest = SiteRequest;
export const TickerLine = z.object({ account_id: z.string(), amount: z.string(), date: z.string() });
export const FetchTransactionsAnswer = AnswerBase.extend({
  deposits: z.array(TickerLine),
  withdrawals: z.array(TickerLine),
});

// fetch_slide, fetch_announment and marquee: contract/content.ts.
/**
 * Value[0].setting_value is the programme's terms as the operator words them (sanitized
 * HTML). The reference API adds what the page needs to explain it in the player's language.
 */
export const ReferralAnswer = listAnswer(z.object({ setting_value: z.string() })).extend({
  active: z.boolean().optional(),
  reward: MoneyString.optional(),
  min_deposit: MoneyString.optional(),
  currency: z.string().optional(),
});
/** The player's side of the programme: their code and the friends who joined with it. */
export const ReferralSummaryAnswer = AnswerBase.extend({
  code: z.string(),
  invited: z.number().int(),
  qualified: z.number().int(),
  earned: MoneyString,
  friends: z.array(z.object({ account_id: z.string(), joined_at: z.string(), qualified: z.boolean() })),
});
export const SiteListRequest = SiteRequest;

export const PROMOTION_CATEGORIES = ['all', 'casino', 'slots', 'sports'] as const;
/** An offer on the promotions page (/promotions; the call is not shown in the spec). */
export const Promotion = z.object({
  id: z.number().int(),
  title: z.string(),
  summary: z.string(),
  /** Terms: sanitized HTML. */
  body: z.string(),
  category: z.enum(PROMOTION_CATEGORIES),
  /** An internal path: where the offer's button leads. */
  cta_path: z.string().regex(/^\/[a-z0-9\-/?=&]*$/),
  starts_at: z.string().nullable(),
  ends_at: z.string().nullable(),
  /** The language the texts are in (the asked one, or English where the operator wrote none). */
  lang: z.string().optional(),
});
export type Promotion = z.infer<typeof Promotion>;
/** `lang`, the page's language (each text falls back to English). */
export const PromotionsRequest = SiteRequest.extend({ lang: z.string().trim().max(12).optional() });
export const PromotionsAnswer = listAnswer(Promotion);
