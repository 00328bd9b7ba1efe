import { useSearchParams } from 'react-router';
import { PageFrame } from '~/components/layout/page-frame.tsx';
import { DepositForm } from '~/components/wallet/deposit-form.tsx';
import { DepositStatus } from '~/components/wallet/deposit-status.tsx';
import { RecentTransactions } from '~/components/wallet/recent-transactions.tsx';
import { BalanceSummary } from '~/components/wallet/balance-summary.tsx';
import { pageMeta } from '~/lib/page-meta.ts';

export const meta = pageMeta('deposit');

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
