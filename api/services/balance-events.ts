import { EventEmitter } from 'node:events';
import type { Db } from '../db/client.ts';
import { LocalBus, publishQuietly, type Bus } from '../lib/bus.ts';
import { busMessages, ledgerMovements } from '../lib/metrics.ts';
import { toMoneyString } from '../lib/money.ts';
import { balancesOf } from './ledger.ts';

const ANY = 'any-player';

export interface BalanceChange {
  balance: string;
  token: string;
  /** What moved the money: deposit, withdrawal, round… */
  reason: string;
}

/** Reasons that are not a ledger movement (a message arrived): not counted in ledger_movements_total. */
const NOT_MONEY = new Set(['inbox']);

/**
 * Balance changes, published after their transaction commits, so the balance stream can push
 * them to every open tab of the player (within 2 s of any ledger change) — on every
 * instance: the change goes through the bus (LISTEN/NOTIFY on PostgreSQL) as the
 * player's id and the reason; an instance with a stream of that player re-reads the balance.
 * Without a bus (one process, unit tests) the balance the publisher read is passed on directly.
 */
export class BalanceEvents {
  private emitter = new EventEmitter();
  private bus: Bus;

  constructor(
    bus?: Bus,
    private db?: Db,
  ) {
    // One listener per open tab: the default limit of 10 would warn on a busy player.
    this.emitter.setMaxListeners(0);
    this.bus = bus ?? new LocalBus();
    if (this.bus.kind === 'postgres' && db) {
      this.bus.on('bal', (m) => {
        busMessages.inc({ kind: 'bal' });
        void this.reread(m.p, m.r);
      });
    }
    this.bus.on('end', (m) => {
      busMessages.inc({ kind: 'end' });
      this.emitter.emit(`ended:${m.p}`, m.s);
    });
    // The listening connection was lost for a while: every open stream gets its balance again.
    this.bus.onResync(() => {
      for (const name of this.emitter.eventNames()) {
        const id = Number(name);
        if (Number.isInteger(id)) void this.reread(id, 'resync');
      }
      this.emitter.emit(ANY, 0);
    });
  }

  private async reread(playerId: number, reason: string) {
    this.emitter.emit(ANY, playerId);
    if (!this.db || !this.emitter.listenerCount(String(playerId))) return;
    try {
      const after = await balancesOf(this.db, playerId);
      this.emit(playerId, after, reason);
    } catch {
      // The database is away: the next change (or the stream's reconnect) brings the balance.
    }
  }

  private emit(playerId: number, after: { balance: number; token: number }, reason: string) {
    const change: BalanceChange = { balance: toMoneyString(after.balance), token: toMoneyString(after.token), reason };
    this.emitter.emit(String(playerId), change);
  }

  /** After the movement's commit (a rolled-back movement publishes nothing). */
  publish(playerId: number, after: { balance: number; token: number }, reason: string) {
    if (!NOT_MONEY.has(reason)) ledgerMovements.inc({ kind: reason });
    if (this.bus.kind === 'postgres' && this.db) {
      void publishQuietly(this.bus, { k: 'bal', p: playerId, r: reason });
      return;
    }
    this.emit(playerId, after, reason);
    this.emitter.emit(ANY, playerId);
  }

  /** Any player's change, on any instance (the page server's cache of player reads listens). */
  onAnyChange(listener: (playerId: number) => void): () => void {
    this.emitter.on(ANY, listener);
    return () => this.emitter.off(ANY, listener);
  }

  subscribe(playerId: number, listener: (c: BalanceChange) => void): () => void {
    const key = String(playerId);
    this.emitter.on(key, listener);
    return () => this.emitter.off(key, listener);
  }

  listeners(playerId: number) {
    return this.emitter.listenerCount(String(playerId));
  }

  /** Sessions of a player just ended (logout, password change or reset): their streams close, on every instance. */
  sessionsEnded(playerId: number, sessionIds: number[]) {
    if (sessionIds.length) void publishQuietly(this.bus, { k: 'end', p: playerId, s: sessionIds });
  }

  onSessionsEnded(playerId: number, listener: (sessionIds: number[]) => void): () => void {
    const key = `ended:${playerId}`;
    this.emitter.on(key, listener);
    return () => this.emitter.off(key, listener);
  }
}

/**
 * Places for open streams under several caps at once, in this process's memory: the
 * server-wide cap (it guards this process's file handles). The caps per address, session and
 * player hold across instances: api/lib/stream-slots.ts.
 */
export class StreamSlots {
  private counts = new Map<string, number>();

  /** A place under every `[key, cap]`, or null when one of them is full; the release runs once. */
  take(limits: Array<[key: string, cap: number]>): (() => void) | null {
    if (limits.some(([key, cap]) => (this.counts.get(key) ?? 0) >= cap)) return null;
    for (const [key] of limits) this.counts.set(key, (this.counts.get(key) ?? 0) + 1);
    let held = true;
    return () => {
      if (!held) return;
      held = false;
      for (const [key] of limits) {
        const n = (this.counts.get(key) ?? 1) - 1;
        if (n > 0) this.counts.set(key, n);
        else this.counts.delete(key);
      }
    };
  }

  count(key: string) {
    return this.counts.get(key) ?? 0;
  }
}
