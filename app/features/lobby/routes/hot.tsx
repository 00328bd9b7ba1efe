import { CategoryPage } from '~/features/lobby/components/category-page.tsx';
import { categoryLoader } from '~/features/lobby/games.server.ts';
import { pageMeta } from '~/lib/shared/page-meta.ts';
import type { Route } from './+types/hot';

export const meta = pageMeta('hot');
export const loader = (args: Route.LoaderArgs) => categoryLoader(args, 'hot');

export default function Page({ loaderData }: Route.ComponentProps) {
  return <CategoryPage pageKey="hot" category="hot" data={loaderData} />;
}
