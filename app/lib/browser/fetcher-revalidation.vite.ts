import { applyPatches, reactRouterPatch, type SourcePatch } from './react-router-patch.vite.ts';

/**
 * A fetcher's first load waits for React Router to look up its route (lazy route discovery). If the
 * page asks for its data again meanwhile (an action, `revalidate()`), React Router matches the
 * fetcher's path against the routes known so far; when the site's catch-all "not found" route is
 * among them it matches that, asks the server for the "not found" route's data at the fetcher's
 * URL, gets none, and the error takes the whole page down ("No result found for routeId"). React
 * Router already leaves a first load alone while its route is unknown; this build step leaves it
 * alone whenever route discovery is on: its own load, already on its way, brings the data.
 * (remix-run/react-router has the same code in 7.18.7 and 8.5.)
 */
const PATCHES: SourcePatch[] = [
  {
    name: 'fetcher first load during a revalidation',
    find: /if \(!fetcherMatches\) \{\s*if \(hasPatchRoutesOnNavigation && isMidInitialLoad\) \{\s*return;\s*\}/,
    replace: 'if (hasPatchRoutesOnNavigation && isMidInitialLoad) {\n      return;\n    }\n    if (!fetcherMatches) {',
  },
];

export const patchFetcherRevalidation = (code: string) => applyPatches(code, PATCHES);

export const fetcherFirstLoadFix = () =>
  reactRouterPatch(
    'react-router-fetcher-first-load',
    'isMidInitialLoad',
    PATCHES,
    'cannot leave a fetcher in its first load out of a revalidation',
    'app/lib/browser/fetcher-revalidation.vite.ts',
  );
