import { useState } from 'react';
import { useTranslation } from '~/i18n/use-translation.ts';
import { Button } from '~/ui/button.tsx';
import { Field } from '~/ui/field.tsx';
import { callApi, siteIdentity } from '~/lib/browser/api-client.ts';
import { errorText } from '~/lib/browser/error-handler.ts';
import { useResendTimer } from './use-resend-timer.ts';
import { DemoCode } from './demo-code.tsx';

/**
 * The second step of a password sign-in that answered 'codeRequired': someone has been guessing
 * this account's password, so from a device it has not signed in on, the code sent to the
 * account's phone is asked as well. The form's own button then signs in with both.
 */
export function SignInCodeStep({
  accountId,
  tac,
  onTac,
  onError,
}: {
  accountId: string;
  tac: string;
  onTac: (v: string) => void;
  onError: (text: string) => void;
}) {
  const { t } = useTranslation();
  const [sent, setSent] = useState(false);
  const [busy, setBusy] = useState(false);
  const [demo, setDemo] = useState('');
  const [left, setLeft] = useResendTimer();

  async function send() {
    setBusy(true);
    onError('');
    const a = await callApi('/auth/tac/request_login', { ...siteIdentity(), account_id: accountId.trim() });
    setBusy(false);
    if (a.statusCode !== 1) return onError(errorText(a.message, (k, d) => t(k, d ?? k)));
    setSent(true);
    setLeft(a.resend_in ?? 60);
    setDemo(a.demo_tac ?? '');
  }

  return (
    <section className="space-y-3 rounded-theme border border-border bg-surface-2 p-3" aria-labelledby="sign-in-code-title" data-testid="sign-in-code-step">
      <div>
        <h3 id="sign-in-code-title" className="text-sm font-semibold">
          {t('auth.codeStep.title', 'Confirm it is you')}
        </h3>
        <p className="mt-1 text-sm text-muted">
          {t('auth.codeStep.text', 'Someone has been trying passwords on this account. To sign in on this device, also enter the code we send to your phone.')}
        </p>
      </div>
      <Field
        label={t('auth.code', 'Verification code')}
        name="tac"
        autoComplete="one-time-code"
        inputMode="numeric"
        maxLength={6}
        value={tac}
        onChange={(e) => onTac(e.target.value.replace(/\D/g, '').slice(0, 6))}
        hint={sent ? t('messages:codeSent', 'We sent a code to your phone.') : undefined}
      />
      <DemoCode code={demo} />
      <Button variant="secondary" className="w-full" disabled={busy || left > 0} onClick={() => void send()} data-testid="send-sign-in-code">
        {left > 0 ? t('auth.resendCodeIn', { seconds: left, defaultValue: `Send again in ${left} s` }) : t('auth.requestCode', 'Send code')}
      </Button>
    </section>
  );
}
