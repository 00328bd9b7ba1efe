import { createCipheriv, createHmac } from 'node:crypto';

/**
 * A well-mixed 32-bit hash of its parts (FNV-1a, then murmur3's finaliser): chance in what players
 * see anyway (the schedule, the clubs, the prices' wobble). 32 bits can be searched: never for results.
 */
export function hash32(...parts: (string | number)[]): number {
  let h = 0x811c9dc5;
  const s = parts.join('\u0001');
  for (let i = 0; i < s.length; i++) {
    h ^= s.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h >>> 0;
}

/** Uniform in [0, 1), the same for the same parts. */
export const unit = (...parts: (string | number)[]) => hash32(...parts) / 4294967296;

/** A standard normal, the same for the same parts (Box–Muller on two hashes). */
export function gauss(...parts: (string | number)[]) {
  const u = Math.max(unit(...parts, 'a'), 1e-12);
  const v = unit(...parts, 'b');
  return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * v);
}

/**
 * Uniforms for one match that only the key's holder can compute: AES-256-CTR under
 * HMAC-SHA256(key, id). Unlike a 32-bit stream, no search from what a player has seen
 * (the clubs, the prices, the first goals of a match) reaches the rest of it.
 */
export function secretStream(key: Buffer, id: string): () => number {
  const cipher = createCipheriv('aes-256-ctr', createHmac('sha256', key).update(id).digest(), Buffer.alloc(16));
  const zeros = Buffer.alloc(1024);
  let block = Buffer.alloc(0);
  let at = 0;
  return () => {
    if (at + 4 > block.length) {
      block = cipher.update(zeros);
      at = 0;
    }
    const u = block.readUInt32BE(at) / 4294967296;
    at += 4;
    return u;
  };
}
