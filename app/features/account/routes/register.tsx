import type { Route } from './+types/register';
import { RegisterForm } from '~/features/account/components/register-form.tsx';
import { RegisterCodeSchema, RegisterSchema } from '~/features/account/components/auth-schemas.ts';
import { failed, openSessionAndGo, refusedWith } from '~/features/account/auth.server.ts';
import { PageFrame } from '~/features/site/components/page-frame.tsx';
import { parseCookies } from '~/lib/shared/cookies.ts';
import { checkForm, fieldErrorsOf, formFields } from '~/lib/shared/forms.ts';
import { pageMeta } from '~/lib/shared/page-meta.ts';
import { requestInfo, siteCall } from '~/lib/server/player.server.ts';

export const meta = pageMeta('register');

/** The details the page shows again when it comes back without scripts (never the passwords). */
const shown = (f: Record<string, string>) => ({
  account_id: f.account_id ?? '',
  contact_phone: f.contact_phone ?? '',
  contact_email: f.contact_email ?? '',
  referrer_code: f.referrer_code ?? '',
});

/** Where the visit came from (hidden fields of the form, filled from the page's address), and the ad platform's cookie. */
function tracking(f: Record<string, string>, request: Request) {
  const cut = (v: string | undefined, n: number) => (v ?? '').slice(0, n);
  return {
    ch: cut(f.ch, 64),
    cm: cut(f.cm, 64),
    pp: cut(f.pp, 64),
    affiliate_code: cut(f.affiliate_code, 64),
    appsflyer_id: cut(f.appsflyer_id, 256),
    visitor_id: cut(f.visitor_id, 128),
    fbp: cut(parseCookies(request.headers.get('cookie'))['_fbp'], 256),
  };
}

/**
 * Sign-up with the phone confirmed by a one-time code: `send-code` checks the details and asks
 * for the code (request_new_register); `create` checks them again with the code (verify, signup)
 * and opens the session.
 */
export async function action(args: Route.ActionArgs) {
  const { request } = args;
  const fields = formFields(await request.formData());
  const intent = fields.intent === 'create' ? 'create' : 'send-code';
  const values = shown(fields);
  const checked = checkForm(RegisterSchema, fields, intent);
  const code = intent === 'create' ? RegisterCodeSchema.safeParse(fields) : null;
  if (!checked.ok || (code && !code.success)) {
    const fieldErrors = { ...(checked.ok ? {} : checked.failure.fieldErrors), ...(code && !code.success ? fieldErrorsOf(code.error) : {}) };
    return failed({ ok: false, intent, fieldErrors, values, step: intent === 'create' ? 'code' : 'details' });
  }
  const v = checked.value;
  if (intent === 'send-code') {
    const a = await siteCall(args, '/auth/tac/request_new_register', { account_id: v.account_id, contact_phone: v.contact_phone });
    if (a.statusCode !== 1) return refusedWith(a.message, intent, { values, step: 'details' });
    return { ok: true as const, intent, demo: a.demo_tac ?? '', resendIn: a.resend_in ?? 60, values, step: 'code' as const };
  }
  const tac = code!.success ? code!.data.tac : '';
  const verified = await siteCall(args, '/auth/tac/verify', { account_id: v.account_id, tac });
  if (verified.statusCode !== 1) return refusedWith(verified.message, intent, { values, step: 'code' });
  const answer = await siteCall(args, '/auth/signup', {
    account_id: v.account_id,
    password: v.password,
    contact_phone: v.contact_phone,
    contact_email: v.contact_email,
    referrer_code: v.referrer_code,
    accept_terms: true,
    ...tracking(fields, request),
  });
  return openSessionAndGo(requestInfo(args), request, answer, '/') ?? refusedWith(answer.message, intent, { values, step: 'code' });
}

export default function Register() {
  return (
    <PageFrame pageKey="register">
      <div className="mx-auto max-w-md rounded-theme border border-border bg-surface p-6 shadow-xl">
        <RegisterForm />
      </div>
    </PageFrame>
  );
}
