import { afterEach, describe, expect, it, vi } from 'vitest';
import { concurrencyLimit, limitRoutePrefetches } from './prefetch-limit.ts';

const tick = () => new Promise((r) => setTimeout(r, 0));

describe('concurrencyLimit', () => {
  it('runs at most 4 at once, in order, and starts the next as one ends', async () => {
    const limit = concurrencyLimit(4);
    const ends: (() => void)[] = [];
    const started: number[] = [];
    const all = Array.from({ length: 10 }, (_, i) =>
      limit(() => {
        started.push(i);
        return new Promise<number>((r) => ends.push(() => r(i)));
      }),
    );
    await tick();
    expect(started).toEqual([0, 1, 2, 3]);
    expect(limit.queued()).toBe(6);
    ends[1]();
    await tick();
    expect(started).toEqual([0, 1, 2, 3, 4]);
    while (ends.length < 10 || limit.running() > 0) {
      ends.forEach((e) => e());
      await tick();
    }
    expect(await Promise.all(all)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
  });

  it('a failing task frees its place; an aborted queued one never starts', async () => {
    const limit = concurrencyLimit(1);
    const first = limit(() => Promise.reject(new Error('boom')));
    const ac = new AbortController();
    const task = vi.fn(() => Promise.resolve(1));
    const queued = limit(task, ac.signal);
    ac.abort();
    await expect(first).rejects.toThrow('boom');
    await expect(queued).rejects.toMatchObject({ name: 'AbortError' });
    expect(task).not.toHaveBeenCalled();
    expect(await limit(() => Promise.resolve('next'))).toBe('next');
  });
});

describe('limitRoutePrefetches', () => {
  afterEach(() => vi.unstubAllGlobals());

  it("queues React Router's manifest fetches four at a time and leaves other fetches alone", async () => {
    const pending: (() => void)[] = [];
    const calls: string[] = [];
    const fetch = vi.fn((input: RequestInfo | URL) => {
      calls.push(String(input));
      return new Promise<Response>((r) => pending.push(() => r(new Response('{}'))));
    });
    vi.stubGlobal('window', { fetch, location: { href: 'https://site.test/casino' } });
    limitRoutePrefetches();
    const w = globalThis.window as unknown as { fetch: typeof globalThis.fetch };
    for (let i = 0; i < 6; i++) void w.fetch(new URL(`https://site.test/__manifest?paths=/p${i}`));
    void w.fetch('/api/wallet/deposit');
    await tick();
    expect(calls.filter((c) => c.includes('__manifest'))).toHaveLength(4);
    expect(calls).toContain('/api/wallet/deposit');
    pending[0]();
    await tick();
    await tick();
    expect(calls.filter((c) => c.includes('__manifest'))).toHaveLength(5);
  });
});
