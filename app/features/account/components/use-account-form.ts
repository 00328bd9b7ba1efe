import { useActionData, useFetcher } from 'react-router';
import type { LoginAnswer } from '#contract/auth.ts';
import { isFailure, type FormFailure } from '~/lib/shared/forms.ts';
import { useFormFailure } from '~/lib/shared/use-form-failure.ts';

/** What an account action answers when the API refused: the key, and what the page needs to say more. */
export interface AccountFailure extends FormFailure {
  /** A sign-in refused during a time-out or self-exclusion: when it ends (the withdraw-only way out). */
  exclusion?: LoginAnswer['exclusion'];
  /** The password was right, and this device must also give the phone's code. */
  codeRequired?: boolean;
  /** The account the form was sent for, filled in again when the page comes back without scripts. */
  account?: string;
  /** A form of several steps: the step to show, and what was typed (never a password). */
  step?: string;
  values?: Record<string, string>;
}

/** What an account action answers when it did what was asked and the page stays (a code was sent). */
export interface AccountDone {
  ok: true;
  intent: string;
  sent?: boolean;
  demo?: string;
  resendIn?: number;
  codeRequired?: boolean;
  account?: string;
  step?: string;
  values?: Record<string, string>;
  /** How many sessions a sign-out elsewhere ended. */
  ended?: number;
}
export type AccountResult = AccountDone | AccountFailure;

/**
 * An account form's submission and its answer. Sent by the form's fetcher once the scripts run
 * (no reload; a modal stays open); posted by the browser before that, when the answer is the
 * page's action data.
 */
export function useAccountForm(key: string, intents: readonly string[]) {
  const fetcher = useFetcher<AccountResult>({ key });
  const page = useActionData<AccountResult>();
  const data = fetcher.data ?? page;
  const result = data && (!data.intent || intents.includes(data.intent)) ? data : undefined;
  const texts = useFormFailure(result);
  const failure = isFailure(result) ? (result as AccountFailure) : null;
  return {
    fetcher,
    result,
    failure,
    busy: fetcher.state !== 'idle',
    /** A field's message; none while its text has not arrived yet (a key is never shown). */
    field: (name: string) => {
      const text = texts.field(name);
      const key = failure?.fieldErrors?.[name];
      return text && text !== key && text !== `validation:${key}` ? text : undefined;
    },
    form: texts.form,
  };
}
