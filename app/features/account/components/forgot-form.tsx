import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { useTranslation } from '~/i18n/use-translation.ts';
import type { ForgotValues as Values } from './auth-schemas.ts';
import { Button } from '~/ui/button.tsx';
import { Field } from '~/ui/field.tsx';
import { callApi, siteIdentity } from '~/lib/browser/api-client.ts';
import { errorText } from '~/lib/browser/error-handler.ts';
import { filtered, numberInputProps } from '~/lib/shared/input-filters.ts';
import { useNoticeStore } from '~/stores/notice-store.ts';
import { ClientForm } from '~/ui/client-form.tsx';
import { lazyResolver } from '~/lib/browser/lazy-resolver.ts';
import { DemoCode } from './demo-code.tsx';

// The rules (zod, the contract's) load on the form's first focus.
const resolver = lazyResolver(() => import('./auth-schemas.ts').then((m) => m.forgotResolver));

/** Forgot password: account id + phone, then the code from the phone and a new password. */
export function ForgotForm() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [demo, setDemo] = useState('');
  const [error, setError] = useState('');
  const { register, handleSubmit, watch, setValue, formState } = useForm<Values>({
    resolver,
    defaultValues: { step: 'ask', account_id: '', contact_phone: '', tac: '', new_password: '' },
  });
  const step = watch('step');
  const fe = (n: keyof Values) => (formState.errors[n]?.message ? t(`validation:${formState.errors[n]!.message}`, formState.errors[n]!.message!) : undefined);

  async function submit(v: Values) {
    setError('');
    if (v.step === 'ask') {
      const a = await callApi('/auth/forgot_password', { ...siteIdentity(), account_id: v.account_id.trim(), contact_phone: v.contact_phone.trim() });
      if (a.statusCode !== 1) return setError(errorText(a.message, (k, d) => t(k, d ?? k)));
      setDemo(a.demo_tac ?? '');
      setValue('step', 'reset');
      return;
    }
    const a = await callApi('/auth/reset_password', { ...siteIdentity(), account_id: v.account_id.trim(), tac: v.tac.trim(), new_password: v.new_password });
    if (a.statusCode !== 1) return setError(errorText(a.message, (k, d) => t(k, d ?? k)));
    useNoticeStore.getState().toast({ variant: 'success', title: t('messages:passwordChanged', 'Your password has been changed.'), text: '', duration: 4000 });
    navigate('/login', { replace: true });
  }

  return (
    <ClientForm onSubmit={handleSubmit(submit)} onFocus={resolver.preload} noValidate className="space-y-4" data-testid="forgot-form">
      <fieldset disabled={step === 'reset'} className="space-y-4">
        <Field label={t('auth.accountId', 'Account ID')} autoComplete="username" maxLength={32} error={fe('account_id')} {...register('account_id')} />
        <Field
          label={t('auth.phone', 'Phone number')}
          type="tel"
          autoComplete="tel"
          maxLength={20}
          error={fe('contact_phone')}
          {...register('contact_phone')}
        />
      </fieldset>
      {step === 'reset' && (
        <>
          <p className="text-sm text-muted" role="status">
            {t('forgot.sent', 'If the account and phone number match, a code is on its way to that phone.')}
          </p>
          <DemoCode code={demo} />
          <Field
            label={t('auth.code', 'Verification code')}
            autoComplete="one-time-code"
            maxLength={6}
            error={fe('tac')}
            {...filtered(register('tac'), numberInputProps())}
          />
          <Field
            label={t('auth.newPassword', 'New password')}
            type="password"
            autoComplete="new-password"
            maxLength={128}
            hint={t('auth.rules.password', 'At least 8 characters with a letter and a digit')}
            error={fe('new_password')}
            {...register('new_password')}
          />
        </>
      )}
      <p role="alert" aria-live="assertive" className="min-h-5 text-sm text-danger">
        {error}
      </p>
      <Button type="submit" className="w-full" disabled={formState.isSubmitting}>
        {step === 'ask' ? t('auth.requestCode', 'Send code') : t('auth.changePassword', 'Change password')}
      </Button>
    </ClientForm>
  );
}
