import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import { startBuildUpdates } from './lib/browser/build-update.ts';
import { limitRoutePrefetches } from './lib/browser/prefetch-limit.ts';
import { preloadParts } from './lib/browser/lazy-part.tsx';
import { routeUnavailableModule } from './lib/browser/route-unavailable.tsx';
import { ensureLanguageFonts, LATE_FONT_CSS } from './i18n-fonts/index.ts';

// React Router's default client entry, plus, before it starts: new builds and failed chunks go
// through one guarded full load, and route discovery runs at most 4 fetches at once.
startBuildUpdates();
limitRoutePrefetches();
// A route whose module cannot be loaded, when the page may not reload: drawn with this instead (build-update.vite.ts).
(window as unknown as Record<string, unknown>).__playfrontRouteUnavailable = routeUnavailableModule;
// A request cut off on purpose (a newer navigation or revalidation replaced it) is not an error of the page.
window.addEventListener('unhandledrejection', (e) => {
  if (e.reason instanceof DOMException && e.reason.name === 'AbortError') e.preventDefault();
});

// A language's long font stylesheet, preloaded by the page, applies now: after the first paint, not before it.
if (LATE_FONT_CSS.has(document.documentElement.lang)) ensureLanguageFonts(document.documentElement.lang);

// Parts of the page in chunks of their own (a sportsbook home's board, the maintenance page) hydrate
// with the page when its first HTML shows them (lib/browser/lazy-part.tsx: a tap on them must not be lost).
// React Router's inline script imports the route modules, which declare their parts, before this
// entry. Hydration starts when those preloads settle; not a top-level await, which would hold this
// module's evaluation on their chunks, and those on the modules this entry shares with them.
void preloadParts().then(() =>
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <HydratedRouter />
      </StrictMode>,
    );
  }),
);
