import { useEffect } from 'react';
import { setCookie, VIEWPORT_COOKIE } from '~/lib/shared/cookies.ts';
import { createResizeScheduler } from '~/lib/browser/resize.ts';
import { useViewportStore } from '~/stores/viewport-store.ts';
import { viewportFromWidth } from '~/themes/templates.ts';

/**
 * Resize handling: the viewport store (and `data-viewport` on <html>) refreshes 50 ms
 * after a resize; the viewport cookie (365 days, SameSite Strict, Secure; mobile / tablet /
 * desktop), which the server reads to render the right layout first, once resizing has stopped
 * for 500 ms.
 */
export function ViewportCookie() {
  useEffect(() => {
    const refresh = () => {
      useViewportStore.getState().set(window.innerWidth);
      document.documentElement.dataset.viewport = viewportFromWidth(window.innerWidth);
    };
    const write = () => setCookie(VIEWPORT_COOKIE, viewportFromWidth(window.innerWidth), { days: 365, path: '/', sameSite: 'Strict', secure: true });
    const scheduler = createResizeScheduler(refresh, write);
    refresh();
    write();
    window.addEventListener('resize', scheduler.onResize);
    return () => {
      scheduler.cancel();
      window.removeEventListener('resize', scheduler.onResize);
    };
  }, []);
  return null;
}
