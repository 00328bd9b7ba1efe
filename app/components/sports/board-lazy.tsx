import { lazy, Suspense, type ComponentProps } from 'react';
import type { SportsBoard as Board } from './board.tsx';

/**
 * The sports board for pages that show it only on some sites (the home page: sportsbook templates
 * only). Issue 13: the board (~15 kB gzip with its slip and odds stream) no longer comes with every
 * casino home's first-load JS.
 *
 * On the server the board renders in place (a plain component, loaded once at start), so the
 * first HTML shows it as before. In the browser it is a `React.lazy`: hydration leaves the
 * server's board as it is until its chunk arrives (selective hydration of the Suspense boundary),
 * then hydrates it; nothing flashes.
 */
const Lazy: typeof Board = import.meta.env.SSR
  ? (await import('./board.tsx')).SportsBoard
  : (lazy(() => import('./board.tsx').then((m) => ({ default: m.SportsBoard }))) as unknown as typeof Board);

export function LazySportsBoard(props: ComponentProps<typeof Board>) {
  return (
    <Suspense fallback={null}>
      <Lazy {...props} />
    </Suspense>
  );
}
