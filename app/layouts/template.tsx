import { AccountArea, CategoryNav, LanguageSwitch, MobileTabBar, SiteFooter, SiteLogo, SkipLink } from '~/components/layout/parts.tsx';
import { LiveChat } from '~/components/site/live-chat.tsx';
import { Partners } from '~/components/site/partners.tsx';
import { RewardsIcon } from '~/components/site/rewards-icon.tsx';
import { DownloadBar } from '~/components/site/download-bar.tsx';

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
import type { LayoutProps } from './registry.tsx';

/**
 * A site template: shared parts arranged by the template's look (header style, navigation,
 * density). The theming issue gives each template its own composition.
 */
export function TemplateLayout({ look, children, id }: LayoutProps & { id: string }) {
  const header = look?.header ?? 'top';
  if (header === 'left-rail') {
    return (
      <div className="min-h-dvh bg-bg text-text font-theme" data-layout-id={id}>
        <SkipLink />
        <DownloadBar />
        <div className="flex">
          <aside className="sticky top-0 hidden h-dvh w-60 shrink-0 flex-col gap-6 overflow-y-auto border-r border-border bg-header p-4 text-header-text lg:flex">
            <SiteLogo />
            <CategoryNav orientation="column" />
          </aside>
          <div className="min-w-0 flex-1">
            <header className="sticky top-0 z-30 flex items-center justify-between gap-3 border-b border-border bg-header px-4 py-3 text-header-text">
              <div className="lg:hidden">
                <SiteLogo />
              </div>
              <div className="ml-auto flex items-center gap-2">
                <LanguageSwitch />
                <AccountArea />
              </div>
            </header>
            <div className="bg-header px-2 pb-2 text-header-text lg:hidden">
              <CategoryNav />
            </div>
            <main id="main" className="pb-20 md:pb-0">{children}</main>
            <SiteExtras />
            <SiteFooter />
          </div>
        </div>
        <MobileTabBar />
      </div>
    );
  }
  const twoRow = header === 'two-row' || header === 'icon-tabs';
  return (
    <div className="min-h-dvh bg-bg text-text font-theme" data-layout-id={id}>
      <SkipLink />
      <DownloadBar />
      <header className="sticky top-0 z-30 bg-header text-header-text shadow-lg">
        <div className="mx-auto flex max-w-7xl items-center gap-4 px-4 py-3">
          <SiteLogo />
          {!twoRow && (
            <div className="hidden min-w-0 flex-1 lg:block">
              <CategoryNav withIcons={false} />
            </div>
          )}
          <div className="ml-auto flex items-center gap-2">
            <LanguageSwitch />
            <AccountArea />
          </div>
        </div>
        <div className={`border-t border-white/10 ${twoRow ? '' : 'lg:hidden'}`}>
          <div className="mx-auto max-w-7xl px-2 py-1">
            <CategoryNav withIcons={header === 'icon-tabs' || !twoRow} />
          </div>
        </div>
      </header>
      <main id="main" className="pb-20 md:pb-0">{children}</main>
      <SiteExtras />
      <SiteFooter />
      <MobileTabBar />
    </div>
  );
}
