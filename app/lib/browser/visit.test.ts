import { describe, expect, it } from 'vitest';
import { clientCookieDomain } from './visit.ts';

describe('client-domain cookie', () => {
  it('uses the last two host labels', () => {
    expect(clientCookieDomain('www.casino.example.com')).toBe('example.com');
    expect(clientCookieDomain('slot2.localhost')).toBe('slot2.localhost');
  });
  it('is host-only for single labels and IP addresses', () => {
    expect(clientCookieDomain('localhost')).toBeUndefined();
    expect(clientCookieDomain('127.0.0.1')).toBeUndefined();
  });
});
