import { useEffect, useId, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { useTranslation } from '~/i18n/use-translation.ts';
import { Icon } from '~/ui/icon.tsx';
import { lazyOverlay, OverlaySlot, preloadOn } from '~/ui/lazy-overlay.tsx';

// The drawer itself (Radix Dialog) loads when the menu button is about to be pressed.
const SHEET = lazyOverlay(() => import('./drawer-sheet.tsx').then((m) => m.DrawerSheet));

/**
 * Phone navigation of the `drawer` templates: a menu button in the header opens a side drawer
 * (Radix Dialog: focus trapped, Escape and the overlay close it) with the category menu and the
 * CMS pages. It closes itself when the player follows a link. The button is a plain one with what
 * Radix's Dialog.Trigger adds; the drawer's code is fetched on pointer over, focus or touch.
 */
export function MobileDrawer({ className = 'md:hidden' }: { className?: string }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [used, setUsed] = useState(false);
  const trigger = useRef<HTMLButtonElement>(null);
  const id = useId();
  const { pathname } = useLocation();
  useEffect(() => setOpen(false), [pathname]);
  return (
    <>
      <button
        ref={trigger}
        type="button"
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={open ? id : undefined}
        data-state={open ? 'open' : 'closed'}
        aria-label={t('site.openMenu', 'Open menu')}
        data-testid="drawer-open"
        className={`grid h-10 w-10 shrink-0 place-items-center rounded-theme text-header-text hover:bg-white/10 ${className}`}
        {...preloadOn(SHEET.preload)}
        onClick={() => {
          setUsed(true);
          setOpen((o) => !o);
        }}
      >
        <Icon name="menu" className="h-6 w-6" />
      </button>
      {used && (
        <OverlaySlot
          onError={() => {
            setUsed(false);
            setOpen(false);
          }}
        >
          <SHEET.Component id={id} open={open} onOpenChange={setOpen} returnFocus={trigger} />
        </OverlaySlot>
      )}
    </>
  );
}
