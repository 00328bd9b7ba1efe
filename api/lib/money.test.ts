import { describe, expect, it } from 'vitest';
import { parseMoney, toMoneyString } from './money.ts';

describe('money', () => {
  it('formats minor units exactly', () => {
    expect(toMoneyString(0)).toBe('0.00');
    expect(toMoneyString(5)).toBe('0.05');
    expect(toMoneyString(123456)).toBe('1234.56');
    expect(toMoneyString(-250)).toBe('-2.50');
  });
  it('parses decimal strings without floats', () => {
    expect(parseMoney('1234.5')).toBe(123450);
    expect(parseMoney('0.29')).toBe(29);
    expect(parseMoney('10')).toBe(1000);
    expect(() => parseMoney('1e3')).toThrow();
    expect(() => parseMoney('1.234')).toThrow();
  });
});
