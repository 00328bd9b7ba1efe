import { SearchGamesRequest } from '#contract/product.ts';
import { siteCall } from '~/lib/server/player.server.ts';
import type { Route } from './+types/data.search';

/** The site-wide game search (`?q=`, from two letters), asked for as the player types. */
export async function loader(args: Route.LoaderArgs) {
  const q = SearchGamesRequest.shape.q.safeParse(new URL(args.request.url).searchParams.get('q') ?? '');
  if (!q.success) return { q: '', hits: [], failed: false };
  const a = await siteCall(args, '/product/search', { q: q.data });
  return a.statusCode === 1 ? { q: q.data, hits: a.value, failed: false } : { q: q.data, hits: [], failed: true };
}
