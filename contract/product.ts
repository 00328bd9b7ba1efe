import { z } from 'zod';
import { AnswerBase, PlayerRequest, SiteRequest, listAnswer } from './common.ts';

export const GAME_TYPES = [
  'slots', 'livecasino', 'hashgame', 'sportsbook', 'fish', 'table', 'sabong',
  'lottery', 'horseracing', 'bingo', 'arcade', 'crash',
] as const;
export const CATEGORY_SLUGS = ['hot', ...GAME_TYPES] as const;
export type CategorySlug = (typeof CATEGORY_SLUGS)[number];

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

/** SPEC §2 route names of the product categories of SPEC §3 (hot is a flag, not a type). */
export const CATEGORY_ROUTES: Record<CategorySlug, string> = {
  hot: '/hot',
  livecasino: '/casino',
  slots: '/slots',
  sportsbook: '/sports',
  table: '/poker',
  bingo: '/bingo',
  fish: '/fishing',
  crash: '/crash',
  lottery: '/lottery',
  sabong: '/sabong',
  horseracing: '/horse-racing',
  arcade: '/arcade',
  hashgame: '/hash-game',
};
export const CATEGORY_NAMES: Record<CategorySlug, string> = {
  hot: 'Hot',
  livecasino: 'Live Casino',
  slots: 'Slots',
  sportsbook: 'Sports',
  table: 'Poker & Table',
  bingo: 'Bingo',
  fish: 'Fishing',
  crash: 'Crash',
  lottery: 'Lottery',
  sabong: 'Sabong',
  horseracing: 'Horse Racing',
  arcade: 'Arcade',
  hashgame: 'Hash Game',
};
export const categoryForRoute = (route: string): CategorySlug | undefined =>
  (Object.keys(CATEGORY_ROUTES) as CategorySlug[]).find((k) => CATEGORY_ROUTES[k] === route);

/**
 * A whole category in one compact answer, so the lobby filters, sorts and searches 10 000 games
 * in the browser without a round trip per keystroke: [provider, code, name, flags, rtp_bp, rank].
 * flags: 1 hot, 2 featured, 4 popular, 8 new.
 */
export const CompactGame = z.tuple([z.string(), z.string(), z.string(), z.number().int(), z.number().int().nullable(), z.number().int()]);
export type CompactGame = z.infer<typeof CompactGame>;
export const GAME_FLAGS = { hot: 1, featured: 2, popular: 4, new: 8 } as const;
export const CategoryGamesRequest = SiteRequest.extend({ game_type: z.enum(CATEGORY_SLUGS) });
export const CategoryGamesAnswer = AnswerBase.extend({ value: z.array(CompactGame) });

/** Where a game's artwork lives (the reference API generates it). */
export const gameImagePath = (providerCode: string, gameCode: string) =>
  `/api/art/game/${encodeURIComponent(providerCode)}/${encodeURIComponent(gameCode)}.svg`;

export const LaunchRequest = z.object({
  account_id: z.string().trim().min(1).max(32),
  auth: z.string().min(16).max(128),
  provider_code: z.string().trim().min(1).max(16),
  game_code: z.string().trim().min(1).max(64),
  domain_name: z.string().max(253).optional(),
  external_id: z.string().max(64).optional(),
});
export const LaunchAnswer = AnswerBase.extend({ url: z.string(), expires_in: z.number().int() });
export const RecentAnswer = listAnswer(Game);
