import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from '~/i18n/use-translation.ts';
import type { RegisterValues } from './auth-schemas.ts';
import { Button } from '~/ui/button.tsx';
import { Field } from '~/ui/field.tsx';
import { callApi, siteIdentity } from '~/lib/browser/api-client.ts';
import { errorText } from '~/lib/browser/error-handler.ts';
import { numberInputProps } from '~/lib/shared/input-filters.ts';
import { completeLogin } from '~/lib/browser/session.ts';
import { visitTracking } from '~/lib/browser/visitor.ts';
import { useResendTimer } from './use-resend-timer.ts';
import { ClientForm } from '~/ui/client-form.tsx';
import { lazyResolver } from '~/lib/browser/lazy-resolver.ts';
import { DemoCode } from './demo-code.tsx';

// The rules (zod, the contract's) load on the form's first focus.
const resolver = lazyResolver(() => import('./auth-schemas.ts').then((m) => m.registerResolver));

/** Sign-up with the phone confirmed by a one-time code (request_new_register, verify, signup). */
export function RegisterForm() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [step, setStep] = useState<'details' | 'code'>('details');
  const [code, setCode] = useState('');
  const [demo, setDemo] = useState('');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const [left, setLeft] = useResendTimer();
  const form = useForm<RegisterValues>({
    resolver,
    mode: 'onTouched',
    defaultValues: {
      account_id: '',
      password: '',
      confirm_password: '',
      contact_phone: '',
      contact_email: '',
      referrer_code: params.get('ref') ?? '',
      accept_terms: false,
    },
  });
  const { register, handleSubmit, watch, formState } = form;
  const v = watch();
  const tr = (m: string) => errorText(m, (k, d) => t(k, d ?? k));
  const fieldError = (name: keyof RegisterValues) => {
    const m = formState.errors[name]?.message;
    return m ? t(`validation:${m}`, m) : undefined;
  };
  // Each field's rule under its own field, ticked as soon as it holds.
  const rule = (ok: boolean, text: string) => (
    <ul className="-mt-3 text-xs" data-testid="rules">
      <li className={ok ? 'text-success' : 'text-muted'}>
        <span aria-hidden="true">{ok ? '✓' : '•'}</span> {text}
      </li>
    </ul>
  );
  const termsError = fieldError('accept_terms');

  async function sendCode(values: RegisterValues) {
    setBusy(true);
    setError('');
    const a = await callApi('/auth/tac/request_new_register', { ...siteIdentity(), account_id: values.account_id, contact_phone: values.contact_phone.trim() });
    setBusy(false);
    if (a.statusCode !== 1) return setError(tr(a.message));
    setDemo(a.demo_tac ?? '');
    setLeft(a.resend_in ?? 60);
    setStep('code');
  }

  async function createAccount(values: RegisterValues) {
    if (!/^\d{6}$/.test(code)) return setError(t('validation:codeFormat', 'Enter the 6-digit code.'));
    setBusy(true);
    setError('');
    const site = siteIdentity();
    const verified = await callApi('/auth/tac/verify', { ...site, account_id: values.account_id, tac: code });
    if (verified.statusCode !== 1) {
      setBusy(false);
      return setError(tr(verified.message));
    }
    const answer = await callApi('/auth/signup', {
      ...site,
      account_id: values.account_id,
      password: values.password,
      contact_phone: values.contact_phone.trim(),
      contact_email: values.contact_email.trim(),
      referrer_code: values.referrer_code.trim(),
      accept_terms: true as const,
      ...visitTracking(),
    });
    const ok = await completeLogin(answer);
    setBusy(false);
    if (!ok) return setError(tr(answer.message));
    navigate('/', { replace: true });
  }

  return (
    <ClientForm
      onSubmit={handleSubmit(step === 'details' ? sendCode : createAccount)}
      onFocus={resolver.preload}
      noValidate
      className="space-y-4"
      data-testid="register-form"
    >
      <fieldset disabled={step === 'code'} className="space-y-4">
        <Field label={t('auth.accountId', 'Account ID')} autoComplete="username" maxLength={16} error={fieldError('account_id')} {...register('account_id')} />
        {rule(/^[A-Za-z0-9]{6,16}$/.test(v.account_id), t('auth.rules.accountId', '6–16 letters and digits'))}
        <Field
          label={t('auth.password', 'Password')}
          type="password"
          autoComplete="new-password"
          maxLength={128}
          error={fieldError('password')}
          {...register('password')}
        />
        {rule(
          v.password.length >= 8 && /[A-Za-z]/.test(v.password) && /\d/.test(v.password),
          t('auth.rules.password', 'At least 8 characters with a letter and a digit'),
        )}
        <Field
          label={t('auth.confirmPassword', 'Confirm password')}
          type="password"
          autoComplete="new-password"
          maxLength={128}
          error={fieldError('confirm_password')}
          {...register('confirm_password')}
        />
        <Field
          label={t('auth.phone', 'Phone number')}
          type="tel"
          autoComplete="tel"
          placeholder="+639171234567"
          maxLength={16}
          error={fieldError('contact_phone')}
          {...register('contact_phone')}
        />
        {rule(/^\+[1-9]\d{6,14}$/.test(v.contact_phone.trim()), t('auth.rules.phone', 'International format, e.g. +639171234567'))}
        <Field
          label={t('auth.email', 'E-mail')}
          type="email"
          autoComplete="email"
          maxLength={254}
          error={fieldError('contact_email')}
          {...register('contact_email')}
        />
        {/* defaultValue too, so a ?ref= link shows its code in the first HTML */}
        <Field
          label={t('auth.referrerCode', 'Referral code')}
          maxLength={32}
          defaultValue={params.get('ref') ?? ''}
          error={fieldError('referrer_code')}
          {...register('referrer_code')}
        />
        <div>
          <label className="flex items-start gap-2 text-sm">
            <input
              type="checkbox"
              className="mt-0.5 h-5 w-5 shrink-0 accent-[var(--color-accent)]"
              aria-invalid={termsError ? true : undefined}
              aria-describedby={termsError ? 'accept-terms-error' : undefined}
              data-testid="accept-terms"
              {...register('accept_terms')}
            />
            <span>{t('auth.acceptTerms', 'I am 18 or older and I accept the terms and conditions.')}</span>
          </label>
          <Link to="/term-condition" target="_blank" className="ml-7 text-sm text-accent underline">
            {t('auth.readTerms', 'Read the terms and conditions')}
          </Link>
          {termsError && (
            <p id="accept-terms-error" role="alert" className="mt-1 text-sm text-danger" data-testid="error-accept_terms">
              {termsError}
            </p>
          )}
        </div>
      </fieldset>
      {step === 'code' && (
        <>
          <Field
            label={t('auth.code', 'Verification code')}
            name="tac"
            autoComplete="one-time-code"
            maxLength={6}
            value={code}
            onChange={(e) => setCode(e.target.value)}
            hint={t('messages:codeSent', 'We sent a code to your phone.')}
            {...numberInputProps()}
          />
          <DemoCode code={demo} />
        </>
      )}
      <p role="alert" aria-live="assertive" className="min-h-5 text-sm text-danger" data-testid="register-error">
        {error}
      </p>
      <div className="flex flex-wrap gap-2">
        {step === 'code' && (
          <Button variant="secondary" disabled={left > 0 || busy} onClick={() => void handleSubmit(sendCode)()}>
            {left > 0 ? t('auth.resendCodeIn', { seconds: left, defaultValue: `Send again in ${left} s` }) : t('auth.requestCode', 'Send code')}
          </Button>
        )}
        <Button type="submit" className="flex-1" disabled={busy}>
          {step === 'details' ? t('auth.requestCode', 'Send code') : t('auth.createAccount', 'Create account')}
        </Button>
      </div>
      <p className="text-center text-sm">
        <Link to="/login" className="text-accent hover:underline">
          {t('auth.haveAccount', 'Already have an account? Sign in')}
        </Link>
      </p>
    </ClientForm>
  );
}
