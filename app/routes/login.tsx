import { LoginForm } from '~/components/auth/login-form.tsx';
import { PageFrame } from '~/components/layout/page-frame.tsx';
import { pageMeta } from '~/lib/page-meta.ts';

export const meta = pageMeta('login');

export default function Login() {
  return (
    <PageFrame pageKey="login">
      <div className="mx-auto max-w-md rounded-theme border border-border bg-surface p-6 shadow-xl">
        <LoginForm />
      </div>
    </PageFrame>
  );
}
