import { useTranslation } from 'react-i18next';

/** "in 6 days", "in 5 hours", "yesterday" in the page's language (hours under two days). */
export function useRelativeTime() {
  const { i18n } = useTranslation();
  return (iso: string) => {
    const ms = Date.parse(iso) - Date.now();
    const rtf = new Intl.RelativeTimeFormat(i18n.language, { numeric: 'auto' });
    const hours = Math.round(ms / 3_600_000);
    return Math.abs(hours) < 48 ? rtf.format(Math.max(hours, ms > 0 ? 1 : hours), 'hour') : rtf.format(Math.round(ms / 86_400_000), 'day');
  };
}
