import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { chestLayout, drawHmac, newServerSeed, seedHash, shuffle, spinOutcome, uniform, weightedIndex, words } from './fair.ts';

const seq = (xs: number[]) => xs[Symbol.iterator]();

describe('provably fair draws', () => {
  it('the HMAC is HMAC-SHA256(server seed, clientSeed:nonce)', () => {
    const h = drawHmac('server', 'client', 7);
    expect(h).toBe(createHmac('sha256', 'server').update('client:7').digest('hex'));
    expect(seedHash('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
  });

  it('is deterministic for one seed, client seed and nonce, and changes with the nonce', () => {
    const s = newServerSeed();
    const w = [5, 3, 1, 1];
    expect(spinOutcome(s, 'c', 1, w)).toEqual(spinOutcome(s, 'c', 1, w));
    const seen = new Set(Array.from({ length: 50 }, (_, n) => spinOutcome(s, 'c', n, w).index));
    expect(seen.size).toBeGreaterThan(1);
  });

  it('rejects words above the largest multiple of the range (no modulo bias)', () => {
    // n = 3: 2^32 mod 3 = 1, so the limit is 2^32 - 1 and the word 2^32 - 1 is skipped.
    expect(uniform(seq([2 ** 32 - 1, 4]), 3)).toBe(1);
    // n = 2^31 + 1: limit is 2^31 + 1; words above are skipped.
    expect(uniform(seq([2 ** 31 + 5, 2 ** 31 + 3, 10]), 2 ** 31 + 1)).toBe(10);
  });

  it('maps to the weighted table: each entry owns exactly its weight of the range', () => {
    const weights = [2, 0, 3, 5];
    const hits = [0, 0, 0, 0];
    for (let r = 0; r < 10; r++) hits[weightedIndex(seq([r]), weights)]!++;
    expect(hits).toEqual([2, 0, 3, 5]);
    expect(() => weightedIndex(seq([0]), [0, 0])).toThrow();
  });

  it('lands near the weights over many draws', () => {
    const s = newServerSeed();
    const weights = [50, 30, 15, 5];
    const hits = [0, 0, 0, 0];
    for (let n = 0; n < 20_000; n++) hits[spinOutcome(s, 'x', n, weights).index]!++;
    for (let i = 0; i < weights.length; i++) expect(Math.abs(hits[i]! / 20_000 - weights[i]! / 100)).toBeLessThan(0.015);
  });

  it('a word stream goes past the first HMAC when it needs more', () => {
    const w = words('s', 'c', 1);
    const first = Array.from({ length: 9 }, () => w.next().value as number);
    expect(first[8]).toBe(parseInt(drawHmac('s', 'c', 1, 1).slice(0, 8), 16));
  });

  it('a shuffle is a permutation; chest layouts are verifiable', () => {
    const s = newServerSeed();
    const items = [0, 0, 5000, 15000, 25000];
    const { layout } = chestLayout(s, 'c', 3, items);
    expect([...layout].sort((a, b) => a - b)).toEqual([...items].sort((a, b) => a - b));
    expect(chestLayout(s, 'c', 3, items).layout).toEqual(layout);
    expect(shuffle(seq([0, 0, 0, 0]), [1, 2, 3])).toHaveLength(3);
  });
});
