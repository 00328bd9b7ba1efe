import { describe, expect, it } from 'vitest';
import { checkEmail, checkUrl, digitsOnly, nameChars } from './input-filters.ts';

describe('input rules', () => {
  it('name inputs keep letters (any script) and spaces only', () => {
    expect(nameChars('Maria-Clara 2 Santos!')).toBe('Maria-Clara  Santos');
    expect(nameChars("Jean-Pierre O'Brien, Dr. Smith’s #1")).toBe("Jean-Pierre O'Brien Dr. Smith’s ");
    expect(nameChars('王小明 José Ñúñez')).toBe('王小明 José Ñúñez');
    expect(nameChars('नेपाली नाम')).toBe('नेपाली नाम');
    expect(nameChars('राम बहादुर')).toBe('राम बहादुर');
    // A decomposed accent is composed, as the server keeps it.
    expect(nameChars('Jose\u0301 1')).toBe('Jos\u00e9 ');
  });
  it('strict-number inputs keep digits only', () => {
    expect(digitsOnly('12-34 56ab7.8')).toBe('12345678');
  });
  it('email and URL checks give the spec messages', () => {
    expect(checkEmail('a@b.co')).toBeNull();
    expect(checkEmail('a@b')).toBe('Invalid email address');
    expect(checkUrl('https://example.org/x')).toBeNull();
    expect(checkUrl('javascript:alert(1)')).toBe('Invalid URL');
  });
});
