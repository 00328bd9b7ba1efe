import { redirect } from 'react-router';
import { launchGame } from '../launch.server.ts';
import type { Route } from './+types/data.launch';

/**
 * The game as a page of its own (phones): a launch of its own, as a launch address opens only
 * once. A refused launch goes back to the game's page, which says why.
 */
export async function loader(args: Route.LoaderArgs) {
  const launched = await launchGame(args);
  if (launched.url) throw redirect(launched.url);
  throw redirect(`/playnow${new URL(args.request.url).search}`);
}
