import http from 'node:http';
import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { BASE, sleep } from './helpers.ts';

/**
 * The public board (match_list, public_odds) under a flood: calls in flight from one address are
 * capped (the excess gets a quick 429 in JSON) while the server keeps serving, and the answer is
 * one shared copy, the same JSON in every encoding.
 */
const { hostname, port } = new URL(BASE);

interface Raw {
  status: number;
  headers: http.IncomingHttpHeaders;
  bytes: Buffer;
  ms: number;
}

function request(
  p: string,
  opts: { from?: string; encoding?: string; host?: string; method?: 'GET' | 'POST'; body?: unknown; headers?: Record<string, string> } = {},
) {
  const data = opts.body === undefined ? undefined : JSON.stringify(opts.body);
  const t0 = performance.now();
  return new Promise<Raw>((resolve, reject) => {
    const req = http.request(
      {
        host: hostname,
        port,
        path: p,
        method: opts.method ?? 'GET',
        // A connection of its own for each call: a burst is that many calls in flight at once.
        agent: false,
        localAddress: opts.from,
        headers: {
          'accept-encoding': opts.encoding ?? 'identity',
          ...(opts.host ? { host: `${opts.host}:${port}` } : {}),
          ...(data ? { 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(data)) } : {}),
          ...opts.headers,
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, bytes: Buffer.concat(chunks), ms: performance.now() - t0 }));
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(data);
  });
}

const decode = <T = { statusCode: number; message: string; server_time?: string }>(r: Raw): T => {
  const e = r.headers['content-encoding'];
  const text = (e === 'br' ? zlib.brotliDecompressSync(r.bytes) : e === 'gzip' ? zlib.gunzipSync(r.bytes) : r.bytes).toString('utf8');
  return JSON.parse(text) as T;
};

describe('public board under a flood', () => {
  it('a burst from one address gets quick JSON 429s while pages and /healthz still answer', async () => {
    // An address of its own on the loopback: the other tests' calls come from 127.0.0.1. A query
    // no other call asks for: the burst meets a board still being built and compressed, as a
    // flood at each new second does.
    const from = '127.0.0.77';
    const paths = ['/api/home/match_list?status=upcoming&sport=ice-hockey', '/api/home/public_odds?sport=ice-hockey'];
    const burst = Array.from({ length: 40 }, (_, i) => request(paths[i % 2], { from, encoding: 'gzip, deflate, br' }));
    const [health, page] = await Promise.all([request('/healthz'), request('/', { host: 'sportsbook3.localhost' })]);
    const answers = await Promise.all(burst);

    expect(health.status).toBe(200);
    expect(health.ms).toBeLessThan(2000);
    expect(page.status).toBe(200);
    const refused = answers.filter((a) => a.status === 429);
    const served = answers.filter((a) => a.status === 200);
    expect(refused.length).toBeGreaterThan(0);
    expect(served.length).toBeGreaterThan(0);
    expect(served.length + refused.length).toBe(answers.length);
    for (const a of refused) {
      expect(a.headers['content-type']).toMatch(/application\/json/);
      expect(decode(a)).toMatchObject({ statusCode: -429, message: 'tooManyRequests' });
      expect(Number(a.headers['retry-after'])).toBeGreaterThan(0);
    }
    for (const a of served) expect(decode(a).statusCode).toBe(1);

    // Refusals are short: within a few seconds the address is served again.
    let again = 0;
    for (let i = 0; i < 30 && again !== 200; i++) {
      await sleep(200);
      again = (await request('/api/home/match_list?status=live', { from })).status;
    }
    expect(again).toBe(200);
  });

  it('brotli, gzip and identity answers decode to the same JSON (Vary: Accept-Encoding)', async () => {
    for (let attempt = 0; ; attempt++) {
      const [br, gz, plain, post] = await Promise.all([
        request('/api/home/match_list', { encoding: 'gzip, deflate, br' }),
        request('/api/home/match_list', { encoding: 'gzip' }),
        request('/api/home/match_list'),
        request('/api/home/match_list', { method: 'POST', body: {}, encoding: 'br' }),
      ]);
      expect(br.headers['content-encoding']).toBe('br');
      expect(gz.headers['content-encoding']).toBe('gzip');
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(post.headers['content-encoding']).toBe('br');
      for (const r of [br, gz, plain, post]) {
        expect(r.status).toBe(200);
        expect(r.headers.vary).toMatch(/accept-encoding/i);
        expect(Number(r.headers['content-length'])).toBe(r.bytes.length);
      }
      const [a, b, c, d] = [br, gz, plain, post].map(decode);
      // The board moves every second: the four must come from the same second to be compared.
      if (new Set([a, b, c, d].map((x) => x.server_time)).size > 1 && attempt < 5) continue;
      expect(b).toEqual(a);
      expect(c).toEqual(a);
      expect(d).toEqual(a);
      expect(br.bytes.length).toBeLessThan(plain.bytes.length / 4);
      break;
    }
  });

  it("the page's own calls (cookie mode) get the same shared, compressed answer", async () => {
    const host = 'sportsbook3.localhost';
    const r = await request('/api/home/public_odds', {
      method: 'POST',
      host,
      body: { sport: 'football' },
      encoding: 'br',
      headers: { 'x-session': 'cookie', origin: `http://${host}:${port}` },
    });
    expect(r.status).toBe(200);
    expect(r.headers['content-encoding']).toBe('br');
    expect(r.headers['cache-control']).toMatch(/no-transform/);
    const answer = decode<{ statusCode: number; value: { sport: string }[] }>(r);
    expect(answer.statusCode).toBe(1);
    expect(answer.value.every((l) => l.sport === 'football')).toBe(true);
  });
});
