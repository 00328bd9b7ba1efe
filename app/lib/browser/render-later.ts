import { startTransition, useEffect, useState, type DependencyList, type RefObject } from 'react';

/*
 * Later, not in the first HTML: a long list draws its first screen in the page's first HTML and
 * hydration, and the rest once the page runs, when the list nears the screen or the browser is
 * idle (home game sections, the sportsbook's match lists).
 */

/** Set once the page has hydrated (the shell marks <html data-hydrated>): later mounts render whole at once. */
const hydratedPage = () => typeof document !== 'undefined' && document.documentElement.dataset.hydrated === 'true';

/** Whether the rest of a section renders: not in the first HTML nor in hydration; at once on a client navigation. */
export function useFullAfterHydration(partial: boolean) {
  const [done, setDone] = useState(() => !partial || hydratedPage());
  return { done, pending: !done, show: () => startTransition(() => setDone(true)) };
}

/** Calls `show` when the element comes within a screen of the viewport, or when the browser is idle (at most 5 s). */
export function useNearScreen(ref: RefObject<HTMLElement | null>, pending: boolean, show: () => void) {
  useEffect(() => {
    const el = ref.current;
    if (!pending || !el) return;
    let fired = false;
    const fire = () => {
      if (fired) return;
      fired = true;
      show();
    };
    const io = 'IntersectionObserver' in window ? new IntersectionObserver((e) => e.some((x) => x.isIntersecting) && fire(), { rootMargin: '100% 0px' }) : null;
    io?.observe(el);
    const idle = window.requestIdleCallback ? window.requestIdleCallback(fire, { timeout: 5000 }) : window.setTimeout(fire, 2000);
    return () => {
      io?.disconnect();
      if (window.cancelIdleCallback) window.cancelIdleCallback(idle);
      else window.clearTimeout(idle);
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [pending]);
}

/**
 * Runs `fn` once the page has loaded and the browser is idle (at most `timeout` ms after the load):
 * for third-party widgets, which should not compete with hydration. Returns a cancel.
 */
export function afterLoadIdle(fn: () => void, timeout = 3000): () => void {
  let idle: number | undefined;
  const start = () => {
    idle = window.requestIdleCallback ? window.requestIdleCallback(fn, { timeout }) : window.setTimeout(fn, 1000);
  };
  if (document.readyState === 'complete') start();
  else window.addEventListener('load', start, { once: true });
  return () => {
    window.removeEventListener('load', start);
    if (idle === undefined) return;
    if (window.cancelIdleCallback) window.cancelIdleCallback(idle);
    else window.clearTimeout(idle);
  };
}

/**
 * Code a page does not need at first, loaded when the effect runs and then started:
 * `load` resolves to the start function, which returns the stop. The cleanup stops it, or, when it
 * comes before the module, keeps it from starting. `load` false: nothing this time.
 */
export function useStartLoaded(load: (() => Promise<() => () => void>) | false, deps: DependencyList) {
  useEffect(() => {
    if (!load) return;
    let stop: (() => void) | undefined;
    let gone = false;
    load().then(
      (start) => {
        if (!gone) stop = start();
      },
      () => {},
    );
    return () => {
      gone = true;
      stop?.();
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, deps);
}

/** Waits before asking again for what the first HTML left out: 2 s, 8 s, then 30 s (also at once when the network is back or the tab is shown). */
const LATER_RETRY_MS = [2000, 8000, 30000];

/**
 * What the first HTML left out, asked for as JSON right after hydration (the home's cards, the
 * sportsbook home's upcoming matches): `{ for: key, value }` once `href` answered for `key` (a new
 * key asks again), null until then. A plain `fetch`, not a fetcher: a failed request leaves the page
 * as it is (a fetcher's error would put the route's error boundary in its place) and is asked again.
 * A null `href` asks nothing.
 */
export function useJsonLater<T>(href: string | null, key: unknown) {
  const [got, setGot] = useState<{ for: unknown; href: string; value: T } | null>(null);
  useEffect(() => {
    if (!href) return;
    const ctl = new AbortController();
    let tries = 0;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let busy = false;
    const load = async () => {
      clearTimeout(timer);
      if (busy) return;
      busy = true;
      try {
        const res = await fetch(href, { signal: ctl.signal, headers: { Accept: 'application/json' } });
        if (!res.ok) throw new Error(`HTTP ${res.status}`);
        const value = (await res.json()) as T;
        // In a transition: the cards or rows it brings draw time-sliced, not as one long task.
        if (!ctl.signal.aborted) startTransition(() => setGot({ for: key, href, value }));
        ctl.abort();
      } catch {
        if (ctl.signal.aborted) return;
        timer = setTimeout(() => void load(), LATER_RETRY_MS[Math.min(tries++, LATER_RETRY_MS.length - 1)]);
      } finally {
        busy = false;
      }
    };
    const again = () => {
      if (document.visibilityState === 'visible' && !ctl.signal.aborted) void load();
    };
    void load();
    window.addEventListener('online', again, { signal: ctl.signal });
    document.addEventListener('visibilitychange', again, { signal: ctl.signal });
    return () => {
      ctl.abort();
      clearTimeout(timer);
    };
  }, [href, key]);
  return got;
}
