import { describe, expect, it } from 'vitest';
import { safeRedirect } from './safe-redirect.ts';

const ORIGIN = 'https://casino1.example.com';
const go = (v: string | null) => safeRedirect(v, ORIGIN);

describe('safeRedirect', () => {
  it('keeps paths of this site, with their query and hash', () => {
    expect(go('/deposit')).toBe('/deposit');
    expect(go('/slots?provider=PG&sort=az#top')).toBe('/slots?provider=PG&sort=az#top');
    expect(go('/referral')).toBe('/referral');
    expect(go('/login-help')).toBe('/login-help');
  });

  it('sends anything leaving the site home', () => {
    for (const v of [
      'https://evil.example',
      'https://evil.example/deposit',
      'http:evil.example',
      '//evil.example',
      '///evil.example',
      '/\\evil.example',
      '\\/evil.example',
      '/\t/evil.example',
      '/\n/evil.example',
      'javascript:alert(1)',
      'JavaScript:alert(1)',
      ' /deposit',
      'data:text/html,x',
      '%2F%2Fevil.example',
      '/%5Cevil.example',
      '/%2F%2Fevil.example',
      'deposit',
      '',
      null,
    ]) {
      expect(go(v), JSON.stringify(v)).toBe('/');
    }
  });

  it('never back to the sign-in page, in any spelling', () => {
    for (const v of [
      '/login',
      '/login?redirect=%2Flogin',
      '/login?redirect=https://evil.example',
      '/LOGIN',
      '/login/',
      '/%6Cogin',
      '/%6c%6f%67%69%6e?x=1',
      '/./login',
      '/deposit/../login',
    ]) {
      expect(go(v), v).toBe('/');
    }
  });

  it('a bad percent-encoding is no path', () => {
    expect(go('/%E0%A4%A')).toBe('/');
  });
});
