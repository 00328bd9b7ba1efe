import { lazy, Suspense, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from '~/i18n/use-translation.ts';
import type { LoginValues as Values } from './auth-schemas.ts';
import { Button } from '~/ui/button.tsx';
import { Field } from '~/ui/field.tsx';
import { callApi, siteIdentity } from '~/lib/browser/api-client.ts';
import { errorText } from '~/lib/browser/error-handler.ts';
import { protectionRefusal } from '~/features/protection/components/texts.ts';
import { completeLogin } from '~/lib/browser/session.ts';
import { useUserStore } from '~/stores/user-store.ts';
import { ClientForm } from '~/ui/client-form.tsx';
import { safeRedirect } from '~/lib/shared/safe-redirect.ts';
import { lazyResolver } from '~/lib/browser/lazy-resolver.ts';

// The rules (zod) load on the form's first focus.
const resolver = lazyResolver(() => import('./auth-schemas.ts').then((m) => m.loginResolver));
// Only after an answer 'codeRequired' (someone has been guessing the account's password).
const SignInCodeStep = lazy(() => import('./sign-in-code-step.tsx').then((m) => ({ default: m.SignInCodeStep })));

/** Password sign-in (/api/auth/login). Stays signed out and says why on failure. */
export function LoginForm({ onDone }: { onDone?: () => void }) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [error, setError] = useState('');
  // Refused for a time-out or self-exclusion, the player may still open a withdraw-only session.
  const [onBreak, setOnBreak] = useState<Values | null>(null);
  // The account asks a code as well on this device: the account it was asked for, and the code typed.
  const [codeFor, setCodeFor] = useState('');
  const [tac, setTac] = useState('');
  const { register, handleSubmit, formState } = useForm<Values>({ resolver, defaultValues: { account_id: '', password: '' } });
  const fe = (n: keyof Values) => (formState.errors[n]?.message ? t(`validation:${formState.errors[n]!.message}`, formState.errors[n]!.message!) : undefined);

  async function submit(v: Values) {
    setError('');
    setOnBreak(null);
    const withCode = codeFor !== '' && codeFor === v.account_id.trim();
    if (withCode && !/^\d{6}$/.test(tac)) return setError(t('validation:codeFormat', 'Enter the 6-digit code.'));
    const answer = await callApi('/auth/login', { ...siteIdentity(), account_id: v.account_id.trim(), password: v.password, ...(withCode ? { tac } : {}) });
    const ok = await completeLogin(answer);
    if (!ok) {
      if (answer.message === 'codeRequired') {
        setCodeFor(v.account_id.trim());
        return;
      }
      // A time-out or self-exclusion says until when.
      setError(protectionRefusal(answer as never, t, i18n.language) ?? errorText(answer.message, (k, d) => t(k, d ?? k)));
      if (answer.message === 'timedOut' || answer.message === 'selfExcluded') setOnBreak(v);
      return;
    }
    // In a modal the player stays where they are; the page goes where they were heading.
    if (onDone) return onDone();
    navigate(safeRedirect(params.get('redirect'), window.location.origin), { replace: true });
  }

  return (
    <ClientForm onSubmit={handleSubmit(submit)} onFocus={resolver.preload} noValidate className="space-y-4" data-testid="login-form">
      <Field label={t('auth.accountId', 'Account ID')} autoComplete="username" maxLength={32} error={fe('account_id')} {...register('account_id')} />
      <Field
        label={t('auth.password', 'Password')}
        type="password"
        autoComplete="current-password"
        maxLength={128}
        error={fe('password')}
        {...register('password')}
      />
      <p role="alert" aria-live="assertive" className="min-h-5 text-sm text-danger" data-testid="login-error">
        {error}
      </p>
      {codeFor && (
        <Suspense fallback={null}>
          <SignInCodeStep accountId={codeFor} tac={tac} onTac={setTac} onError={setError} />
        </Suspense>
      )}
      {onBreak && <WithdrawOnlySignIn values={onBreak} onError={setError} />}
      <Button type="submit" className="w-full" disabled={formState.isSubmitting}>
        {formState.isSubmitting ? t('site.loading', 'Loading…') : t('auth.signIn', 'Sign in')}
      </Button>
      <div className="flex flex-wrap justify-between gap-x-4 gap-y-2 text-sm">
        <Link to="/forgot-password" className="text-accent hover:underline">
          {t('auth.forgotPassword', 'Forgot password?')}
        </Link>
        <Link to="/register" className="text-accent hover:underline">
          {t('auth.noAccount', 'Create an account')}
        </Link>
      </div>
    </ClientForm>
  );
}

/**
 * During a time-out or self-exclusion the balance can still be taken out (decision
 * 0012): a withdraw-only session, opened on the player's request, that lands on /withdrawal.
 */
function WithdrawOnlySignIn({ values, onError }: { values: Values; onError: (text: string) => void }) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  async function open() {
    setBusy(true);
    const answer = await callApi('/auth/login', { ...siteIdentity(), account_id: values.account_id.trim(), password: values.password, scope: 'withdraw' });
    if (answer.statusCode === 1 && useUserStore.getState().login(answer)) {
      // A full load: the shell starts over as a withdraw-only session.
      window.location.assign('/withdrawal');
      return;
    }
    setBusy(false);
    onError(errorText(answer.message, (k, d) => t(k, d ?? k)));
  }
  return (
    <Button variant="secondary" className="w-full" disabled={busy} onClick={() => void open()} data-testid="withdraw-only">
      {t('protection.restricted.withdraw', 'Withdraw my balance')}
    </Button>
  );
}
