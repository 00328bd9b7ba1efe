import { ChangePasswordForm } from '~/features/account/components/change-password-form.tsx';
import { PageFrame } from '~/features/site/components/page-frame.tsx';
import { pageMeta } from '~/lib/shared/page-meta.ts';

export const meta = pageMeta('changePassword');

export default function ChangePassword() {
  return (
    <PageFrame pageKey="changePassword">
      <div className="max-w-md rounded-theme border border-border bg-surface p-6">
        <ChangePasswordForm />
      </div>
    </PageFrame>
  );
}
