import { CategoryGamesRequest } from '#contract/product.ts';
import { siteCall } from '~/lib/server/player.server.ts';
import type { Route } from './+types/data.games';

/**
 * A category's whole list (`?type=slots`), asked for after the first screen: the page's first HTML
 * carries only the cards it draws. A failure is data (`failed`), never a thrown error: the page stays.
 */
export async function loader(args: Route.LoaderArgs) {
  const type = CategoryGamesRequest.shape.game_type.safeParse(new URL(args.request.url).searchParams.get('type'));
  if (!type.success) return { games: [], failed: true };
  const a = await siteCall(args, '/product/games', { game_type: type.data });
  return a.statusCode === 1 ? { games: a.value, failed: false } : { games: [], failed: true };
}
