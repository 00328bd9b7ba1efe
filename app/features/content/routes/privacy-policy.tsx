import { CmsPageView } from '~/features/content/components/cms-page.tsx';
import { cmsLoader } from '~/features/content/cms.server.ts';
import { pageMeta } from '~/lib/shared/page-meta.ts';
import type { Route } from './+types/privacy-policy';

export const meta = pageMeta('privacyPolicy');
export const loader = (args: Route.LoaderArgs) => cmsLoader(args, 'privacy_policy');

export default function Page({ loaderData }: Route.ComponentProps) {
  return <CmsPageView pageKey="privacyPolicy" page={loaderData} />;
}
