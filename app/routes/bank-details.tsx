import { PageFrame } from '~/components/layout/page-frame.tsx';
import { BankList } from '~/components/wallet/bank-list.tsx';
import { pageMeta } from '~/lib/page-meta.ts';

export const meta = pageMeta('bankDetails');

export default function Page() {
  return (
    <PageFrame pageKey="bankDetails">
      <BankList />
    </PageFrame>
  );
}
