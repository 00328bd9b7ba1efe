import { useEffect, useRef, type RefObject } from 'react';
import { focusPageHeading } from '~/lib/browser/route-focus.ts';
import { Dialog } from 'radix-ui';
import { Link } from 'react-router';
import { useTranslation } from '~/i18n/use-translation.ts';
import { SheetContent } from '~/ui/dialog.tsx';
import { Icon } from '~/ui/icon.tsx';
import { useLayoutStore } from '~/stores/layout-store.ts';
import { CategoryNav, FOOTER_LINKS, SiteLogo } from './parts.tsx';

const LINK = 'block rounded-theme px-3 py-2 text-sm text-header-text hover:bg-white/10';

export interface DrawerSheetProps {
  id: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The menu button (a plain one, mobile-drawer.tsx): focus goes back to it on close. */
  returnFocus: RefObject<HTMLElement | null>;
}

/**
 * The open phone drawer (Radix Dialog: focus trapped, Escape and the overlay close it), loaded
 * when the menu button is about to be pressed.
 */
export function DrawerSheet({ id, open, onOpenChange, returnFocus }: DrawerSheetProps) {
  const { t } = useTranslation();
  const showLeaderboard = useLayoutStore((s) => s.show_leaderboard);
  // Where the drawer was opened: closing on another page means the player followed one of its links.
  const openedAt = useRef('');
  useEffect(() => {
    if (open) openedAt.current = window.location.pathname;
  }, [open]);
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <SheetContent
        id={id}
        data-testid="mobile-drawer"
        aria-describedby={undefined}
        className="border-r border-border bg-header text-header-text pb-[env(safe-area-inset-bottom)]"
        onCloseAutoFocus={(e) => {
          e.preventDefault();
          // A link followed: the new page's heading, as after any navigation; else the menu button.
          if (openedAt.current !== window.location.pathname) focusPageHeading();
          else returnFocus.current?.focus();
        }}
      >
        <div className="flex items-center justify-between gap-2 border-b border-white/10 px-4 py-3">
          <Dialog.Title asChild>
            <div>
              <SiteLogo />
              <span className="sr-only">{t('site.menu', 'Menu')}</span>
            </div>
          </Dialog.Title>
          <Dialog.Close
            aria-label={t('site.closeMenu', 'Close menu')}
            data-testid="drawer-close"
            className="grid h-10 w-10 place-items-center rounded-full text-header-text hover:bg-white/10"
          >
            <Icon name="close" />
          </Dialog.Close>
        </div>
        <div className="flex-1 space-y-6 px-3 py-4">
          <CategoryNav orientation="column" />
          <nav aria-label={t('site.more', 'More')}>
            <ul className="space-y-1">
              {(
                [
                  ['/promotions', 'nav.promotions', 'gift'],
                  ['/vip', 'nav.vip', 'star'],
                  ...(showLeaderboard ? [['/leaderboard', 'nav.leaderboard', 'trophy']] : []),
                ] as const
              ).map(([to, key, icon]) => (
                <li key={to}>
                  <Link to={to} className={`${LINK} flex items-center gap-2`}>
                    <Icon name={icon} className="h-4 w-4" />
                    {t(key)}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
          <nav aria-label={t('footer.links', 'Information')} className="border-t border-white/10 pt-4">
            <ul className="space-y-1">
              {FOOTER_LINKS.map(([to, key]) => (
                <li key={to}>
                  <Link to={to} className={LINK}>
                    {t(key)}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        </div>
      </SheetContent>
    </Dialog.Root>
  );
}
