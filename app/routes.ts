import { index, route, type RouteConfig } from '@react-router/dev/routes';
import { ROUTES } from './route-table.ts';

export default [
  ...ROUTES.map((d) => (d.path === '/' ? index(d.file) : route(d.path.slice(1), d.file))),
  route('*', 'routes/not-found.tsx'),
] satisfies RouteConfig;
