/**
 * The player's own check of a past draw, in the browser with Web Crypto: the revealed
 * server seed hashes to the hash published before the draw, HMAC-SHA256(server seed,
 * `${clientSeed}:${nonce}`) is the recorded HMAC, and its 32-bit words, by rejection, land on the
 * recorded slice. The same steps as api/services/engage/fair.ts, written again so the page does not
 * trust the server's code.
 */
const enc = new TextEncoder();
const hex = (buf: ArrayBuffer) => Array.from(new Uint8Array(buf), (b) => b.toString(16).padStart(2, '0')).join('');

export async function sha256Hex(text: string) {
  return hex(await crypto.subtle.digest('SHA-256', enc.encode(text)));
}

async function hmacHex(key: string, message: string) {
  const k = await crypto.subtle.importKey('raw', enc.encode(key), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
  return hex(await crypto.subtle.sign('HMAC', k, enc.encode(message)));
}

/** The words of one draw: HMAC(seed, client:nonce), then HMAC(seed, client:nonce:1)… */
async function* words(serverSeed: string, clientSeed: string, nonce: number) {
  for (let cursor = 0; cursor < 64; cursor++) {
    const h = await hmacHex(serverSeed, cursor ? `${clientSeed}:${nonce}:${cursor}` : `${clientSeed}:${nonce}`);
    for (let i = 0; i < 64; i += 8) yield parseInt(h.slice(i, i + 8), 16);
  }
}

async function uniform(stream: AsyncGenerator<number>, n: number) {
  const limit = 2 ** 32 - (2 ** 32 % n);
  // next(), not for-await: leaving a for-await loop would close the stream the next draw reads.
  for (;;) {
    const { value, done } = await stream.next();
    if (done) throw new Error('no word below the limit');
    if (value < limit) return value % n;
  }
}

export interface DrawCheck {
  hashMatches: boolean;
  hmac: string;
  hmacMatches: boolean;
  index: number;
}

/** Which weighted slice the draw lands on, and whether the seed and HMAC match what was recorded. */
export async function verifySpin(v: {
  serverSeed: string;
  seedHash: string;
  clientSeed: string;
  nonce: number;
  weights: number[];
  hmac: string;
}): Promise<DrawCheck> {
  const [hash, hmac] = await Promise.all([sha256Hex(v.serverSeed), hmacHex(v.serverSeed, `${v.clientSeed}:${v.nonce}`)]);
  const total = v.weights.reduce((a, b) => a + b, 0);
  let r = await uniform(words(v.serverSeed, v.clientSeed, v.nonce), total);
  let index = 0;
  while (r >= v.weights[index]!) r -= v.weights[index++]!;
  return { hashMatches: hash === v.seedHash, hmac, hmacMatches: hmac === v.hmac, index };
}

/** The chests' layout of a minigame round (a Fisher–Yates shuffle of the multipliers). */
export async function verifyChests(v: { serverSeed: string; seedHash: string; clientSeed: string; nonce: number; multipliers: number[]; hmac: string }) {
  const [hash, hmac] = await Promise.all([sha256Hex(v.serverSeed), hmacHex(v.serverSeed, `${v.clientSeed}:${v.nonce}`)]);
  const stream = words(v.serverSeed, v.clientSeed, v.nonce);
  const out = v.multipliers.slice();
  for (let i = out.length - 1; i > 0; i--) {
    const j = await uniform(stream, i + 1);
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return { hashMatches: hash === v.seedHash, hmac, hmacMatches: hmac === v.hmac, layout: out };
}
