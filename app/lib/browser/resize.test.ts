import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createResizeScheduler } from './resize.ts';

describe('resize scheduler (50 ms refresh, 500 ms debounce)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('refreshes every 50 ms while resizing and settles 500 ms after the last event', () => {
    const refresh = vi.fn();
    const settle = vi.fn();
    const s = createResizeScheduler(refresh, settle);
    // A drag: an event every 10 ms for 300 ms.
    for (let t = 0; t < 300; t += 10) {
      s.onResize();
      vi.advanceTimersByTime(10);
    }
    expect(refresh).toHaveBeenCalledTimes(6);
    expect(settle).not.toHaveBeenCalled();
    // The last event came at 290 ms: the cookie waits until 790 ms.
    vi.advanceTimersByTime(489);
    expect(settle).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(settle).toHaveBeenCalledTimes(1);
    expect(refresh).toHaveBeenCalledTimes(6);
  });

  it('a single resize refreshes once after 50 ms; cancel stops both', () => {
    const refresh = vi.fn();
    const settle = vi.fn();
    const s = createResizeScheduler(refresh, settle);
    s.onResize();
    vi.advanceTimersByTime(49);
    expect(refresh).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(refresh).toHaveBeenCalledTimes(1);
    s.onResize();
    s.cancel();
    vi.advanceTimersByTime(1000);
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(settle).not.toHaveBeenCalled();
  });
});
