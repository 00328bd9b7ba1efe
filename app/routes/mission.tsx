import { UpcomingPage } from '~/components/layout/page-frame.tsx';
import { pageMeta } from '~/lib/page-meta.ts';

export const meta = pageMeta('mission');

export default function Page() {
  return <UpcomingPage pageKey="mission" />;
}
