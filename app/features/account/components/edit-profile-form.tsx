import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useNavigate } from 'react-router';
import { useTranslation } from '~/i18n/use-translation.ts';
import type { z } from 'zod';
import { ProfileUpdateRequest } from '#contract/settings.ts';
import { Button } from '~/ui/button.tsx';
import { Field } from '~/ui/field.tsx';
import { callApi } from '~/lib/browser/api-client.ts';
import { errorText, handleApiAnswer } from '~/lib/browser/error-handler.ts';
import { filtered, nameInputProps } from '~/lib/shared/input-filters.ts';
import { playerIdentity } from '~/lib/browser/player.ts';
import { useNoticeStore } from '~/stores/notice-store.ts';
import { useUserStore } from '~/stores/user-store.ts';
import { ClientForm } from '~/ui/client-form.tsx';

// The server's own rules (contract first): the form cannot accept a name the API refuses.
const Schema = ProfileUpdateRequest.pick({ full_name: true, contact_email: true });
type Values = z.infer<typeof Schema>;

/** Profile_update: name and email, updated from value[0] on success. */
export function EditProfileForm() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const fullname = useUserStore((s) => s.fullname);
  const email = useUserStore((s) => s.email);
  const [error, setError] = useState('');
  const { register, handleSubmit, formState } = useForm<Values>({
    resolver: zodResolver(Schema),
    mode: 'onTouched',
    defaultValues: { full_name: fullname, contact_email: email },
  });
  const fe = (n: keyof Values) => (formState.errors[n]?.message ? t(`validation:${formState.errors[n]!.message}`, formState.errors[n]!.message!) : undefined);

  async function submit(v: Values) {
    setError('');
    const a = await callApi('/settings/profile_update', { ...playerIdentity(), full_name: v.full_name, contact_email: v.contact_email });
    if (a.statusCode === 1 && a.value[0]) {
      useUserStore.getState().setProfile(a.value[0].full_name, a.value[0].contact_email);
      useNoticeStore.getState().toast({ variant: 'success', title: t('messages:profileSaved', 'Your profile has been saved.'), text: '', duration: 4000 });
      navigate('/profile');
    } else if (a.message === 'disconnect') handleApiAnswer(a);
    else setError(errorText(a.message, (k, d) => t(k, d ?? k)));
  }

  return (
    <ClientForm onSubmit={handleSubmit(submit)} noValidate className="space-y-4" data-testid="edit-profile-form">
      <Field
        label={t('auth.fullName', 'Full name')}
        autoComplete="name"
        maxLength={80}
        error={fe('full_name')}
        {...filtered(register('full_name'), nameInputProps())}
      />
      <Field label={t('auth.email', 'E-mail')} type="email" autoComplete="email" maxLength={254} error={fe('contact_email')} {...register('contact_email')} />
      <p role="alert" aria-live="assertive" className="min-h-5 text-sm text-danger">
        {error}
      </p>
      <Button type="submit" disabled={formState.isSubmitting}>
        {t('account.save', 'Save')}
      </Button>
    </ClientForm>
  );
}
