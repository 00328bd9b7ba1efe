import { MissionsView } from '~/features/engage/components/missions-view.tsx';
import { PageFrame } from '~/features/site/components/page-frame.tsx';
import { ButtonLink } from '~/ui/button.tsx';
import { EmptyState } from '~/ui/empty-state.tsx';
import { useTranslation } from '~/i18n/use-translation.ts';
import { pageMeta } from '~/lib/shared/page-meta.ts';
import { prefetch } from '~/lib/server/player.server.ts';
import { requestContext } from '~/lib/server/request-context.ts';
import { useUserStore } from '~/stores/user-store.ts';
import type { Route } from './+types/mission';

export const meta = pageMeta('mission');

/** Public page: a signed-in player's missions and progress arrive in the first HTML. */
export async function loader(args: Route.LoaderArgs) {
  const info = args.context.get(requestContext);
  return info.session ? prefetch(args, [['/engage/missions', {}]]) : { initial: {} };
}

export default function Page() {
  const { t } = useTranslation();
  const signedIn = useUserStore((s) => s.isAuthenticated);
  return (
    <PageFrame pageKey="mission">
      {signedIn ? (
        <MissionsView />
      ) : (
        <EmptyState
          title={t('engage.mission.guestTitle', 'Daily and weekly missions')}
          text={t('engage.mission.guestText', 'Sign in to see your missions, follow your progress and claim rewards.')}
          action={<ButtonLink to="/login?redirect=%2Fmission">{t('auth.signIn', 'Sign in')}</ButtonLink>}
        />
      )}
    </PageFrame>
  );
}
