import { describe, expect, it } from 'vitest';
import { malformedHost } from './site.ts';

describe('malformedHost', () => {
  it('accepts host names, addresses and ports a browser sends', () => {
    for (const h of ['localhost', 'localhost:3900', 'slot2-3.localhost:3900', 'Casino.Example.com.', '127.0.0.1:80', '[::1]:3900', 'xn--80ak6aa92e.com'])
      expect(malformedHost(h), h).toBeNull();
  });
  it('says why it refuses the rest', () => {
    expect(malformedHost(undefined)).toBe('no Host header');
    expect(malformedHost('a b')).toMatch(/not a host name/);
    expect(malformedHost('"x"')).toMatch(/not a host name/);
    expect(malformedHost("lo'cal")).toMatch(/not a host name/);
    expect(malformedHost('localhost:abc')).toMatch(/not a host name/);
    expect(malformedHost('localhost:99999')).toMatch(/port outside/);
    expect(malformedHost('localhost:0')).toMatch(/port outside/);
    expect(malformedHost('-bad.example')).toMatch(/not a host name/);
    expect(malformedHost(`${'a'.repeat(63)}.`.repeat(5))).toMatch(/longer than 255/);
  });
});
