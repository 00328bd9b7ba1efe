import { useTranslation } from '~/i18n/use-translation.ts';
import { Field } from '~/ui/field.tsx';
import { numberInputProps } from '~/lib/shared/input-filters.ts';

/** A demo only (DEMO_TAC=1): the one-time code the answer carried, shown under the code field. */
export function DemoCode({ code }: { code: string }) {
  const { t } = useTranslation();
  if (!code) return null;
  return (
    <p className="rounded-theme border border-dashed border-border p-2 text-xs text-muted" data-testid="demo-tac">
      {t('auth.demoCode', 'Demo code:')} <strong className="text-text">{code}</strong>
    </p>
  );
}

/**
 * The one-time code's field (six digits, filled in from an SMS where the phone offers it), with
 * the demo's code under it when the answer carried one.
 */
export function CodeField({ error, demo, sent = true }: { error?: string; demo?: string; sent?: boolean }) {
  const { t } = useTranslation();
  return (
    <>
      <Field
        label={t('auth.code', 'Verification code')}
        name="tac"
        autoComplete="one-time-code"
        maxLength={6}
        error={error}
        hint={sent ? t('messages:codeSent', 'We sent a code to your phone.') : undefined}
        {...numberInputProps()}
      />
      <DemoCode code={demo ?? ''} />
    </>
  );
}
