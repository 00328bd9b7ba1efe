import { InboxView } from '~/components/inbox/inbox-view.tsx';
import { PageFrame } from '~/components/layout/page-frame.tsx';
import { pageMeta } from '~/lib/page-meta.ts';
import type { Route } from './+types/inbox';
import { prefetch } from '~/lib/player.server.ts';
import { requestContext } from '~/lib/request-context.ts';

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
