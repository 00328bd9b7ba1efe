import { CmsPageView } from '~/features/content/components/cms-page.tsx';
import { cmsLoader } from '~/features/content/cms.server.ts';
import { pageMeta } from '~/lib/shared/page-meta.ts';
import type { Route } from './+types/term-condition';

export const meta = pageMeta('termCondition');
export const loader = (args: Route.LoaderArgs) => cmsLoader(args, 'term_condition');

export default function Page({ loaderData }: Route.ComponentProps) {
  return <CmsPageView pageKey="termCondition" page={loaderData} />;
}
