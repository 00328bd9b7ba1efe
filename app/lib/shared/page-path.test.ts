import { describe, expect, it } from 'vitest';
import { pagePath } from './page-path.ts';

describe('pagePath', () => {
  it('is the page of a document request and of its data request', () => {
    expect(pagePath(new URL('http://x/slots'))).toBe('/slots');
    expect(pagePath(new URL('http://x/slots.data?_routes=routes%2F_page'))).toBe('/slots');
    expect(pagePath(new URL('http://x/_root.data'))).toBe('/');
    expect(pagePath(new URL('http://x/'))).toBe('/');
    expect(pagePath(new URL('http://x/deposit.data'))).toBe('/deposit');
  });
});
