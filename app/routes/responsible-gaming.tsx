import { CmsPageView } from '~/components/content/cms-page.tsx';
import { cmsLoader } from '~/lib/cms.server.ts';
import { pageMeta } from '~/lib/page-meta.ts';
import type { Route } from './+types/responsible-gaming';

export const meta = pageMeta('responsibleGaming');
export const loader = (args: Route.LoaderArgs) => cmsLoader(args, 'responsible_gaming');

export default function Page({ loaderData }: Route.ComponentProps) {
  return <CmsPageView pageKey="responsibleGaming" page={loaderData} />;
}
