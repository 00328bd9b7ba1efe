import { index, layout, route, type RouteConfig } from '@react-router/dev/routes';
import { ROUTES } from './route-table.ts';

export default [
  // The home page's card lists, whole, as JSON (app/routes/home-cards.ts; asked for after hydration).
  route('home-cards', 'routes/home-cards.ts'),
  // The sportsbook home's upcoming matches (app/routes/home-board.ts; asked for after hydration).
  route('home-board', 'routes/home-board.ts'),
  layout('routes/_page.tsx', [...ROUTES.map((d) => (d.path === '/' ? index(d.file) : route(d.path.slice(1), d.file))), route('*', 'routes/not-found.tsx')]),
] satisfies RouteConfig;
