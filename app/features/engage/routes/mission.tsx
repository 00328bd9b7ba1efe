import { data } from 'react-router';
import { z } from 'zod';
import { MissionClaimRequest } from '#contract/engage.ts';
import { MissionsView } from '~/features/engage/components/missions-view.tsx';
import { PageFrame } from '~/features/site/components/page-frame.tsx';
import { ButtonLink } from '~/ui/button.tsx';
import { EmptyState } from '~/ui/empty-state.tsx';
import { useTranslation } from '~/i18n/use-translation.ts';
import { pageMeta } from '~/lib/shared/page-meta.ts';
import { checkForm, formFields, refused } from '~/lib/shared/forms.ts';
import { requestInfo, requirePlayer } from '~/lib/server/player.server.ts';
import { useUserStore } from '~/stores/user-store.ts';
import type { Route } from './+types/mission';

export const meta = pageMeta('mission');

/** Public page: a signed-in player's missions and progress arrive in the first HTML; a guest sees what missions are. */
export async function loader(args: Route.LoaderArgs) {
  if (!requestInfo(args).session) return { missions: null, error: null };
  const a = await requirePlayer(args).call('/engage/missions', {});
  return a.statusCode === 1 ? { missions: a, error: null } : { missions: null, error: a.message };
}

// Posted fields are text: the mission's number is read from it.
const ClaimForm = z.object({ mission_id: z.coerce.number() }).pipe(MissionClaimRequest.pick({ mission_id: true }));

/** Claims a finished mission's reward (paid once, through the ledger). */
export async function action(args: Route.ActionArgs) {
  const { call } = requirePlayer(args);
  const fields = formFields(await args.request.formData());
  const checked = checkForm(ClaimForm, fields, 'claim');
  if (!checked.ok) return data(checked.failure, { status: 400 });
  const a = await call('/engage/mission_claim', checked.value);
  return a.statusCode === 1 ? { ok: true as const, intent: 'claim', item: a.item } : data(refused(a.message, 'claim'), { status: 400 });
}

export default function Page({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const signedIn = useUserStore((s) => s.isAuthenticated);
  return (
    <PageFrame pageKey="mission">
      {signedIn ? (
        <MissionsView missions={loaderData.missions} error={loaderData.error} />
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
