import { data, Link, useLocation, useNavigate } from 'react-router';
import { useTranslation } from '~/i18n/use-translation.ts';
import { Button } from '~/ui/button.tsx';
import { useHydrated } from '~/lib/shared/use-hydrated.ts';
import type { Route } from './+types/not-found';

/** Unmatched paths answer 404 and name the full path. */
export function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  return data({ path: url.pathname + url.search }, { status: 404 });
}

export const meta: Route.MetaFunction = () => [{ title: 'Page not found' }, { name: 'robots', content: 'noindex' }];

export default function NotFound({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  // History only exists in the browser: the button is enabled once the page is interactive.
  const ready = useHydrated();
  const path = loaderData?.path ?? location.pathname + location.search;
  return (
    <div className="mx-auto grid max-w-xl place-items-center px-4 py-20 text-center">
      <p className="text-6xl font-black text-accent" aria-hidden="true">
        404
      </p>
      <h1 className="mt-4 text-xl font-bold break-all" data-testid="not-found">
        {t('notFound.message', { path, defaultValue: `Page not found: ${path}` })}
      </h1>
      <div className="mt-8 flex gap-3">
        <Button variant="secondary" disabled={!ready} onClick={() => (window.history.length > 1 ? navigate(-1) : navigate('/'))}>
          {t('notFound.back', 'Back')}
        </Button>
        <Link to="/" className="inline-flex items-center rounded-theme bg-accent px-4 py-2 text-sm font-semibold text-accent-text">
          {t('notFound.home', 'Home')}
        </Link>
      </div>
    </div>
  );
}
