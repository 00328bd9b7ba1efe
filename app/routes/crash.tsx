import { CategoryPage } from '~/components/games/category-page.tsx';
import { categoryLoader } from '~/lib/games.server.ts';
import { pageMeta } from '~/lib/page-meta.ts';
import type { Route } from './+types/crash';

export const meta = pageMeta('crash');
export const loader = (args: Route.LoaderArgs) => categoryLoader(args, 'crash');

export default function Page({ loaderData }: Route.ComponentProps) {
  return <CategoryPage pageKey="crash" category="crash" data={loaderData} />;
}
