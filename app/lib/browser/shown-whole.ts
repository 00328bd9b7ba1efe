import { useEffect, type RefObject } from 'react';

/**
 * A text that is shown whole or only read: when it does not fit its box (wider than its line, or
 * more lines than its clamp) it gets `data-cut`, which its classes turn into `sr-only`; measured
 * again whenever `frame` (the bar that holds it) changes size. A cut name ("Roya…") reads as broken.
 */
export function useShownWhole(text: RefObject<HTMLElement | null>, frame: RefObject<HTMLElement | null>, on = true) {
  useEffect(() => {
    const el = text.current;
    const box = frame.current;
    if (!on || !el || !box) return;
    const fit = () => {
      el.removeAttribute('data-cut');
      el.toggleAttribute('data-cut', el.scrollWidth > el.clientWidth + 1 || el.scrollHeight > el.clientHeight + 1);
    };
    const observer = new ResizeObserver(fit);
    observer.observe(box);
    return () => observer.disconnect();
  }, [text, frame, on]);
}
