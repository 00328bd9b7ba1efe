import type { Plugin } from 'vite';

/**
 * React Router reloads the page by itself in two places, unguarded and without waiting for
 * anything: when a route module fails to import (`loadRouteModule`: `window.location.reload()`)
 * and when lazy route discovery finds the server on another build (`window.location.href = …`).
 * This build step sends both through the page's one guarded reload (build-update.ts:
 * `window.__playfrontReload`), which waits for money calls, never reloads twice within 10 s,
 * and tells the player. When the hook declines, the error goes on to the route's error boundary.
 * Without the hook (no client entry yet) React Router behaves as it always did.
 */
export const RELOAD_HOOK = '__playfrontReload';

const PATCHES = [
  {
    name: 'route module import failure',
    find: /(console\.error\(\s*`Error loading route module[\s\S]{0,400}?)window\.location\.reload\(\);/,
    replace: `$1if (typeof window.${RELOAD_HOOK} === "function") { if (!window.${RELOAD_HOOK}("route-module")) throw error; } else { window.location.reload(); }`,
  },
  {
    name: 'manifest version mismatch',
    find: /window\.location\.href = errorReloadPath;/,
    replace: `if (typeof window.${RELOAD_HOOK} === "function") { if (!window.${RELOAD_HOOK}("manifest", errorReloadPath)) throw new Error("A newer build is out; reload the page."); } else { window.location.href = errorReloadPath; }`,
  },
];

/** The patched source and the patches that did not apply (a React Router upgrade moved the code). */
export function patchReactRouter(code: string): { code: string; missing: string[] } {
  const missing: string[] = [];
  for (const p of PATCHES) {
    if (!p.find.test(code)) missing.push(p.name);
    else code = code.replace(p.find, p.replace);
  }
  return { code, missing };
}

/** The Vite plugin: patches React Router's browser code in the client build; fails the build if it cannot. */
export function reactRouterReloadHook(): Plugin {
  return {
    name: 'playfront:react-router-reload-hook',
    apply: 'build',
    applyToEnvironment: (env) => env.name === 'client',
    transform(code, id) {
      if (!/[\\/]node_modules[\\/]react-router[\\/]dist[\\/]/.test(id) || !code.includes('function loadRouteModule(')) return null;
      const out = patchReactRouter(code);
      if (out.missing.length)
        this.error(
          `react-router changed: cannot route its reloads through ${RELOAD_HOOK} (${out.missing.join(', ')}); update app/lib/browser/build-update.vite.ts`,
        );
      return { code: out.code, map: null };
    },
  };
}
