import { useEffect } from 'react';
import { isRouteErrorResponse, Link, Outlet } from 'react-router';
import { consoleOf } from '../console.server.ts';
import type { Route } from './+types/_console';

/** Every console page: served on the console's host only (anywhere else, a 404). */
export function loader(args: Route.LoaderArgs) {
  consoleOf(args);
  return null;
}

export function headers() {
  // Staff data: never kept by a cache, never shown from the browser's history after sign-out.
  return { 'Cache-Control': 'no-store' };
}

export const meta: Route.MetaFunction = () => [{ title: 'Console' }, { name: 'robots', content: 'noindex, nofollow' }];

export default function ConsoleRoot() {
  // Interactive from here on (tests and monitoring wait for it).
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  return <Outlet />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const title = status === 404 ? 'Not found' : status === 403 ? 'Not allowed' : 'Something went wrong';
  return (
    <main className="grid min-h-dvh place-items-center bg-bg p-6 text-text">
      <div className="max-w-md text-center">
        <h1 className="mb-2 text-2xl font-bold">{title}</h1>
        <p className="mb-6 text-muted">
          {status === 403
            ? 'Your role does not include this page.'
            : status === 404
              ? 'There is nothing here, or it is not yours to see.'
              : 'Try again in a moment.'}
        </p>
        <Link className="inline-block rounded-theme bg-accent px-5 py-2 font-semibold text-accent-text" to="/console">
          Console home
        </Link>
      </div>
    </main>
  );
}
