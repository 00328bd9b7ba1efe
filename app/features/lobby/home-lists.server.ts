import type { LoaderFunctionArgs } from 'react-router';
import type { CategorySlug, Game } from '#contract/product.ts';
import { categoryLoader, providerNames } from '~/features/lobby/games.server.ts';
import { requestContext } from '~/lib/server/request-context.ts';
import { resolveTheme, type Family, type Look } from '~/themes/templates.ts';

/** The most cards a home layout shows of each list (hot: 12, or 32 in the slot family's dense grid, whose slots row skips hot games). */
const HOME_LIMITS: Partial<Record<CategorySlug, number>> = { livecasino: 12, table: 6, slots: 48 };

/** The sportsbook home's board: 3 live and 5 upcoming matches (the upcoming ones come after hydration, `/home-board`). */
export const HOME_BOARD = { live: 3, upcoming: 5 };

/** Extra first-screen lists each family leads with (casino: live and table games; slots: slots). */
export const FAMILY_SECTIONS: Record<Family, CategorySlug[]> = {
  casino: ['livecasino', 'table'],
  slot: ['slots'],
  sportsbook: [],
};

function siteTheme(args: Pick<LoaderFunctionArgs, 'context'>) {
  const { startup } = args.context.get(requestContext).site;
  const theme = startup.statusCode === 1 && 'site' in startup ? resolveTheme(startup.site.theme_code, startup.site.theme_color) : null;
  return theme?.ok ? theme : null;
}

/** The operator's template family, from the startup answer cached for this request. */
export function homeFamily(args: Pick<LoaderFunctionArgs, 'context'>): Family | null {
  return siteTheme(args)?.family ?? null;
}

/** The operator's template look (hero, grid…), as the page's root data gives it to the components. */
export function homeLook(args: Pick<LoaderFunctionArgs, 'context'>): Look | null {
  return siteTheme(args)?.look ?? null;
}

/**
 * The home page's card lists, whole: the hot games and the family's own sections, with the names
 * of their providers. The home loader trims them to what its first HTML draws; `/home-cards`
 * (features/lobby/routes/home-cards.ts) answers them whole to the page right after hydration.
 */
export async function homeLists(args: LoaderFunctionArgs, family: Family | null) {
  const { startup, session } = { startup: args.context.get(requestContext).site.startup, session: args.context.get(requestContext).session };
  const hot = await categoryLoader(args, 'hot', family === 'slot' ? 32 : 12);
  const offered = new Set(startup.statusCode === 1 && 'content' in startup ? startup.content.menu.map((n) => n.content_id) : []);
  const wanted = family ? FAMILY_SECTIONS[family].filter((c) => offered.has(c)) : [];
  const lists = await Promise.all(wanted.map((c) => categoryLoader(args, c, HOME_LIMITS[c])));
  const sections: Partial<Record<CategorySlug, Game[]>> = {};
  wanted.forEach((c, i) => (sections[c] = lists[i].games));
  // Provider names for the cards shown; every provider's when the player's recent games show too.
  const shown = [hot.games, ...lists.map((l) => l.games)].flat().map((g) => g.provider_code);
  const names = providerNames(args, session ? undefined : new Set(shown));
  return { games: hot.games, failed: hot.failed, sections, names, complete: wanted.length === (family ? FAMILY_SECTIONS[family].length : 0) };
}
