import { PageFrame } from '~/features/site/components/page-frame.tsx';
import { BankList } from '~/features/wallet/components/bank-list.tsx';
import { pageMeta } from '~/lib/shared/page-meta.ts';
import type { Route } from './+types/bank-details';
import { prefetch } from '~/lib/server/player.server.ts';

export const meta = pageMeta('bankDetails');

export async function loader(args: Route.LoaderArgs) {
  return prefetch(args, [['/wallet/bank_accounts', {}]]);
}

export default function Page() {
  return (
    <PageFrame pageKey="bankDetails">
      <BankList />
    </PageFrame>
  );
}
