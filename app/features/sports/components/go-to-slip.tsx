import { useEffect, useRef } from 'react';
import { useTranslation } from '~/i18n/use-translation.ts';

const EVENT = 'playfront:go-to-slip';

/**
 * "Go to bet slip", right after a price the player has picked: one Tab and Enter from the board
 * to the pick's stake (the slip is a column after the whole board, or a bar at the bottom of a
 * phone, scores of Tab presses away). Hidden until it has focus, then shown under the header.
 */
export function GoToSlip({ selectionId }: { selectionId: string }) {
  const { t } = useTranslation();
  return (
    <button
      type="button"
      className="sr-only focus:not-sr-only focus:fixed focus:left-1/2 focus:top-[calc(var(--sticky-top,0px)+0.5rem)] focus:z-[60] focus:-translate-x-1/2 focus:rounded-theme focus:bg-accent focus:px-4 focus:py-2 focus:text-sm focus:font-semibold focus:text-accent-text focus:shadow-xl"
      onClick={() => window.dispatchEvent(new CustomEvent<string>(EVENT, { detail: selectionId }))}
      data-testid="go-to-slip"
    >
      {t('sports.goToSlip', 'Go to bet slip')}
    </button>
  );
}

/** Calls `go` with the selection whose "Go to bet slip" was pressed. */
export function useGoToSlip(go: (selectionId: string) => void) {
  const latest = useRef(go);
  useEffect(() => {
    latest.current = go;
  });
  useEffect(() => {
    const on = (e: Event) => latest.current((e as CustomEvent<string>).detail);
    window.addEventListener(EVENT, on);
    return () => window.removeEventListener(EVENT, on);
  }, []);
}
