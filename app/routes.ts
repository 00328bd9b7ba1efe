import { index, layout, route, type RouteConfig } from '@react-router/dev/routes';
import { ROUTES } from './route-table.ts';

export default [
  // The home page's card lists, whole, as JSON (app/features/lobby/routes/home-cards.ts; asked for after hydration).
  route('home-cards', 'features/lobby/routes/home-cards.ts'),
  // The sportsbook home's upcoming matches (app/features/sports/routes/home-board.ts; asked for after hydration).
  route('home-board', 'features/sports/routes/home-board.ts'),
  route('actions/favourite', 'features/lobby/routes/actions.favourite.ts'),
  route('actions/adsvisit', 'features/site/routes/actions.adsvisit.ts'),
  route('data/games', 'features/lobby/routes/data.games.ts'),
  route('data/search', 'features/lobby/routes/data.search.ts'),
  route('data/recent', 'features/lobby/routes/data.recent.ts'),
  route('data/launch', 'features/lobby/routes/data.launch.ts'),
  route('data/partners', 'features/site/routes/data.partners.ts'),
  layout('features/site/routes/_page.tsx', [
    ...ROUTES.map((d) => (d.path === '/' ? index(d.file) : route(d.path.slice(1), d.file))),
    route('*', 'features/site/routes/not-found.tsx'),
  ]),
] satisfies RouteConfig;
