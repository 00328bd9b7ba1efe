import { useTranslation } from '~/i18n/use-translation.ts';
import { nepaliRelative, stableDate } from './format.ts';
import { useHydrated } from './use-hydrated.ts';

/** "in 6 days", "in 5 hours", "yesterday" in the page's language (hours under two days). */
export function useRelativeTime() {
  const { i18n } = useTranslation();
  // "Now" and the locale data differ between the server and the browser: a plain date until hydrated.
  const hydrated = useHydrated();
  /** `minutes`: under an hour in minutes ("23 minutes ago") instead of hours. */
  return (iso: string, opts: { minutes?: boolean } = {}) => {
    if (!hydrated) return stableDate(iso, false);
    const ms = Date.parse(iso) - Date.now();
    const hours = Math.round(ms / 3_600_000);
    const [value, unit]: [number, 'minute' | 'hour' | 'day'] =
      opts.minutes && Math.abs(ms) < 3_600_000
        ? [Math.round(ms / 60_000), 'minute']
        : Math.abs(hours) < 48
          ? [Math.max(hours, ms > 0 ? 1 : hours), 'hour']
          : [Math.round(ms / 86_400_000), 'day'];
    // Chromium has no Nepali data: the same words Node's ICU uses.
    if (i18n.language === 'ne' && Intl.RelativeTimeFormat.supportedLocalesOf('ne').length === 0) return nepaliRelative(value, unit);
    return new Intl.RelativeTimeFormat(i18n.language, { numeric: 'auto' }).format(value, unit);
  };
}
