import { mulberry32 } from '../../../contract/random.ts';

/** A well-mixed 32-bit hash of its parts (FNV-1a, then murmur3's finaliser): the feed's only source of chance. */
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

/** A seeded stream of uniforms for one simulation. */
export const stream = (...parts: (string | number)[]) => mulberry32(hash32(...parts));
