import { ChangePasswordForm } from '~/components/account/change-password-form.tsx';
import { PageFrame } from '~/components/layout/page-frame.tsx';
import { pageMeta } from '~/lib/page-meta.ts';

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
