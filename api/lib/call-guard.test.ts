import { describe, expect, it } from 'vitest';
import { CallGuard } from './call-guard.ts';

describe('CallGuard', () => {
  it('caps calls in flight per address; a release frees its place once', () => {
    const guard = new CallGuard({ inFlight: 2, perSecond: 100, burst: 100 }, () => 0);
    const a = guard.take('10.0.0.1');
    const b = guard.take('10.0.0.1');
    expect('release' in a && 'release' in b).toBe(true);
    expect(guard.take('10.0.0.1')).toEqual({ retryAfter: 1 });
    expect('release' in guard.take('10.0.0.2')).toBe(true);
    if (!('release' in a)) throw new Error('no place');
    a.release();
    a.release();
    expect(guard.inFlight('10.0.0.1')).toBe(1);
    expect('release' in guard.take('10.0.0.1')).toBe(true);
    expect(guard.take('10.0.0.1')).toEqual({ retryAfter: 1 });
  });

  it('lets a burst through, then the rate; refused calls use nothing up', () => {
    let now = 0;
    const guard = new CallGuard({ inFlight: 100, perSecond: 2, burst: 3 }, () => now);
    const calls = () => Array.from({ length: 10 }, () => guard.take('10.0.0.1')).filter((p) => 'release' in p).length;
    expect(calls()).toBe(3);
    expect(guard.take('10.0.0.1')).toEqual({ retryAfter: 1 });
    now += 1000;
    expect(calls()).toBe(2);
    now += 60_000;
    expect(calls()).toBe(3);
  });
});
