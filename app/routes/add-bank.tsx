import { PageFrame } from '~/components/layout/page-frame.tsx';
import { AddBankForm } from '~/components/wallet/add-bank-form.tsx';
import { pageMeta } from '~/lib/page-meta.ts';

export const meta = pageMeta('addBank');

export default function Page() {
  return (
    <PageFrame pageKey="addBank">
      <div className="max-w-lg">
        <AddBankForm />
      </div>
    </PageFrame>
  );
}
