import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from '~/i18n/use-translation.ts';
import type { CodeLoginValues as Values } from './auth-schemas.ts';
import { Button } from '~/ui/button.tsx';
import { Field } from '~/ui/field.tsx';
import { callApi, siteIdentity } from '~/lib/browser/api-client.ts';
import { errorText } from '~/lib/browser/error-handler.ts';
import { protectionRefusal } from '~/features/protection/components/texts.ts';
import { filtered, numberInputProps } from '~/lib/shared/input-filters.ts';
import { completeLogin } from '~/lib/browser/session.ts';
import { ClientForm } from '~/ui/client-form.tsx';
import { safeRedirect } from '~/lib/shared/safe-redirect.ts';
import { lazyResolver } from '~/lib/browser/lazy-resolver.ts';
import { useResendTimer } from './use-resend-timer.ts';
import { DemoCode } from './demo-code.tsx';

// The rules (zod; the code is checked once asked for) load on the form's first focus.
const resolver = lazyResolver(() => import('./auth-schemas.ts').then((m) => m.codeLoginResolver));

/** Sign-in by one-time code (tac/request_login, then login_tac). */
export function CodeLoginForm({ onDone }: { onDone?: () => void }) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [demo, setDemo] = useState('');
  const [error, setError] = useState('');
  const [left, setLeft] = useResendTimer();
  const { register, handleSubmit, watch, setValue, getValues, formState } = useForm<Values>({
    resolver,
    defaultValues: { sent: false, account_id: '', tac: '' },
  });
  const sent = watch('sent');
  const fe = (n: keyof Values) => (formState.errors[n]?.message ? t(`validation:${formState.errors[n]!.message}`, formState.errors[n]!.message!) : undefined);
  const tr = (m: string) => errorText(m, (k, d) => t(k, d ?? k));

  async function request(v: Values) {
    setError('');
    const a = await callApi('/auth/tac/request_login', { ...siteIdentity(), account_id: v.account_id.trim() });
    if (a.statusCode !== 1) return setError(tr(a.message));
    setValue('sent', true);
    setLeft(a.resend_in ?? 60);
    setDemo(a.demo_tac ?? '');
  }

  async function submit(v: Values) {
    if (!v.sent) return request(v);
    setError('');
    const answer = await callApi('/auth/login_tac', { ...siteIdentity(), account_id: v.account_id.trim(), tac: v.tac.trim() });
    const ok = await completeLogin(answer);
    if (!ok) return setError(protectionRefusal(answer as never, t, i18n.language) ?? tr(answer.message));
    // In a modal the player stays where they are; the page goes where they were heading.
    if (onDone) return onDone();
    navigate(safeRedirect(params.get('redirect'), window.location.origin), { replace: true });
  }

  return (
    <ClientForm onSubmit={handleSubmit(submit)} onFocus={resolver.preload} noValidate className="space-y-4" data-testid="code-login-form">
      <Field label={t('auth.accountId', 'Account ID')} autoComplete="username" maxLength={32} error={fe('account_id')} {...register('account_id')} />
      {sent && (
        <>
          <Field
            label={t('auth.code', 'Verification code')}
            autoComplete="one-time-code"
            maxLength={6}
            error={fe('tac')}
            hint={t('messages:codeSent', 'We sent a code to your phone.')}
            {...filtered(register('tac'), numberInputProps())}
          />
          <DemoCode code={demo} />
        </>
      )}
      <p role="alert" aria-live="assertive" className="min-h-5 text-sm text-danger">
        {error}
      </p>
      <div className="flex gap-2">
        {sent && (
          <Button variant="secondary" disabled={left > 0 || formState.isSubmitting} onClick={() => void request(getValues())}>
            {left > 0 ? t('auth.resendCodeIn', { seconds: left, defaultValue: `Send again in ${left} s` }) : t('auth.requestCode', 'Send code')}
          </Button>
        )}
        <Button type="submit" className="flex-1" disabled={formState.isSubmitting}>
          {sent ? t('auth.signIn', 'Sign in') : t('auth.requestCode', 'Send code')}
        </Button>
      </div>
    </ClientForm>
  );
}
