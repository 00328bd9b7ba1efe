import { CategoryPage } from '~/features/lobby/components/category-page.tsx';
import { categoryLoader } from '~/features/lobby/games.server.ts';
import { pageMeta } from '~/lib/shared/page-meta.ts';
import type { Route } from './+types/arcade';

export const meta = pageMeta('arcade');
export const loader = (args: Route.LoaderArgs) => categoryLoader(args, 'arcade');

export default function Page({ loaderData }: Route.ComponentProps) {
  return <CategoryPage pageKey="arcade" category="arcade" data={loaderData} />;
}
