import type { Route } from './+types/change-password';
import { ChangePasswordForm } from '~/features/account/components/change-password-form.tsx';
import { ChangePasswordSchema } from '~/features/account/components/auth-schemas.ts';
import { failed, refusedWith } from '~/features/account/auth.server.ts';
import { PageFrame } from '~/features/site/components/page-frame.tsx';
import { checkForm, formFields } from '~/lib/shared/forms.ts';
import { pageMeta } from '~/lib/shared/page-meta.ts';
import { requirePlayer } from '~/lib/server/player.server.ts';

export const meta = pageMeta('changePassword');

/** Update_password: the old password must match; the player's other sessions end. */
export async function action(args: Route.ActionArgs) {
  const { call } = requirePlayer(args);
  const checked = checkForm(ChangePasswordSchema, formFields(await args.request.formData()), 'change');
  if (!checked.ok) return failed(checked.failure);
  const a = await call('/auth/update_password', { password: checked.value.password, new_password: checked.value.new_password });
  if (a.statusCode !== 1) return refusedWith(a.message, 'change');
  return { ok: true as const, intent: 'change' };
}

export default function ChangePassword() {
  return (
    <PageFrame pageKey="changePassword">
      <div className="max-w-md rounded-theme border border-border bg-surface p-6">
        <ChangePasswordForm />
      </div>
    </PageFrame>
  );
}
