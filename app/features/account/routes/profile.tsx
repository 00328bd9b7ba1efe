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
  const rows: Array<[string, string]> = [
    [t('auth.accountId', 'Account ID'), user?.account_id ?? ''],
    [t('auth.fullName', 'Full name'), fullname || '—'],
    [t('auth.email', 'E-mail'), email || '—'],
  ];
  return (
    <PageFrame pageKey="profile" actions={<ButtonLink to="/edit-profile">{t('account.editProfile', 'Edit profile')}</ButtonLink>}>
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
