import { optionalPlayerCall, requestInfo } from '~/lib/server/player.server.ts';
import type { Route } from './+types/data.vip';

/** The signed-in player's next VIP level (the header's progress bar), for the balance stream after a change; null for a guest. */
export async function loader(args: Route.LoaderArgs) {
  const vip = await optionalPlayerCall(requestInfo(args), '/auth/vip', {});
  return Response.json({ next: vip?.statusCode === 1 ? (vip.nextLevel[0] ?? null) : null }, { headers: { 'Cache-Control': 'no-store' } });
}
