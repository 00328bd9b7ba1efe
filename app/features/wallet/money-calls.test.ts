import { describe, expect, it } from 'vitest';
import { isMoneyPath, moneyCallsInFlight, trackMoneyCall, whenNoMoneyCalls } from './money-calls.ts';

describe('money calls', () => {
  it('knows the calls that move money, sports bets included, and not the reads', () => {
    for (const p of [
      '/wallet/deposit',
      '/wallet/withdraw',
      '/settings/claim_inbox',
      '/sports/place_bet',
      '/sports/cashout',
      '/sports/bets/place',
      '/sports/v2/place_bets',
    ]) {
      expect(isMoneyPath(p), p).toBe(true);
    }
    for (const p of [
      '/wallet/statement',
      '/wallet/bet_history',
      '/wallet/deposit_status',
      '/sports/bets',
      '/sports/cashout_quote',
      '/sports/bet_history',
      '/auth/login',
    ]) {
      expect(isMoneyPath(p), p).toBe(false);
    }
  });

  it('counts calls in flight, failures included, and says when none is left', async () => {
    let finishA = () => {};
    let failB = (_e: Error) => {};
    const a = trackMoneyCall(() => new Promise<void>((r) => (finishA = r)));
    const b = trackMoneyCall(() => new Promise<void>((_r, j) => (failB = j)));
    expect(moneyCallsInFlight()).toBe(2);
    let idle = false;
    const waiting = whenNoMoneyCalls().then(() => (idle = true));
    finishA();
    await a;
    expect(idle).toBe(false);
    failB(new Error('network'));
    await expect(b).rejects.toThrow('network');
    await waiting;
    expect(moneyCallsInFlight()).toBe(0);
    await whenNoMoneyCalls();
  });

  it('stops waiting after the safety limit', async () => {
    const never = trackMoneyCall(() => new Promise<void>(() => {}));
    const t0 = Date.now();
    await whenNoMoneyCalls(30);
    expect(Date.now() - t0).toBeGreaterThanOrEqual(25);
    expect(moneyCallsInFlight()).toBe(1);
    void never;
  });
});
