import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from '~/i18n/use-translation.ts';
import { Button } from '~/ui/button.tsx';
import { Field } from '~/ui/field.tsx';
import { visitorId } from '~/lib/browser/visitor.ts';
import { useAccountForm } from './use-account-form.ts';
import { useResendTimer } from './use-resend-timer.ts';
import { CodeField } from './demo-code.tsx';

const INTENTS = ['send-code', 'create'] as const;

/** Where the visit came from: the address's campaign parameters (hidden fields, so they go without scripts too). */
const TRACKING: Array<[field: string, params: string[]]> = [
  ['ch', ['ch', 'utm_source']],
  ['cm', ['cm', 'utm_medium']],
  ['pp', ['pp', 'utm_campaign']],
  ['affiliate_code', ['aff', 'affiliate', 'affiliate_code']],
  ['appsflyer_id', ['af_id', 'appsflyer_id']],
];

/**
 * Sign-up with the phone confirmed by a one-time code (request_new_register, verify, signup),
 * posted to /register's action: the details and "Send code", then the code and "Create account".
 */
export function RegisterForm() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const { fetcher, result, failure, busy, field, form } = useAccountForm('sign-up', INTENTS);
  const step = result?.step === 'code' ? 'code' : 'details';
  const typed = result?.values ?? {};
  const sent = result?.ok === true ? result : null;
  const [left, setLeft] = useResendTimer();
  useEffect(() => {
    if (sent) setLeft(sent.resendIn ?? 60);
  }, [sent, setLeft]);
  // What the rules under the fields tick off as the player types.
  const [v, setV] = useState({ account_id: typed.account_id ?? '', password: '', contact_phone: typed.contact_phone ?? '' });
  const watch = (name: keyof typeof v) => ({
    onChange: (e: { currentTarget: HTMLInputElement }) => {
      const value = e.currentTarget.value;
      setV((o) => ({ ...o, [name]: value }));
    },
  });
  const [visitor, setVisitor] = useState('');
  useEffect(() => setVisitor(visitorId()), []);
  const rule = (ok: boolean, text: string) => (
    <ul className="-mt-3 text-xs" data-testid="rules">
      <li className={ok ? 'text-success' : 'text-muted'}>
        <span aria-hidden="true">{ok ? '✓' : '•'}</span> {text}
      </li>
    </ul>
  );
  const termsError = field('accept_terms');
  // At the code step the details stay as sent (read-only, still posted with the code).
  const locked = step === 'code';
  const ref = typed.referrer_code ?? params.get('ref') ?? '';

  return (
    <fetcher.Form method="post" noValidate className="space-y-4" data-testid="register-form">
      {/* Enter does the step's main thing */}
      <button type="submit" name="intent" value={locked ? 'create' : 'send-code'} tabIndex={-1} aria-hidden="true" className="sr-only" />
      {TRACKING.map(([name, keys]) => (
        <input key={name} type="hidden" name={name} value={keys.map((k) => params.get(k)).find((x) => x) ?? ''} />
      ))}
      <input type="hidden" name="visitor_id" value={visitor} />
      <div className="space-y-4">
        <Field
          label={t('auth.accountId', 'Account ID')}
          name="account_id"
          autoComplete="username"
          maxLength={16}
          readOnly={locked}
          defaultValue={typed.account_id}
          error={field('account_id')}
          {...watch('account_id')}
        />
        {rule(/^[A-Za-z0-9]{6,16}$/.test(v.account_id), t('auth.rules.accountId', '6–16 letters and digits'))}
        <Field
          label={t('auth.password', 'Password')}
          name="password"
          type="password"
          autoComplete="new-password"
          maxLength={128}
          error={field('password')}
          {...watch('password')}
        />
        {rule(
          v.password.length >= 8 && /[A-Za-z]/.test(v.password) && /\d/.test(v.password),
          t('auth.rules.password', 'At least 8 characters with a letter and a digit'),
        )}
        <Field
          label={t('auth.confirmPassword', 'Confirm password')}
          name="confirm_password"
          type="password"
          autoComplete="new-password"
          maxLength={128}
          error={field('confirm_password')}
        />
        <Field
          label={t('auth.phone', 'Phone number')}
          name="contact_phone"
          type="tel"
          autoComplete="tel"
          placeholder="+639171234567"
          maxLength={16}
          readOnly={locked}
          defaultValue={typed.contact_phone}
          error={field('contact_phone')}
          {...watch('contact_phone')}
        />
        {rule(/^\+[1-9]\d{6,14}$/.test(v.contact_phone.trim()), t('auth.rules.phone', 'International format, e.g. +639171234567'))}
        <Field
          label={t('auth.email', 'E-mail')}
          name="contact_email"
          type="email"
          autoComplete="email"
          maxLength={254}
          readOnly={locked}
          defaultValue={typed.contact_email}
          error={field('contact_email')}
        />
        {/* From a ?ref= link in the first HTML */}
        <Field
          label={t('auth.referrerCode', 'Referral code')}
          name="referrer_code"
          maxLength={32}
          readOnly={locked}
          defaultValue={ref}
          error={field('referrer_code')}
        />
        <div>
          <label className="flex items-start gap-2 text-sm">
            <input
              type="checkbox"
              name="accept_terms"
              defaultChecked={locked}
              className="mt-0.5 h-5 w-5 shrink-0 accent-[var(--color-accent)]"
              aria-invalid={termsError ? true : undefined}
              aria-describedby={termsError ? 'accept-terms-error' : undefined}
              data-testid="accept-terms"
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
      </div>
      {locked && (
        <>
          <CodeField error={field('tac')} demo={sent?.demo} />
        </>
      )}
      <p role="alert" aria-live="assertive" className="min-h-5 text-sm text-danger" data-testid="register-error">
        {failure?.message ? form : ''}
      </p>
      <div className="flex flex-wrap gap-2">
        {locked && (
          <Button type="submit" name="intent" value="send-code" variant="secondary" disabled={left > 0 || busy}>
            {left > 0 ? t('auth.resendCodeIn', { seconds: left, defaultValue: `Send again in ${left} s` }) : t('auth.requestCode', 'Send code')}
          </Button>
        )}
        <Button type="submit" name="intent" value={locked ? 'create' : 'send-code'} className="flex-1" disabled={busy}>
          {locked ? t('auth.createAccount', 'Create account') : t('auth.requestCode', 'Send code')}
        </Button>
      </div>
      <p className="text-center text-sm">
        <Link to="/login" className="text-accent hover:underline">
          {t('auth.haveAccount', 'Already have an account? Sign in')}
        </Link>
      </p>
    </fetcher.Form>
  );
}
