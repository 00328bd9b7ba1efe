import { PageFrame } from '~/components/layout/page-frame.tsx';
import { BankList } from '~/components/wallet/bank-list.tsx';
import { pageMeta } from '~/lib/page-meta.ts';
import type { Route } from './+types/bank-details';
import { prefetch } from '~/lib/player.server.ts';

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
