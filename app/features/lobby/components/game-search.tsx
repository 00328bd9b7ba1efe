import { useRef, useState } from 'react';
import { useTranslation } from '~/i18n/use-translation.ts';
import { LazyDialog } from '~/ui/lazy-dialog.tsx';
import { lazyOverlay, preloadOn } from '~/ui/lazy-overlay.tsx';
import { Icon } from '~/ui/icon.tsx';

// The dialog's body comes with the dialog's code (fetched on the trigger's hover, focus or touch):
// while it loads, the dialog waits with it (the overlay's boundary), so it opens whole, with focus
// in the search field.
const BODY = lazyOverlay(() => import('./game-search-body.tsx').then((m) => m.SearchBody));

/**
 * The site-wide game search: a magnifier in the header opens a dialog that finds games
 * of every category by name (`/product/search`, from two letters, 250 ms after the last key). A
 * result opens its category's lobby filtered to that name (`/slots?q=…`), where the game starts.
 */
export function GameSearch() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const field = useRef<HTMLInputElement>(null);
  return (
    <LazyDialog
      open={open}
      onOpenChange={setOpen}
      title={t('search.title', 'Search games')}
      description={t('search.hint', 'Type at least two letters of a game’s name.')}
      descriptionHidden
      initialFocus={field}
      testId="site-search"
      trigger={
        <button
          type="button"
          {...preloadOn(BODY.preload)}
          data-testid="site-search-open"
          aria-label={t('search.title', 'Search games')}
          className="grid h-10 w-10 shrink-0 max-sm:w-9 place-items-center rounded-theme text-header-text hover:bg-white/10"
        >
          <Icon name="search" className="h-5 w-5" />
        </button>
      }
    >
      <BODY.Component close={() => setOpen(false)} inputRef={field} />
    </LazyDialog>
  );
}
