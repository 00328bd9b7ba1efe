/**
 * At most a few route prefetches at once. The app's only route prefetching is React Router's
 * lazy route discovery ("fog of war"): every `<Link>` on screen is looked up with a
 * `GET /__manifest?paths=…` soon after it appears (no `<Link prefetch>` and no
 * `<PrefetchPageLinks>` are used). A long, virtualised game grid that scrolls can start many of
 * those at once; they queue here instead, four at a time, ahead of nothing else the page fetches.
 */
export const MAX_PREFETCHES = 4;
export const MANIFEST_PATH = '/__manifest';

/** A queue that runs at most `max` tasks at once; a task whose signal aborts while queued never starts. */
export function concurrencyLimit(max: number) {
  let running = 0;
  const waiting: { start: () => void; signal?: AbortSignal | null; abort: () => void }[] = [];
  const next = () => {
    while (running < max && waiting.length > 0) waiting.shift()!.start();
  };
  function run<T>(task: () => Promise<T>, signal?: AbortSignal | null): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      const start = () => {
        signal?.removeEventListener('abort', entry.abort);
        running++;
        let result: Promise<T>;
        try {
          result = task();
        } catch (err) {
          result = Promise.reject(err);
        }
        result.then(resolve, reject).finally(() => {
          running--;
          next();
        });
      };
      const entry = {
        start,
        signal,
        abort: () => {
          const i = waiting.indexOf(entry);
          if (i >= 0) waiting.splice(i, 1);
          reject(signal?.reason ?? new DOMException('Aborted', 'AbortError'));
        },
      };
      if (signal?.aborted) return entry.abort();
      signal?.addEventListener('abort', entry.abort, { once: true });
      waiting.push(entry);
      next();
    });
  }
  return Object.assign(run, { running: () => running, queued: () => waiting.length });
}

function pathnameOf(input: RequestInfo | URL): string | null {
  try {
    const href = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    return new URL(href, window.location.href).pathname;
  } catch {
    return null;
  }
}

let installed = false;

/** Puts React Router's route-discovery fetches through a queue of MAX_PREFETCHES; every other fetch is untouched. */
export function limitRoutePrefetches(max = MAX_PREFETCHES) {
  if (installed || typeof window === 'undefined') return;
  installed = true;
  const limit = concurrencyLimit(max);
  const original = window.fetch;
  window.fetch = function (input: RequestInfo | URL, init?: RequestInit) {
    if (pathnameOf(input) !== MANIFEST_PATH) return original.call(window, input, init);
    const signal = init?.signal ?? (input instanceof Request ? input.signal : undefined);
    return limit(() => original.call(window, input, init), signal);
  };
}
