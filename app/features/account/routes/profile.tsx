import { useSearchParams } from 'react-router';
import { useTranslation } from '~/i18n/use-translation.ts';
import { PageFrame } from '~/features/site/components/page-frame.tsx';
import { ButtonLink } from '~/ui/button.tsx';
import { pageMeta } from '~/lib/shared/page-meta.ts';
import { useUserStore } from '~/stores/user-store.ts';

export const meta = pageMeta('profile');

export default function Profile() {
  const { t } = useTranslation();
  const user = useUserStore((s) => s.user);
  const fullname = useUserStore((s) => s.fullname);
  const email = useUserStore((s) => s.email);
  // Arrived from the edit form's action.
  const saved = useSearchParams()[0].get('saved') === '1';
  const rows: Array<[string, string]> = [
    [t('auth.accountId', 'Account ID'), user?.account_id ?? ''],
    [t('auth.fullName', 'Full name'), fullname || '—'],
    [t('auth.email', 'E-mail'), email || '—'],
  ];
  return (
    <PageFrame pageKey="profile" actions={<ButtonLink to="/edit-profile">{t('account.editProfile', 'Edit profile')}</ButtonLink>}>
      {saved && (
        <p role="status" className="mb-4 text-sm text-success" data-testid="profile-saved">
          {t('messages:profileSaved', 'Your profile has been saved.')}
        </p>
      )}
      <dl className="divide-y divide-border rounded-theme border border-border bg-surface" data-testid="profile">
        {rows.map(([k, v]) => (
          <div key={k} className="grid grid-cols-3 gap-4 px-5 py-4">
            <dt className="text-muted">{k}</dt>
            <dd className="col-span-2 font-medium break-all">{v}</dd>
          </div>
        ))}
      </dl>
    </PageFrame>
  );
}
