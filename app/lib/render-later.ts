import { startTransition, useEffect, useState, type RefObject } from 'react';

/*
 * Issue 13 (a lean first HTML): a long list draws its first screen in the page's first HTML and
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
