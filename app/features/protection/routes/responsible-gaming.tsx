import { useTranslation } from '~/i18n/use-translation.ts';
import { CmsPageView } from '~/features/content/components/cms-page.tsx';
import { ProtectionTools } from '~/features/protection/components/tools.tsx';
import { ButtonLink } from '~/ui/button.tsx';
import { data } from 'react-router';
import { cmsLoader } from '~/features/content/cms.server.ts';
import { prefetch } from '~/lib/server/player.server.ts';
import { requestContext } from '~/lib/server/request-context.ts';
import { pageMeta } from '~/lib/shared/page-meta.ts';
import { useUserStore } from '~/stores/user-store.ts';
import type { Route } from './+types/responsible-gaming';

export const meta = pageMeta('responsibleGaming');
/** The operator's text; for a signed-in player, the tools' first answers come in the first HTML too. */
export async function loader(args: Route.LoaderArgs) {
  const info = args.context.get(requestContext);
  const [page, mine] = await Promise.all([
    cmsLoader(args, 'responsible_gaming'),
    info.session
      ? prefetch(args, [
          ['/protection/status', {}],
          // The history panel's body carries its refresh counter (0 on the first view).
          ['/protection/history', { page: 1, tick: 0 } as never],
        ])
      : { initial: {} },
  ]);
  return data({ ...page.data, ...mine }, page.init ?? undefined);
}

/** The operator's text, and (signed in) the player's protection tools. */
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
