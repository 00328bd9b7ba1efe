import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { Request, Response } from 'express';
import { LRUCache } from 'lru-cache';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

export type Encoding = 'br' | 'gzip';

/**
 * An answer that is the same for every caller, serialized once and compressed once per encoding
 * (on the thread pool, when a client first asks for it): a thousand calls cost one
 * JSON.stringify and one compression, not a thousand.
 */
export class SharedAnswer<T extends object = object> {
  private serialized: Buffer | null = null;
  private encoded = new Map<Encoding, Promise<Buffer>>();

  constructor(readonly body: T) {
    shared.set(body, this);
  }

  get json(): Buffer {
    return (this.serialized ??= Buffer.from(JSON.stringify(this.body)));
  }

  encoding(e: Encoding): Promise<Buffer> {
    let out = this.encoded.get(e);
    if (!out) {
      const json = this.json;
      // Brotli at quality 5 is a few milliseconds a megabyte and within ~10 % of its best size; 11 takes seconds.
      out =
        e === 'br'
          ? brotli(json, {
              params: {
                [zlib.constants.BROTLI_PARAM_QUALITY]: 5,
                [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
                [zlib.constants.BROTLI_PARAM_SIZE_HINT]: json.length,
              },
            })
          : gzip(json, { level: 6 });
      this.encoded.set(e, out);
    }
    return out;
  }
}

/** Answer bodies a SharedAnswer owns: the HTTP side sends their stored bytes (sendAnswer). */
const shared = new WeakMap<object, SharedAnswer>();

/**
 * Shared answers by key, each kept for one tick (a price tick of the feed): the same key in the
 * same tick is the same answer object; a new tick builds it again.
 */
export class TickAnswers {
  private answers: LRUCache<string, { tick: number; answer: SharedAnswer }>;

  constructor(max = 256) {
    this.answers = new LRUCache({ max });
  }

  /** The caller keeps one type per key (the key names the call). */
  get<T extends object>(key: string, tick: number, build: () => T): SharedAnswer<T> {
    const hit = this.answers.get(key);
    if (hit && hit.tick === tick) return hit.answer as SharedAnswer<T>;
    const answer = new SharedAnswer(build());
    this.answers.set(key, { tick, answer });
    return answer;
  }
}

/** The encoding to send: brotli, else gzip, when the client takes it (q > 0); else none. */
export function pickEncoding(acceptEncoding: string | undefined): Encoding | null {
  const q = new Map<string, number>();
  for (const part of (acceptEncoding ?? '').split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    const qParam = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const value = qParam ? Number(qParam.slice(2)) : 1;
    q.set(name, Number.isFinite(value) ? value : 0);
  }
  const accepts = (e: string) => (q.get(e) ?? q.get('*') ?? 0) > 0;
  return accepts('br') ? 'br' : accepts('gzip') ? 'gzip' : null;
}

/**
 * Sends an API answer: a shared answer as its stored bytes, in the encoding the client takes
 * (never compressed again on the way: no-transform), anything else as JSON.
 */
export async function sendAnswer(req: Request, res: Response, httpStatus: number, body: unknown) {
  const answer = body && typeof body === 'object' ? shared.get(body) : undefined;
  if (!answer) {
    if (!res.headersSent) res.status(httpStatus).json(body);
    return;
  }
  const encoding = pickEncoding(req.get('accept-encoding'));
  const bytes = encoding ? await answer.encoding(encoding) : answer.json;
  if (res.headersSent || res.destroyed) return;
  res.status(httpStatus).set({
    'Content-Type': 'application/json; charset=utf-8',
    'Content-Length': String(bytes.length),
    'Cache-Control': 'no-store, no-transform',
  });
  res.vary('Accept-Encoding');
  if (encoding) res.set('Content-Encoding', encoding);
  res.end(bytes);
}
