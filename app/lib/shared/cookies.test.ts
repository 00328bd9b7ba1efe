import { describe, expect, it } from 'vitest';
import { parseCookies, serializeCookie } from './cookies.ts';

describe('cookies', () => {
  it('parses a header, first value wins, bad escapes kept raw', () => {
    expect(parseCookies('a=1; b=%E4%B8%AD; a=2; c=%ZZ')).toEqual({ a: '1', b: '中', c: '%ZZ' });
    expect(parseCookies(undefined)).toEqual({});
  });
  it('serializes the language cookie', () => {
    expect(serializeCookie('lang', 'CN', { days: 365, sameSite: 'Lax' })).toBe('lang=CN; Path=/; Max-Age=31536000; SameSite=Lax');
  });
});
