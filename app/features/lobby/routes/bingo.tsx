import { CategoryPage } from '~/features/lobby/components/category-page.tsx';
import { categoryLoader } from '~/features/lobby/games.server.ts';
import { pageMeta } from '~/lib/shared/page-meta.ts';
import type { Route } from './+types/bingo';

export const meta = pageMeta('bingo');
export const loader = (args: Route.LoaderArgs) => categoryLoader(args, 'bingo');

export default function Page({ loaderData }: Route.ComponentProps) {
  return <CategoryPage pageKey="bingo" category="bingo" data={loaderData} />;
}
