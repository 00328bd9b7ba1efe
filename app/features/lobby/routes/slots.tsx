import { CategoryPage } from '~/features/lobby/components/category-page.tsx';
import { categoryLoader } from '~/features/lobby/games.server.ts';
import { pageMeta } from '~/lib/shared/page-meta.ts';
import type { Route } from './+types/slots';

export const meta = pageMeta('slots');
export const loader = (args: Route.LoaderArgs) => categoryLoader(args, 'slots');

export default function Page({ loaderData }: Route.ComponentProps) {
  return <CategoryPage pageKey="slots" category="slots" data={loaderData} />;
}
