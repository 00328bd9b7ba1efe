import { CategoryPage } from '~/features/lobby/components/category-page.tsx';
import { categoryLoader } from '~/features/lobby/games.server.ts';
import { pageMeta } from '~/lib/shared/page-meta.ts';
import type { Route } from './+types/sabong';

export const meta = pageMeta('sabong');
export const loader = (args: Route.LoaderArgs) => categoryLoader(args, 'sabong');

export default function Page({ loaderData }: Route.ComponentProps) {
  return <CategoryPage pageKey="sabong" category="sabong" data={loaderData} />;
}
