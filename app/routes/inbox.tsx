import { InboxView } from '~/components/inbox/inbox-view.tsx';
import { PageFrame } from '~/components/layout/page-frame.tsx';
import { pageMeta } from '~/lib/page-meta.ts';
import type { Route } from './+types/inbox';
import { prefetch } from '~/lib/player.server.ts';

export const meta = pageMeta('inbox');

export async function loader(args: Route.LoaderArgs) {
  return prefetch(args, [['/settings/get_inbox', {}]]);
}

export default function Page() {
  return (
    <PageFrame pageKey="inbox">
      <InboxView />
    </PageFrame>
  );
}
