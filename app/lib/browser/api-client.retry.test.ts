import { afterEach, describe, expect, it, vi } from 'vitest';
import { $fetch, callApi } from './api-client.ts';

const answer = (status: number) => new Response(JSON.stringify({ statusCode: -1, message: 'x' }), { status, headers: { 'content-type': 'application/json' } });

describe('retry rule', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('retries an idempotent request once on 408 409 425 429 500 502 503 504', async () => {
    for (const status of [408, 409, 425, 429, 500, 502, 503, 504]) {
      const fetch = vi.fn(async () => answer(status));
      vi.stubGlobal('fetch', fetch);
      await expect($fetch('http://localhost/api/x', { method: 'GET', retryDelay: 0 })).rejects.toThrow();
      expect(fetch, String(status)).toHaveBeenCalledTimes(2);
    }
  });

  it('does not retry other statuses', async () => {
    const fetch = vi.fn(async () => answer(404));
    vi.stubGlobal('fetch', fetch);
    await expect($fetch('http://localhost/api/x', { method: 'GET', retryDelay: 0 })).rejects.toThrow();
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('never retries a POST (every API call, money included)', async () => {
    const fetch = vi.fn(async () => answer(503));
    vi.stubGlobal('fetch', fetch);
    const a = await callApi('/auth/get_balance', { domain_name: 'localhost' });
    expect(fetch).toHaveBeenCalledTimes(1);
    // A 503 whose body is an answer is passed on as that answer.
    expect(a).toEqual({ statusCode: -1, message: 'x' });
  });

  it('answers the local failure when the network is down', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('fetch failed');
      }),
    );
    expect(await callApi('/auth/get_balance', { domain_name: 'localhost' })).toMatchObject({ statusCode: -503, message: 'serviceUnavailable' });
    expect(await callApi('/settings/get_inbox', { domain_name: 'localhost' })).toMatchObject({ statusCode: 0, message: 'disconnect' });
  });
});
