import { CategoryPage } from '~/components/games/category-page.tsx';
import { categoryLoader } from '~/lib/games.server.ts';
import { pageMeta } from '~/lib/page-meta.ts';
import type { Route } from './+types/bingo';

export const meta = pageMeta('bingo');
export const loader = (args: Route.LoaderArgs) => categoryLoader(args, 'bingo');

export default function Page({ loaderData }: Route.ComponentProps) {
  return <CategoryPage pageKey="bingo" category="bingo" data={loaderData} />;
}
