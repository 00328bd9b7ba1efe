import { useTranslation } from '~/i18n/use-translation.ts';
import { SecuritySessions } from '~/features/account/components/security-sessions.tsx';
import { PageFrame } from '~/features/site/components/page-frame.tsx';
import { ButtonLink } from '~/ui/button.tsx';
import { pageMeta } from '~/lib/shared/page-meta.ts';
import type { Route } from './+types/security';
import { prefetch } from '~/lib/server/player.server.ts';

export const meta = pageMeta('security');

export async function loader(args: Route.LoaderArgs) {
  return prefetch(args, [['/settings/sessions', {}]]);
}

export default function Security() {
  const { t } = useTranslation();
  return (
    <PageFrame pageKey="security">
      <div className="space-y-4">
        <section className="flex flex-wrap items-center justify-between gap-4 rounded-theme border border-border bg-surface p-5 md:p-6">
          <div className="min-w-0 flex-1 basis-60">
            <h2 className="text-lg font-bold">{t('auth.password', 'Password')}</h2>
            <p className="text-sm text-muted">{t('security.passwordText', 'Changing your password signs you out on every other device.')}</p>
          </div>
          <ButtonLink to="/change-password" variant="secondary">
            {t('auth.changePassword', 'Change password')}
          </ButtonLink>
        </section>
        <SecuritySessions />
      </div>
    </PageFrame>
  );
}
