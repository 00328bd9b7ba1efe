import { CmsPageView } from '~/components/content/cms-page.tsx';
import { cmsLoader } from '~/lib/cms.server.ts';
import { pageMeta } from '~/lib/page-meta.ts';
import type { Route } from './+types/banking';

export const meta = pageMeta('banking');
export const loader = (args: Route.LoaderArgs) => cmsLoader(args, 'banking');

export default function Page({ loaderData }: Route.ComponentProps) {
  return <CmsPageView pageKey="banking" page={loaderData} />;
}
