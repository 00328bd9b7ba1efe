import { CategoryPage } from '~/features/lobby/components/category-page.tsx';
import { categoryLoader } from '~/features/lobby/games.server.ts';
import { pageMeta } from '~/lib/shared/page-meta.ts';
import type { Route } from './+types/crash';

export const meta = pageMeta('crash');
export const loader = (args: Route.LoaderArgs) => categoryLoader(args, 'crash');

export default function Page({ loaderData }: Route.ComponentProps) {
  return <CategoryPage pageKey="crash" category="crash" data={loaderData} />;
}
