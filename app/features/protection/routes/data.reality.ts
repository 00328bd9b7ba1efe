import { optionalPlayerCall, requestInfo } from '~/lib/server/player.server.ts';
import type { Route } from './+types/data.reality';

/** When the player's next reality check is due (on the server's clock) and what it shows; null for a guest. */
export async function loader(args: Route.LoaderArgs) {
  const a = await optionalPlayerCall(requestInfo(args), '/protection/reality', {});
  return Response.json({ reality: a?.statusCode === 1 ? a : null }, { headers: { 'Cache-Control': 'no-store' } });
}
