import { useId, useState, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Button } from '~/components/ui/button.tsx';
import { callApi, siteIdentity } from '~/lib/api-client.ts';
import { errorText } from '~/lib/error-handler.ts';
import { completeLogin } from '~/lib/session.ts';

/** Password sign-in (SPEC §7 /api/auth/login). Stays signed out and says why on failure. */
export function LoginForm({ onDone }: { onDone?: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const id = useId();

  async function submit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const form = new FormData(e.currentTarget);
    const account_id = String(form.get('account_id') ?? '').trim();
    const password = String(form.get('password') ?? '');
    if (!account_id || !password) {
      setError(t('validation:required', 'This field is required.'));
      return;
    }
    setBusy(true);
    setError('');
    const answer = await callApi('/auth/login', { ...siteIdentity(), account_id, password });
    const ok = await completeLogin(answer);
    setBusy(false);
    if (!ok) {
      setError(errorText(answer.message, (k, d) => t(k, d ?? k)));
      return;
    }
    // In a modal the player stays where they are; the page goes where they were heading.
    if (onDone) return onDone();
    const redirect = params.get('redirect');
    navigate(redirect && redirect.startsWith('/') && !redirect.startsWith('//') ? redirect : '/', { replace: true });
  }

  return (
    <form onSubmit={submit} noValidate className="space-y-4" data-testid="login-form">
      <div>
        <label htmlFor={`${id}-acc`} className="mb-1 block text-sm font-medium">{t('auth.accountId', 'Account ID')}</label>
        <input id={`${id}-acc`} name="account_id" autoComplete="username" required maxLength={32}
          className="w-full rounded-theme border border-border bg-surface-2 px-3 py-2 text-text outline-none focus:border-accent" />
      </div>
      <div>
        <label htmlFor={`${id}-pw`} className="mb-1 block text-sm font-medium">{t('auth.password', 'Password')}</label>
        <input id={`${id}-pw`} name="password" type="password" autoComplete="current-password" required maxLength={128}
          className="w-full rounded-theme border border-border bg-surface-2 px-3 py-2 text-text outline-none focus:border-accent" />
      </div>
      <p role="alert" aria-live="assertive" className="min-h-5 text-sm text-danger" data-testid="login-error">{error}</p>
      <Button type="submit" className="w-full" disabled={busy}>
        {busy ? t('site.loading', 'Loading…') : t('auth.signIn', 'Sign in')}
      </Button>
      <div className="flex justify-between text-sm">
        <Link to="/forgot-password" className="text-accent hover:underline">{t('auth.forgotPassword', 'Forgot password?')}</Link>
        <Link to="/register" className="text-accent hover:underline">{t('auth.noAccount', 'Create an account')}</Link>
      </div>
    </form>
  );
}
