import { InboxView } from '~/components/inbox/inbox-view.tsx';
import { PageFrame } from '~/components/layout/page-frame.tsx';
import { pageMeta } from '~/lib/page-meta.ts';

export const meta = pageMeta('inbox');

export default function Page() {
  return (
    <PageFrame pageKey="inbox">
      <InboxView />
    </PageFrame>
  );
}
