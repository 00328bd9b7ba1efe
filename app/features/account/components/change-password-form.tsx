import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from '~/i18n/use-translation.ts';
import { z } from 'zod';
import { PasswordRule } from '#contract/auth.ts';
import { Button } from '~/ui/button.tsx';
import { Field } from '~/ui/field.tsx';
import { callApi } from '~/lib/browser/api-client.ts';
import { errorText } from '~/lib/browser/error-handler.ts';
import { playerIdentity } from '~/lib/browser/player.ts';
import { useNoticeStore } from '~/stores/notice-store.ts';
import { ClientForm } from '~/ui/client-form.tsx';

const Schema = z
  .object({ password: z.string().min(1, 'required'), new_password: PasswordRule, confirm: z.string() })
  .refine((v) => v.new_password === v.confirm, { path: ['confirm'], message: 'passwordsMismatch' });
type Values = z.infer<typeof Schema>;

/** Update_password: the old password must match; other sessions end. */
export function ChangePasswordForm() {
  const { t } = useTranslation();
  const [error, setError] = useState('');
  const [done, setDone] = useState(false);
  const { register, handleSubmit, formState, reset } = useForm<Values>({
    resolver: zodResolver(Schema),
    mode: 'onTouched',
    defaultValues: { password: '', new_password: '', confirm: '' },
  });
  const fe = (n: keyof Values) => (formState.errors[n]?.message ? t(`validation:${formState.errors[n]!.message}`, formState.errors[n]!.message!) : undefined);

  async function submit(v: Values) {
    setError('');
    setDone(false);
    const a = await callApi('/auth/update_password', { ...playerIdentity(), password: v.password, new_password: v.new_password });
    if (a.statusCode === 1) {
      setDone(true);
      reset();
      useNoticeStore
        .getState()
        .toast({ variant: 'success', title: t('messages:passwordChanged', 'Your password has been changed.'), text: '', duration: 4000 });
    } else setError(errorText(a.message, (k, d) => t(k, d ?? k)));
  }

  return (
    <ClientForm onSubmit={handleSubmit(submit)} noValidate className="space-y-4" data-testid="change-password-form">
      <Field
        label={t('auth.oldPassword', 'Current password')}
        type="password"
        autoComplete="current-password"
        error={fe('password')}
        {...register('password')}
      />
      <Field
        label={t('auth.newPassword', 'New password')}
        type="password"
        autoComplete="new-password"
        hint={t('auth.rules.password', 'At least 8 characters with a letter and a digit')}
        error={fe('new_password')}
        {...register('new_password')}
      />
      <Field label={t('auth.confirmPassword', 'Confirm password')} type="password" autoComplete="new-password" error={fe('confirm')} {...register('confirm')} />
      <p role="alert" aria-live="assertive" className="min-h-5 text-sm text-danger">
        {error}
      </p>
      {done && (
        <p role="status" className="text-sm text-success">
          {t('messages:passwordChanged', 'Your password has been changed.')}
        </p>
      )}
      <Button type="submit" disabled={formState.isSubmitting}>
        {t('auth.changePassword', 'Change password')}
      </Button>
    </ClientForm>
  );
}
