import { CategoryPage } from '~/features/lobby/components/category-page.tsx';
import { categoryLoader } from '~/features/lobby/games.server.ts';
import { pageMeta } from '~/lib/shared/page-meta.ts';
import type { Route } from './+types/casino';

export const meta = pageMeta('casino');
export const loader = (args: Route.LoaderArgs) => categoryLoader(args, 'livecasino');

export default function Page({ loaderData }: Route.ComponentProps) {
  return <CategoryPage pageKey="casino" category="livecasino" data={loaderData} />;
}
