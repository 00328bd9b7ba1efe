import { describe, expect, it } from 'vitest';
import { dayKey, daysInARow, localMidnight, periodOf } from './periods.ts';

describe('periods in the operator time zone', () => {
  it('a Manila day starts at 16:00 UTC the day before', () => {
    const now = new Date('2026-11-24T15:59:59Z'); // 23:59:59 in Manila
    const p = periodOf('daily', 'Asia/Manila', now);
    expect(p.key).toBe('d:2026-11-24');
    expect(p.start.toISOString()).toBe('2026-11-23T16:00:00.000Z');
    expect(p.end!.toISOString()).toBe('2026-11-24T16:00:00.000Z');
    expect(periodOf('daily', 'Asia/Manila', new Date('2026-11-24T16:00:00Z')).key).toBe('d:2026-11-25');
  });

  it('a week starts on Monday at local midnight', () => {
    const p = periodOf('weekly', 'Asia/Kathmandu', new Date('2026-11-29T20:00:00Z')); // Monday 01:45 in Kathmandu
    expect(p.key).toBe('w:2026-11-30');
    expect(p.start.toISOString()).toBe('2026-11-29T18:15:00.000Z');
    expect(p.end!.getTime() - p.start.getTime()).toBe(7 * 86_400_000);
    const sunday = periodOf('weekly', 'UTC', new Date('2026-11-29T23:00:00Z'));
    expect(sunday.key).toBe('w:2026-11-23');
  });

  it('midnight across a daylight-saving change', () => {
    // Madrid leaves summer time on 2026-10-25 at 03:00 local.
    expect(localMidnight('Europe/Madrid', 2026, 10, 25).toISOString()).toBe('2026-10-24T22:00:00.000Z');
    expect(localMidnight('Europe/Madrid', 2026, 10, 26).toISOString()).toBe('2026-10-25T23:00:00.000Z');
    const p = periodOf('daily', 'Europe/Madrid', new Date('2026-10-25T12:00:00Z'));
    expect(p.end!.getTime() - p.start.getTime()).toBe(25 * 3_600_000);
  });

  it('one-off missions have one period', () => {
    expect(periodOf('once', 'UTC', new Date())).toMatchObject({ key: 'once', end: null });
  });

  it('days in a row end with today', () => {
    const now = new Date('2026-11-24T10:00:00Z');
    const d = (s: string) => new Date(s);
    expect(daysInARow('UTC', now, [d('2026-11-24T01:00:00Z'), d('2026-11-23T23:00:00Z'), d('2026-11-22T05:00:00Z'), d('2026-11-20T05:00:00Z')])).toBe(3);
    expect(daysInARow('UTC', now, [d('2026-11-23T23:00:00Z')])).toBe(0);
    expect(dayKey('Asia/Manila', d('2026-11-23T23:00:00Z'))).toBe('2026-11-24');
  });
});
