import { describe, expect, it, vi } from 'vitest';
import { dateLocaleFor, formatDate, formatMoney, formatNumber, localDecimal, nepaliRelative, stableDate } from './format.ts';

describe('format', () => {
  it('groups thousands (0,0)', () => {
    expect(formatNumber(1234567)).toBe('1,234,567');
    expect(formatNumber('12')).toBe('12');
  });
  it('shows balances with two decimals', () => {
    expect(formatMoney('12345.6')).toBe('12,345.60');
    expect(formatMoney('oops')).toBe('0.00');
  });
  it('writes money, counts and odds as each language does, Nepali with Latin digits everywhere', () => {
    const nb = (s: string) => s.replace(/[\u00a0\u202f]/g, ' ');
    expect(nb(formatMoney('12345.67', 'ru'))).toBe('12 345,67');
    expect(nb(formatNumber(1234567, 'ru'))).toBe('1 234 567');
    expect(formatMoney('12345.67', 'zh')).toBe('12,345.67');
    expect(formatMoney('1234567.5', 'ne')).toBe('12,34,567.50');
    expect(formatMoney('12345.67', 'en')).toBe('12,345.67');
    expect(localDecimal('1.85', 'ru')).toBe('1,85');
    expect(localDecimal('4/6', 'ru')).toBe('4/6');
    expect(localDecimal('1.85', 'ne')).toBe('1.85');
    const d = new Date('2026-03-05T08:04:00Z');
    expect(formatDate(d, 'NE', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' })).toMatch(/^2026 मार्च 5, 08:04$/);
  });
});

describe('date locale map', () => {
  it('maps the listed codes and sends the rest to en', () => {
    expect(['EN', 'CN', 'RUS', 'ESP', 'VI', 'MS', 'NE', 'PHP', 'MMK', ''].map(dateLocaleFor)).toEqual([
      'en',
      'zh',
      'ru',
      'es',
      'vi',
      'ms',
      'ne',
      'en',
      'en',
      'en',
    ]);
  });
  it('formats dates in that locale', () => {
    const d = '2026-03-05T10:00:00Z';
    expect(formatDate(d, 'EN', { year: 'numeric', month: 'long', timeZone: 'UTC' })).toBe('March 2026');
    expect(formatDate(d, 'CN', { year: 'numeric', month: 'long', timeZone: 'UTC' })).toBe('2026年3月');
    expect(formatDate('nonsense', 'EN')).toBe('');
  });
});

describe('dates before hydration', () => {
  it('are the same text everywhere: UTC, no locale data', () => {
    expect(stableDate('2026-11-23T17:11:25.177Z')).toBe('2026-11-23 17:11 UTC');
    expect(stableDate('2026-11-23T23:59:00-05:00', false)).toBe('2026-11-24');
    expect(stableDate('not a date')).toBe('');
  });
});

describe('Nepali without Nepali locale data (Chromium)', () => {
  it('writes what full ICU writes with Latin digits, the digits of the page’s amounts', () => {
    const d = new Date('2026-03-05T08:04:00Z');
    const icu = new Intl.DateTimeFormat('ne-u-nu-latn', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' }).format(d);
    const spy = vi.spyOn(Intl.DateTimeFormat, 'supportedLocalesOf').mockReturnValue([]);
    expect(formatDate(d, 'NE', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' })).toBe('2026 मार्च 5, 08:04');
    expect(formatDate(d, 'NE', { dateStyle: 'medium', timeZone: 'UTC' })).toBe('2026 मार्च 5');
    spy.mockRestore();
    // Node's own Nepali, when it has it, is the same text.
    if (Intl.DateTimeFormat.supportedLocalesOf('ne').length) expect(icu).toBe('2026 मार्च 5, 08:04');
  });
  it('relative days and hours', () => {
    expect([3, 1, 0, -1, -3].map((n) => nepaliRelative(n, 'day'))).toEqual(['3 दिनमा', 'भोलि', 'आज', 'हिजो', '3 दिन पहिले']);
    expect([5, -5].map((n) => nepaliRelative(n, 'hour'))).toEqual(['5 घण्टामा', '5 घण्टा पहिले']);
    expect([5, 0, -23].map((n) => nepaliRelative(n, 'minute'))).toEqual(['5 मिनेटमा', 'यही मिनेटमा', '23 मिनेट पहिले']);
  });
});
