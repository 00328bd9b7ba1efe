import { PageFrame } from '~/features/site/components/page-frame.tsx';
import { BalanceSummary } from '~/features/wallet/components/balance-summary.tsx';
import { RecentTransactions } from '~/features/wallet/components/recent-transactions.tsx';
import { WithdrawForm } from '~/features/wallet/components/withdraw-form.tsx';
import { pageMeta } from '~/lib/shared/page-meta.ts';
import { usePlayerCall } from '~/lib/browser/use-player-call.ts';
import type { Route } from './+types/withdrawal';
import { prefetch } from '~/lib/server/player.server.ts';

export const meta = pageMeta('withdrawal');

export async function loader(args: Route.LoaderArgs) {
  return prefetch(args, [
    ['/wallet/options', {}],
    ['/wallet/transactions', { type: 'withdrawal', page: 1, page_size: 5 }],
  ]);
}

export default function Page() {
  const options = usePlayerCall('/wallet/options', {}, { live: true });
  return (
    <PageFrame pageKey="withdrawal" wide>
      <div className="grid grid-cols-1 items-start gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <WithdrawForm options={options} />
        <aside className="space-y-6">
          <BalanceSummary held={options.data?.held} />
          <RecentTransactions type="withdrawal" />
        </aside>
      </div>
    </PageFrame>
  );
}
