import { optionalPlayerCall, requestInfo } from '~/lib/server/player.server.ts';
import type { Route } from './+types/data.inbox-counts';

/** The header's inbox counts of the signed-in player (unread, rewards to claim); null for a guest. */
export async function loader(args: Route.LoaderArgs) {
  const inbox = await optionalPlayerCall(requestInfo(args), '/settings/get_inbox', {});
  const counts = inbox?.statusCode === 1 ? { unread: inbox.unread, claimable: inbox.claimable } : null;
  return Response.json({ counts }, { headers: { 'Cache-Control': 'no-store' } });
}
