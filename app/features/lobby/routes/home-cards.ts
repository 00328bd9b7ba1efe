import type { LoaderFunctionArgs } from 'react-router';
import { homeFamily, homeLists } from '~/features/lobby/home-lists.server.ts';

/**
 * The home page's card lists, whole, as JSON: the home's first HTML and hydration data
 * carry only the cards its first screen draws; the page asks here for the rest right after
 * hydration (`useRestOfCards`). A plain resource route, so a failed request leaves the page as it
 * is (a fetcher's error would replace the page with the route's error boundary).
 */
export async function loader(args: LoaderFunctionArgs) {
  const { games, sections, names, failed } = await homeLists(args, homeFamily(args));
  return Response.json(
    { games, sections, names, partial: false },
    // The player's own lists (favourites, recent games) may differ: this browser's cache only, briefly.
    { status: failed ? 503 : 200, headers: { 'Cache-Control': 'private, max-age=30', Vary: 'Cookie', 'X-Robots-Tag': 'noindex' } },
  );
}
