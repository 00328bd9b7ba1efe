import { describe, expect, it } from 'vitest';
import { ENDPOINTS } from '../../contract/index.ts';
import { post } from './helpers.ts';

const BIG = 'a'.repeat(100 * 1024);
const INJECTIONS = ["' OR '1'='1", "'; DROP TABLE players; --", '<script>alert(1)</script>', '${7*7}', '../../etc/passwd', '\u0000'];

const CASES: Array<[string, string]> = [
  ['malformed JSON', '{"domain_name": "localhost",'],
  ['null', 'null'],
  ['an array', '[1,2,3]'],
  ['a string', '"hello"'],
  ['a number', '42'],
  ['an empty object', '{}'],
  ['wrong types', JSON.stringify({ domain_name: 12, account_id: true, auth: [], password: {}, page_name: 5, game_type: 9 })],
  ['a 100 kB string', JSON.stringify({ domain_name: BIG, account_id: BIG, auth: BIG, password: BIG })],
];

describe('every call answers bad input with a JSON error, never a 5xx', () => {
  for (const path of Object.keys(ENDPOINTS)) {
    it(path, async () => {
      for (const [label, body] of CASES) {
        const r = await post(path, body, true);
        expect(r.status, `${path} with ${label}`).toBeLessThan(500);
        expect(r.json.statusCode, `${path} with ${label}`).not.toBe(1);
        expect(typeof r.json.message, `${path} with ${label}`).toBe('string');
        expect(r.json.message.length).toBeGreaterThan(0);
      }
    });
  }

  it('injection strings are data, not code', async () => {
    for (const s of INJECTIONS) {
      const login = await post('/auth/login', { domain_name: 'localhost', account_id: s, password: s });
      expect(login.status).toBeLessThan(500);
      expect(login.json.statusCode).not.toBe(1);
      const seo = await post('/seo', { domain_name: 'localhost', page_name: s });
      expect(seo.status).toBeLessThan(500);
      const startup = await post('/startup', { domain_name: s });
      expect(startup.status).toBeLessThan(500);
      expect(startup.json.statusCode).not.toBe(1);
    }
  });

  it('keeps serving afterwards', async () => {
    const r = await post('/startup', { domain_name: 'localhost' });
    expect(r.json.statusCode).toBe(1);
    const login = await post('/auth/login', { domain_name: 'localhost', account_id: 'demo01', password: 'demo1234' });
    expect(login.json.statusCode).toBe(1);
  });

  it('answers unknown API paths with JSON 404', async () => {
    const r = await post('/no/such/call', {});
    expect(r.status).toBe(404);
    expect(r.json.statusCode).not.toBe(1);
  });
});
