import { useTranslation } from '~/i18n/use-translation.ts';
import type { PlayerSession } from '#contract/settings.ts';
import { useHydrated } from '~/lib/shared/use-hydrated.ts';
import { useRelativeTime } from '~/lib/shared/use-relative-time.ts';

type DeviceParts = Pick<PlayerSession, 'browser' | 'os' | 'device_type'>;

/** "Chrome on Android" in the page's language; the API's parts, not its English label. */
export function useDeviceName() {
  const { t } = useTranslation();
  return (d: DeviceParts) =>
    d.browser && d.os
      ? t('security.device', { browser: d.browser, os: d.os, defaultValue: '{{browser}} on {{os}}' })
      : (d.browser ?? d.os ?? t('security.unknownDevice', 'Unknown device'));
}

/** "5 minutes ago" under an hour, then the shared relative time (hours, then days). */
export function useLastSeen() {
  const { t } = useTranslation();
  const relative = useRelativeTime();
  // "Now" differs between the server render and the browser: a plain date until hydrated.
  const hydrated = useHydrated();
  return (iso: string) => (hydrated && Date.parse(iso) - Date.now() > -60_000 ? t('security.justNow', 'just now') : relative(iso, { minutes: true }));
}

// Outline pictures in the style of ui/icon.tsx: a phone, a tablet, a screen on a stand.
const PATHS = {
  mobile: 'M8 3h8a1 1 0 0 1 1 1v16a1 1 0 0 1-1 1H8a1 1 0 0 1-1-1V4a1 1 0 0 1 1-1zM11 18h2',
  tablet: 'M6 3h12a1 1 0 0 1 1 1v16a1 1 0 0 1-1 1H6a1 1 0 0 1-1-1V4a1 1 0 0 1 1-1zM11 18h2',
  desktop: 'M3 5h18v11H3zM9 20h6M12 16v4',
  unknown: 'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zM9.5 9.5a2.5 2.5 0 1 1 3.5 2.3c-.6.3-1 .8-1 1.5v.7M12 17h.01',
} as const;

export function DeviceIcon({ type, className = 'h-5 w-5' }: { type: DeviceParts['device_type']; className?: string }) {
  return (
    <svg
      viewBox="0 0 24 24"
      className={className}
      fill="none"
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
    >
      <path d={PATHS[type ?? 'unknown']} />
    </svg>
  );
}
