import { redirect } from 'react-router';
import { useTranslation } from '~/i18n/use-translation.ts';
import { SecuritySessions } from '~/features/account/components/security-sessions.tsx';
import { SessionEndSchema } from '~/features/account/components/auth-schemas.ts';
import { failed, refusedWith } from '~/features/account/auth.server.ts';
import { PageFrame } from '~/features/site/components/page-frame.tsx';
import { ButtonLink } from '~/ui/button.tsx';
import { checkForm, formFields } from '~/lib/shared/forms.ts';
import { pageMeta } from '~/lib/shared/page-meta.ts';
import type { Route } from './+types/security';
import { requirePlayer } from '~/lib/server/player.server.ts';

export const meta = pageMeta('security');

export async function loader(args: Route.LoaderArgs) {
  const { call } = requirePlayer(args);
  const sessions = await call('/settings/sessions', {});
  return { sessions: sessions.statusCode === 1 ? sessions : null, message: sessions.statusCode === 1 ? '' : sessions.message };
}

/** `end`: one other session (its device is signed out); `end-others`: every session but this one. */
export async function action(args: Route.ActionArgs) {
  const { call, info } = requirePlayer(args);
  const fields = formFields(await args.request.formData());
  if (fields.intent === 'end-others') {
    const a = await call('/settings/sessions_end_others', {});
    if (a.statusCode !== 1) return refusedWith(a.message, 'end-others');
    return { ok: true as const, intent: 'end-others', ended: a.ended };
  }
  const checked = checkForm(SessionEndSchema, fields, 'end');
  if (!checked.ok) return failed(checked.failure);
  const a = await call('/settings/session_end', { session_id: checked.value.session_id });
  if (a.statusCode === 1 && a.current) {
    info.endSession();
    throw redirect('/', 303);
  }
  // 'sessionNotFound': it ended meanwhile (expired, or ended from another device); the card goes either way.
  if (a.statusCode !== 1) return refusedWith(a.message, 'end', { values: { session_id: String(checked.value.session_id) } });
  return { ok: true as const, intent: 'end', values: { session_id: String(checked.value.session_id) } };
}

export default function Security({ loaderData }: Route.ComponentProps) {
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
        <SecuritySessions data={loaderData.sessions} message={loaderData.message} />
      </div>
    </PageFrame>
  );
}
