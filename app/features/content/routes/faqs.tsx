import { CmsPageView } from '~/features/content/components/cms-page.tsx';
import { cmsLoader } from '~/features/content/cms.server.ts';
import { pageMeta } from '~/lib/shared/page-meta.ts';
import type { Route } from './+types/faqs';

export const meta = pageMeta('faqs');
export const loader = (args: Route.LoaderArgs) => cmsLoader(args, 'faqs');

export default function Page({ loaderData }: Route.ComponentProps) {
  return <CmsPageView pageKey="faqs" page={loaderData} />;
}
