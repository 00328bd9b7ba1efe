import { useTranslation } from '~/i18n/use-translation.ts';
import { Button } from '~/ui/button.tsx';
import { Field } from '~/ui/field.tsx';
import { useAccountForm } from './use-account-form.ts';
import { CodeField } from './demo-code.tsx';

const INTENTS = ['ask', 'reset'] as const;

/** Forgot password: account id + phone, then the code from the phone and a new password. */
export function ForgotForm() {
  const { t } = useTranslation();
  const { fetcher, result, failure, busy, field, form } = useAccountForm('forgot-password', INTENTS);
  const step = result?.step === 'reset' ? 'reset' : 'ask';
  const typed = result?.values ?? {};
  const demo = result?.ok === true ? (result.demo ?? '') : '';
  return (
    <fetcher.Form method="post" noValidate className="space-y-4" data-testid="forgot-form">
      <input type="hidden" name="intent" value={step} />
      <div className="space-y-4">
        <Field
          label={t('auth.accountId', 'Account ID')}
          name="account_id"
          autoComplete="username"
          maxLength={32}
          readOnly={step === 'reset'}
          defaultValue={typed.account_id}
          error={field('account_id')}
        />
        <Field
          label={t('auth.phone', 'Phone number')}
          name="contact_phone"
          type="tel"
          autoComplete="tel"
          maxLength={20}
          readOnly={step === 'reset'}
          defaultValue={typed.contact_phone}
          error={field('contact_phone')}
        />
      </div>
      {step === 'reset' && (
        <>
          <p className="text-sm text-muted" role="status">
            {t('forgot.sent', 'If the account and phone number match, a code is on its way to that phone.')}
          </p>
          <CodeField error={field('tac')} demo={demo} sent={false} />
          <Field
            label={t('auth.newPassword', 'New password')}
            name="new_password"
            type="password"
            autoComplete="new-password"
            maxLength={128}
            hint={t('auth.rules.password', 'At least 8 characters with a letter and a digit')}
            error={field('new_password')}
          />
        </>
      )}
      <p role="alert" aria-live="assertive" className="min-h-5 text-sm text-danger">
        {failure?.message ? form : ''}
      </p>
      <Button type="submit" className="w-full" disabled={busy}>
        {step === 'ask' ? t('auth.requestCode', 'Send code') : t('auth.changePassword', 'Change password')}
      </Button>
    </fetcher.Form>
  );
}
