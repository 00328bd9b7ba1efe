/**
 * The 13 product categories (reference lists) and the site route each belongs to.
 *
 * 'hot' is a flag on games, not a game_type of its own: the hot category is every game of any type
 * with hot = true. The other 12 slugs are the game types.
 */
export const CATEGORY_SLUGS = [
  'hot',
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

export type CategorySlug = (typeof CATEGORY_SLUGS)[number];
/** A game's game_type: every category slug except 'hot'. */
export type GameType = Exclude<CategorySlug, 'hot'>;

export const GAME_TYPES: readonly GameType[] = CATEGORY_SLUGS.filter((s): s is GameType => s !== 'hot');

export interface Category {
  slug: CategorySlug;
  /** The site route of the category's page. */
  route: string;
  /** English display name; the pages translate it. */
  label: string;
}

export const CATEGORIES: readonly Category[] = Object.freeze(
  [
    { slug: 'hot', route: '/hot', label: 'Hot Games' },
    { slug: 'slots', route: '/slots', label: 'Slots' },
    { slug: 'livecasino', route: '/casino', label: 'Live Casino' },
    { slug: 'hashgame', route: '/hash-game', label: 'Hash Games' },
    { slug: 'sportsbook', route: '/sports', label: 'Sports' },
    { slug: 'fish', route: '/fishing', label: 'Fishing' },
    { slug: 'table', route: '/poker', label: 'Table & Poker' },
    { slug: 'sabong', route: '/sabong', label: 'Sabong' },
    { slug: 'lottery', route: '/lottery', label: 'Lottery' },
    { slug: 'horseracing', route: '/horse-racing', label: 'Horse Racing' },
    { slug: 'bingo', route: '/bingo', label: 'Bingo' },
    { slug: 'arcade', route: '/arcade', label: 'Arcade' },
    { slug: 'crash', route: '/crash', label: 'Crash' },
  ].map((c) => Object.freeze(c as Category)),
);

const BY_SLUG = new Map<string, Category>(CATEGORIES.map((c) => [c.slug, c]));
const BY_ROUTE = new Map<string, Category>(CATEGORIES.map((c) => [c.route, c]));

export const isCategorySlug = (s: unknown): s is CategorySlug => typeof s === 'string' && BY_SLUG.has(s);
export const isGameType = (s: unknown): s is GameType => isCategorySlug(s) && s !== 'hot';

/**
 * The category of a site route, or undefined for a route that is not a category page.
 * Tolerates a missing leading slash, a trailing slash, a query or hash and upper case: '/casino',
 * 'casino', '/Casino/?x=1' all give 'livecasino'.
 */
export function categoryByRoute(route: string): CategorySlug | undefined {
  let r = String(route ?? '')
    .trim()
    .toLowerCase()
    .replace(/[?#].*$/, '');
  if (!r.startsWith('/')) r = `/${r}`;
  if (r.length > 1) r = r.replace(/\/+$/, '');
  return BY_ROUTE.get(r)?.slug;
}

/** The site route of a category slug, or undefined for an unknown slug. */
export function routeByCategory(slug: string): string | undefined {
  return BY_SLUG.get(slug)?.route;
}

/** The whole record of a category slug. */
export function categoryBySlug(slug: string): Category | undefined {
  return BY_SLUG.get(slug);
}
