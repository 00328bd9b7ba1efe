import { CmsPageView } from '~/features/content/components/cms-page.tsx';
import { cmsLoader } from '~/features/content/cms.server.ts';
import { pageMeta } from '~/lib/shared/page-meta.ts';
import type { Route } from './+types/contact-us';

export const meta = pageMeta('contactUs');
export const loader = (args: Route.LoaderArgs) => cmsLoader(args, 'contact_us');

export default function Page({ loaderData }: Route.ComponentProps) {
  return <CmsPageView pageKey="contactUs" page={loaderData} />;
}
