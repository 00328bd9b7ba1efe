import { EventEmitter } from 'node:events';
import { toMoneyString } from '../lib/money.ts';

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
  }

  subscribe(playerId: number, listener: (c: BalanceChange) => void): () => void {
    const key = String(playerId);
    this.emitter.on(key, listener);
    return () => this.emitter.off(key, listener);
  }

  listeners(playerId: number) {
    return this.emitter.listenerCount(String(playerId));
  }
}
