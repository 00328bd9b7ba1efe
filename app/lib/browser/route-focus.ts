import { useEffect, useRef } from 'react';

/**
 * Query parameters that open another page on the same path (a match on /sports, an article on
 * /news): a change of one of them is a navigation for focus and the title, a change of any other
 * (a filter, a page of a list, a search) is not.
 */
const VIEW_PARAMS = ['event', 'article'];

/** The page a location shows: its path and the parameters that open another view on it. */
export function pageKey({ pathname, search }: { pathname: string; search: string }) {
  const q = new URLSearchParams(search);
  return [pathname, ...VIEW_PARAMS.map((p) => q.get(p) ?? '')].join('|');
}

/**
 * After an in-app navigation to another page (WCAG 2.4.3), focus moves to the new page's heading
 * (or a view's own title: an opened match's): a screen reader says where the player is, and Tab
 * goes on from the top of the content instead of from the body. Not on the first load, not when
 * only a filter in the query changes, and not when the new page has put focus somewhere itself (a
 * dialog, the lobby card a game was opened from).
 */
export function useFocusOnNavigation(page: string) {
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    // An opened view (a match) may draw its title a few frames after the page: wait up to ~1 s for it.
    const viewOpen = page.split('|').slice(1).some(Boolean);
    let tries = 0;
    let frame = 0;
    const attempt = () => {
      const main = document.getElementById('main');
      const active = document.activeElement;
      if (!main || (active && active !== document.body && (main.contains(active) || active.closest('[role=dialog]')))) return;
      if (viewOpen && !main.querySelector('[data-page-title]') && tries++ < 60) {
        frame = requestAnimationFrame(attempt);
        return;
      }
      focusPageHeading();
    };
    frame = requestAnimationFrame(attempt);
    return () => cancelAnimationFrame(frame);
  }, [page]);
}

/** Focus on the page's heading (or its main region): the sensible place when what had focus is gone. */
export function focusPageHeading() {
  const main = document.getElementById('main');
  if (!main) return;
  // A view that names itself below the page's heading (an opened match) marks its own title.
  const target = main.querySelector<HTMLElement>('[data-page-title]') ?? main.querySelector<HTMLElement>('h1') ?? main;
  if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
  target.focus({ preventScroll: true });
}
