import { AccountArea, CategoryNav, LanguageSwitch, MobileTabBar, SiteFooter, SiteLogo, SkipLink } from '~/components/layout/parts.tsx';
import { MobileDrawer } from '~/components/layout/mobile-drawer.tsx';
import { LiveChat } from '~/components/site/live-chat.tsx';
import { Partners } from '~/components/site/partners.tsx';
import { RewardsIcon } from '~/components/site/rewards-icon.tsx';
import { DownloadBar } from '~/components/site/download-bar.tsx';
import type { LayoutProps } from './registry.tsx';

/** What every template shows besides its own arrangement: partners, rewards, live chat. */
function SiteExtras() {
  return (
    <>
      <Partners />
      <RewardsIcon />
      <LiveChat />
    </>
  );
}

/**
 * A site template: shared parts arranged by the template's look. The header style (top bar,
 * two-row with a category strip, left rail, icon tabs) and the phone navigation (bottom tab bar
 * or a drawer behind a menu button) come from the layout; the hero and the family's home sections
 * from the home page.
 */
export function TemplateLayout({ look, children, id }: LayoutProps & { id: string }) {
  const header = look?.header ?? 'top';
  const drawer = look?.mobileNav === 'drawer';
  // Drawer templates have no tab bar on phones, so the page needs no room for one.
  const mainPad = drawer ? '' : 'pb-20 md:pb-0';
  const phoneNav = drawer ? null : <MobileTabBar />;
  // With a drawer the category strip is not repeated under the header on phones.
  const stripVisibility = drawer ? 'hidden md:block' : '';
  // Rail and icon-tab templates already carry the categories beside or above the page: a slim footer.
  const footer = <SiteFooter variant={header === 'left-rail' || header === 'icon-tabs' ? 'compact' : 'columns'} />;
  const data = { 'data-layout-id': id, 'data-header': header, 'data-mobile-nav': look?.mobileNav ?? 'bottom-tabs' };

  if (header === 'left-rail') {
    return (
      <div className="min-h-dvh bg-bg text-text font-theme" {...data}>
        <SkipLink />
        <DownloadBar />
        <div className="flex">
          <aside className="sticky top-0 hidden h-dvh w-60 shrink-0 flex-col gap-6 overflow-y-auto border-r border-border bg-header p-4 text-header-text lg:flex">
            <SiteLogo />
            <CategoryNav orientation="column" />
          </aside>
          <div className="min-w-0 flex-1">
            <header
              data-sticky="top"
              className="sticky top-0 z-30 flex items-center justify-between gap-3 border-b border-border bg-header px-4 py-3 text-header-text"
            >
              <div className="flex min-w-0 items-center gap-2 lg:hidden">
                {drawer && <MobileDrawer />}
                <SiteLogo inHeader />
              </div>
              <div className="ml-auto flex max-w-[calc(100%-96px)] shrink-0 flex-wrap items-center justify-end gap-1 sm:gap-2">
                <LanguageSwitch />
                <AccountArea />
              </div>
            </header>
            <div className={`bg-header px-2 pb-2 text-header-text lg:hidden ${stripVisibility}`}>
              <CategoryNav />
            </div>
            <main id="main" className={mainPad}>
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
  const twoRow = header === 'two-row' || header === 'icon-tabs';
  return (
    <div className="min-h-dvh bg-bg text-text font-theme" {...data}>
      <SkipLink />
      <DownloadBar />
      <header data-sticky="top" className="sticky top-0 z-30 bg-header text-header-text shadow-lg">
        {/* At 320 px or with large text the site name gives way first; the controls keep their width and wrap only when they must (WCAG 1.4.10). */}
        <div className="mx-auto flex max-w-7xl items-center gap-2 px-4 py-3 md:gap-4">
          {drawer && <MobileDrawer />}
          <SiteLogo inHeader />
          {!twoRow && (
            <div className="hidden min-w-0 flex-1 lg:block">
              <CategoryNav withIcons={false} />
            </div>
          )}
          <div className="ml-auto flex max-w-[calc(100%-96px)] shrink-0 flex-wrap items-center justify-end gap-1 sm:gap-2">
            <LanguageSwitch />
            <AccountArea />
          </div>
        </div>
        <div className={`border-t border-white/10 ${twoRow ? '' : 'lg:hidden'} ${stripVisibility}`}>
          <div className="mx-auto max-w-7xl px-2 py-1">
            <CategoryNav withIcons={header === 'icon-tabs' || !twoRow} />
          </div>
        </div>
      </header>
      <main id="main" className={mainPad}>
        {children}
      </main>
      <SiteExtras />
      {footer}
      {phoneNav}
    </div>
  );
}
