import { CategoryPage } from '~/components/games/category-page.tsx';
import { categoryLoader } from '~/lib/games.server.ts';
import { pageMeta } from '~/lib/page-meta.ts';
import type { Route } from './+types/hot';

export const meta = pageMeta('hot');
export const loader = (args: Route.LoaderArgs) => categoryLoader(args, 'hot');

export default function Page({ loaderData }: Route.ComponentProps) {
  return <CategoryPage pageKey="hot" category="hot" data={loaderData} />;
}
