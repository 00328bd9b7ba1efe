import type { ReactNode } from 'react';
import { AccountArea, CategoryNav, LanguageSwitch, MobileTabBar, SiteFooter, SiteLogo, SkipLink } from '~/features/site/components/parts.tsx';
import { MobileDrawer } from '~/features/site/components/mobile-drawer.tsx';
import { CategoryBar } from '~/features/site/components/category-bar.tsx';
import { CenteredFooter } from '~/features/site/components/centered-footer.tsx';
import { LiveChat } from '~/features/site/components/live-chat.tsx';
import { Partners } from '~/features/site/components/partners.tsx';
import { RewardsIcon } from '~/features/site/components/rewards-icon.tsx';
import { FloatGuard } from '~/features/site/components/float-guard.tsx';
import { DownloadBar } from '~/features/site/components/download-bar.tsx';
import { GameSearch } from '~/features/lobby/components/game-search.tsx';
import type { LayoutProps } from './registry.tsx';
import { useTranslation } from '~/i18n/use-translation.ts';

/** What every template shows besides its own arrangement: partners, rewards, live chat. */
function SiteExtras() {
  return (
    <>
      <Partners />
      <RewardsIcon />
      <LiveChat />
      <FloatGuard />
    </>
  );
}

/** The row under the header bar on phones and tablets (the desktop has its own pattern): a swipeable strip. */
function PhoneStrip({ hidden }: { hidden: string }) {
  return (
    <div className={`border-t border-white/10 lg:hidden ${hidden}`}>
      <div className="mx-auto max-w-7xl px-2 py-1">
        <CategoryNav />
      </div>
    </div>
  );
}

/**
 * A site template: shared parts arranged by the template's look. Header patterns: top
 * (one bar with the categories inline), two-row (bar, then the category row), icon-tabs (bar, then
 * icon-over-label tabs), centered (logo in the middle, categories centred under it), compact (a
 * slim bar with four categories and "More"), left-rail (a side rail on desktops). Categories that
 * do not fit go into "More" (CategoryBar). Phones get a bottom tab bar or a drawer; the tile,
 * label, hover and card styles reach the components as data attributes (app/themes/looks.css).
 */
export function TemplateLayout({ look, children, id }: LayoutProps & { id: string }) {
  const { t } = useTranslation();
  const header = look?.header ?? 'top';
  const drawer = look?.mobileNav === 'drawer';
  // Drawer templates have no tab bar on phones, so the page needs no room for one.
  const mainPad = drawer ? '' : 'pb-20 md:pb-0';
  const phoneNav = drawer ? null : <MobileTabBar />;
  // With a drawer the category strip is not repeated under the header on phones.
  const stripVisibility = drawer ? 'hidden md:block' : '';
  const footerStyle = look?.footer ?? 'columns';
  const footer = footerStyle === 'centered' ? <CenteredFooter /> : <SiteFooter variant={footerStyle} />;
  const data = {
    'data-layout-id': id,
    'data-header': header,
    'data-mobile-nav': look?.mobileNav ?? 'bottom-tabs',
    'data-tile': look?.tile ?? 'portrait',
    'data-label': look?.label ?? 'below',
    'data-hover': look?.hover ?? 'lift',
    'data-card': look?.cardStyle ?? 'raised',
    'data-footer-style': footerStyle,
  };
  // The bar wraps: controls that do not fit beside the logo's mark (and the drawer's button) take a
  // row of their own under it, never the mark's place (large text, the narrowest phones).
  const controls = (
    <div className="ml-auto flex max-w-full shrink-0 flex-wrap items-center justify-end gap-1 sm:gap-2">
      <GameSearch />
      <LanguageSwitch />
      <AccountArea />
    </div>
  );

  if (header === 'left-rail') {
    return (
      <div className="min-h-dvh bg-bg text-text font-theme" {...data}>
        <SkipLink />
        <DownloadBar />
        <div className="flex">
          {/* Named: a page's own aside (the deposit page's balance) is a second complementary landmark. */}
          <aside
            aria-label={t('site.menu', 'Menu')}
            className="sticky top-0 hidden h-dvh w-60 shrink-0 flex-col gap-6 overflow-y-auto border-r border-border bg-header p-4 text-header-text lg:flex"
          >
            <SiteLogo className="site-logo" />
            <CategoryNav orientation="column" />
          </aside>
          <div className="min-w-0 flex-1">
            <header
              data-sticky="top"
              className="sticky top-0 z-30 flex flex-wrap items-center justify-between gap-3 border-b border-border bg-header px-4 py-3 text-header-text"
            >
              <div className="flex min-w-min flex-1 items-center gap-2 lg:hidden">
                {drawer && <MobileDrawer />}
                <SiteLogo inHeader className="site-logo" />
              </div>
              {controls}
            </header>
            <PhoneStrip hidden={stripVisibility} />
            <main id="main" tabIndex={-1} className={`outline-none ${mainPad}`}>
              {children}
            </main>
            <SiteExtras />
            {footer}
          </div>
        </div>
        {phoneNav}
      </div>
    );
  }

  let bar: ReactNode;
  let row: ReactNode = null;
  if (header === 'centered') {
    // Logo in the middle of the bar; the categories centred on a row of their own, framed by accent rules.
    bar = (
      <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-2 px-4 py-3 md:gap-4 lg:grid lg:grid-cols-[minmax(0,1fr)_auto_minmax(0,1fr)] lg:py-4">
        {drawer && <MobileDrawer />}
        <div className="hidden lg:block" />
        <SiteLogo inHeader className="site-logo lg:justify-center lg:text-2xl" />
        {controls}
      </div>
    );
    row = (
      <div className="hidden border-y border-accent/40 lg:block">
        <div className="mx-auto flex max-w-7xl px-4">
          <CategoryBar align="center" />
        </div>
      </div>
    );
  } else if (header === 'top' || header === 'compact') {
    bar = (
      <div className={`mx-auto flex max-w-7xl flex-wrap items-center gap-2 px-4 md:gap-4 ${header === 'compact' ? 'py-2' : 'py-3'}`}>
        {drawer && <MobileDrawer />}
        <SiteLogo inHeader className="site-logo" />
        <div className="hidden min-w-0 flex-1 lg:flex">
          <CategoryBar max={header === 'compact' ? 4 : undefined} />
        </div>
        {controls}
      </div>
    );
  } else {
    // two-row and icon-tabs: the bar, then the full-width category row.
    bar = (
      <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-2 px-4 py-3 md:gap-4">
        {drawer && <MobileDrawer />}
        <SiteLogo inHeader className="site-logo" />
        {controls}
      </div>
    );
    row = (
      <div className={`hidden border-t border-white/10 lg:block ${header === 'icon-tabs' ? 'bg-black/15' : ''}`}>
        <div className="mx-auto flex max-w-7xl px-2 py-1">
          <CategoryBar icons tabs={header === 'icon-tabs'} align={header === 'icon-tabs' ? 'center' : 'start'} />
        </div>
      </div>
    );
  }
  return (
    <div className="min-h-dvh bg-bg text-text font-theme" {...data}>
      <SkipLink />
      <DownloadBar />
      <header data-sticky="top" className={`sticky top-0 z-30 bg-header text-header-text shadow-lg ${header === 'compact' ? 'border-b-2 border-accent' : ''}`}>
        {bar}
        {row}
        <PhoneStrip hidden={stripVisibility} />
      </header>
      <main id="main" tabIndex={-1} className={`outline-none ${mainPad}`}>
        {children}
      </main>
      <SiteExtras />
      {footer}
      {phoneNav}
    </div>
  );
}
