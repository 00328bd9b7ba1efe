import { useTranslation } from '~/i18n/use-translation.ts';
import { Button } from '~/ui/button.tsx';
import { Field } from '~/ui/field.tsx';
import { nameInputProps } from '~/lib/shared/input-filters.ts';
import { useUserStore } from '~/stores/user-store.ts';
import { useAccountForm } from './use-account-form.ts';

const INTENTS = ['save'] as const;

/** Profile_update, posted to /edit-profile's action: name and email; the profile page once saved. */
export function EditProfileForm() {
  const { t } = useTranslation();
  const fullname = useUserStore((s) => s.fullname);
  const email = useUserStore((s) => s.email);
  const { fetcher, result, failure, busy, field, form } = useAccountForm('edit-profile', INTENTS);
  const typed = result?.values;
  return (
    <fetcher.Form method="post" noValidate className="space-y-4" data-testid="edit-profile-form">
      <Field
        label={t('auth.fullName', 'Full name')}
        name="full_name"
        autoComplete="name"
        maxLength={80}
        defaultValue={typed?.full_name ?? fullname}
        error={field('full_name')}
        {...nameInputProps()}
      />
      <Field
        label={t('auth.email', 'E-mail')}
        name="contact_email"
        type="email"
        autoComplete="email"
        maxLength={254}
        defaultValue={typed?.contact_email ?? email}
        error={field('contact_email')}
      />
      <p role="alert" aria-live="assertive" className="min-h-5 text-sm text-danger">
        {failure?.message ? form : ''}
      </p>
      <Button type="submit" disabled={busy}>
        {t('account.save', 'Save')}
      </Button>
    </fetcher.Form>
  );
}
