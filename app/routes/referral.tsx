import { ReferralView } from '~/components/referral/referral-view.tsx';
import { PageFrame } from '~/components/layout/page-frame.tsx';
import { pageMeta } from '~/lib/page-meta.ts';
import { requestContext } from '~/lib/request-context.ts';
import type { Route } from './+types/referral';

export const meta = pageMeta('referral');

/** The programme is public: it is in the first HTML; the player's own numbers load in the browser. */
export async function loader(args: Route.LoaderArgs) {
  const info = args.context.get(requestContext);
  const programme = await info.api.call('/home/referral', { domain_name: info.site.domain }, info);
  return { programme: programme.statusCode === 1 ? programme : null };
}

export default function Page({ loaderData }: Route.ComponentProps) {
  return (
    <PageFrame pageKey="referral">
      <ReferralView programme={loaderData.programme} />
    </PageFrame>
  );
}
