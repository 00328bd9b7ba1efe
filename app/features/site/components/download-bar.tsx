import { useEffect, useRef, useState } from 'react';
import { Link, useRouteLoaderData } from 'react-router';
import { DOWNLOAD_BAR_COOKIE, setCookie } from '~/lib/shared/cookies.ts';
import type { RootData } from '~/root.tsx';
import { useTranslation } from '~/i18n/use-translation.ts';
import { useLayoutStore } from '~/stores/layout-store.ts';
import { useShownWhole } from '~/lib/browser/shown-whole.ts';

/** The player's choice, in a cookie: the server leaves the bar out of the first HTML (no shift after load). */
const KEY = DOWNLOAD_BAR_COOKIE;

/** The app download bar of operators with show_download_bar on; the player can close it. */
export function DownloadBar() {
  const { t } = useTranslation();
  const show = useLayoutStore((s) => s.show_download_bar);
  const site = useLayoutStore((s) => s.site);
  const [hidden, setHidden] = useState(useRouteLoaderData<RootData>('root')?.downloadBarHidden ?? false);
  // A choice made before it was a cookie (local storage): kept, and moved to the cookie.
  useEffect(() => {
    if (localStorage.getItem(KEY) === '1') {
      setCookie(KEY, '1', { days: 365, path: '/', sameSite: 'Lax' });
      setHidden(true);
    }
  }, []);
  // The bar keeps one line: its title shows when it fits whole beside the button, else it is only
  // read (the bar's label says the same).
  const barRef = useRef<HTMLElement>(null);
  const titleRef = useRef<HTMLSpanElement>(null);
  useShownWhole(titleRef, barRef, show && !hidden);
  if (!show || hidden) return null;
  return (
    // Outside the header and main: a complementary landmark of its own.
    <aside
      ref={barRef}
      className="flex flex-wrap items-center gap-x-3 gap-y-1 bg-surface-2 px-4 py-2 text-sm text-text"
      data-testid="download-bar"
      aria-label={t('download.title', 'Get our app')}
    >
      <span aria-hidden="true" className="grid h-8 w-8 shrink-0 place-items-center rounded-theme bg-accent font-bold text-accent-text">
        {site?.site_name.slice(0, 1)}
      </span>
      <span ref={titleRef} className="min-w-0 flex-1 overflow-hidden whitespace-nowrap data-[cut]:sr-only">
        {t('download.title', 'Get our app')}
      </span>
      <Link to="/download" className="max-w-full rounded-theme bg-accent px-3 py-1 text-center font-semibold text-accent-text">
        {t('download.getApp', 'Get the app')}
      </Link>
      <button
        type="button"
        aria-label={t('site.close', 'Close')}
        className="shrink-0 px-2 text-muted"
        onClick={() => {
          setCookie(KEY, '1', { days: 365, path: '/', sameSite: 'Lax' });
          setHidden(true);
        }}
      >
        ×
      </button>
    </aside>
  );
}
