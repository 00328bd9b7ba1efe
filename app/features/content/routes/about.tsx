import { CmsPageView } from '~/features/content/components/cms-page.tsx';
import { cmsLoader } from '~/features/content/cms.server.ts';
import { pageMeta } from '~/lib/shared/page-meta.ts';
import type { Route } from './+types/about';

export const meta = pageMeta('about');
export const loader = (args: Route.LoaderArgs) => cmsLoader(args, 'about_us');

export default function Page({ loaderData }: Route.ComponentProps) {
  return <CmsPageView pageKey="about" page={loaderData} />;
}
