import type { AddressInfo } from 'node:net';
import express from 'express';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { post } from '../api/lib/route.ts';
import { cachedClient, httpClient, inProcessClient, msToWindowChange } from './operator-client.ts';
import type { OperatorClient } from '../contract/operator-client.ts';

/** A reference-API router with one call, as createApi builds them. */
function api(onStartup: (domain: string, ip: string) => void = () => {}) {
  const r = express.Router();
  post(r, '/startup', async (b, { ip }) => {
    onStartup(b.domain_name, ip);
    if (b.domain_name === 'down.example') throw new Error('database gone');
    return { statusCode: 1, message: 'OK', echo: b.domain_name } as never;
  });
  return r;
}

afterEach(() => vi.restoreAllMocks());

describe('in-process operator client', () => {
  it('runs the API handler in this process: parsed body, caller address, no HTTP', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    const seen: string[] = [];
    const client = inProcessClient(api((d, ip) => seen.push(`${d}@${ip}`)));
    const a = await client.call('/startup', { domain_name: 'Casino1.localhost' }, { ip: '203.0.113.9' });
    expect(a).toMatchObject({ statusCode: 1, echo: 'Casino1.localhost' });
    expect(seen).toEqual(['Casino1.localhost@203.0.113.9']);
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('answers bad bodies and crashes as the HTTP API does, never throws', async () => {
    const client = inProcessClient(api());
    expect(await client.call('/startup', { domain_name: '<script>' })).toMatchObject({ statusCode: -422, message: 'invalidRequest' });
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(await client.call('/startup', { domain_name: 'down.example' })).toMatchObject({ statusCode: -500 });
  });
});

describe('cached operator client', () => {
  const counting = () => {
    const calls: string[] = [];
    const inner: OperatorClient = {
      async call(path, body) {
        calls.push(path);
        const domain = (body as { domain_name: string }).domain_name;
        return (domain === 'down.example' ? { statusCode: -500, message: 'internalServerError' } : { statusCode: 1, message: 'OK' }) as never;
      },
      exchange: async () => ({ httpStatus: 200, body: { statusCode: 1, message: 'OK' } }),
    };
    return { calls, inner };
  };

  it('asks once per site while fresh, shares concurrent misses, forgets on invalidate', async () => {
    const { calls, inner } = counting();
    const client = cachedClient(inner, 60_000);
    await Promise.all(Array.from({ length: 20 }, () => client.call('/startup', { domain_name: 'a.example' })));
    await client.call('/startup', { domain_name: 'a.example' });
    expect(calls).toHaveLength(1);
    await client.call('/startup', { domain_name: 'b.example' });
    expect(calls).toHaveLength(2);
    client.invalidate();
    await client.call('/startup', { domain_name: 'a.example' });
    expect(calls).toHaveLength(3);
  });

  it('does not keep failures, nor cache player or money calls', async () => {
    const { calls, inner } = counting();
    const client = cachedClient(inner, 60_000);
    await client.call('/startup', { domain_name: 'down.example' });
    await client.call('/startup', { domain_name: 'down.example' });
    await client.call('/wallet/methods', { domain_name: 'a.example' });
    await client.call('/wallet/methods', { domain_name: 'a.example' });
    expect(calls).toHaveLength(4);
  });
});

describe('cached player reads (the shell of signed-in pages)', () => {
  const setup = () => {
    const calls: string[] = [];
    const inner: OperatorClient = {
      async call(path, body) {
        calls.push(`${path} ${(body as { account_id?: string }).account_id}`);
        return { statusCode: 1, message: 'OK' } as never;
      },
      async exchange(path, body) {
        calls.push(`${path} ${(body as { account_id?: string }).account_id}`);
        return { httpStatus: 200, body: { statusCode: 1, message: 'OK' } };
      },
    };
    return { calls, client: cachedClient(inner, 60_000) };
  };
  const who = (account_id: string, auth = 'tok') => ({ account_id, auth }) as never;

  it('asks once per session while fresh; a change by that player through the client drops them, not another player', async () => {
    const { calls, client } = setup();
    const reads = async (id: string, auth?: string) => {
      await client.call('/auth/vip', who(id, auth));
      await client.call('/home/fav_list', who(id, auth));
    };
    await Promise.all([reads('p1'), reads('p1'), reads('p2')]);
    await reads('p1');
    expect(calls).toHaveLength(4);
    // Another session of the same player is another key (a new sign-in never reads an old one).
    await reads('p1', 'other');
    expect(calls).toHaveLength(6);
    // The balance check changes nothing the reads show.
    await client.call('/auth/get_balance', who('p1'));
    await reads('p1');
    expect(calls).toHaveLength(7);
    // A favourite toggled from the page (the session layer's exchange) drops p1's reads only.
    await client.exchange('/home/add_fav' as never, who('p1'));
    await reads('p1');
    await reads('p2');
    expect(calls.filter((c) => c.startsWith('/auth/vip'))).toEqual(['/auth/vip p1', '/auth/vip p2', '/auth/vip p1', '/auth/vip p1']);
  });

  it('the home page’s content calls, made with the player’s credentials, keep the player’s reads', async () => {
    const { calls, client } = setup();
    await client.call('/auth/vip', who('p1'));
    for (const path of ['/home/fetch_slide', '/home/fetch_announment', '/home/marquee'] as const) await client.call(path, who('p1'));
    await client.call('/auth/vip', who('p1'));
    expect(calls.filter((c) => c.startsWith('/auth/vip'))).toEqual(['/auth/vip p1']);
  });

  it("forgets every player's reads when the operator API announces a change", async () => {
    const { calls, client } = setup();
    await client.call('/settings/get_inbox', who('p1'));
    client.invalidatePlayers();
    await client.call('/settings/get_inbox', who('p1'));
    expect(calls).toEqual(['/settings/get_inbox p1', '/settings/get_inbox p1']);
  });
});

describe('HTTP operator client (OPERATOR_API_URL)', () => {
  it("sends the spec's JSON body to {base}/api{path} and reads the answer", async () => {
    const app = express();
    app.use('/api', express.json(), api());
    const server = app.listen(0, '127.0.0.1');
    await new Promise((r) => server.once('listening', r));
    try {
      const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
      expect(await httpClient(base).call('/startup', { domain_name: 'slot2.example' })).toMatchObject({ statusCode: 1, echo: 'slot2.example' });
    } finally {
      server.close();
    }
  });

  it('answers internalServerError when the backend cannot be reached', async () => {
    expect(await httpClient('http://127.0.0.1:9', 2000).call('/startup', { domain_name: 'a.example' })).toMatchObject({ statusCode: -500 });
  });
});

describe('msToWindowChange', () => {
  it("is the time to a startup answer's next maintenance boundary ahead, else null", () => {
    const now = Date.parse('2030-01-01T00:00:00Z');
    const m = (start_date: string | null, end_date: string | null) => ({ statusCode: 1, maintenance: { is_maintenance: false, start_date, end_date } });
    expect(msToWindowChange(m('2030-01-01T00:00:05Z', '2030-01-01T01:00:00Z'), now)).toBe(5000);
    expect(msToWindowChange(m('2029-12-31T00:00:00Z', '2030-01-01T00:00:02Z'), now)).toBe(2000);
    expect(msToWindowChange(m('2029-12-31T00:00:00Z', null), now)).toBeNull();
    expect(msToWindowChange(m(null, null), now)).toBeNull();
    expect(msToWindowChange({ statusCode: 1 }, now)).toBeNull();
  });
});
