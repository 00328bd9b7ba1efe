import { ReferralView } from '~/features/engage/components/referral-view.tsx';
import { PageFrame } from '~/features/site/components/page-frame.tsx';
import { pageMeta } from '~/lib/shared/page-meta.ts';
import { requestInfo, requirePlayer, siteCall } from '~/lib/server/player.server.ts';
import type { Route } from './+types/referral';

export const meta = pageMeta('referral');

/** The programme is public; a signed-in player's own link and numbers come in the first HTML too. */
export async function loader(args: Route.LoaderArgs) {
  const [programme, mine] = await Promise.all([
    siteCall(args, '/home/referral', {}),
    requestInfo(args).session ? requirePlayer(args).call('/settings/referral', {}) : null,
  ]);
  return {
    programme: programme.statusCode === 1 ? programme : null,
    mine: mine && (mine.statusCode === 1 ? { answer: mine, error: null } : { answer: null, error: mine.message }),
  };
}

export default function Page({ loaderData }: Route.ComponentProps) {
  return (
    <PageFrame pageKey="referral">
      <ReferralView programme={loaderData.programme} mine={loaderData.mine} />
    </PageFrame>
  );
}
