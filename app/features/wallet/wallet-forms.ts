import { useEffect, type RefObject } from 'react';
import { useTranslation } from '~/i18n/use-translation.ts';
import { errorText } from '~/lib/browser/error-handler.ts';
import { isFailure, type FormFailure } from '~/lib/shared/forms.ts';
import { protectionRefusal } from '~/features/protection/components/texts.ts';
import { validationText, type AmountLimits } from './components/form-rules.ts';

/**
 * A wallet form's failure: the shared shape, plus what its texts need (the operator's limits, a
 * protection refusal's limit or break) and what the player had entered, for the form to show again.
 */
export interface WalletFailure extends FormFailure {
  limits?: AmountLimits;
  refusal?: Parameters<typeof protectionRefusal>[0];
  values?: Record<string, string>;
}

/** Which field an API refusal is about: its `errors` list, or a limit for the amount. */
export function refusalField(answer: { message: string; errors?: { field: string; message: string }[] }, fields: readonly string[]): string | undefined {
  if (/LimitReached$/.test(answer.message) || answer.message === 'insufficientBalance' || /^amount(Below|Above)/.test(answer.message)) return 'amount';
  const named = answer.errors?.find((e) => fields.includes(e.field));
  return named?.field;
}

/** The texts of a wallet form's failure: each field's, and the whole form's. */
export function useWalletFailure(result: unknown, intent?: string) {
  const { t, i18n } = useTranslation();
  const failure = isFailure(result) && (!intent || !result.intent || result.intent === intent) ? (result as WalletFailure) : null;
  const refusal = failure?.refusal ? protectionRefusal(failure.refusal, t, i18n.language) : null;
  const text = (key: string) =>
    key === 'insufficientBalance' ? validationText(t, 'amountAboveBalance') : validationText(t, key, failure?.limits, i18n.language);
  return {
    failure,
    values: failure?.values ?? {},
    field: (name: string) => {
      const key = failure?.fieldErrors?.[name];
      if (!key) return undefined;
      return name === 'amount' && refusal ? refusal : text(key);
    },
    form: failure?.message ? (refusal ?? errorText(failure.message, (k, d) => t(k, d ?? k))) : '',
  };
}

/** After a refused post, focus goes to the first field marked wrong (a whole-form error keeps it on the button). */
export function useFocusFirstError(result: unknown, form: RefObject<HTMLFormElement | null>) {
  useEffect(() => {
    if (isFailure(result)) form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [result, form]);
}
