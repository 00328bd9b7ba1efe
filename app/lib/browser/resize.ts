/** Layout refreshes 50 ms after a resize; settled work (the cookie) waits for 500 ms of quiet. */
export const RESIZE_REFRESH_MS = 50;
export const RESIZE_DEBOUNCE_MS = 500;

/**
 * One resize listener's timing: `refresh` runs at most once per 50 ms while the window is being
 * resized (and once after the last event), `settle` once the resizing has stopped for 500 ms.
 */
export function createResizeScheduler(refresh: () => void, settle: () => void, refreshMs = RESIZE_REFRESH_MS, debounceMs = RESIZE_DEBOUNCE_MS) {
  let refreshTimer: ReturnType<typeof setTimeout> | undefined;
  let settleTimer: ReturnType<typeof setTimeout> | undefined;
  return {
    onResize() {
      if (refreshTimer === undefined) {
        refreshTimer = setTimeout(() => {
          refreshTimer = undefined;
          refresh();
        }, refreshMs);
      }
      clearTimeout(settleTimer);
      settleTimer = setTimeout(settle, debounceMs);
    },
    cancel() {
      clearTimeout(refreshTimer);
      clearTimeout(settleTimer);
      refreshTimer = undefined;
    },
  };
}
