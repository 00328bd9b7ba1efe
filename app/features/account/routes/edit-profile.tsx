import { EditProfileForm } from '~/features/account/components/edit-profile-form.tsx';
import { PageFrame } from '~/features/site/components/page-frame.tsx';
import { pageMeta } from '~/lib/shared/page-meta.ts';

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
