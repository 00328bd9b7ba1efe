import { z } from 'zod';
import { AnswerBase, SiteRequest, listAnswer } from './common.ts';
import { CATEGORY_SLUGS } from './catalogue.ts';

export * from './catalogue.ts';

export const Game = z.object({
  provider_code: z.string(),
  game_code: z.string(),
  game_name: z.string(),
  game_type: z.string(),
  game_image: z.string(),
  hot: z.boolean().optional(),
  featured: z.boolean().optional(),
  popular: z.boolean().optional(),
  new: z.boolean().optional(),
  rtp: z.string().nullable().optional(),
  volatility: z.string().nullable().optional(),
});
export type Game = z.infer<typeof Game>;

export const GetHotGamesRequest = SiteRequest.extend({
  game_type: z.enum(CATEGORY_SLUGS).or(z.literal('')).optional().default(''),
});
export const GetHotGamesAnswer = listAnswer(Game);
export type GetHotGamesAnswer = z.infer<typeof GetHotGamesAnswer>;
export const GameListAnswer = AnswerBase.extend({ value: z.array(Game), total: z.number().int() });

/**
 * A whole category in one compact answer, so the lobby filters, sorts and searches 10 000 games
 * in the browser without a round trip per keystroke: [provider, code, name, flags, rtp_bp, rank].
 * flags: 1 hot, 2 featured, 4 popular, 8 new.
 */
export const CompactGame = z.tuple([z.string(), z.string(), z.string(), z.number().int(), z.number().int().nullable(), z.number().int()]);
export type CompactGame = z.infer<typeof CompactGame>;
export const CategoryGamesRequest = SiteRequest.extend({ game_type: z.enum(CATEGORY_SLUGS) });
export const CategoryGamesAnswer = AnswerBase.extend({ value: z.array(CompactGame) });

/** The site-wide game search: games of every category whose name has `q` (at most 24, popular first). */
export const SearchGamesRequest = SiteRequest.extend({ q: z.string().trim().min(2).max(64) });
export const SearchGamesAnswer = AnswerBase.extend({
  value: z.array(z.object({ provider_code: z.string(), game_code: z.string(), game_name: z.string(), game_type: z.string(), game_image: z.string() })),
});

export const LaunchRequest = z.object({
  account_id: z.string().trim().min(1).max(32),
  auth: z.string().min(16).max(128),
  provider_code: z.string().trim().min(1).max(16),
  game_code: z.string().trim().min(1).max(64),
  domain_name: z.string().max(253).optional(),
  external_id: z.string().max(64).optional(),
  /** The page's language (e.g. `ru`): the game opens in it where the provider has it. */
  language: z
    .string()
    .regex(/^[a-z]{2,3}$/, 'invalidLanguage')
    .optional(),
});
export const LaunchAnswer = AnswerBase.extend({ url: z.string(), expires_in: z.number().int() });
export const RecentAnswer = listAnswer(Game);
