import { CategoryPage } from '~/components/games/category-page.tsx';
import { categoryLoader } from '~/lib/games.server.ts';
import { pageMeta } from '~/lib/page-meta.ts';
import type { Route } from './+types/fishing';

export const meta = pageMeta('fishing');
export const loader = (args: Route.LoaderArgs) => categoryLoader(args, 'fish');

export default function Page({ loaderData }: Route.ComponentProps) {
  return <CategoryPage pageKey="fishing" category="fish" data={loaderData} />;
}
