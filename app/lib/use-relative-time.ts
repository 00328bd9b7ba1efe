import { useTranslation } from 'react-i18next';
import { stableDate } from './format.ts';
import { useHydrated } from './use-hydrated.ts';

/** "in 6 days", "in 5 hours", "yesterday" in the page's language (hours under two days). */
export function useRelativeTime() {
  const { i18n } = useTranslation();
  // "Now" and the locale data differ between the server and the browser: a plain date until hydrated.
  const hydrated = useHydrated();
  return (iso: string) => {
    if (!hydrated) return stableDate(iso, false);
    const ms = Date.parse(iso) - Date.now();
    const rtf = new Intl.RelativeTimeFormat(i18n.language, { numeric: 'auto' });
    const hours = Math.round(ms / 3_600_000);
    return Math.abs(hours) < 48 ? rtf.format(Math.max(hours, ms > 0 ? 1 : hours), 'hour') : rtf.format(Math.round(ms / 86_400_000), 'day');
  };
}
