import { CmsPageView } from '~/components/content/cms-page.tsx';
import { cmsLoader } from '~/lib/cms.server.ts';
import { pageMeta } from '~/lib/page-meta.ts';
import type { Route } from './+types/faqs';

export const meta = pageMeta('faqs');
export const loader = (args: Route.LoaderArgs) => cmsLoader(args, 'faqs');

export default function Page({ loaderData }: Route.ComponentProps) {
  return <CmsPageView pageKey="faqs" page={loaderData} />;
}
