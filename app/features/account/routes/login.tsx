import { redirect, redirectDocument, useSearchParams } from 'react-router';
import { useTranslation } from '~/i18n/use-translation.ts';
import type { Route } from './+types/login';
import { LoginPanel } from '~/features/account/components/login-panel.tsx';
import { CodeLoginSchema, CodeRequestSchema, LoginFormSchema } from '~/features/account/components/auth-schemas.ts';
import { failed, openSessionAndGo, refusedWith } from '~/features/account/auth.server.ts';
import { PageFrame } from '~/features/site/components/page-frame.tsx';
import { checkForm, formFields } from '~/lib/shared/forms.ts';
import { pageMeta } from '~/lib/shared/page-meta.ts';
import { requestInfo, siteCall } from '~/lib/server/player.server.ts';
import { LOGIN_MODAL_CODES, type TemplateCode } from '~/themes/templates.ts';
import { LOGIN_PAGE_PARAM } from '~/features/account/components/signin-param.ts';

export const meta = pageMeta('login');

/**
 * Slot2, slot4 and sportsbook1 (#loginmodal) and slot5 (#modal-signin) sign in through a
 * modal over the home page, opened about a second after arriving there. The server sends the
 * visitor there (`/?signin=1`, the way back kept), so no sign-in form is ever shown here first
 * and then taken away with what the player typed into it. A form posted without scripts comes
 * back here (`?form=1`) with what went wrong.
 */
export function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const theme = requestInfo({ request, context }).presentation?.theme;
  if (theme?.ok && LOGIN_MODAL_CODES[theme.code as TemplateCode] && !url.searchParams.has(LOGIN_PAGE_PARAM)) {
    const back = url.searchParams.get('redirect');
    throw redirect(`/?signin=1${back ? `&redirect=${encodeURIComponent(back)}` : ''}`);
  }
  return null;
}

/**
 * The sign-in forms. `password` (the default): account and password, with the phone's code once
 * the API asked for it; `send-code`: that code; `withdraw`: a withdraw-only session during a
 * time-out or self-exclusion; `code-send` and `code`: sign-in by one-time code.
 */
export async function action(args: Route.ActionArgs) {
  const { request } = args;
  const info = requestInfo(args);
  const fields = formFields(await request.formData());
  const intent = fields.intent || 'password';
  const to = fields.redirect;
  // Filled in again when the page comes back without scripts (the password never is).
  const account = (fields.account_id ?? '').trim().slice(0, 32);

  if (intent === 'send-code' || intent === 'code-send') {
    const checked = checkForm(CodeRequestSchema, fields, intent);
    if (!checked.ok) return failed({ ...checked.failure, account, codeRequired: intent === 'send-code' });
    const a = await siteCall(args, '/auth/tac/request_login', { account_id: checked.value.account_id });
    if (a.statusCode !== 1) return refusedWith(a.message, intent, { account, codeRequired: intent === 'send-code' });
    return { ok: true as const, intent, sent: true, demo: a.demo_tac ?? '', resendIn: a.resend_in ?? 60, codeRequired: intent === 'send-code', account };
  }

  if (intent === 'code') {
    const checked = checkForm(CodeLoginSchema, fields, intent);
    if (!checked.ok) return failed({ ...checked.failure, account });
    const answer = await siteCall(args, '/auth/login_tac', checked.value);
    return openSessionAndGo(info, request, answer, to) ?? refusedWith(answer.message, intent, { account, exclusion: answer.exclusion });
  }

  const checked = checkForm(LoginFormSchema, fields, intent);
  if (!checked.ok) return failed({ ...checked.failure, account, codeRequired: !!fields.tac });
  const { account_id, password, tac } = checked.value;
  if (intent === 'withdraw') {
    const answer = await siteCall(args, '/auth/login', { account_id, password, scope: 'withdraw' });
    // A full load: the shell starts over as a withdraw-only session.
    if (info.openSession(answer as unknown as Record<string, unknown>)) return redirectDocument('/withdrawal');
    return refusedWith(answer.message, intent, { account });
  }
  const answer = await siteCall(args, '/auth/login', { account_id, password, ...(tac ? { tac } : {}) });
  const done = openSessionAndGo(info, request, answer, to);
  if (done) return done;
  if (answer.message === 'codeRequired') return failed({ ok: false, intent, account, codeRequired: true });
  return refusedWith(answer.message, intent, { account, exclusion: answer.exclusion, codeRequired: !!tac });
}

export default function Login() {
  const { t } = useTranslation();
  // Arrived from the reset form's action.
  const reset = useSearchParams()[0].get('reset') === '1';
  return (
    <PageFrame pageKey="login">
      <div className="mx-auto max-w-md rounded-theme border border-border bg-surface p-6 shadow-xl">
        {reset && (
          <p role="status" className="mb-4 text-sm text-success">
            {t('messages:passwordChanged', 'Your password has been changed.')}
          </p>
        )}
        <LoginPanel />
      </div>
    </PageFrame>
  );
}
