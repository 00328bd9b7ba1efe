import { useEffect, useRef } from 'react';
import { useTranslation } from '~/i18n/use-translation.ts';
import { Button } from '~/ui/button.tsx';
import { Field } from '~/ui/field.tsx';
import { useAccountForm } from './use-account-form.ts';

const INTENTS = ['change'] as const;

/** Update_password, posted to /change-password's action: the old password must match; other sessions end. */
export function ChangePasswordForm() {
  const { t } = useTranslation();
  const { fetcher, result, failure, busy, field, form } = useAccountForm('change-password', INTENTS);
  const done = result?.ok === true;
  const ref = useRef<HTMLFormElement>(null);
  // Changed: the fields empty again (the page did not reload).
  useEffect(() => {
    if (done) ref.current?.reset();
  }, [done, result]);
  return (
    <fetcher.Form ref={ref} method="post" noValidate className="space-y-4" data-testid="change-password-form">
      <Field label={t('auth.oldPassword', 'Current password')} name="password" type="password" autoComplete="current-password" error={field('password')} />
      <Field
        label={t('auth.newPassword', 'New password')}
        name="new_password"
        type="password"
        autoComplete="new-password"
        hint={t('auth.rules.password', 'At least 8 characters with a letter and a digit')}
        error={field('new_password')}
      />
      <Field label={t('auth.confirmPassword', 'Confirm password')} name="confirm" type="password" autoComplete="new-password" error={field('confirm')} />
      <p role="alert" aria-live="assertive" className="min-h-5 text-sm text-danger">
        {failure?.message ? form : ''}
      </p>
      {done && (
        <p role="status" className="text-sm text-success">
          {t('messages:passwordChanged', 'Your password has been changed.')}
        </p>
      )}
      <Button type="submit" disabled={busy}>
        {t('auth.changePassword', 'Change password')}
      </Button>
    </fetcher.Form>
  );
}
