import { Link, useFetcher } from 'react-router';
import { useTranslation } from '~/i18n/use-translation.ts';
import { when } from '~/features/protection/components/texts.ts';
import { useUserStore } from '~/stores/user-store.ts';

const DISMISS_ACTION = '/actions/password-alert';

/**
 * Shown after the first sign-in since someone ran out the account's budget of password guesses:
 * where (the address, masked) and when, and the way to change the password. Stays until dismissed
 * (a form: its action forgets the alert).
 */
export function PasswordAlertBanner() {
  const { t, i18n } = useTranslation();
  const alert = useUserStore((s) => s.passwordAlert);
  const fetcher = useFetcher({ key: 'password-alert' });
  const dismiss = () => {
    useUserStore.getState().dismissPasswordAlert();
    void fetcher.submit(null, { method: 'post', action: DISMISS_ACTION });
  };
  if (!alert) return null;
  const text = t('auth.passwordAlert.text', {
    defaultValue: 'Someone tried to sign in to your account with wrong passwords, most recently from {{address}} on {{date}}.',
    address: alert.address ?? '?',
    date: when(alert.at, i18n.language),
  });
  return (
    <aside
      role="alert"
      aria-label={t('auth.passwordAlert.label', 'Sign-in warning')}
      data-testid="password-alert"
      className="border-b border-border bg-surface-2 text-text"
    >
      <div className="mx-auto flex max-w-6xl flex-wrap items-center gap-x-4 gap-y-2 px-4 py-2 text-sm">
        <p className="min-w-0 flex-1 basis-64">
          <strong>{text}</strong> {t('auth.passwordAlert.advice', 'If it was not you, change your password.')}
        </p>
        <fetcher.Form
          method="post"
          action={DISMISS_ACTION}
          className="flex flex-wrap gap-2"
          onSubmit={(e) => {
            e.preventDefault();
            dismiss();
          }}
        >
          <Link to="/change-password" className="btn btn-primary py-1.5" onClick={dismiss}>
            {t('auth.changePassword', 'Change password')}
          </Link>
          <button type="submit" className="btn btn-secondary py-1.5">
            {t('auth.passwordAlert.dismiss', 'Dismiss')}
          </button>
        </fetcher.Form>
      </div>
    </aside>
  );
}
