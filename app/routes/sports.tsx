import { CategoryPage } from '~/components/games/category-page.tsx';
import { categoryLoader } from '~/lib/games.server.ts';
import { pageMeta } from '~/lib/page-meta.ts';
import type { Route } from './+types/sports';

export const meta = pageMeta('sports');
export const loader = (args: Route.LoaderArgs) => categoryLoader(args, 'sportsbook');

export default function Page({ loaderData }: Route.ComponentProps) {
  return <CategoryPage pageKey="sports" category="sportsbook" data={loaderData} />;
}
