import { describe, expect, it } from 'vitest';
import { BASE, OPS_KEY, addBank, baseFor, login, newPlayer, post, sendInbox } from './helpers.ts';

async function ops(path: string, body: unknown, key?: string, method = 'POST') {
  const res = await fetch(`${BASE}/api${path}`, {
    method,
    headers: { 'content-type': 'application/json', ...(key ? { 'x-ops-key': key } : {}) },
    body: method === 'POST' ? JSON.stringify(body) : undefined,
  });
  return { status: res.status, json: (await res.json()) as Record<string, any> };
}

async function streamAnswer(body: unknown) {
  const res = await fetch(`${baseFor(body)}/api/wallet/stream`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  expect(res.headers.get('content-type')).toContain('application/json');
  return (await res.json()) as Record<string, any>;
}

const someSlot = async () => {
  const g = (await post('/product/games', { domain_name: 'localhost', game_type: 'slots' })).json.value[0];
  return { provider_code: g[0] as string, game_code: g[1] as string };
};

describe('a session works only on the operator that opened it', () => {
  it("another operator's host, an unknown host and no host all answer sessionExpired", async () => {
    const p = await login('casino3.localhost');
    expect((await post('/auth/get_balance', p)).json.statusCode).toBe(1);
    // The same operator under another of its names, any case, any port.
    expect((await post('/auth/get_balance', { ...p, domain_name: 'CASINO3-1.localhost:3900' })).json.statusCode).toBe(1);
    expect((await post('/auth/get_balance', { ...p, domain_name: 'casino4.localhost' })).json.message).toBe('sessionExpired');
    expect((await post('/auth/get_balance', { ...p, domain_name: 'nowhere.example' })).json.message).toBe('sessionExpired');
    const { domain_name: _, ...bare } = p;
    expect((await post('/auth/get_balance', bare)).json.message).toBe('sessionExpired');
    expect((await post('/wallet/options', { ...p, domain_name: 'casino4.localhost' })).json.message).toBe('sessionExpired');
    expect((await post('/product/launch', { ...p, ...(await someSlot()), domain_name: 'casino4.localhost' })).json.message).toBe('sessionExpired');
    expect((await streamAnswer({ ...p, domain_name: 'casino4.localhost' })).message).toBe('sessionExpired');
    expect((await streamAnswer(bare)).message).toBe('sessionExpired');
    // Refusals do not end the session on its own site.
    expect((await post('/auth/get_balance', p)).json.statusCode).toBe(1);
  });
});

describe('back-office keys per operator', () => {
  it('the platform key makes a key for one operator, answered once; a new key replaces the old', async () => {
    expect((await ops('/ops/operator_key', { domain_name: 'casino5.localhost' })).status).toBe(404);
    expect((await ops('/ops/operator_key', { domain_name: 'casino5.localhost' }, 'wrong-key-0123456789')).status).toBe(404);
    const made = await ops('/ops/operator_key', { domain_name: 'casino5.localhost' }, OPS_KEY);
    expect(made.status).toBe(200);
    expect(made.json).toMatchObject({ statusCode: 1, message: 'OK' });
    expect(made.json.key).toMatch(/^[\w-]{32,}$/);
    const who = await newPlayer('casino5.localhost');
    expect((await sendInbox('casino5.localhost', who.account_id, { title: 'Hi', body: '<p>one</p>' }, made.json.key)).json.statusCode).toBe(1);
    const remade = await ops('/ops/operator_key', { domain_name: 'casino5.localhost' }, OPS_KEY);
    expect(remade.json.key).not.toBe(made.json.key);
    expect((await sendInbox('casino5.localhost', who.account_id, { title: 'Hi', body: '<p>two</p>' }, made.json.key)).status).toBe(404);
    expect((await sendInbox('casino5.localhost', who.account_id, { title: 'Hi', body: '<p>three</p>' }, remade.json.key)).json.statusCode).toBe(1);
    const unknown = await ops('/ops/operator_key', { domain_name: 'nowhere.example' }, OPS_KEY);
    expect(unknown.status).toBeLessThan(500);
    expect(unknown.json.statusCode).not.toBe(1);
  });

  it("an operator's key reaches only that operator, and never the platform tasks", async () => {
    const key = (await ops('/ops/operator_key', { domain_name: 'casino6.localhost' }, OPS_KEY)).json.key as string;
    const mine = await newPlayer('casino6.localhost');
    const other = await newPlayer('casino6-2.localhost');
    expect((await sendInbox('casino6.localhost', mine.account_id, { title: 'Hi', body: '<p>x</p>' }, key)).json.statusCode).toBe(1);
    const across = await sendInbox('casino6-2.localhost', other.account_id, { title: 'Hi', body: '<p>x</p>' }, key);
    expect(across).toEqual({ status: 404, json: { statusCode: -404, message: 'notFound' } });
    expect((await ops('/ops/ledger-check', null, key, 'GET')).status).toBe(404);
    expect((await ops('/ops/operator_key', { domain_name: 'casino6.localhost' }, key)).status).toBe(404);
    // The platform key still reaches every operator.
    expect((await sendInbox('casino6-2.localhost', other.account_id, { title: 'Hi', body: '<p>x</p>' })).json.statusCode).toBe(1);
    expect((await ops('/ops/ledger-check', null, OPS_KEY, 'GET')).status).toBe(200);
  });
});

describe('maintenance', () => {
  it('player and money calls answer maintenance while the site is in maintenance', async () => {
    const p = await newPlayer('localhost');
    const bank = await addBank(p);
    const m = { ...p, domain_name: 'maintenance.localhost' };
    const calls: Array<[string, Record<string, unknown>]> = [
      ['/auth/get_balance', m],
      ['/wallet/deposit', { ...m, amount: '100.00', method: 'bank' }],
      ['/wallet/withdraw', { ...m, amount: '10.00', bank_account_id: bank, idempotency_key: `k-${Date.now()}-maint` }],
      ['/product/launch', { ...m, ...(await someSlot()) }],
      ['/wallet/options', m],
      ['/wallet/methods', { domain_name: 'maintenance.localhost' }],
    ];
    for (const [path, body] of calls) {
      const a = await post(path, body);
      expect(a.status, path).toBeLessThan(500);
      expect(a.json.message, path).toBe('maintenance');
      expect(a.json.maintenance?.is_maintenance, path).toBe(true);
    }
    expect((await streamAnswer(m)).message).toBe('maintenance');
    // Site information still answers.
    expect((await post('/startup', { domain_name: 'maintenance.localhost' })).json.statusCode).toBe(1);
  });
});
