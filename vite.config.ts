import path from 'node:path';
import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig, type Plugin } from 'vite';
import { reactRouterReloadHook } from './app/lib/browser/build-update.vite.ts';
import { fetcherFirstLoadFix } from './app/lib/browser/fetcher-revalidation.vite.ts';

const CLIENT_ENTRY = path.resolve(import.meta.dirname, 'app/entry.client.tsx');

/**
 * Every module the root route loads on every page (its static imports, followed to the end) in one
 * chunk with the framework: a page's first load asks for a handful of files, not 35 small ones
 * (decision 0020). The client entry itself stays out: its code must run when React Router's inline
 * script imports it, after that script has set the page's manifest (build-update.ts reads it); in
 * the shared chunk it ran while the route modules were still being imported. What every player page
 * adds (the site's shell, its stores, its messages: the `_page` layout) joins that chunk too: as a
 * second chunk it cost every player's first load 1.2 kB gzip (two streams compress worse, and the
 * chunks name what they share); the console, used by staff on a desktop, loads it unused instead.
 */
function everyPageChunk(): (
  id: string,
  meta: { getModuleInfo: (id: string) => { importedIds: readonly string[]; isEntry: boolean } | null },
) => string | undefined {
  let everyPage: Set<string> | null = null;
  const roots = [path.resolve(import.meta.dirname, 'app/root.tsx'), CLIENT_ENTRY, path.resolve(import.meta.dirname, 'app/features/site/routes/_page.tsx')];
  return (id, { getModuleInfo }) => {
    if (!everyPage) {
      everyPage = new Set<string>();
      const stack = [...roots];
      while (stack.length) {
        const m = stack.pop()!;
        if (everyPage.has(m)) continue;
        const info = getModuleInfo(m);
        if (!info) continue;
        everyPage.add(m);
        stack.push(...info.importedIds);
      }
    }
    if (id === CLIENT_ENTRY || id.endsWith('.css')) return undefined;
    return everyPage.has(id) ? 'app' : undefined;
  };
}

/**
 * React Router's package resolves to its development build in every bundle (remix-run/react-router
 * #14102, open): dev-only warnings and checks shipped to every phone. The browser's production build
 * takes the package's own production files (same code, `ENABLE_DEV_WARNINGS = false`).
 */
function reactRouterProductionFiles(): Plugin {
  const dir = path.resolve(import.meta.dirname, 'node_modules/react-router/dist/production');
  const files: Record<string, string> = { 'react-router': 'index.mjs', 'react-router/dom': 'dom-export.mjs' };
  return {
    name: 'react-router-production-files',
    apply: 'build',
    enforce: 'pre',
    resolveId(id) {
      if (this.environment.name !== 'client' || !(id in files)) return undefined;
      return path.join(dir, files[id]);
    },
  };
}

export default defineConfig({
  // reactRouterReloadHook: React Router's own reloads go through the page's guarded one (app/lib/browser/build-update.ts).
  // fetcherFirstLoadFix: a fetcher still finding its route is left out of a revalidation (fetcher-revalidation.vite.ts).
  plugins: [reactRouterProductionFiles(), tailwindcss(), reactRouter(), reactRouterReloadHook(), fetcherFirstLoadFix()],
  resolve: {
    alias: {
      '~': path.resolve(import.meta.dirname, 'app'),
      '#contract': path.resolve(import.meta.dirname, 'contract'),
    },
  },
  // SOURCEMAP=1: source maps for profiling (scripts/profile-load.mjs); never in the shipped build.
  build: { reportCompressedSize: true, sourcemap: process.env.SOURCEMAP === '1' },
  // The browser's build only: the server's chunks keep their own graph (its top-level awaits would wait on each other in one chunk).
  environments: { client: { build: { rollupOptions: { output: { manualChunks: everyPageChunk() } } } } },
});
