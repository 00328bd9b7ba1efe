import { CategoryPage } from '~/features/lobby/components/category-page.tsx';
import { categoryLoader } from '~/features/lobby/games.server.ts';
import { pageMeta } from '~/lib/shared/page-meta.ts';
import type { Route } from './+types/poker';

export const meta = pageMeta('poker');
export const loader = (args: Route.LoaderArgs) => categoryLoader(args, 'table');

export default function Page({ loaderData }: Route.ComponentProps) {
  return <CategoryPage pageKey="poker" category="table" data={loaderData} />;
}
