/**
 * The reference API's clock for rules that wait (a limit raised after 24 hours, a cooling-off
 * period, a daily spin, a weekly mission). Services ask `clock.now(playerId)` instead of
 * `new Date()` and compare with timestamps they compute in JavaScript (not SQL `now()`), so a
 * test can move one player's time forward without sleeping and without disturbing other tests
 * that share the server. Moving time is only possible when `enableTestClock()` was called at
 * start (the TEST_CLOCK switch, refused in production).
 */
const offsets = new Map<number, number>();
/** When (real ms) each player's offset changed, and to what: rows stamped in real time map back to the player's time. */
const history = new Map<number, { at: number; offset: number }[]>();
let movable = false;

export function enableTestClock() {
  movable = true;
}

export const clock = {
  /** Now, as this player's rules see it (the real time unless a test moved it). */
  now(playerId?: number): Date {
    const offset = playerId === undefined ? 0 : (offsets.get(playerId) ?? 0);
    return new Date(Date.now() + offset);
  },
  get movable() {
    return movable;
  },
  /**
   * The offsets a player's time has had, oldest first (empty unless a test moved it): a row
   * stamped at real time t happened at t + the offset in force then, on the player's clock.
   */
  segments(playerId: number): readonly { at: number; offset: number }[] {
    return history.get(playerId) ?? [];
  },
  /** Tests only: moves one player's time forward by `ms`; returns the new offset. */
  advance(playerId: number, ms: number): number {
    if (!movable) throw new Error('the test clock is off (TEST_CLOCK)');
    if (!Number.isSafeInteger(ms) || ms < 0) throw new Error('advance by a whole, positive number of milliseconds');
    const next = (offsets.get(playerId) ?? 0) + ms;
    offsets.set(playerId, next);
    history.set(playerId, [...(history.get(playerId) ?? []), { at: Date.now(), offset: next }]);
    return next;
  },
};
