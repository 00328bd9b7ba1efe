import { ForgotForm } from '~/features/account/components/forgot-form.tsx';
import { PageFrame } from '~/features/site/components/page-frame.tsx';
import { pageMeta } from '~/lib/shared/page-meta.ts';

export const meta = pageMeta('forgotPassword');

export default function ForgotPassword() {
  return (
    <PageFrame pageKey="forgotPassword">
      <div className="mx-auto max-w-md rounded-theme border border-border bg-surface p-6 shadow-xl">
        <ForgotForm />
      </div>
    </PageFrame>
  );
}
