import { optionalPlayerCall, requestInfo } from '~/lib/server/player.server.ts';
import type { Route } from './+types/data.headroom';

/** What the player's tightest limits leave (the line under the bet slip and the game frame); null for a guest. */
export async function loader(args: Route.LoaderArgs) {
  const a = await optionalPlayerCall(requestInfo(args), '/protection/headroom', {});
  return Response.json({ headroom: a?.statusCode === 1 ? a.headroom : null }, { headers: { 'Cache-Control': 'no-store' } });
}
