import { useEffect } from 'react';

const CONTROL = 'a[href],button,input,select,textarea,label,[role="button"],[role="link"],[tabindex]:not([tabindex="-1"])';

/** Whether a page control lies under a floating element (its middle or one of its corners). */
function coversControl(float: HTMLElement) {
  // Where it stands without the aside transform (a fixed element's offsets are the viewport's).
  const r = { left: float.offsetLeft, top: float.offsetTop, width: float.offsetWidth, height: float.offsetHeight };
  if (r.width === 0 || r.height === 0) return false;
  Object.assign(r, { right: r.left + r.width, bottom: r.top + r.height });
  const { right, bottom } = r as typeof r & { right: number; bottom: number };
  const inset = 6;
  const points: [number, number][] = [
    [r.left + r.width / 2, r.top + r.height / 2],
    [r.left + inset, r.top + inset],
    [right - inset, r.top + inset],
    [r.left + inset, bottom - inset],
    [right - inset, bottom - inset],
  ];
  for (const [x, y] of points) {
    if (x < 0 || y < 0 || x >= innerWidth || y >= innerHeight) continue;
    for (const e of document.elementsFromPoint(x, y)) {
      if (float.contains(e) || e.closest('[data-float]')) continue;
      const control = e.closest(CONTROL);
      if (control && !control.closest('[data-float]') && document.getElementById('main')?.contains(control)) return true;
    }
  }
  return false;
}

/**
 * Issue 18, phones first: the floating rewards and chat buttons never sit on top of the page's
 * controls. While a form field has focus on a phone (the keyboard is up) they are hidden; when one
 * would cover a control of the page (a form's main button, a tile, odds, the last card) it steps
 * aside to the screen's edge (`data-aside`, app.css), a tab that comes back on hover and focus,
 * until the page moves so that nothing is under it again.
 */
export function FloatGuard() {
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const check = () => {
      timer = undefined;
      for (const float of document.querySelectorAll<HTMLElement>('[data-float]')) {
        const side = !coversControl(float) ? null : float.offsetLeft + float.offsetWidth / 2 < innerWidth / 2 ? 'left' : 'right';
        if (side !== float.getAttribute('data-aside')) {
          if (side) float.setAttribute('data-aside', side);
          else float.removeAttribute('data-aside');
        }
      }
    };
    // At most ~10 checks a second, however often the page changes (odds streams, tickers).
    const schedule = () => {
      timer ??= setTimeout(check, 80);
    };
    const field = (e: Event) => e.target instanceof Element && e.target.matches('input:not([type=checkbox]):not([type=radio]),select,textarea');
    const onFocusIn = (e: FocusEvent) => {
      if (field(e)) document.body.setAttribute('data-form-focus', '');
    };
    const onFocusOut = (e: FocusEvent) => {
      if (field(e)) document.body.removeAttribute('data-form-focus');
    };
    addEventListener('scroll', schedule, { passive: true });
    addEventListener('resize', schedule);
    document.addEventListener('focusin', onFocusIn);
    document.addEventListener('focusout', onFocusOut);
    // Content that arrives later (a form after its data, a grid's next rows) moves controls too.
    const observer = new MutationObserver(schedule);
    const main = document.getElementById('main');
    if (main) observer.observe(main, { childList: true, subtree: true });
    // So do changes without a new node: an image or a web font that arrives, the page growing.
    const resized = new ResizeObserver(schedule);
    if (main) resized.observe(main);
    document.addEventListener('load', schedule, true);
    document.fonts?.addEventListener('loadingdone', schedule);
    schedule();
    return () => {
      clearTimeout(timer);
      removeEventListener('scroll', schedule);
      removeEventListener('resize', schedule);
      document.removeEventListener('focusin', onFocusIn);
      document.removeEventListener('focusout', onFocusOut);
      observer.disconnect();
      resized.disconnect();
      document.removeEventListener('load', schedule, true);
      document.fonts?.removeEventListener('loadingdone', schedule);
    };
  }, []);
  return null;
}
