/**
 * The catalogue's constants without any schema: pages import these, and a module that builds zod
 * schemas would bring zod into their script.
 */
export const GAME_TYPES = [
  'slots',
  'livecasino',
  'hashgame',
  'sportsbook',
  'fish',
  'table',
  'sabong',
  'lottery',
  'horseracing',
  'bingo',
  'arcade',
  'crash',
] as const;
export const CATEGORY_SLUGS = ['hot', ...GAME_TYPES] as const;
export type CategorySlug = (typeof CATEGORY_SLUGS)[number];

/** Route names of the product categories (hot is a flag, not a type). */
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

/** flags of a CompactGame: 1 hot, 2 featured, 4 popular, 8 new. */
export const GAME_FLAGS = { hot: 1, featured: 2, popular: 4, new: 8 } as const;

/** Where a game's artwork lives (the reference API generates it). */
export const gameImagePath = (providerCode: string, gameCode: string) =>
  `/api/art/game/${encodeURIComponent(providerCode)}/${encodeURIComponent(gameCode)}.svg`;
