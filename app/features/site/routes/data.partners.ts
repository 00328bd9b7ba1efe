import { siteCall } from '~/lib/server/player.server.ts';
import type { Route } from './+types/data.partners';

/** The operator's partners (logos and links), for the footer's partners panel. */
export async function loader(args: Route.LoaderArgs) {
  const a = await siteCall(args, '/settings/partners', {});
  return { partners: a.statusCode === 1 ? a.partners : [] };
}
