import { CategoryPage } from '~/components/games/category-page.tsx';
import { categoryLoader } from '~/lib/games.server.ts';
import { pageMeta } from '~/lib/page-meta.ts';
import type { Route } from './+types/arcade';

export const meta = pageMeta('arcade');
export const loader = (args: Route.LoaderArgs) => categoryLoader(args, 'arcade');

export default function Page({ loaderData }: Route.ComponentProps) {
  return <CategoryPage pageKey="arcade" category="arcade" data={loaderData} />;
}
