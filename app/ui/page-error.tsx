import { useEffect, useState } from 'react';
import { isRouteErrorResponse, useRevalidator } from 'react-router';

/** Times the page asked again after a data request the browser cut off, in the last 30 s. */
export const abortRetries = {
  times: [] as number[],
  max: 3,
  windowMs: 30_000,
  /** Takes a retry when fewer than `max` were taken in the window. */
  take(now = Date.now()) {
    while (this.times.length > 0 && now - this.times[0]! > this.windowMs) this.times.shift();
    if (this.times.length >= this.max) return false;
    this.times.push(now);
    return true;
  },
};

function isAbort(error: unknown) {
  return typeof error === 'object' && error !== null && (error as { name?: unknown }).name === 'AbortError';
}

/**
 * The page's last resort. A data request cut off in the browser (a newer one replaced it) is no
 * failure of the page: its data is asked for again, and again if that request is cut off too (up
 * to three times in 30 s), and the page comes back. Anything else, or aborts that keep coming, is
 * an error page with the way home.
 */
export function PageError({ error }: { error: unknown }) {
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const aborted = isAbort(error);
  const { revalidate, state } = useRevalidator();
  const [gaveUp, setGaveUp] = useState(false);
  useEffect(() => {
    if (!aborted || state !== 'idle') return;
    if (!abortRetries.take()) return setGaveUp(true);
    void revalidate();
  }, [aborted, error, state, revalidate]);
  const shown = !aborted || gaveUp;
  useEffect(() => {
    // Said in the browser's console too, where the site's error reporting reads it.
    if (shown && !(isRouteErrorResponse(error) && error.status === 404)) console.error('The page failed:', error);
  }, [shown, error]);
  if (!shown) return <main aria-busy="true" className="min-h-dvh bg-bg" />;
  return (
    <main className="min-h-dvh grid place-items-center p-6 bg-bg text-text">
      <div className="max-w-md text-center">
        <h1 className="text-2xl font-bold mb-2">{status === 404 ? 'Page not found' : 'Something went wrong'}</h1>
        <p className="text-muted mb-6">Please try again in a moment.</p>
        <a className="inline-block rounded-theme bg-accent text-accent-text px-5 py-2 font-semibold" href="/">
          Home
        </a>
      </div>
    </main>
  );
}
