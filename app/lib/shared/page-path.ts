/**
 * The page a request is for. React Router's client navigations ask for a page's data at
 * `<path>.data` (`/_root.data` for the home page): anything keyed by the page (its SEO record,
 * its guard, the way back after sign-in) must use the page's own path, not the data address.
 */
export function pagePath(url: URL): string {
  const path = url.pathname.replace(/\.data$/, '');
  return path === '/_root' ? '/' : path;
}
