import { optionalPlayerCall, requestInfo } from '~/lib/server/player.server.ts';
import type { Route } from './+types/data.recent';

/** The signed-in player's last games (recorded at launch); none for a guest. */
export async function loader(args: Route.LoaderArgs) {
  const a = await optionalPlayerCall(requestInfo(args), '/product/recent', {});
  return { games: a?.statusCode === 1 ? a.value : [] };
}
