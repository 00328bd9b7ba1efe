import { ReferralView } from '~/features/engage/components/referral-view.tsx';
import { PageFrame } from '~/features/site/components/page-frame.tsx';
import { pageMeta } from '~/lib/shared/page-meta.ts';
import { prefetch } from '~/lib/server/player.server.ts';
import { requestContext } from '~/lib/server/request-context.ts';
import type { Route } from './+types/referral';

export const meta = pageMeta('referral');

/** The programme is public; a signed-in player's own link and numbers come in the first HTML too. */
export async function loader(args: Route.LoaderArgs) {
  const info = args.context.get(requestContext);
  const [programme, mine] = await Promise.all([
    info.api.call('/home/referral', { domain_name: info.site.domain }, info),
    info.session ? prefetch(args, [['/settings/referral', {}]]) : { initial: {} },
  ]);
  return { programme: programme.statusCode === 1 ? programme : null, ...mine };
}

export default function Page({ loaderData }: Route.ComponentProps) {
  return (
    <PageFrame pageKey="referral">
      <ReferralView programme={loaderData.programme} />
    </PageFrame>
  );
}
