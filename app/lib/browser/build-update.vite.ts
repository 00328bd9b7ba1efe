import { applyPatches, reactRouterPatch, type SourcePatch } from './react-router-patch.vite.ts';

/**
 * React Router reloads the page by itself in two places, unguarded and without waiting for
 * anything: when a route module fails to import (`loadRouteModule`: `window.location.reload()`)
 * and when lazy route discovery finds the server on another build (`window.location.href = …`).
 * This build step sends both through the page's one guarded reload (build-update.ts:
 * `window.__playfrontReload`), which waits for money calls, never reloads twice within 10 s,
 * and tells the player. When the hook declines a route module's reload, the route gets the
 * module `window.__playfrontRouteUnavailable` instead (the site stays around a notice with a reload
 * button; React Router would otherwise keep the route "still loading" and draw an empty page);
 * a manifest of another build goes on to the error boundary. Without the hook (no client entry
 * yet) React Router behaves as it always did.
 */
export const RELOAD_HOOK = '__playfrontReload';
export const UNAVAILABLE_MODULE = '__playfrontRouteUnavailable';

const PATCHES: SourcePatch[] = [
  {
    name: 'route module import failure',
    find: /(console\.error\(\s*`Error loading route module[\s\S]{0,400}?)window\.location\.reload\(\);/,
    replace: `$1if (typeof window.${RELOAD_HOOK} === "function") { if (!window.${RELOAD_HOOK}("route-module")) { if (window.${UNAVAILABLE_MODULE}) return window.${UNAVAILABLE_MODULE}; throw error; } } else { window.location.reload(); }`,
  },
  {
    name: 'manifest version mismatch',
    find: /window\.location\.href = errorReloadPath;/,
    replace: `if (typeof window.${RELOAD_HOOK} === "function") { if (!window.${RELOAD_HOOK}("manifest", errorReloadPath)) throw new Error("A newer build is out; reload the page."); } else { window.location.href = errorReloadPath; }`,
  },
];

/** The patched source and the patches that did not apply (a React Router upgrade moved the code). */
export const patchReactRouter = (code: string) => applyPatches(code, PATCHES);

/** The Vite plugin: patches React Router's browser code in the client build; fails the build if it cannot. */
export const reactRouterReloadHook = () =>
  reactRouterPatch(
    'react-router-reload-hook',
    'function loadRouteModule(',
    PATCHES,
    `cannot route its reloads through ${RELOAD_HOOK}`,
    'app/lib/browser/build-update.vite.ts',
  );
