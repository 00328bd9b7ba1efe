import { useEffect } from 'react';

/**
 * WCAG 2.4.11 (issue 19): a control that takes focus must not hide under the sticky header or the
 * phone tab bar. Their heights (`data-sticky="top|bottom"`) are kept in `--sticky-top` and
 * `--sticky-bottom`, which the page's `scroll-padding` uses (app.css), so the browser scrolls a
 * focused control clear of them.
 */
export function useStickyBarsPadding(layoutKey: string) {
  useEffect(() => {
    const root = document.documentElement;
    const measure = () => {
      for (const side of ['top', 'bottom'] as const) {
        let h = 0;
        for (const el of document.querySelectorAll<HTMLElement>(`[data-sticky="${side}"]`)) {
          if (el.offsetParent !== null || getComputedStyle(el).position === 'fixed') h = Math.max(h, el.getBoundingClientRect().height);
        }
        root.style.setProperty(`--sticky-${side}`, `${Math.round(h)}px`);
      }
    };
    measure();
    const observer = new ResizeObserver(measure);
    for (const el of document.querySelectorAll<HTMLElement>('[data-sticky]')) observer.observe(el);
    window.addEventListener('resize', measure);
    return () => {
      observer.disconnect();
      window.removeEventListener('resize', measure);
    };
  }, [layoutKey]);
}
