import { useEffect } from 'react';

/**
 * WCAG 2.4.11: a control that takes focus must not hide under the sticky header, the phone tab
 * bar or the bet slip's bar. What they cover (`data-sticky="top|bottom"`) is kept in `--sticky-top`
 * and `--sticky-bottom`, which the page's `scroll-padding` uses (app.css), so the browser scrolls a
 * focused control clear of them. A bottom bar covers its height plus its distance from the bottom
 * (the slip's bar sits on the tab bar).
 *
 * WCAG 1.4.10: a header taller than a quarter of the screen (large text on a small phone) stops
 * sticking (`data-unstuck`): it scrolls away with the page instead of hiding most of it.
 *
 * The heights come from a ResizeObserver's entries (a hidden bar reports 0): it reports each bar
 * once it is observed and again when it changes, after the browser's own layout, so measuring
 * never forces a layout of the page (that was a long task right after hydration).
 */
const heights = new Map<Element, number>();
let observer: ResizeObserver | null = null;
let update: (() => void) | null = null;

export function useStickyBarsPadding(layoutKey: string) {
  useEffect(() => {
    const root = document.documentElement;
    const written = { top: '', bottom: '' };
    const write = () => {
      const screen = window.innerHeight;
      const covered = { top: 0, bottom: 0 };
      for (const [el, height] of heights) {
        const side = el.getAttribute('data-sticky');
        if (side === 'top') {
          const tall = height > screen / 4;
          if (tall !== el.hasAttribute('data-unstuck')) el.toggleAttribute('data-unstuck', tall);
          if (!tall) covered.top = Math.max(covered.top, height);
        } else if (side === 'bottom' && height > 0) {
          covered.bottom = Math.max(covered.bottom, height + (parseFloat(getComputedStyle(el).bottom) || 0));
        }
      }
      for (const side of ['top', 'bottom'] as const) {
        const value = `${Math.round(covered[side])}px`;
        // A custom property on <html> restyles the whole page: write it only when it changes.
        if (value !== written[side]) root.style.setProperty(`--sticky-${side}`, (written[side] = value));
      }
    };
    observer = new ResizeObserver((entries) => {
      for (const e of entries) heights.set(e.target, e.borderBoxSize[0]?.blockSize ?? e.contentRect.height);
      write();
    });
    update = write;
    for (const el of document.querySelectorAll<HTMLElement>('[data-sticky]')) observer.observe(el, { box: 'border-box' });
    window.addEventListener('resize', write);
    return () => {
      window.removeEventListener('resize', write);
      observer?.disconnect();
      observer = null;
      update = null;
      heights.clear();
    };
  }, [layoutKey]);
}

/** A ref for a bar that comes and goes with the page (the bet slip's): measured while it is drawn. */
export function stickyBar(el: HTMLElement | null) {
  if (!el) return;
  observer?.observe(el, { box: 'border-box' });
  return () => {
    observer?.unobserve(el);
    heights.delete(el);
    update?.();
  };
}
