import { describe, expect, it } from 'vitest';
import { formatMoney, formatNumber } from './format.ts';

describe('format', () => {
  it('groups thousands (0,0)', () => {
    expect(formatNumber(1234567)).toBe('1,234,567');
    expect(formatNumber('12')).toBe('12');
  });
  it('shows balances with two decimals', () => {
    expect(formatMoney('12345.6')).toBe('12,345.60');
    expect(formatMoney('oops')).toBe('0.00');
  });
});
