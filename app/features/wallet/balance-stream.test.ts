import { describe, expect, it } from 'vitest';
import { BalanceEvent } from '#contract/wallet.ts';
import { asBalanceEvent, parseEvents } from './balance-stream.ts';

describe('balance stream', () => {
  it('splits a text/event-stream buffer into whole events and keeps the rest', () => {
    const { events, rest } = parseEvents('event: balance\ndata: {"a":1}\n\nevent: ping\ndata: x\n\nevent: bal');
    expect(events).toEqual([
      { event: 'balance', data: '{"a":1}' },
      { event: 'ping', data: 'x' },
    ]);
    expect(rest).toBe('event: bal');
  });

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
