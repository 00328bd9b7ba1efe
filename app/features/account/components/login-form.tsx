import { Link } from 'react-router';
import { useTranslation } from '~/i18n/use-translation.ts';
import { Button } from '~/ui/button.tsx';
import { Field } from '~/ui/field.tsx';
import { protectionRefusal } from '~/features/protection/components/texts.ts';
import { SignInCodeStep } from './sign-in-code-step.tsx';
import { LOGIN_ACTION, useWayBack } from './signin-param.ts';
import { useAccountForm } from './use-account-form.ts';

const INTENTS = ['password', 'send-code', 'withdraw'] as const;

/**
 * Password sign-in (/api/auth/login), posted to /login's action. Stays signed out and says why on
 * failure; on success the player goes where they were heading (in a modal: stays on the page).
 */
export function LoginForm() {
  const { t, i18n } = useTranslation();
  const { fetcher, result, failure, busy, field, form } = useAccountForm('sign-in', INTENTS);
  const back = useWayBack();
  const refusal = failure?.message ? (protectionRefusal(failure as never, t, i18n.language) ?? form) : form;
  // Refused for a time-out or self-exclusion, the player may still open a withdraw-only session.
  const onBreak = failure?.intent === 'password' && (failure.message === 'timedOut' || failure.message === 'selfExcluded');
  // The account asks a code as well on this device.
  const codeStep = !!result?.codeRequired;
  return (
    <fetcher.Form method="post" action={LOGIN_ACTION} noValidate className="space-y-4" data-testid="login-form">
      {/* Enter signs in, even with the code step's own button above the form's */}
      {codeStep && <button type="submit" tabIndex={-1} aria-hidden="true" className="sr-only" />}
      <input type="hidden" name="redirect" value={back} />
      <Field
        label={t('auth.accountId', 'Account ID')}
        name="account_id"
        autoComplete="username"
        maxLength={32}
        defaultValue={result?.account ?? ''}
        error={field('account_id')}
      />
      <Field label={t('auth.password', 'Password')} name="password" type="password" autoComplete="current-password" maxLength={128} error={field('password')} />
      <p role="alert" aria-live="assertive" className="min-h-5 text-sm text-danger" data-testid="login-error">
        {refusal}
      </p>
      {codeStep && <SignInCodeStep result={result} error={field('tac')} busy={busy} />}
      {onBreak && (
        <Button type="submit" name="intent" value="withdraw" variant="secondary" className="w-full" disabled={busy} data-testid="withdraw-only">
          {t('protection.restricted.withdraw', 'Withdraw my balance')}
        </Button>
      )}
      <Button type="submit" className="w-full" disabled={busy}>
        {busy ? t('site.loading', 'Loading…') : t('auth.signIn', 'Sign in')}
      </Button>
      <div className="flex flex-wrap justify-between gap-x-4 gap-y-2 text-sm">
        <Link to="/forgot-password" className="text-accent hover:underline">
          {t('auth.forgotPassword', 'Forgot password?')}
        </Link>
        <Link to="/register" className="text-accent hover:underline">
          {t('auth.noAccount', 'Create an account')}
        </Link>
      </div>
    </fetcher.Form>
  );
}
