import { useEffect } from 'react';
import { useTranslation } from '~/i18n/use-translation.ts';
import { Button } from '~/ui/button.tsx';
import { Field } from '~/ui/field.tsx';
import { protectionRefusal } from '~/features/protection/components/texts.ts';
import { LOGIN_ACTION, useWayBack } from './signin-param.ts';
import { useAccountForm } from './use-account-form.ts';
import { useResendTimer } from './use-resend-timer.ts';
import { CodeField } from './demo-code.tsx';

export const CODE_INTENTS = ['code-send', 'code'] as const;

/** Sign-in by one-time code (tac/request_login, then login_tac), posted to /login's action. */
export function CodeLoginForm() {
  const { t, i18n } = useTranslation();
  const { fetcher, result, failure, busy, field, form } = useAccountForm('sign-in-code', CODE_INTENTS);
  const back = useWayBack();
  const [left, setLeft] = useResendTimer();
  const justSent = result?.ok === true ? result : null;
  // Once asked for, the code stays asked for (a wrong code keeps the step).
  const sent = !!justSent || failure?.intent === 'code';
  useEffect(() => {
    if (justSent) setLeft(justSent.resendIn ?? 60);
  }, [justSent, setLeft]);
  const refusal = failure?.message ? (protectionRefusal(failure as never, t, i18n.language) ?? form) : form;
  return (
    <fetcher.Form method="post" action={LOGIN_ACTION} noValidate className="space-y-4" data-testid="code-login-form">
      {/* Enter does the step's main thing: asks for the code, then signs in */}
      <button type="submit" name="intent" value={sent ? 'code' : 'code-send'} tabIndex={-1} aria-hidden="true" className="sr-only" />
      <input type="hidden" name="redirect" value={back} />
      <Field
        label={t('auth.accountId', 'Account ID')}
        name="account_id"
        autoComplete="username"
        maxLength={32}
        defaultValue={result?.account ?? ''}
        error={field('account_id')}
      />
      {sent && (
        <>
          <CodeField error={field('tac')} demo={justSent?.demo} />
        </>
      )}
      <p role="alert" aria-live="assertive" className="min-h-5 text-sm text-danger">
        {refusal}
      </p>
      <div className="flex gap-2">
        {sent && (
          <Button type="submit" name="intent" value="code-send" variant="secondary" disabled={left > 0 || busy}>
            {left > 0 ? t('auth.resendCodeIn', { seconds: left, defaultValue: `Send again in ${left} s` }) : t('auth.requestCode', 'Send code')}
          </Button>
        )}
        <Button type="submit" name="intent" value={sent ? 'code' : 'code-send'} className="flex-1" disabled={busy}>
          {sent ? t('auth.signIn', 'Sign in') : t('auth.requestCode', 'Send code')}
        </Button>
      </div>
    </fetcher.Form>
  );
}
