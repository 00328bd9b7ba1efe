import { CategoryPage } from '~/features/lobby/components/category-page.tsx';
import { categoryLoader } from '~/features/lobby/games.server.ts';
import { pageMeta } from '~/lib/shared/page-meta.ts';
import type { Route } from './+types/fishing';

export const meta = pageMeta('fishing');
export const loader = (args: Route.LoaderArgs) => categoryLoader(args, 'fish');

export default function Page({ loaderData }: Route.ComponentProps) {
  return <CategoryPage pageKey="fishing" category="fish" data={loaderData} />;
}
