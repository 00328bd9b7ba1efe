import { useEffect } from 'react';
import { setCookie, VIEWPORT_COOKIE } from '~/lib/cookies.ts';
import { viewportFromWidth } from '~/themes/templates.ts';

/**
 * SPEC §9 viewport cookie (365 days, SameSite Strict, Secure; mobile / tablet / desktop): the
 * server reads it to render the right layout first. Resizes are debounced by 500 ms.
 */
export function ViewportCookie() {
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const write = () => {
      const v = viewportFromWidth(window.innerWidth);
      document.documentElement.dataset.viewport = v;
      setCookie(VIEWPORT_COOKIE, v, { days: 365, path: '/', sameSite: 'Strict', secure: true });
    };
    const onResize = () => {
      clearTimeout(timer);
      timer = setTimeout(write, 500);
    };
    write();
    window.addEventListener('resize', onResize);
    return () => {
      clearTimeout(timer);
      window.removeEventListener('resize', onResize);
    };
  }, []);
  return null;
}
