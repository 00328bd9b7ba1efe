import { useEffect } from 'react';

/**
 * Issue 18, phones first: the floating rewards and chat buttons never sit on top of the page's
 * controls (float-guard-watch.ts). Its code loads once the page has hydrated.
 */
export function FloatGuard() {
  useEffect(() => {
    let stop: (() => void) | undefined;
    let gone = false;
    void import('./float-guard-watch.ts').then(
      (m) => {
        if (!gone) stop = m.watchFloats();
      },
      () => {},
    );
    return () => {
      gone = true;
      stop?.();
    };
  }, []);
  return null;
}
