import { CategoryPage } from '~/components/games/category-page.tsx';
import { categoryLoader } from '~/lib/games.server.ts';
import { pageMeta } from '~/lib/page-meta.ts';
import type { Route } from './+types/sabong';

export const meta = pageMeta('sabong');
export const loader = (args: Route.LoaderArgs) => categoryLoader(args, 'sabong');

export default function Page({ loaderData }: Route.ComponentProps) {
  return <CategoryPage pageKey="sabong" category="sabong" data={loaderData} />;
}
