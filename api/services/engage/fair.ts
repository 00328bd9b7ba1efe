import { createHash, createHmac, randomBytes } from 'node:crypto';

/**
 * Provably fair draws (decision 0014). The server seed is secret until it is rotated;
 * only its sha256 is published. Every draw is HMAC-SHA256(server seed, `${clientSeed}:${nonce}`),
 * read as big-endian 32-bit integers and mapped to a range by rejection (no modulo bias). The
 * published hash is never an input: knowing it tells nothing about the next outcome.
 * The same steps run in the browser (app/features/engage/components/verify.ts) with Web Crypto.
 */

export const newServerSeed = () => randomBytes(32).toString('hex');
export const seedHash = (serverSeed: string) => createHash('sha256').update(serverSeed).digest('hex');
export const newClientSeed = () => randomBytes(8).toString('hex');

/** The HMAC of round `cursor` of one draw: cursor 0 is the published formula itself. */
export function drawHmac(serverSeed: string, clientSeed: string, nonce: number, cursor = 0): string {
  const message = cursor === 0 ? `${clientSeed}:${nonce}` : `${clientSeed}:${nonce}:${cursor}`;
  return createHmac('sha256', serverSeed).update(message).digest('hex');
}

/**
 * An endless stream of uniform 32-bit integers for one draw: the eight words of the HMAC, then
 * (only if more are needed) the words of HMAC(…, `${clientSeed}:${nonce}:1`), and so on.
 */
export function* words(serverSeed: string, clientSeed: string, nonce: number): Generator<number> {
  for (let cursor = 0; ; cursor++) {
    const h = drawHmac(serverSeed, clientSeed, nonce, cursor);
    for (let i = 0; i < 64; i += 8) yield parseInt(h.slice(i, i + 8), 16);
  }
}

const TWO_32 = 2 ** 32;

/** A uniform integer in [0, n) from the stream, by rejection: words at or above the largest multiple of n are skipped. */
export function uniform(stream: Iterator<number>, n: number): number {
  if (!Number.isSafeInteger(n) || n < 1 || n > TWO_32) throw new RangeError('range must be 1..2^32');
  const limit = TWO_32 - (TWO_32 % n);
  for (;;) {
    const w = stream.next().value as number;
    if (w < limit) return w % n;
  }
}

/** The index of the weighted entry a draw lands on (weights: positive integers). */
export function weightedIndex(stream: Iterator<number>, weights: readonly number[]): number {
  const total = weights.reduce((a, b) => a + b, 0);
  if (!weights.length || weights.some((w) => !Number.isSafeInteger(w) || w < 0) || total < 1)
    throw new RangeError('weights must be non-negative integers with a positive sum');
  let r = uniform(stream, total);
  for (let i = 0; i < weights.length; i++) {
    if (r < weights[i]!) return i;
    r -= weights[i]!;
  }
  throw new Error('unreachable');
}

/** A Fisher–Yates shuffle of `items` driven by the stream (the minigame's hidden layout). */
export function shuffle<T>(stream: Iterator<number>, items: readonly T[]): T[] {
  const out = items.slice();
  for (let i = out.length - 1; i > 0; i--) {
    const j = uniform(stream, i + 1);
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

/** The wheel: which prize a spin wins. */
export function spinOutcome(serverSeed: string, clientSeed: string, nonce: number, weights: readonly number[]) {
  return { hmac: drawHmac(serverSeed, clientSeed, nonce), index: weightedIndex(words(serverSeed, clientSeed, nonce), weights) };
}

/** The minigame: where each multiplier lies under the chests. */
export function chestLayout<T>(serverSeed: string, clientSeed: string, nonce: number, multipliers: readonly T[]) {
  return { hmac: drawHmac(serverSeed, clientSeed, nonce), layout: shuffle(words(serverSeed, clientSeed, nonce), multipliers) };
}
