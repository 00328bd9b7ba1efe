import { CategoryPage } from '~/components/games/category-page.tsx';
import { categoryLoader } from '~/lib/games.server.ts';
import { pageMeta } from '~/lib/page-meta.ts';
import type { Route } from './+types/lottery';

export const meta = pageMeta('lottery');
export const loader = (args: Route.LoaderArgs) => categoryLoader(args, 'lottery');

export default function Page({ loaderData }: Route.ComponentProps) {
  return <CategoryPage pageKey="lottery" category="lottery" data={loaderData} />;
}
