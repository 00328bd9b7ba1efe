// The float guard's work (float-guard.tsx), loaded after hydration: it only moves floating buttons
// aside, so it need not be in every page's first script.
/** A form field that brings a phone's keyboard up. */
const FIELD = 'input:not([type=checkbox]):not([type=radio]),select,textarea';
/** What a player must be able to see and reach: controls, and headings (by the lines of their text). */
const CONTROL = 'a[href],button,input:not([type=hidden]),select,textarea,label,[role="button"],[role="link"],[role="tab"],[tabindex]:not([tabindex="-1"])';
const WATCHED = `${CONTROL},h1,h2,h3,h4,h5,h6`;

/** The boxes a player sees of an element: a heading's lines of text (its box may run the page's width), else its box. */
function boxesOf(el: Element, box: DOMRect): ArrayLike<DOMRect> {
  if (!/^H[1-6]$/.test(el.tagName)) return [box];
  const range = document.createRange();
  range.selectNodeContents(el);
  return range.getClientRects();
}

/**
 * Whether a control or heading of the page lies under a floating element: any of the page's (the
 * header, the footer and everything between, not only `#main`) whose box overlaps the float's
 * (at least 2 × 2 px) and is what the page shows there, at the overlap's centre or one of its
 * corners (not clipped away by a scroller or under another layer). Boxes, not a few sample points
 * of the float: a small link ("See all") under a wide desktop button slipped between the points.
 */
function coversControl(float: HTMLElement) {
  // Where it stands without the aside transform: its box and its parts' (the rewards button's
  // close mark sticks out of it), moved back by the transform.
  const now = float.getBoundingClientRect();
  const dx = now.left - float.offsetLeft;
  const dy = now.top - float.offsetTop;
  let [left, top, right, bottom] = [now.left, now.top, now.right, now.bottom];
  for (const part of float.querySelectorAll('*')) {
    const p = part.getBoundingClientRect();
    if (p.width === 0 || p.height === 0) continue;
    [left, top, right, bottom] = [Math.min(left, p.left), Math.min(top, p.top), Math.max(right, p.right), Math.max(bottom, p.bottom)];
  }
  [left, top, right, bottom] = [left - dx, top - dy, right - dx, bottom - dy];
  if (right - left === 0 || bottom - top === 0) return false;
  for (const el of document.body.querySelectorAll(WATCHED)) {
    const box = el.getBoundingClientRect();
    if (box.right <= left || box.left >= right || box.bottom <= top || box.top >= bottom) continue;
    if (el.closest('[data-float]')) continue;
    for (const c of Array.from(boxesOf(el, box))) {
      const l = Math.max(left, c.left, 0);
      const r = Math.min(right, c.right, innerWidth);
      const t = Math.max(top, c.top, 0);
      const b = Math.min(bottom, c.bottom, innerHeight);
      if (r - l < 2 || b - t < 2) continue;
      const points = [
        [(l + r) / 2, (t + b) / 2],
        [l + 1, t + 1],
        [r - 1, t + 1],
        [l + 1, b - 1],
        [r - 1, b - 1],
      ];
      for (const [x, y] of points) {
        // The first thing under the point that is not a float is what a player would see there.
        const under = document.elementsFromPoint(x, y).find((e) => !float.contains(e) && !e.closest('[data-float]'));
        if (under && el.contains(under)) return true;
      }
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
