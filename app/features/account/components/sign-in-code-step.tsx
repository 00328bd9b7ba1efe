import { useEffect } from 'react';
import { useTranslation } from '~/i18n/use-translation.ts';
import { Button } from '~/ui/button.tsx';
import { useResendTimer } from './use-resend-timer.ts';
import { CodeField } from './demo-code.tsx';
import type { AccountResult } from './use-account-form.ts';

/**
 * The second step of a password sign-in that answered 'codeRequired': someone has been guessing
 * this account's password, so from a device it has not signed in on, the code sent to the
 * account's phone is asked as well. Its button asks for the code (the form's `send-code`); the
 * form's own button then signs in with both.
 */
export function SignInCodeStep({ result, error, busy }: { result: AccountResult | undefined; error?: string; busy: boolean }) {
  const { t } = useTranslation();
  const sent = result?.ok === true && result.intent === 'send-code' ? result : null;
  const [left, setLeft] = useResendTimer();
  useEffect(() => {
    if (sent) setLeft(sent.resendIn ?? 60);
  }, [sent, setLeft]);
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
      <CodeField error={error} demo={sent?.demo} sent={!!sent} />
      <Button type="submit" name="intent" value="send-code" variant="secondary" className="w-full" disabled={busy || left > 0} data-testid="send-sign-in-code">
        {left > 0 ? t('auth.resendCodeIn', { seconds: left, defaultValue: `Send again in ${left} s` }) : t('auth.requestCode', 'Send code')}
      </Button>
    </section>
  );
}
