import { useEffect, useRef } from 'react';

/**
 * After an in-app navigation to another page (WCAG 2.4.3), focus moves to the new
 * page's heading: a screen reader says where the player is, and Tab goes on from the top of the
 * content instead of from the body. Not on the first load, not when only the query changes, and
 * not when the new page has put focus somewhere itself (a dialog, the lobby card a game was
 * opened from).
 */
export function useFocusOnNavigation(pathname: string) {
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    const frame = requestAnimationFrame(() => {
      const main = document.getElementById('main');
      const active = document.activeElement;
      if (!main || (active && active !== document.body && (main.contains(active) || active.closest('[role=dialog]')))) return;
      focusPageHeading();
    });
    return () => cancelAnimationFrame(frame);
  }, [pathname]);
}

/** Focus on the page's heading (or its main region): the sensible place when what had focus is gone. */
export function focusPageHeading() {
  const main = document.getElementById('main');
  if (!main) return;
  const target = main.querySelector<HTMLElement>('h1') ?? main;
  if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
  target.focus({ preventScroll: true });
}
