import { createHash, randomBytes, scrypt as scryptCb, timingSafeEqual } from 'node:crypto';
import { availableParallelism } from 'node:os';
import { promisify } from 'node:util';
import { ApiError } from './errors.ts';

const rawScrypt = promisify(scryptCb) as (pw: string, salt: Buffer, len: number, o: object) => Promise<Buffer>;
const N = 16384,
  R = 8,
  P = 1,
  LEN = 32;

/**
 * A few slots and a short queue; past that the caller hears 'busy' at once. A flood of sign-ins
 * then costs a bounded share of the CPU and of libuv's 4 threads, and pages stay fast.
 * A place in the queue is also bounded in time: on a starved machine one hash can take
 * seconds, and 16 in line then meant a sign-in without an answer for half a minute; a caller that
 * waited `maxWaitMs` hears 'busy' (nothing was done, retry_after) instead.
 */
export class Gate {
  private running = 0;
  private waiting: Array<{ go: () => void; timer?: NodeJS.Timeout }> = [];
  constructor(
    private slots: number,
    private queue: number,
    private maxWaitMs = 0,
  ) {}

  /** No place left: a caller can refuse before doing any other work. */
  get full() {
    return this.running >= this.slots && this.waiting.length >= this.queue;
  }

  async run<T>(work: () => Promise<T>): Promise<T> {
    if (this.running < this.slots) this.running++;
    else if (this.waiting.length < this.queue) {
      await new Promise<void>((go, refuse) => {
        const place: { go: () => void; timer?: NodeJS.Timeout } = { go };
        if (this.maxWaitMs > 0) {
          place.timer = setTimeout(() => {
            const i = this.waiting.indexOf(place);
            if (i >= 0) this.waiting.splice(i, 1);
            refuse(busy());
          }, this.maxWaitMs);
          place.timer.unref();
        }
        this.waiting.push(place);
      });
    } else throw busy();
    try {
      return await work();
    } finally {
      // The slot passes straight to the next in line.
      const next = this.waiting.shift();
      if (next) {
        clearTimeout(next.timer);
        next.go();
      } else this.running--;
    }
  }
}

export const busy = () => new ApiError('busy', -429, 429, { retry_after: 1 });
/** One core is left to the pages: at most 2 hashes at once, 1 on a 2-core machine; at most 5 s in line (HASH_QUEUE_WAIT_MS). */
export const hashGate = new Gate(Math.min(2, Math.max(1, availableParallelism() - 1)), 16, Number(process.env.HASH_QUEUE_WAIT_MS ?? 5000));
const scrypt = (pw: string, salt: Buffer, len: number, o: object) => hashGate.run(() => rawScrypt(pw, salt, len, o));

const format = (salt: Buffer, hash: Buffer) => `scrypt$${N}$${R}$${P}$${salt.toString('base64url')}$${hash.toString('base64url')}`;

/** scrypt$N$r$p$salt$hash (base64url). */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  return format(salt, await scrypt(password.normalize('NFKC'), salt, LEN, { N, r: R, p: P }));
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [kind, n, r, p, saltB64, hashB64] = stored.split('$');
  if (kind !== 'scrypt' || !saltB64 || !hashB64) return false;
  const expected = Buffer.from(hashB64, 'base64url');
  const actual = await scrypt(password.normalize('NFKC'), Buffer.from(saltB64, 'base64url'), expected.length, {
    N: Number(n),
    r: Number(r),
    p: Number(p),
  });
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

/** A hash to compare against when the account does not exist, so timing does not reveal it. */
let dummyHash: Promise<string> | undefined;
export const dummyPasswordHash = () =>
  // Made once outside the gate, so that a busy moment cannot leave a failed promise cached.
  (dummyHash ??= (async () => {
    const salt = randomBytes(16);
    return format(salt, await rawScrypt(randomBytes(12).toString('hex'), salt, LEN, { N, r: R, p: P }));
  })());

/** 256-bit random session token; only its sha256 is stored. */
export const newToken = () => randomBytes(32).toString('base64url');
export const sha256 = (s: string) => createHash('sha256').update(s).digest('hex');

export function safeEqual(a: string, b: string): boolean {
  const ba = Buffer.from(a),
    bb = Buffer.from(b);
  return ba.length === bb.length && timingSafeEqual(ba, bb);
}
