import { useSyncExternalStore } from 'react';

const noop = () => () => {};

/** False in the server render and during hydration, true once React runs in the browser. */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noop,
    () => true,
    () => false,
  );
}
