import { SpinView } from '~/features/engage/components/spin-view.tsx';
import { PageFrame } from '~/features/site/components/page-frame.tsx';
import { pageMeta } from '~/lib/shared/page-meta.ts';
import { prefetch } from '~/lib/server/player.server.ts';
import type { Route } from './+types/spin';

export const meta = pageMeta('spin');

export async function loader(args: Route.LoaderArgs) {
  return prefetch(args, [['/engage/spin_info', {}]]);
}

export default function Page() {
  return (
    <PageFrame pageKey="spin" wide>
      <SpinView />
    </PageFrame>
  );
}
