import { CategoryPage } from '~/features/lobby/components/category-page.tsx';
import { categoryLoader } from '~/features/lobby/games.server.ts';
import { pageMeta } from '~/lib/shared/page-meta.ts';
import type { Route } from './+types/horse-racing';

export const meta = pageMeta('horseRacing');
export const loader = (args: Route.LoaderArgs) => categoryLoader(args, 'horseracing');

export default function Page({ loaderData }: Route.ComponentProps) {
  return <CategoryPage pageKey="horseRacing" category="horseracing" data={loaderData} />;
}
