import { Outlet, type ShouldRevalidateFunctionArgs } from 'react-router';
import { loadPageSeo } from '~/lib/server/seo.server.ts';
import type { Route } from './+types/_page';

/**
 * A pathless layout around every page (URLs stay flat): it loads the page's SEO record,
 * and again whenever the path changes.
 */
export const loader = (args: Route.LoaderArgs) => loadPageSeo(args);

export function shouldRevalidate({ currentUrl, nextUrl, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return currentUrl.pathname !== nextUrl.pathname || defaultShouldRevalidate;
}

export default function Page() {
  return <Outlet />;
}
