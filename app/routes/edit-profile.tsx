import { EditProfileForm } from '~/components/account/edit-profile-form.tsx';
import { PageFrame } from '~/components/layout/page-frame.tsx';
import { pageMeta } from '~/lib/page-meta.ts';

export const meta = pageMeta('editProfile');

export default function EditProfile() {
  return (
    <PageFrame pageKey="editProfile">
      <div className="max-w-md rounded-theme border border-border bg-surface p-6">
        <EditProfileForm />
      </div>
    </PageFrame>
  );
}
