import { lazy, Suspense, type ComponentProps } from 'react';
import type { SportsBoard as Board } from './board.tsx';

/**
 * The sports board for pages that show it only on some sites (the home page: sportsbook templates
 * only). Issue 13: the board (~15 kB gzip with its slip and odds stream) no longer comes with every
 * casino home's first-load JS.
 *
 * On the server it renders in place (a plain component, loaded once at start), so the first HTML
 * shows it. In the browser, a page whose first HTML holds a board loads its chunk before
 * hydration starts (`preloadSportsBoard`, entry.client.tsx) and hydrates it with the rest of the
 * page: React does not replay a click on a part that is still waiting for its code (only the
 * last hover or focus), so a price tapped in that gap would be lost. A board that appears later
 * (a client navigation to a sportsbook home) is a `React.lazy` behind a Suspense boundary.
 */
let loaded: typeof Board | null = null;
const Lazy: typeof Board = import.meta.env.SSR
  ? (await import('./board.tsx')).SportsBoard
  : (lazy(() => import('./board.tsx').then((m) => ({ default: m.SportsBoard }))) as unknown as typeof Board);

/** Before hydration: when the server's HTML has a board, load its code so hydration includes it. */
export async function preloadSportsBoard() {
  if (import.meta.env.SSR || !document.querySelector('[data-testid="sports-board"]')) return;
  try {
    loaded = (await import('./board.tsx')).SportsBoard;
  } catch {
    // The chunk failed (a new build): the lazy path below reloads the page through the guard.
  }
}

export function LazySportsBoard(props: ComponentProps<typeof Board>) {
  const Ready = loaded;
  // Same element tree with or without the preload: a Suspense boundary around the board.
  return <Suspense fallback={null}>{Ready ? <Ready {...props} /> : <Lazy {...props} />}</Suspense>;
}
