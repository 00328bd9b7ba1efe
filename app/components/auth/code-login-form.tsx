import { useEffect, useState, type FormEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Button } from '~/components/ui/button.tsx';
import { Field } from '~/components/ui/field.tsx';
import { callApi, siteIdentity } from '~/lib/api-client.ts';
import { errorText } from '~/lib/error-handler.ts';
import { numberInputProps } from '~/lib/input-filters.ts';
import { completeLogin } from '~/lib/session.ts';

/** Countdown until a code may be requested again. */
export function useResendTimer() {
  const [left, setLeft] = useState(0);
  useEffect(() => {
    if (left <= 0) return;
    const id = setTimeout(() => setLeft((s) => s - 1), 1000);
    return () => clearTimeout(id);
  }, [left]);
  return [left, setLeft] as const;
}

/** Sign-in by one-time code (SPEC §7 tac/request_login, then login_tac). */
export function CodeLoginForm({ onDone }: { onDone?: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [accountId, setAccountId] = useState('');
  const [code, setCode] = useState('');
  const [sent, setSent] = useState(false);
  const [demo, setDemo] = useState('');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const [left, setLeft] = useResendTimer();
  const tr = (m: string) => errorText(m, (k, d) => t(k, d ?? k));

  async function request() {
    if (!accountId.trim()) return setError(t('validation:required', 'This field is required.'));
    setBusy(true);
    setError('');
    const a = await callApi('/auth/tac/request_login', { ...siteIdentity(), account_id: accountId.trim() });
    setBusy(false);
    if (a.statusCode !== 1) return setError(tr(a.message));
    setSent(true);
    setLeft(a.resend_in ?? 60);
    setDemo(a.demo_tac ?? '');
  }

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (!sent) return request();
    if (!/^\d{6}$/.test(code)) return setError(t('validation:codeFormat', 'Enter the 6-digit code.'));
    setBusy(true);
    setError('');
    const answer = await callApi('/auth/login_tac', { ...siteIdentity(), account_id: accountId.trim(), tac: code });
    const ok = await completeLogin(answer);
    setBusy(false);
    if (!ok) return setError(tr(answer.message));
    // In a modal the player stays where they are; the page goes where they were heading.
    if (onDone) return onDone();
    const redirect = params.get('redirect');
    navigate(redirect && redirect.startsWith('/') && !redirect.startsWith('//') ? redirect : '/', { replace: true });
  }

  return (
    <form onSubmit={submit} noValidate className="space-y-4" data-testid="code-login-form">
      <Field label={t('auth.accountId', 'Account ID')} name="account_id" autoComplete="username" value={accountId} onChange={(e) => setAccountId(e.target.value)} maxLength={32} />
      {sent && (
        <>
          <Field
            label={t('auth.code', 'Verification code')}
            name="tac"
            autoComplete="one-time-code"
            maxLength={6}
            value={code}
            onChange={(e) => setCode(e.target.value)}
            {...numberInputProps()}
            hint={t('messages:codeSent', 'We sent a code to your phone.')}
          />
          {demo && (
            <p className="rounded-theme border border-dashed border-border p-2 text-xs text-muted" data-testid="demo-tac">
              Demo code: <strong className="text-text">{demo}</strong>
            </p>
          )}
        </>
      )}
      <p role="alert" aria-live="assertive" className="min-h-5 text-sm text-danger">{error}</p>
      <div className="flex gap-2">
        {sent && (
          <Button variant="secondary" disabled={left > 0 || busy} onClick={() => void request()}>
            {left > 0 ? t('auth.resendCodeIn', { seconds: left, defaultValue: `Send again in ${left} s` }) : t('auth.requestCode', 'Send code')}
          </Button>
        )}
        <Button type="submit" className="flex-1" disabled={busy}>
          {sent ? t('auth.signIn', 'Sign in') : t('auth.requestCode', 'Send code')}
        </Button>
      </div>
    </form>
  );
}
