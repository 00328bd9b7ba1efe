import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
// @ts-expect-error: a plain ESM script without types
import { startTestServer } from '../../scripts/lib/server.mjs';
import { BASE, fund, newPlayer, sendInbox } from './helpers.ts';

/**
 * OPERATOR_API_URL: a second front-end server with no database of its own, pointed at
 * the test server's reference API as an operator's backend would be: pages, sign-in, private
 * pages and the balance stream all go through the HTTP adapter and the spec's bodies.
 */
const root = path.resolve(import.meta.dirname, '../..');
const port = Number(process.env.TEST_PORT ?? 3911) + 41;
const HOST = 'slot3.localhost';
let front: { stop(): Promise<void> };

beforeAll(async () => {
  front = await startTestServer(root, {
    port,
    logFile: path.join(process.env.RESULTS_DIR ?? os.tmpdir(), `remote-front-${port}.log`),
    // No demo switches: this server has no database, no seed, no provider of its own.
    env: { OPERATOR_API_URL: BASE, DEMO_TAC: '0', DEMO_PAYMENTS: '0', SEED_DEMO: '0', DATA_DIR: path.join(os.tmpdir(), `remote-front-${port}`) },
  });
}, 120_000);
afterAll(async () => {
  await front?.stop();
});

function request(method: 'GET' | 'POST', p: string, opts: { cookie?: string; body?: unknown; headers?: Record<string, string> } = {}) {
  return new Promise<{ status: number; text: string; headers: http.IncomingHttpHeaders }>((resolve, reject) => {
    const data = opts.body === undefined ? undefined : JSON.stringify(opts.body);
    const req = http.request(
      {
        host: '127.0.0.1',
        port,
        method,
        path: p,
        headers: {
          host: `${HOST}:${port}`,
          ...(opts.cookie ? { cookie: opts.cookie } : {}),
          ...(data
            ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(data), 'x-session': 'cookie', origin: `http://${HOST}:${port}` }
            : {}),
          ...opts.headers,
        },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (c) => {
          text += c;
          if (opts.headers?.accept === 'text/event-stream' && text.includes('\n\n')) res.destroy();
        });
        res.on('close', () => resolve({ status: res.statusCode ?? 0, text, headers: res.headers }));
      },
    );
    req.on('error', reject);
    req.end(data);
  });
}

describe('the front end against an operator backend over HTTP', () => {
  it('renders the operator’s site from its startup answer', async () => {
    const home = await request('GET', '/');
    expect(home.status).toBe(200);
    expect(home.text).toContain('data-template="slot3"');
    expect(home.text).toMatch(/<title>[^<]+<\/title>/);
  });

  it('signs a player in, renders private pages with their data and streams the balance', async () => {
    const who = await newPlayer(HOST);
    await fund(who, '321.09');
    await sendInbox(HOST, who.account_id, { title: 'Remote hello', body: '<p>hi</p>' });
    const login = await request('POST', '/api/auth/login', { body: { domain_name: HOST, account_id: who.account_id, password: 'Secret123' } });
    expect(JSON.parse(login.text)).toMatchObject({ statusCode: 1, user: { account_id: who.account_id, session_token: '' } });
    const cookie = ([] as string[])
      .concat(login.headers['set-cookie'] ?? [])
      .find((c) => c.startsWith('session='))!
      .split(';')[0];

    const deposit = await request('GET', '/deposit', { cookie });
    expect(deposit.status).toBe(200);
    expect(deposit.text).toContain('321.09');
    expect((await request('GET', '/inbox', { cookie })).text).toContain('Remote hello');

    const balance = await request('POST', '/api/auth/get_balance', { cookie, body: { domain_name: HOST } });
    expect(JSON.parse(balance.text)).toMatchObject({ statusCode: 1, game_balance: '321.09' });
    // The stream passes through the proxy with the session the layer added to its body.
    const stream = await request('POST', '/api/wallet/stream', { cookie, body: { domain_name: HOST }, headers: { accept: 'text/event-stream' } });
    expect(stream.headers['content-type']).toContain('text/event-stream');
    expect(stream.text).toContain('321.09');

    const out = await request('POST', '/api/auth/logout', { cookie, body: { domain_name: HOST } });
    expect(JSON.parse(out.text)).toMatchObject({ statusCode: 1 });
    expect((await request('GET', '/deposit', { cookie })).status).toBe(302);
  });
});
