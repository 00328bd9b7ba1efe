// The float guard's work (float-guard.tsx), loaded after hydration: it only moves floating buttons
// aside, so it need not be in every page's first script.
/** A form field that brings a phone's keyboard up. */
const FIELD = 'input:not([type=checkbox]):not([type=radio]),select,textarea';
const CONTROL = 'a[href],button,input,select,textarea,label,[role="button"],[role="link"],[tabindex]:not([tabindex="-1"])';

/**
 * Whether a page control lies under a floating element: any control of `#main` whose box overlaps
 * the float's (at least 4 × 4 px) and is what the page shows there (not clipped away by a scroller
 * or under another layer). Boxes, not a few sample points: a small link ("See all") under a wide
 * desktop button slipped between the points.
 */
function coversControl(float: HTMLElement) {
  // Where it stands without the aside transform (a fixed element's offsets are the viewport's).
  const left = float.offsetLeft;
  const top = float.offsetTop;
  const right = left + float.offsetWidth;
  const bottom = top + float.offsetHeight;
  const main = document.getElementById('main');
  if (!main || right - left === 0 || bottom - top === 0) return false;
  for (const control of main.querySelectorAll(CONTROL)) {
    if (control.closest('[data-float]')) continue;
    const c = control.getBoundingClientRect();
    const l = Math.max(left, c.left, 0);
    const r = Math.min(right, c.right, innerWidth);
    const t = Math.max(top, c.top, 0);
    const b = Math.min(bottom, c.bottom, innerHeight);
    if (r - l < 4 || b - t < 4) continue;
    for (const e of document.elementsFromPoint((l + r) / 2, (t + b) / 2)) {
      if (float.contains(e) || e.closest('[data-float]')) continue;
      if (control.contains(e)) return true;
      break;
    }
  }
  return false;
}

/**
 * Phones first: the floating rewards and chat buttons never sit on top of the page's
 * controls. While a form field has focus on a phone (the keyboard is up) they are hidden; when one
 * would cover a control of the page (a form's main button, a tile, odds, the last card) it steps
 * aside to the screen's edge (`data-aside`, app.css), a tab that comes back on hover and focus,
 * until the page moves so that nothing is under it again.
 */
export function watchFloats(): () => void {
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
  const field = (e: Event) => e.target instanceof Element && e.target.matches(FIELD);
  const onFocusIn = (e: FocusEvent) => {
    if (field(e)) document.body.setAttribute('data-form-focus', '');
  };
  const onFocusOut = (e: FocusEvent) => {
    if (field(e)) document.body.removeAttribute('data-form-focus');
  };
  // A field may have had focus before this code arrived (it loads after hydration).
  if (document.activeElement?.matches(FIELD)) document.body.setAttribute('data-form-focus', '');
  addEventListener('scroll', schedule, { passive: true });
  addEventListener('resize', schedule);
  document.addEventListener('focusin', onFocusIn);
  document.addEventListener('focusout', onFocusOut);
  // Content that arrives later (a form after its data, a grid's next rows) moves controls too, and
  // a floating button itself may come later (the chat button once the operator's widget loaded).
  const observer = new MutationObserver(schedule);
  observer.observe(document.body, { childList: true, subtree: true });
  const main = document.getElementById('main');
  // So do changes without a new node: an image or a web font that arrives, the page growing.
  const resized = new ResizeObserver(schedule);
  if (main) resized.observe(main);
  document.addEventListener('load', schedule, true);
  document.fonts?.addEventListener('loadingdone', schedule);
  // And whatever moves without any of these (a style change, an animation's end): a check a second.
  const backstop = setInterval(() => document.visibilityState === 'visible' && schedule(), 1000);
  schedule();
  return () => {
    clearTimeout(timer);
    clearInterval(backstop);
    removeEventListener('scroll', schedule);
    removeEventListener('resize', schedule);
    document.removeEventListener('focusin', onFocusIn);
    document.removeEventListener('focusout', onFocusOut);
    observer.disconnect();
    resized.disconnect();
    document.removeEventListener('load', schedule, true);
    document.fonts?.removeEventListener('loadingdone', schedule);
  };
}
