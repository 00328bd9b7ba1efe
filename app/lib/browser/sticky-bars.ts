import { useEffect } from 'react';

/**
 * WCAG 2.4.11: a control that takes focus must not hide under the sticky header or the
 * phone tab bar. Their heights (`data-sticky="top|bottom"`) are kept in `--sticky-top` and
 * `--sticky-bottom`, which the page's `scroll-padding` uses (app.css), so the browser scrolls a
 * focused control clear of them.
 *
 * The heights come from a ResizeObserver's entries (a hidden bar reports 0): it reports each bar
 * once it is observed and again when it changes, after the browser's own layout, so measuring
 * never forces a layout of the page (that was a long task right after hydration).
 */
export function useStickyBarsPadding(layoutKey: string) {
  useEffect(() => {
    const root = document.documentElement;
    const heights = new Map<Element, number>();
    const written = { top: '', bottom: '' };
    const observer = new ResizeObserver((entries) => {
      for (const e of entries) heights.set(e.target, e.borderBoxSize[0]?.blockSize ?? e.contentRect.height);
      for (const side of ['top', 'bottom'] as const) {
        let h = 0;
        for (const [el, height] of heights) if (el.getAttribute('data-sticky') === side) h = Math.max(h, height);
        const value = `${Math.round(h)}px`;
        // A custom property on <html> restyles the whole page: write it only when it changes.
        if (value !== written[side]) root.style.setProperty(`--sticky-${side}`, (written[side] = value));
      }
    });
    for (const el of document.querySelectorAll<HTMLElement>('[data-sticky]')) observer.observe(el, { box: 'border-box' });
    return () => observer.disconnect();
  }, [layoutKey]);
}
