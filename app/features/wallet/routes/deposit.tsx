import { useSearchParams } from 'react-router';
import { PageFrame } from '~/features/site/components/page-frame.tsx';
import { DepositForm } from '~/features/wallet/components/deposit-form.tsx';
import { DepositStatus } from '~/features/wallet/components/deposit-status.tsx';
import { RecentTransactions } from '~/features/wallet/components/recent-transactions.tsx';
import { BalanceSummary } from '~/features/wallet/components/balance-summary.tsx';
import { pageMeta } from '~/lib/shared/page-meta.ts';
import type { Route } from './+types/deposit';
import { prefetch } from '~/lib/server/player.server.ts';

export const meta = pageMeta('deposit');

/** The form's options, the latest deposits and a returning deposit's status: in the first HTML. */
export async function loader(args: Route.LoaderArgs) {
  const id = Number(new URL(args.request.url).searchParams.get('deposit')) || 0;
  return prefetch(args, [
    ['/wallet/options', {}],
    ['/wallet/transactions', { type: 'deposit', page: 1, page_size: 5 }],
    ...(id > 0 && id <= 2_147_483_647 ? [['/wallet/deposit_status', { deposit_id: id }] as ['/wallet/deposit_status', { deposit_id: number }]] : []),
  ]);
}

export default function Page() {
  const [params] = useSearchParams();
  const depositId = Number(params.get('deposit')) || 0;
  return (
    <PageFrame pageKey="deposit" wide>
      <div className="grid grid-cols-1 items-start gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <div className="space-y-6">
          {depositId > 0 && <DepositStatus id={depositId} />}
          <DepositForm />
        </div>
        <aside className="space-y-6">
          <BalanceSummary />
          <RecentTransactions type="deposit" />
        </aside>
      </div>
    </PageFrame>
  );
}
