import { index, layout, route, type RouteConfig } from '@react-router/dev/routes';
import { ROUTES } from './route-table.ts';

export default [
  layout('routes/_page.tsx', [...ROUTES.map((d) => (d.path === '/' ? index(d.file) : route(d.path.slice(1), d.file))), route('*', 'routes/not-found.tsx')]),
] satisfies RouteConfig;
