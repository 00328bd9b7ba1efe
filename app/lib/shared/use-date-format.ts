import { useTranslation } from '~/i18n/use-translation.ts';
import { LANGUAGE_DEFS } from '#contract/languages.ts';
import { formatDate, stableDate } from './format.ts';
import { useHydrated } from './use-hydrated.ts';

/**
 * Dates in the page's language and the player's time zone, once the page is interactive; before
 * that (the server render and hydration) the same plain UTC text on both sides (`stableDate`).
 */
export function useDateFormat() {
  const { i18n } = useTranslation();
  const hydrated = useHydrated();
  const code = LANGUAGE_DEFS.find((l) => l.lng === i18n.language)?.code ?? 'EN';
  return (iso: string, opts?: Intl.DateTimeFormatOptions) =>
    hydrated ? formatDate(iso, code, opts) : stableDate(iso, !opts || 'timeStyle' in opts || 'hour' in opts);
}
