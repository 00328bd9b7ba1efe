import { CategoryPage } from '~/components/games/category-page.tsx';
import { categoryLoader } from '~/lib/games.server.ts';
import { pageMeta } from '~/lib/page-meta.ts';
import type { Route } from './+types/casino';

export const meta = pageMeta('casino');
export const loader = (args: Route.LoaderArgs) => categoryLoader(args, 'livecasino');

export default function Page({ loaderData }: Route.ComponentProps) {
  return <CategoryPage pageKey="casino" category="livecasino" data={loaderData} />;
}
