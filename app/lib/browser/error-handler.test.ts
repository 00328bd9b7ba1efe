import { describe, expect, it } from 'vitest';
import { classifyAnswer, errorText } from './error-handler.ts';

describe('global error handler', () => {
  it('ignores success and answers without a code', () => {
    expect(classifyAnswer({ statusCode: 1, message: 'OK' })).toBe('ignore');
    expect(classifyAnswer({ statusCode: null })).toBe('ignore');
    expect(classifyAnswer(undefined)).toBe('ignore');
  });
  it('ends the session on the five session messages', () => {
    for (const m of ['sessionExpired', 'Session Expired', 'BLOCK', 'CLOSE', 'permissionDenied']) {
      expect(classifyAnswer({ statusCode: -1, message: m })).toBe('session');
    }
  });
  it('only logs serviceUnavailable and opens a dialog for the rest', () => {
    expect(classifyAnswer({ statusCode: -503, message: 'serviceUnavailable' })).toBe('log');
    expect(classifyAnswer({ statusCode: -1, message: 'invalidCredentials' })).toBe('dialog');
  });
  it('treats letters-only messages as keys and empty as unknown', () => {
    const t = (k: string) => `T(${k})`;
    expect(errorText('invalidCredentials', t)).toBe('T(errors:invalidCredentials)');
    expect(errorText('Bank is offline.', t)).toBe('Bank is offline.');
    expect(errorText('', t)).toBe('T(errors:unknownError)');
  });
});
