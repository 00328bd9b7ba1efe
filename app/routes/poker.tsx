import { CategoryPage } from '~/components/games/category-page.tsx';
import { categoryLoader } from '~/lib/games.server.ts';
import { pageMeta } from '~/lib/page-meta.ts';
import type { Route } from './+types/poker';

export const meta = pageMeta('poker');
export const loader = (args: Route.LoaderArgs) => categoryLoader(args, 'table');

export default function Page({ loaderData }: Route.ComponentProps) {
  return <CategoryPage pageKey="poker" category="table" data={loaderData} />;
}
