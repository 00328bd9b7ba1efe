import { redirect } from 'react-router';
import type { Route } from './+types/edit-profile';
import { EditProfileForm } from '~/features/account/components/edit-profile-form.tsx';
import { ProfileSchema } from '~/features/account/components/auth-schemas.ts';
import { failed, refusedWith } from '~/features/account/auth.server.ts';
import { PageFrame } from '~/features/site/components/page-frame.tsx';
import { checkForm, formFields } from '~/lib/shared/forms.ts';
import { pageMeta } from '~/lib/shared/page-meta.ts';
import { requirePlayer } from '~/lib/server/player.server.ts';

export const meta = pageMeta('editProfile');

/** Profile_update: name and email; the session keeps the new names (the header shows them), then the profile. */
export async function action(args: Route.ActionArgs) {
  const { call, info, session } = requirePlayer(args);
  const fields = formFields(await args.request.formData());
  const values = { full_name: fields.full_name ?? '', contact_email: fields.contact_email ?? '' };
  const checked = checkForm(ProfileSchema, fields, 'save');
  if (!checked.ok) return failed({ ...checked.failure, values });
  const a = await call('/settings/profile_update', checked.value);
  const saved = a.statusCode === 1 ? a.value[0] : undefined;
  if (!saved) return refusedWith(a.message, 'save', { values });
  info.keepSession({ ...session, full_name: saved.full_name, contact_email: saved.contact_email });
  return redirect('/profile?saved=1', 303);
}

export default function EditProfile() {
  return (
    <PageFrame pageKey="editProfile">
      <div className="max-w-md rounded-theme border border-border bg-surface p-6">
        <EditProfileForm />
      </div>
    </PageFrame>
  );
}
