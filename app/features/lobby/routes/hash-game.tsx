import { CategoryPage } from '~/features/lobby/components/category-page.tsx';
import { categoryLoader } from '~/features/lobby/games.server.ts';
import { pageMeta } from '~/lib/shared/page-meta.ts';
import type { Route } from './+types/hash-game';

export const meta = pageMeta('hashGame');
export const loader = (args: Route.LoaderArgs) => categoryLoader(args, 'hashgame');

export default function Page({ loaderData }: Route.ComponentProps) {
  return <CategoryPage pageKey="hashGame" category="hashgame" data={loaderData} />;
}
