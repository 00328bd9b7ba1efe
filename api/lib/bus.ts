import { EventEmitter } from 'node:events';
import { sql } from 'drizzle-orm';
import type pg from 'pg';
import type { Db } from '../db/client.ts';
import { log } from './log.ts';

/**
 * Messages between the instances of one system: small, ids only; a receiver re-reads
 * what it needs from the database.
 */
export type BusMessage =
  /** A player's balance or inbox changed (reason: deposit, round, inbox…). */
  | { k: 'bal'; p: number; r: string }
  /** Sessions of a player ended: their streams close. */
  | { k: 'end'; p: number; s: number[] }
  /** The back office changed an operator's site, menu, SEO or content: site caches drop. */
  | { k: 'site' }
  /** A sports event got its result from the back office: every instance overlays it. */
  | { k: 'sports'; e: string }
  /** A feed's message applied to a sports event: the other instances re-read it. */
  | { k: 'feed'; e: string }
  /** Translations of fed teams' and leagues' names changed: every instance re-reads them. */
  | { k: 'names' };

export type BusKind = BusMessage['k'];
type Of<K extends BusKind> = Extract<BusMessage, { k: K }>;

/** The one channel of the product on its PostgreSQL. */
export const BUS_CHANNEL = 'playfront_bus';

export interface Bus {
  readonly kind: 'local' | 'postgres';
  /**
   * Sends a message to every instance, this one included. With `tx`, it is sent inside that
   * transaction (PostgreSQL delivers it at commit; a rollback sends nothing).
   */
  publish(msg: BusMessage, tx?: Db): Promise<void>;
  on<K extends BusKind>(k: K, fn: (msg: Of<K>) => void): () => void;
  /** After a lost connection came back: messages may have been missed, receivers re-read. */
  onResync(fn: () => void): () => void;
  close(): Promise<void>;
}

abstract class Dispatch {
  protected emitter = new EventEmitter();
  constructor() {
    this.emitter.setMaxListeners(0);
  }
  on<K extends BusKind>(k: K, fn: (msg: Of<K>) => void) {
    this.emitter.on(k, fn as (m: BusMessage) => void);
    return () => void this.emitter.off(k, fn as (m: BusMessage) => void);
  }
  onResync(fn: () => void) {
    this.emitter.on('resync', fn);
    return () => void this.emitter.off('resync', fn);
  }
  protected deliver(msg: BusMessage) {
    try {
      this.emitter.emit(msg.k, msg);
    } catch (err) {
      log.error({ err: err instanceof Error ? err.stack : String(err), kind: msg.k }, 'bus listener failed');
    }
  }
}

/** One process (PGlite, unit tests): an emitter, delivered on the next tick like a real bus. */
export class LocalBus extends Dispatch implements Bus {
  readonly kind = 'local' as const;
  async publish(msg: BusMessage) {
    queueMicrotask(() => this.deliver(msg));
  }
  async close() {
    this.emitter.removeAllListeners();
  }
}

/**
 * PostgreSQL LISTEN/NOTIFY: one dedicated listening connection per instance (not from the pool),
 * reconnected with backoff when the database restarts, and LISTEN again; messages are sent with
 * pg_notify through the pool or inside the caller's transaction. Own messages come back through
 * LISTEN too, so every instance takes the same path.
 */
export class PgBus extends Dispatch implements Bus {
  readonly kind = 'postgres' as const;
  private client: pg.Client | null = null;
  private closed = false;
  private backoffMs = 250;
  private timer: NodeJS.Timeout | null = null;
  /** Connected and listening (readiness, tests). */
  listening = false;
  private ready: Promise<void>;

  constructor(
    private db: Db,
    private connectionString: string,
    private Client: typeof pg.Client,
  ) {
    super();
    this.ready = this.connect();
  }

  /** Resolves once the first LISTEN succeeded (or failed: a reconnect is then under way). */
  started() {
    return this.ready;
  }

  private async connect(): Promise<void> {
    if (this.closed) return;
    const client = new this.Client({ connectionString: this.connectionString, application_name: 'playfront-bus' });
    this.client = client;
    client.on('notification', (n) => {
      if (n.channel !== BUS_CHANNEL || !n.payload) return;
      let msg: BusMessage;
      try {
        msg = JSON.parse(n.payload) as BusMessage;
      } catch {
        return;
      }
      this.deliver(msg);
    });
    client.on('error', (err) => {
      log.warn({ err: String(err) }, 'bus connection error');
      this.lost(client);
    });
    client.on('end', () => this.lost(client));
    try {
      await client.connect();
      await client.query(`LISTEN ${BUS_CHANNEL}`);
      const again = this.listening === false && this.backoffMs > 250;
      this.listening = true;
      this.backoffMs = 250;
      if (again) {
        log.info({}, 'bus listening again');
        this.emitter.emit('resync');
      }
    } catch (err) {
      log.warn({ err: String(err), retryInMs: this.backoffMs }, 'bus connect failed');
      this.lost(client);
    }
  }

  private lost(client: pg.Client) {
    if (this.client !== client) return;
    this.client = null;
    this.listening = false;
    client.removeAllListeners('notification');
    client.end().catch(() => {});
    if (this.closed || this.timer) return;
    const wait = this.backoffMs;
    this.backoffMs = Math.min(this.backoffMs * 2, 10_000);
    this.timer = setTimeout(() => {
      this.timer = null;
      void this.connect();
    }, wait);
    this.timer.unref();
  }

  async publish(msg: BusMessage, tx?: Db) {
    const payload = JSON.stringify(msg);
    await (tx ?? this.db).execute(sql`select pg_notify(${BUS_CHANNEL}, ${payload})`);
  }

  async close() {
    this.closed = true;
    if (this.timer) clearTimeout(this.timer);
    const c = this.client;
    this.client = null;
    this.listening = false;
    await c?.end().catch(() => {});
    this.emitter.removeAllListeners();
  }
}

/** A publication that must not fail the caller (its money already moved): logged, not thrown. */
export function publishQuietly(bus: Bus, msg: BusMessage, tx?: Db) {
  return bus.publish(msg, tx).catch((err: unknown) => log.warn({ err: String(err), kind: msg.k }, 'bus publish failed'));
}
