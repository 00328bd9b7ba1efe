import { RegisterForm } from '~/components/auth/register-form.tsx';
import { PageFrame } from '~/components/layout/page-frame.tsx';
import { pageMeta } from '~/lib/page-meta.ts';

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
