import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { ApiError } from './errors.ts';
import { log } from './log.ts';
import { rowsOf } from './db-rows.ts';

export interface Limit {
  /** Attempts a key may make in one window (with `delay`: before the waits begin). */
  max: number;
  windowMs: number;
  /** Past `max`, each attempt must come baseMs·2^(n−max) after the one before, up to capMs. */
  delay?: { baseMs: number; capMs: number };
}

const secs = (ms: number) => sql`make_interval(secs => ${ms / 1000}::float8)`;
/** The wait before attempt n+1 (n = attempts counted so far), once n ≥ max. */
const waitOf = (l: Limit, { baseMs, capMs }: NonNullable<Limit['delay']>) =>
  sql`make_interval(secs => least(${baseMs / 1000}::float8 * power(2, least(throttles.count - ${l.max}::int, 30)), ${capMs / 1000}::float8))`;

/**
 * Attempt limits kept in the `throttles` table, shared by every server process. An attempt is
 * counted and decided in one statement, before the thing it guards runs: parallel
 * attempts cannot all read "under the limit" and then all pass.
 */
export class Throttle {
  private prunedAt = Date.now();

  /** `keepMs` must be at least the longest window in use: older rows are pruned. */
  constructor(
    private db: Db,
    private keepMs = 24 * 3600_000,
    private pruneEveryMs = 10 * 60_000,
  ) {}

  /** Counts one attempt; answers 0 when it may go ahead, or the seconds to wait (not counted). */
  async hit(key: string, l: Limit): Promise<number> {
    this.maybePrune();
    const expired = sql`throttles.window_start <= now() - ${secs(l.windowMs)}`;
    const allowed = l.delay
      ? sql`${expired} or throttles.count < ${l.max}::int or throttles.last_at <= now() - ${waitOf(l, l.delay)}`
      : sql`${expired} or throttles.count < ${l.max}::int`;
    // An expired window starts again with this attempt; a refused attempt changes nothing.
    const counted = rowsOf<{ count: number }>(
      await this.db.execute(sql`
        insert into throttles (key, count, window_start, last_at) values (${key}, 1, now(), now())
        on conflict (key) do update set
          count = case when ${expired} then 1 else throttles.count + 1 end,
          window_start = case when ${expired} then now() else throttles.window_start end,
          last_at = now()
        where ${allowed}
        returning count`),
    );
    if (counted.length) return 0;
    return this.retryAfter(key, l);
  }

  /** `hit`, refusing with 'tooManyAttempts' and the wait in retry_after. */
  async take(key: string, l: Limit) {
    const wait = await this.hit(key, l);
    if (wait > 0) throw tooManyAttempts(wait);
  }

  private async retryAfter(key: string, l: Limit): Promise<number> {
    const windowLeft = sql`extract(epoch from throttles.window_start + ${secs(l.windowMs)} - now())`;
    const left = l.delay ? sql`least(${windowLeft}, extract(epoch from throttles.last_at + ${waitOf(l, l.delay)} - now()))` : windowLeft;
    const [row] = rowsOf<{ wait_s: number | string }>(await this.db.execute(sql`select ${left} as wait_s from throttles where key = ${key}`));
    return Math.max(1, Math.ceil(Number(row?.wait_s ?? 1)));
  }

  /** Forgets a key (a successful sign-in clears its account's count). */
  async reset(key: string) {
    await this.db.execute(sql`delete from throttles where key = ${key}`);
  }

  /** Gives one counted attempt back to each key (it succeeded, or was never checked). */
  async refund(...keys: string[]) {
    await this.db.execute(sql`update throttles set count = greatest(count - 1, 0) where key in ${keys}`);
  }

  /** Now and then, drops rows whose window has long ended: cheap on the window_start index. */
  private maybePrune() {
    if (Date.now() - this.prunedAt < this.pruneEveryMs) return;
    this.prunedAt = Date.now();
    this.prune().catch((err: unknown) => log.warn({ err: String(err) }, 'throttle prune failed'));
  }

  async prune(olderThanMs = this.keepMs) {
    const gone = await this.db.execute(sql`delete from throttles where window_start < now() - ${secs(olderThanMs)} and last_at < now() - ${secs(olderThanMs)}`);
    return (gone as { rowCount?: number | null; affectedRows?: number }).rowCount ?? (gone as { affectedRows?: number }).affectedRows ?? 0;
  }
}

export const tooManyAttempts = (retryAfter: number) => new ApiError('tooManyAttempts', -429, 200, { retry_after: retryAfter });
