import { redirect } from 'react-router';
import type { Route } from './+types/forgot-password';
import { ForgotForm } from '~/features/account/components/forgot-form.tsx';
import { ForgotAskSchema, ForgotResetSchema } from '~/features/account/components/auth-schemas.ts';
import { failed, refusedWith } from '~/features/account/auth.server.ts';
import { PageFrame } from '~/features/site/components/page-frame.tsx';
import { checkForm, formFields } from '~/lib/shared/forms.ts';
import { pageMeta } from '~/lib/shared/page-meta.ts';
import { siteCall } from '~/lib/server/player.server.ts';

export const meta = pageMeta('forgotPassword');

/** `ask`: the account and its phone get a code (forgot_password); `reset`: the code and a new password (reset_password). */
export async function action(args: Route.ActionArgs) {
  const fields = formFields(await args.request.formData());
  const intent = fields.intent === 'reset' ? 'reset' : 'ask';
  const values = { account_id: fields.account_id ?? '', contact_phone: fields.contact_phone ?? '' };
  if (intent === 'ask') {
    const checked = checkForm(ForgotAskSchema, fields, intent);
    if (!checked.ok) return failed({ ...checked.failure, values, step: 'ask' });
    const a = await siteCall(args, '/auth/forgot_password', checked.value);
    if (a.statusCode !== 1) return refusedWith(a.message, intent, { values, step: 'ask' });
    return { ok: true as const, intent, demo: a.demo_tac ?? '', values, step: 'reset' };
  }
  const checked = checkForm(ForgotResetSchema, fields, intent);
  if (!checked.ok) return failed({ ...checked.failure, values, step: 'reset' });
  const { account_id, tac, new_password } = checked.value;
  const a = await siteCall(args, '/auth/reset_password', { account_id, tac, new_password });
  if (a.statusCode !== 1) return refusedWith(a.message, intent, { values, step: 'reset' });
  // The sign-in page says the password has changed.
  return redirect('/login?reset=1', 303);
}

export default function ForgotPassword() {
  return (
    <PageFrame pageKey="forgotPassword">
      <div className="mx-auto max-w-md rounded-theme border border-border bg-surface p-6 shadow-xl">
        <ForgotForm />
      </div>
    </PageFrame>
  );
}
