import { describe, expect, it } from 'vitest';
import { ENDPOINTS } from '../../contract/index.ts';
import { newPlayer, post } from './helpers.ts';

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

/** These take no body, so an empty one (or null) is a good call. */
const NO_BODY = new Set(['/home/public_odds', '/home/match_list']);
/** Calls that need nothing but the site: the host names it, so an empty body is a good call too. */
const SITE_ONLY = new Set(
  Object.entries(ENDPOINTS)
    .filter(([, e]) => e.request.safeParse({ domain_name: 'localhost' }).success)
    .map(([path]) => path),
);

describe('every call answers bad input with a JSON error, never a 5xx', () => {
  for (const path of Object.keys(ENDPOINTS)) {
    it(path, async () => {
      for (const [label, body] of CASES) {
        const r = await post(path, body, true);
        expect(r.status, `${path} with ${label}`).toBeLessThan(500);
        if ((NO_BODY.has(path) && (body === '{}' || body === 'null')) || (SITE_ONLY.has(path) && body === '{}')) {
          expect(r.json.statusCode, `${path} with ${label}`).toBe(1);
          continue;
        }
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

/** Each answered a 500 before: an id beyond PostgreSQL's integer, 20 integer digits of money, a date that is no date. */
describe("out-of-range input answers the contract's field errors, never a 500", () => {
  const TOO_BIG_ID = 2_147_483_648;
  const HUGE_AMOUNT = '12345678901234567890';

  const expectFieldError = (r: { status: number; json: Record<string, any> }, field: string, what: string) => {
    expect(r.status, what).toBe(400);
    expect(r.json, what).toMatchObject({ statusCode: -422, message: 'invalidRequest' });
    expect(
      r.json.errors.map((e: { field: string }) => e.field),
      what,
    ).toContain(field);
  };

  it('ids above 2^31 - 1', async () => {
    const who = await newPlayer();
    expectFieldError(await post('/wallet/deposit_status', { ...who, deposit_id: TOO_BIG_ID }), 'deposit_id', 'deposit_status');
    expectFieldError(await post('/wallet/bank_remove', { ...who, bank_account_id: TOO_BIG_ID }), 'bank_account_id', 'bank_remove');
    expectFieldError(
      await post('/wallet/withdraw', { ...who, amount: '100.00', bank_account_id: TOO_BIG_ID, idempotency_key: 'big-id-0001' }),
      'bank_account_id',
      'withdraw',
    );
    expectFieldError(await post('/settings/claim_inbox', { ...who, inbox_id: TOO_BIG_ID }), 'inbox_id', 'claim_inbox');
    expectFieldError(await post('/settings/read_inbox', { ...who, inbox_id: TOO_BIG_ID }), 'inbox_id', 'read_inbox');
    expectFieldError(await post('/settings/read_inbox', { ...who, inbox_id: String(TOO_BIG_ID) }), 'inbox_id', 'read_inbox as a string');
  });

  it('amounts with 20 integer digits', async () => {
    const who = await newPlayer();
    expectFieldError(await post('/wallet/deposit', { ...who, amount: HUGE_AMOUNT, method: 'bank' }), 'amount', 'deposit');
    expectFieldError(
      await post('/wallet/withdraw', { ...who, amount: `${HUGE_AMOUNT}.50`, bank_account_id: 1, idempotency_key: 'huge-amount-1' }),
      'amount',
      'withdraw',
    );
  });

  it('dates that are not calendar dates', async () => {
    const who = await newPlayer();
    for (const path of ['/wallet/statement', '/wallet/transactions', '/wallet/bet_history'] as const) {
      expectFieldError(await post(path, { ...who, date_from: '2024-13-45' }), 'date_from', `${path} 2024-13-45`);
      expectFieldError(await post(path, { ...who, date_to: '2023-02-29' }), 'date_to', `${path} 2023-02-29`);
    }
    // A real leap day is a date.
    expect((await post('/wallet/statement', { ...who, date_from: '2024-02-29', date_to: '2024-03-01' })).json.statusCode).toBe(1);
  });
});
