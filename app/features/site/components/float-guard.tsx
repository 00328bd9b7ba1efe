import { useStartLoaded } from '~/lib/browser/render-later.ts';

/**
 * Phones first: the floating rewards and chat buttons never sit on top of the page's
 * controls (float-guard-watch.ts). Its code loads once the page has hydrated.
 */
export function FloatGuard() {
  useStartLoaded(() => import('./float-guard-watch.ts').then((m) => m.watchFloats), []);
  return null;
}
