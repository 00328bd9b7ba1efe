import { lazyPart } from '~/lib/browser/lazy-part.tsx';

/**
 * The sports board for pages that show it only on some sites (the home page: sportsbook templates
 * only). The board (~15 kB gzip with its slip and odds stream, and the unpacking of the
 * page data) does not come with every casino home's first-load JS; a sportsbook home loads it
 * before hydrating (a tap on a price must not be lost: lib/browser/lazy-part.tsx). /sports imports the board itself.
 */
export const LazyHomeBoard = lazyPart('[data-testid="sports-board"]', () => import('./home-board.tsx').then((m) => m.HomeBoard));
