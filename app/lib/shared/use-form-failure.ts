import { useTranslation } from '~/i18n/use-translation.ts';
import { errorText } from '../browser/error-handler.ts';
import { isFailure } from './forms.ts';

/**
 * The texts of an action's failure (from `useActionData()` or `fetcher.data`): `field(name)` for
 * the message under a field, `form` for the whole form's. Only the failure of the given intent,
 * when a page has several forms.
 */
export function useFormFailure(result: unknown, intent?: string) {
  const { t } = useTranslation();
  const failure = isFailure(result) && (!intent || !result.intent || result.intent === intent) ? result : null;
  return {
    failure,
    field: (name: string) => {
      const key = failure?.fieldErrors?.[name];
      return key ? t(`validation:${key}`, key) : undefined;
    },
    form: failure?.message ? errorText(failure.message, (k, d) => t(k, d ?? k)) : '',
  };
}
