import { CategoryPage } from '~/features/lobby/components/category-page.tsx';
import { categoryLoader } from '~/features/lobby/games.server.ts';
import { pageMeta } from '~/lib/shared/page-meta.ts';
import type { Route } from './+types/lottery';

export const meta = pageMeta('lottery');
export const loader = (args: Route.LoaderArgs) => categoryLoader(args, 'lottery');

export default function Page({ loaderData }: Route.ComponentProps) {
  return <CategoryPage pageKey="lottery" category="lottery" data={loaderData} />;
}
