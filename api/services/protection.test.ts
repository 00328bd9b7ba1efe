import { describe, expect, it } from 'vitest';
import { demoSwitchesOn, loadEnv } from '../../server/env.ts';
import { clock } from '../lib/clock.ts';
import { PERIOD_MS, phoneKey } from './protection.ts';

describe('player protection: pure parts', () => {
  it('links accounts by the digits of their phone number, and not by a short or empty one', () => {
    expect(phoneKey('+63 912-345 6789')).toBe('639123456789');
    expect(phoneKey('639123456789')).toBe(phoneKey('+639123456789'));
    expect(phoneKey('')).toBeNull();
    expect(phoneKey('12345')).toBeNull();
    expect(phoneKey(null)).toBeNull();
  });

  it('rolls over 24 hours, 7 days and 30 days', () => {
    expect(PERIOD_MS).toEqual({ day: 86_400_000, week: 604_800_000, month: 2_592_000_000 });
  });

  it('the test clock is a demo switch: refused in production, off by default, and does not move unless enabled', () => {
    expect(() => loadEnv({ NODE_ENV: 'production', TEST_CLOCK: '1' })).toThrow(/TEST_CLOCK/);
    expect(loadEnv({ NODE_ENV: 'test' }).TEST_CLOCK).toBe('0');
    expect(demoSwitchesOn(loadEnv({ NODE_ENV: 'test', TEST_CLOCK: '1', SEED_DEMO: '0' }))).toEqual(['TEST_CLOCK']);
    if (!clock.movable) expect(() => clock.advance(1, 1000)).toThrow(/TEST_CLOCK/);
  });
});
