import { useTranslation } from '~/i18n/use-translation.ts';
import { Button } from '~/ui/button.tsx';

/**
 * What a page shows in place of its own content when that content's file could not be loaded and
 * the page may not reload by itself (it did so within the last seconds: build-update.ts). The
 * site around it stays, the toast says the same, and the player reloads when ready.
 */
export function RouteUnavailable() {
  const { t } = useTranslation();
  return (
    <div className="mx-auto grid max-w-xl place-items-center px-4 py-20 text-center" data-testid="route-unavailable">
      <h1 className="text-xl font-bold">{t('update.failedTitle', 'Page not loaded')}</h1>
      <p className="mt-2 text-muted">{t('update.failed', 'Part of this page could not be loaded. Please reload the page.')}</p>
      <Button className="mt-6" onClick={() => window.location.reload()}>
        {t('update.reload', 'Reload the page')}
      </Button>
    </div>
  );
}

/** The route module React Router uses instead of one that failed to load (build-update.vite.ts). */
export const routeUnavailableModule = { default: RouteUnavailable };
