import { CategoryPage } from '~/components/games/category-page.tsx';
import { categoryLoader } from '~/lib/games.server.ts';
import { pageMeta } from '~/lib/page-meta.ts';
import type { Route } from './+types/horse-racing';

export const meta = pageMeta('horseRacing');
export const loader = (args: Route.LoaderArgs) => categoryLoader(args, 'horseracing');

export default function Page({ loaderData }: Route.ComponentProps) {
  return <CategoryPage pageKey="horseRacing" category="horseracing" data={loaderData} />;
}
