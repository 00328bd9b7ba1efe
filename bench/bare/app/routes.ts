import { index, route, type RouteConfig } from '@react-router/dev/routes';

export default [index('routes/home.tsx'), route('row', 'routes/row.ts')] satisfies RouteConfig;
