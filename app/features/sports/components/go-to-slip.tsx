import { useEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from '~/i18n/use-translation.ts';

const EVENT = 'playfront:go-to-slip';

/** Slips on the page listening, and a press that came while none was (its code still loading). */
let listening = 0;
let unheard: string | null = null;

function press(selectionId: string) {
  if (listening === 0) unheard = selectionId;
  else window.dispatchEvent(new CustomEvent<string>(EVENT, { detail: selectionId }));
}

/**
 * "Go to bet slip", right after a price the player has picked: one Tab and Enter from the board
 * to the pick's stake (the slip is a column after the whole board, or a bar at the bottom of a
 * phone, scores of Tab presses away). Hidden until it has focus; then its label shows under the
 * header, drawn on the page's top level (a board row contains its paint, so nothing in it can
 * show outside the row).
 */
export function GoToSlip({ selectionId }: { selectionId: string }) {
  const { t } = useTranslation();
  const [focused, setFocused] = useState(false);
  const label = t('sports.goToSlip', 'Go to bet slip');
  return (
    <>
      <button
        type="button"
        className="sr-only"
        onFocus={() => setFocused(true)}
        onBlur={() => setFocused(false)}
        onClick={() => press(selectionId)}
        data-testid="go-to-slip"
      >
        {label}
      </button>
      {focused &&
        createPortal(
          <div
            aria-hidden="true"
            className="pointer-events-none fixed left-1/2 top-[calc(var(--sticky-top,0px)+0.5rem)] z-[60] -translate-x-1/2 rounded-theme bg-accent px-4 py-2 text-sm font-semibold text-accent-text shadow-xl ring-2 ring-text ring-offset-2 ring-offset-bg"
            data-testid="go-to-slip-shown"
          >
            {label} ↵
          </div>,
          document.body,
        )}
    </>
  );
}

/** Calls `go` with the selection whose "Go to bet slip" was pressed (also one pressed just before the slip was drawn). */
export function useGoToSlip(go: (selectionId: string) => void) {
  const latest = useRef(go);
  useEffect(() => {
    latest.current = go;
  });
  useEffect(() => {
    const on = (e: Event) => latest.current((e as CustomEvent<string>).detail);
    window.addEventListener(EVENT, on);
    listening += 1;
    if (unheard !== null) {
      const id = unheard;
      unheard = null;
      latest.current(id);
    }
    return () => {
      listening -= 1;
      window.removeEventListener(EVENT, on);
    };
  }, []);
}
