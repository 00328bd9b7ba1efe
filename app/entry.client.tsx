import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import { startBuildUpdates } from './lib/build-update.ts';
import { limitRoutePrefetches } from './lib/prefetch-limit.ts';
import { preloadSportsBoard } from './components/sports/board-lazy.tsx';

// React Router's default client entry, plus, before it starts: new builds and failed chunks go
// through one guarded full load, and route discovery runs at most 4 fetches at once.
startBuildUpdates();
limitRoutePrefetches();

// A sportsbook home hydrates its board with the page (board-lazy.tsx: a tap on a price must not be lost).
// Hydration starts when that preload settles; not a top-level await, which would hold this module's
// evaluation on the board's chunk, and that chunk on the modules this entry shares with it.
void preloadSportsBoard().then(() =>
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <HydratedRouter />
      </StrictMode>,
    );
  }),
);
