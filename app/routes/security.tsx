import { useTranslation } from 'react-i18next';
import { PageFrame } from '~/components/layout/page-frame.tsx';
import { Button, ButtonLink } from '~/components/ui/button.tsx';
import { pageMeta } from '~/lib/page-meta.ts';
import { logout } from '~/lib/session.ts';

export const meta = pageMeta('security');

export default function Security() {
  const { t } = useTranslation();
  return (
    <PageFrame pageKey="security">
      <div className="space-y-4">
        <section className="flex flex-wrap items-center justify-between gap-4 rounded-theme border border-border bg-surface p-5">
          <div>
            <h2 className="font-bold">{t('auth.password', 'Password')}</h2>
            <p className="text-sm text-muted">{t('security.passwordText', 'Changing your password signs you out on every other device.')}</p>
          </div>
          <ButtonLink to="/change-password" variant="secondary">{t('auth.changePassword', 'Change password')}</ButtonLink>
        </section>
        <section className="flex flex-wrap items-center justify-between gap-4 rounded-theme border border-border bg-surface p-5">
          <div>
            <h2 className="font-bold">{t('account.sessions', 'Active sessions')}</h2>
            <p className="text-sm text-muted">{t('security.sessionText', 'Sessions end by themselves after a day without use.')}</p>
          </div>
          <Button
            variant="secondary"
            onClick={() => {
              void logout();
              window.location.assign('/login');
            }}
          >
            {t('header.logout', 'Log out')}
          </Button>
        </section>
      </div>
    </PageFrame>
  );
}
