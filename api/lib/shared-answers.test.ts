import zlib from 'node:zlib';
import { describe, expect, it, vi } from 'vitest';
import { pickEncoding, TickAnswers } from './shared-answers.ts';

describe('TickAnswers', () => {
  it('answers the same serialized object within a tick and builds again on a new tick', () => {
    const answers = new TickAnswers();
    let n = 0;
    const build = vi.fn(() => ({ statusCode: 1, n: ++n }));
    const first = answers.get('board', 100, build);
    const again = answers.get('board', 100, build);
    expect(again).toBe(first);
    expect(again.json).toBe(first.json);
    expect(build).toHaveBeenCalledTimes(1);

    const next = answers.get('board', 101, build);
    expect(next).not.toBe(first);
    expect(JSON.parse(next.json.toString())).toEqual({ statusCode: 1, n: 2 });
    expect(build).toHaveBeenCalledTimes(2);

    expect(answers.get('other', 101, () => ({ statusCode: 1, other: true })).body).toEqual({ statusCode: 1, other: true });
    expect(answers.get('board', 101, build)).toBe(next);
  });

  it('compresses once per encoding, and every encoding decodes to the same JSON', async () => {
    const answer = new TickAnswers().get('k', 1, () => ({ statusCode: 1, value: Array.from({ length: 2000 }, (_, i) => ({ id: i, name: `event ${i}` })) }));
    const br = answer.encoding('br');
    expect(answer.encoding('br')).toBe(br);
    const [b, g] = await Promise.all([br, answer.encoding('gzip')]);
    expect(b.length).toBeLessThan(answer.json.length / 4);
    expect(zlib.brotliDecompressSync(b).equals(answer.json)).toBe(true);
    expect(zlib.gunzipSync(g).equals(answer.json)).toBe(true);
  });
});

describe('pickEncoding', () => {
  it('prefers brotli, then gzip, and respects q=0', () => {
    expect(pickEncoding('gzip, deflate, br')).toBe('br');
    expect(pickEncoding('gzip')).toBe('gzip');
    expect(pickEncoding('br;q=0, gzip;q=0.5')).toBe('gzip');
    expect(pickEncoding('*')).toBe('br');
    expect(pickEncoding('*, br;q=0')).toBe('gzip');
    expect(pickEncoding('deflate')).toBe(null);
    expect(pickEncoding('identity')).toBe(null);
    expect(pickEncoding(undefined)).toBe(null);
  });
});
