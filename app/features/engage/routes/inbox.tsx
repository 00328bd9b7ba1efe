import { InboxView } from '~/features/engage/components/inbox-view.tsx';
import { PageFrame } from '~/features/site/components/page-frame.tsx';
import { pageMeta } from '~/lib/shared/page-meta.ts';
import type { Route } from './+types/inbox';
import { prefetch } from '~/lib/server/player.server.ts';
import { requestContext } from '~/lib/server/request-context.ts';

export const meta = pageMeta('inbox');

export async function loader(args: Route.LoaderArgs) {
  // In the page's language, as the view asks (the same body: the view starts from this answer).
  const lng = args.context.get(requestContext).presentation?.language.lng ?? 'en';
  return prefetch(args, [['/settings/get_inbox', { lang: lng }]]);
}

export default function Page() {
  return (
    <PageFrame pageKey="inbox">
      <InboxView />
    </PageFrame>
  );
}
