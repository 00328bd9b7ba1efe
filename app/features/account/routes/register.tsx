import { RegisterForm } from '~/features/account/components/register-form.tsx';
import { PageFrame } from '~/features/site/components/page-frame.tsx';
import { pageMeta } from '~/lib/shared/page-meta.ts';

export const meta = pageMeta('register');

export default function Register() {
  return (
    <PageFrame pageKey="register">
      <div className="mx-auto max-w-md rounded-theme border border-border bg-surface p-6 shadow-xl">
        <RegisterForm />
      </div>
    </PageFrame>
  );
}
