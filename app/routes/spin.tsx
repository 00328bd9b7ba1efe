import { SpinView } from '~/components/engage/spin-view.tsx';
import { PageFrame } from '~/components/layout/page-frame.tsx';
import { pageMeta } from '~/lib/page-meta.ts';
import { prefetch } from '~/lib/player.server.ts';
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
