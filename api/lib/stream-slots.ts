import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { log } from './log.ts';

/** How long a stream's place lasts without its instance renewing it (a killed instance's places free up after this). */
const LEASE_S = 60;
const RENEW_MS = 20_000;

/**
 * Places for open live streams under several caps at once, held in the database so the caps
 * hold across instances (a flood of streams would hold connections and file handles). Each place is a row per
 * cap key with a lease its instance renews while the stream is open; expired rows are ignored.
 * Taking a place locks its keys (transaction-scoped advisory locks, in a fixed order), counts
 * the live rows and inserts, in one transaction: a parallel burst cannot overshoot.
 */
export class SharedStreamSlots {
  private held = new Set<string>();
  private timer: NodeJS.Timeout | null = null;
  private prunedAt = 0;

  constructor(private db: Db) {}

  /** A place under every `[key, cap]`, or null when one of them is full; the release runs once. */
  async take(limits: Array<[key: string, cap: number]>): Promise<(() => void) | null> {
    const keys = [...new Set(limits.map(([k]) => k))].sort();
    const holder = randomUUID();
    this.maybePrune();
    const ok = await this.db.transaction(async (tx) => {
      for (const key of keys) await tx.execute(sql`select pg_advisory_xact_lock(17, hashtext(${key}))`);
      const counted = await tx.execute(sql`select key, count(*)::int as n from stream_leases where key in ${keys} and expires_at > now() group by key`);
      const rows = (Array.isArray(counted) ? counted : (counted as { rows: { key: string; n: number }[] }).rows) as { key: string; n: number }[];
      const n = new Map(rows.map((r) => [r.key, Number(r.n)]));
      if (limits.some(([key, cap]) => (n.get(key) ?? 0) >= cap)) return false;
      for (const key of keys)
        await tx.execute(sql`insert into stream_leases (holder, key, expires_at) values (${holder}, ${key}, now() + make_interval(secs => ${LEASE_S}))`);
      return true;
    });
    if (!ok) return null;
    this.held.add(holder);
    this.renewing();
    let done = false;
    return () => {
      if (done) return;
      done = true;
      this.held.delete(holder);
      this.db
        .execute(sql`delete from stream_leases where holder = ${holder}`)
        .catch((err: unknown) => log.warn({ err: String(err) }, 'stream place not released (its lease will run out)'));
    };
  }

  /** Live places of one key, every instance included (tests). */
  async count(key: string): Promise<number> {
    const r = await this.db.execute(sql`select count(*)::int as n from stream_leases where key = ${key} and expires_at > now()`);
    const rows = (Array.isArray(r) ? r : (r as { rows: { n: number }[] }).rows) as { n: number }[];
    return Number(rows[0]?.n ?? 0);
  }

  private renewing() {
    if (this.timer) return;
    this.timer = setInterval(() => {
      if (!this.held.size) return;
      const ids = [...this.held];
      this.db
        .execute(sql`update stream_leases set expires_at = now() + make_interval(secs => ${LEASE_S}) where holder in ${ids}`)
        .catch((err: unknown) => log.warn({ err: String(err) }, 'stream leases not renewed'));
    }, RENEW_MS);
    this.timer.unref();
  }

  private maybePrune() {
    if (Date.now() - this.prunedAt < 60_000) return;
    this.prunedAt = Date.now();
    this.db.execute(sql`delete from stream_leases where expires_at < now() - interval '1 minute'`).catch(() => {});
  }

  /** At shutdown: this instance's places go at once instead of when their leases run out. */
  async releaseAll() {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    const ids = [...this.held];
    this.held.clear();
    if (ids.length) await this.db.execute(sql`delete from stream_leases where holder in ${ids}`).catch(() => {});
  }
}
