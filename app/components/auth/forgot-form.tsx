import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Button } from '~/components/ui/button.tsx';
import { Field } from '~/components/ui/field.tsx';
import { callApi, siteIdentity } from '~/lib/api-client.ts';
import { errorText } from '~/lib/error-handler.ts';
import { numberInputProps } from '~/lib/input-filters.ts';
import { useNoticeStore } from '~/stores/notice-store.ts';
import { PasswordRule } from '#contract/auth.ts';

/** Forgot password: account id + phone, then the code from the phone and a new password. */
export function ForgotForm() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [step, setStep] = useState<'ask' | 'reset'>('ask');
  const [accountId, setAccountId] = useState('');
  const [phone, setPhone] = useState('');
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');
  const [demo, setDemo] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const required = t('validation:required', 'This field is required.');

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (step === 'ask') {
      const errs: Record<string, string> = {};
      if (!accountId.trim()) errs.account_id = required;
      if (!phone.trim()) errs.contact_phone = required;
      setErrors(errs);
      if (Object.keys(errs).length) return;
      setBusy(true);
      const a = await callApi('/auth/forgot_password', { ...siteIdentity(), account_id: accountId.trim(), contact_phone: phone.trim() });
      setBusy(false);
      if (a.statusCode !== 1) return setErrors({ form: errorText(a.message, (k, d) => t(k, d ?? k)) });
      setDemo(a.demo_tac ?? '');
      setStep('reset');
      return;
    }
    const errs: Record<string, string> = {};
    if (!/^\d{6}$/.test(code)) errs.tac = t('validation:codeFormat', 'Enter the 6-digit code.');
    if (!PasswordRule.safeParse(password).success) errs.new_password = t('validation:passwordFormat', 'At least 8 characters with a letter and a digit.');
    setErrors(errs);
    if (Object.keys(errs).length) return;
    setBusy(true);
    const a = await callApi('/auth/reset_password', { ...siteIdentity(), account_id: accountId.trim(), tac: code, new_password: password });
    setBusy(false);
    if (a.statusCode !== 1) return setErrors({ form: errorText(a.message, (k, d) => t(k, d ?? k)) });
    useNoticeStore.getState().toast({ variant: 'success', title: t('messages:passwordChanged', 'Your password has been changed.'), text: '', duration: 4000 });
    navigate('/login', { replace: true });
  }

  return (
    <form onSubmit={submit} noValidate className="space-y-4" data-testid="forgot-form">
      <fieldset disabled={step === 'reset'} className="space-y-4">
        <Field label={t('auth.accountId', 'Account ID')} name="account_id" autoComplete="username" maxLength={32} value={accountId} onChange={(e) => setAccountId(e.target.value)} error={errors.account_id} />
        <Field label={t('auth.phone', 'Phone number')} name="contact_phone" type="tel" autoComplete="tel" maxLength={16} value={phone} onChange={(e) => setPhone(e.target.value)} error={errors.contact_phone} />
      </fieldset>
      {step === 'reset' && (
        <>
          <p className="text-sm text-muted" role="status">
            {t('forgot.sent', 'If the account and phone number match, a code is on its way to that phone.')}
          </p>
          {demo && <p className="rounded-theme border border-dashed border-border p-2 text-xs text-muted" data-testid="demo-tac">Demo code: <strong className="text-text">{demo}</strong></p>}
          <Field label={t('auth.code', 'Verification code')} name="tac" autoComplete="one-time-code" maxLength={6} value={code} onChange={(e) => setCode(e.target.value)} error={errors.tac} {...numberInputProps()} />
          <Field label={t('auth.newPassword', 'New password')} name="new_password" type="password" autoComplete="new-password" maxLength={128} value={password} onChange={(e) => setPassword(e.target.value)} error={errors.new_password} hint={t('auth.rules.password', 'At least 8 characters with a letter and a digit')} />
        </>
      )}
      <p role="alert" aria-live="assertive" className="min-h-5 text-sm text-danger">{errors.form}</p>
      <Button type="submit" className="w-full" disabled={busy}>
        {step === 'ask' ? t('auth.requestCode', 'Send code') : t('auth.changePassword', 'Change password')}
      </Button>
    </form>
  );
}
