import { EventEmitter } from 'node:events';
import { toMoneyString } from '../lib/money.ts';

const ANY = 'any-player';

export interface BalanceChange {
  balance: string;
  token: string;
  /** What moved the money: deposit, withdrawal, round… */
  reason: string;
}

/**
 * Balance changes of this process, published after their transaction commits, so the balance
 * stream can push them to every open tab of the player (issue 8: within 2 s of any ledger change).
 */
export class BalanceEvents {
  private emitter = new EventEmitter();
  constructor() {
    // One listener per open tab: the default limit of 10 would warn on a busy player.
    this.emitter.setMaxListeners(0);
  }

  publish(playerId: number, after: { balance: number; token: number }, reason: string) {
    const change: BalanceChange = { balance: toMoneyString(after.balance), token: toMoneyString(after.token), reason };
    this.emitter.emit(String(playerId), change);
    this.emitter.emit(ANY, playerId);
  }

  /** Any player's change (the page server's cache of player reads listens). */
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

  /** Sessions of a player just ended (logout, password change or reset): their streams close. */
  sessionsEnded(playerId: number, sessionIds: number[]) {
    if (sessionIds.length) this.emitter.emit(`ended:${playerId}`, sessionIds);
  }

  onSessionsEnded(playerId: number, listener: (sessionIds: number[]) => void): () => void {
    const key = `ended:${playerId}`;
    this.emitter.on(key, listener);
    return () => this.emitter.off(key, listener);
  }
}

/**
 * Places for open balance streams under several caps at once (issue 11 #3: one session opened
 * 19 797 streams and took every file handle). In memory: a stream lives in this process only.
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
