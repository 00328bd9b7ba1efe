import { useEffect } from 'react';
import { Link, PrefetchPageLinks, useNavigate } from 'react-router';
import { useTranslation } from '~/i18n/use-translation.ts';
import { pageMeta } from '~/lib/shared/page-meta.ts';
import { useLayoutStore } from '~/stores/layout-store.ts';
import type { Route } from './+types/preloader';

export const meta = pageMeta('preloader');

/** How long the brand shows at least, so the screen does not flash. */
const MIN_SHOW_MS = 700;

/**
 * Where the player was going: `?to=` when it is a path of this site (never another origin, never
 * the preloader again), else the web app manifest's start page.
 */
export function targetOf(to: string | null): string {
  if (!to || !to.startsWith('/') || to.startsWith('//') || to.startsWith('/\\') || /^\/preloader(?:[/?#]|$)/.test(to)) return '/';
  return to.slice(0, 500);
}

export function loader({ request }: Route.LoaderArgs) {
  return { target: targetOf(new URL(request.url).searchParams.get('to')) };
}

/**
 * The branded loading screen (/preloader): it covers the app shell while the shell
 * hydrates underneath, fetches the destination's code and data (PrefetchPageLinks), then moves on
 * client-side, replacing itself in the history so Back does not return to it.
 */
export default function Preloader({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const site = useLayoutStore((s) => s.site);
  const name = site?.logo_text || site?.site_name || '';
  const { target } = loaderData;

  useEffect(() => {
    const id = window.setTimeout(() => navigate(target, { replace: true }), MIN_SHOW_MS);
    return () => window.clearTimeout(id);
  }, [navigate, target]);

  return (
    <div className="fixed inset-0 z-[75] grid place-items-center bg-bg px-6 text-text" data-testid="preloader">
      <PrefetchPageLinks page={target} />
      <div className="flex flex-col items-center text-center">
        {site?.logo1 ? (
          <img src={site.logo1} alt={name} className="h-16 w-auto" />
        ) : (
          <span className="grid h-20 w-20 place-items-center rounded-theme bg-accent text-4xl font-black text-accent-text shadow-lg" aria-hidden="true">
            {name.slice(0, 1)}
          </span>
        )}
        <h1 className="mt-5 text-2xl font-extrabold tracking-tight">{name}</h1>
        <div role="status" className="mt-6 flex items-center gap-3 text-muted">
          <span aria-hidden="true" className="h-6 w-6 rounded-full border-4 border-border border-t-accent motion-safe:animate-spin" />
          <span>{t('pages.preloader.description', 'Getting things ready for you.')}</span>
        </div>
        <Link to={target} replace className="mt-8 text-sm font-semibold text-accent underline-offset-2 hover:underline" data-testid="preloader-continue">
          {t('content.continue', 'Continue')}
        </Link>
      </div>
    </div>
  );
}
