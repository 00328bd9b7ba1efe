import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';

/**
 * A part of the page that only some pages show (the sports board of a sportsbook home, the
 * maintenance page, a withdraw-only session's banner): a chunk of its own, not in the script every
 * page loads first.
 *
 * The server renders it in place (a `React.lazy` the page waits for: the HTML is sent whole), so
 * the first HTML shows it. In the browser, a page whose first HTML holds the part (its `marker`, a
 * CSS selector) loads the part's code before hydration starts (`preloadParts`, entry.client.tsx),
 * so it hydrates with the rest of the page: React does not replay a click on a part that is still
 * waiting for its code (only the last hover or focus), so a tap in that gap would be lost. A part
 * that appears later (a client navigation) loads then, behind its Suspense boundary (`fallback`).
 */
export function lazyPart<P extends object>(marker: string, load: () => Promise<ComponentType<P>>, fallback: ReactNode = null): ComponentType<P> {
  let ready: ComponentType<P> | null = null;
  let pending: Promise<ComponentType<P>> | null = null;
  // Once (a failed load is tried again by the next caller).
  const fetchIt = () =>
    (pending ??= load().then(
      (C) => (ready = C),
      (e: unknown) => {
        pending = null;
        throw e;
      },
    ));
  const Lazy = lazy(() => fetchIt().then((C) => ({ default: C })));
  PARTS.push({ marker, preload: fetchIt });
  function Part(props: P) {
    const Ready = ready;
    // The same element tree with or without the preload: a Suspense boundary around the part.
    return <Suspense fallback={fallback}>{Ready ? <Ready {...props} /> : <Lazy {...props} />}</Suspense>;
  }
  return Part;
}

const PARTS: { marker: string; preload: () => Promise<unknown> }[] = [];

let serverParts: { count: number; done: Promise<unknown> } | null = null;

/**
 * On the server, before a page renders: the code of every part (once per process). A part whose
 * code is still loading renders after the rest of the page, so after the page's first-view
 * messages were written (root.tsx): the first sportsbook home a new server sent in Nepali lacked
 * the board's texts, and the browser's hydration failed on them (React error 418).
 */
export function loadPartsOnServer(): Promise<unknown> {
  // Again when a part was registered since (a module the server imported later).
  if (serverParts?.count !== PARTS.length) {
    const done = Promise.all(PARTS.map((p) => p.preload())).catch((e: unknown) => {
      if (serverParts?.done === done) serverParts = null;
      throw e;
    });
    serverParts = { count: PARTS.length, done };
  }
  return serverParts.done;
}

/**
 * Before hydration: the code of every part the server's HTML shows. Settles when all have loaded
 * or failed (a failed chunk, e.g. a new build: the lazy path then goes through the guarded reload).
 */
export async function preloadParts() {
  if (typeof document === 'undefined') return;
  await Promise.all(PARTS.filter((p) => document.querySelector(p.marker)).map((p) => p.preload().catch(() => {})));
}
