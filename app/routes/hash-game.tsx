import { CategoryPage } from '~/components/games/category-page.tsx';
import { categoryLoader } from '~/lib/games.server.ts';
import { pageMeta } from '~/lib/page-meta.ts';
import type { Route } from './+types/hash-game';

export const meta = pageMeta('hashGame');
export const loader = (args: Route.LoaderArgs) => categoryLoader(args, 'hashgame');

export default function Page({ loaderData }: Route.ComponentProps) {
  return <CategoryPage pageKey="hashGame" category="hashgame" data={loaderData} />;
}
