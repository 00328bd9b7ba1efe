import type { StoreApi } from 'zustand';

/**
 * A store's chosen fields kept in localStorage as `{"state": …, "version": n}`: written on every
 * change, read back only when asked (after hydration, so the first render matches the server's; or
 * when another tab wrote them). Zustand's `persist` middleware does this plus migrations and async
 * storages the app does not use, for 1.6 kB gzip on every page.
 */
export interface StoredOptions<S, P> {
  key: string;
  /** A stored copy of another version is ignored (and replaced on the next change). */
  version?: number;
  /** The fields written. */
  pick: (state: S) => P;
  /** How a stored copy joins the current state (default: its fields over the current ones). */
  merge?: (stored: P, current: S) => S;
}

export interface Stored {
  /** Reads the stored copy into the store (nothing when there is none, it is unreadable or of another version). */
  rehydrate: () => void;
}

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    // Storage refused (a privacy mode, a sandboxed frame): the store keeps working in memory.
    return null;
  }
}

export function keepInStorage<S, P>(store: StoreApi<S>, { key, version = 0, pick, merge }: StoredOptions<S, P>): Stored {
  let reading = false;
  const write = (state: S) => {
    if (reading) return;
    try {
      storage()?.setItem(key, JSON.stringify({ state: pick(state), version }));
    } catch {
      // Full or refused: the next change tries again.
    }
  };
  store.subscribe(write);
  return {
    rehydrate() {
      let stored: { state?: P; version?: number } | null = null;
      try {
        stored = JSON.parse(storage()?.getItem(key) ?? 'null');
      } catch {
        stored = null;
      }
      if (!stored?.state || (stored.version ?? 0) !== version) return;
      const current = store.getState();
      reading = true;
      try {
        store.setState(merge ? merge(stored.state, current) : { ...current, ...stored.state }, true);
      } finally {
        reading = false;
      }
    },
  };
}
