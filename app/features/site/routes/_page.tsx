import { useContext, useEffect, useState } from 'react';
import { useRouteLoaderData, type ShouldRevalidateFunctionArgs } from 'react-router';
import type { i18n as I18n } from 'i18next';
import { loadPageSeo } from '~/lib/server/seo.server.ts';
import type { RootData } from '~/root.tsx';
import { firstViewJson } from '~/i18n/first-view.ts';
import { ServerI18n } from '~/i18n/server-context.ts';
import { fullMessages, PageI18n, PageI18nContext, setClientI18n } from '~/i18n/page-i18n.ts';
import { formatInterpolated } from '~/i18n/format.ts';
import { LayoutStoreProvider } from '~/stores/layout-store.ts';
import { UserStoreProvider } from '~/stores/user-store.ts';
import { Shell } from '../components/shell.tsx';
import type { Route } from './+types/_page';

/**
 * A pathless layout around every player page (URLs stay flat): the site's shell, its stores and
 * messages, and the page's SEO record, loaded again whenever the path changes. The console's pages
 * are outside it, so none of this is in their scripts.
 */
export const loader = (args: Route.LoaderArgs) => loadPageSeo(args);

export function shouldRevalidate({ currentUrl, nextUrl, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return currentUrl.pathname !== nextUrl.pathname || defaultShouldRevalidate;
}

export default function Page() {
  const root = useRouteLoaderData<RootData>('root')!;
  const server = useContext(ServerI18n);
  const [i18n] = useState(() => {
    if (server) return server.instance;
    // Hydration without i18next: the first view's messages and a small `t`; i18next and the full
    // bundles come right after (i18n/page-i18n.ts, decision 0015).
    const page = new PageI18n(root.lng, JSON.parse(firstViewJson()), formatInterpolated, async (first) => {
      const { makeI18n, loadFullBundles } = await import('~/i18n/setup.ts');
      const full = makeI18n(root.lng, first);
      await loadFullBundles(full);
      return full;
    });
    const instance = page as unknown as I18n;
    setClientI18n(instance);
    return instance;
  });
  useEffect(() => {
    if (!server) void fullMessages();
  }, [server]);
  return (
    <PageI18nContext.Provider value={i18n}>
      <LayoutStoreProvider initial={root.layout}>
        <UserStoreProvider initial={root.player}>
          <Shell data={root} />
        </UserStoreProvider>
      </LayoutStoreProvider>
    </PageI18nContext.Provider>
  );
}
