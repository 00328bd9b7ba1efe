import { Form, useSubmit } from 'react-router';
import { useTranslation } from '~/i18n/use-translation.ts';
import { buttonClass } from '~/ui/button.tsx';

export const SIGN_OUT_ACTION = '/actions/sign-out';

/** A "Log out" button: a form posted to the sign-out action (works before the scripts run). */
export function SignOutButton({ className = '', testId = 'sign-out' }: { className?: string; testId?: string }) {
  const { t } = useTranslation();
  return (
    <Form method="post" action={SIGN_OUT_ACTION} className="contents">
      <button type="submit" className={className || buttonClass('secondary')} data-testid={testId}>
        {t('header.logout', 'Log out')}
      </button>
    </Form>
  );
}

/** Sign-out from a menu item (no form of its own): the same action, sent by script. */
export function useSignOut() {
  const submit = useSubmit();
  return () => void submit(null, { method: 'post', action: SIGN_OUT_ACTION });
}
