import { useEffect, useState } from 'react';
import { Dialog } from 'radix-ui';
import { Link, useLocation } from 'react-router';
import { useTranslation } from '~/i18n/use-translation.ts';
import { SheetContent } from '~/components/ui/dialog.tsx';
import { Icon } from '~/components/ui/icon.tsx';
import { CategoryNav, FOOTER_LINKS, SiteLogo } from './parts.tsx';

const LINK = 'block rounded-theme px-3 py-2 text-sm text-header-text hover:bg-white/10';

/**
 * Phone navigation of the `drawer` templates: a menu button in the header opens a side drawer
 * (Radix Dialog: focus trapped, Escape and the overlay close it) with the category menu and the
 * CMS pages. It closes itself when the player follows a link.
 */
export function MobileDrawer({ className = 'md:hidden' }: { className?: string }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const { pathname } = useLocation();
  useEffect(() => setOpen(false), [pathname]);
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger
        aria-label={t('site.openMenu', 'Open menu')}
        data-testid="drawer-open"
        className={`grid h-10 w-10 shrink-0 place-items-center rounded-theme text-header-text hover:bg-white/10 ${className}`}
      >
        <Icon name="menu" className="h-6 w-6" />
      </Dialog.Trigger>
      <SheetContent
        data-testid="mobile-drawer"
        aria-describedby={undefined}
        className="border-r border-border bg-header text-header-text pb-[env(safe-area-inset-bottom)]"
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
                  ['/leaderboard', 'nav.leaderboard', 'trophy'],
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
