import { describe, expect, it } from 'vitest';
import { BalanceEvent } from '#contract/wallet.ts';
import { asBalanceEvent } from './balance-stream.ts';

describe('balance stream', () => {
  it('accepts exactly what the contract schema accepts', () => {
    const samples: unknown[] = [
      { balance: '12.50', token: '0.00', reason: 'deposit' },
      { balance: '-1', token: '3', reason: 'open' },
      { balance: 12.5, token: '0.00', reason: 'deposit' },
      { balance: '12.505', token: '0.00', reason: 'x' },
      { balance: '1e3', token: '0.00', reason: 'x' },
      { balance: '1.00', token: '0.00' },
      { balance: '1.00', reason: 'x' },
      null,
      'balance',
      [],
    ];
    for (const s of samples) expect(asBalanceEvent(s) !== null, JSON.stringify(s)).toBe(BalanceEvent.safeParse(s).success);
  });
});
