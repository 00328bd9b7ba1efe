import { useTranslation } from '~/i18n/use-translation.ts';
import { CmsPageView } from '~/components/content/cms-page.tsx';
import { ProtectionTools } from '~/components/protection/tools.tsx';
import { ButtonLink } from '~/components/ui/button.tsx';
import { cmsLoader } from '~/lib/cms.server.ts';
import { pageMeta } from '~/lib/page-meta.ts';
import { useUserStore } from '~/stores/user-store.ts';
import type { Route } from './+types/responsible-gaming';

export const meta = pageMeta('responsibleGaming');
export const loader = (args: Route.LoaderArgs) => cmsLoader(args, 'responsible_gaming');

/** The operator's text, and (signed in) the player's protection tools (issue 16). */
export default function Page({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const signedIn = useUserStore((s) => s.isAuthenticated);
  return (
    <CmsPageView pageKey="responsibleGaming" page={loaderData}>
      {signedIn ? (
        <ProtectionTools />
      ) : (
        <section
          className="mt-6 flex flex-wrap items-center justify-between gap-4 rounded-theme border border-border bg-surface p-5 md:p-6"
          data-testid="protection-signin"
        >
          <p className="min-w-0 flex-1 basis-60 text-sm text-muted">
            {t('protection.signInText', 'Sign in to set deposit, loss and wager limits, a reality check, a time-out or a self-exclusion.')}
          </p>
          <ButtonLink to="/login?redirect=%2Fresponsible-gaming">{t('auth.login', 'Sign in')}</ButtonLink>
        </section>
      )}
    </CmsPageView>
  );
}
