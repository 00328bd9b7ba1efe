/**
 * Sliding-window failure counter (in memory: one server process). A key that reaches `max`
 * failures within `windowMs` is refused until the oldest failure ages out.
 */
export class FailureThrottle {
  private hits = new Map<string, number[]>();
  constructor(private max: number, private windowMs: number) {}

  private recent(key: string, now: number) {
    const list = (this.hits.get(key) ?? []).filter((t) => now - t < this.windowMs);
    if (list.length) this.hits.set(key, list);
    else this.hits.delete(key);
    return list;
  }

  /** Seconds until the key may try again, 0 when it may try now. */
  retryAfter(key: string, now = Date.now()): number {
    const list = this.recent(key, now);
    if (list.length < this.max) return 0;
    return Math.ceil((list[0] + this.windowMs - now) / 1000);
  }

  fail(key: string, now = Date.now()) {
    const list = this.recent(key, now);
    list.push(now);
    this.hits.set(key, list);
    if (this.hits.size > 100_000) this.hits.delete(this.hits.keys().next().value!);
  }

  reset(key: string) {
    this.hits.delete(key);
  }
}
