import { loopbackLookup } from '../support/loopback-hosts.ts';

export const BASE = process.env.API_BASE_URL ?? 'http://127.0.0.1:3911';

/**
 * Where a call goes: the API names a call's operator by its Host, so a body that names a demo
 * site (localhost, *.localhost) is sent to that site's host on the test server's port; other
 * calls go to BASE (127.0.0.1, casino1's host).
 */
export function baseFor(body: unknown, base = BASE): string {
  const domain = body && typeof body === 'object' ? (body as { domain_name?: unknown }).domain_name : undefined;
  if (typeof domain !== 'string') return base;
  const name = domain.trim().toLowerCase().replace(/:\d+$/, '').replace(/\.$/, '');
  if (!/^([a-z0-9-]+\.)*localhost$/.test(name)) return base;
  const url = new URL(base);
  url.hostname = name;
  return url.origin;
}

export interface Reply<T = Record<string, any>> {
  status: number;
  json: T;
}

/** POST a JSON body (or a raw string) to /api{path}; the reply must always be JSON. */
export async function post<T = Record<string, any>>(path: string, body: unknown, raw = false): Promise<Reply<T>> {
  const res = await fetch(`${raw ? BASE : baseFor(body)}/api${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: raw ? (body as string) : JSON.stringify(body),
  });
  const text = await res.text();
  let json: T;
  try {
    json = JSON.parse(text);
  } catch {
    throw new Error(`${path}: answer is not JSON (HTTP ${res.status}): ${text.slice(0, 200)}`);
  }
  return { status: res.status, json };
}

export const site = (domain = 'localhost') => ({ domain_name: domain });

export async function login(domain = 'localhost', account_id = 'demo01', password = 'demo1234') {
  const r = await post('/auth/login', { domain_name: domain, account_id, password });
  if (r.json.statusCode !== 1) throw new Error(`login failed: ${JSON.stringify(r.json)}`);
  return { account_id: r.json.user.account_id as string, auth: r.json.token as string, domain_name: domain };
}

/* ——— Wallet helpers ——— */
import { createHmac } from 'node:crypto';

export const OPS_KEY = process.env.OPS_KEY ?? 'test-ops-key-0123456789';
const PAYMENT_SECRET = process.env.PAYMENT_DEMO_SECRET ?? 'test-payment-secret-0123456789';
/** A signed-in player as player calls carry it: the session and the site it was opened on. */
export type Who = { account_id: string; auth: string; domain_name: string };

let seq = 0;
export const freshId = (prefix = 'w') => `${prefix}${Date.now().toString(36).slice(-6)}${(seq++).toString(36)}`.slice(0, 16);
export const freshPhone = () => `+6391${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;

/** A new player through the real sign-up flow (balance 0). */
export async function newPlayer(domain = 'casino7.localhost', extra: { referrer_code?: string } = {}): Promise<Who> {
  const account_id = freshId();
  const contact_phone = freshPhone();
  const code = await post('/auth/tac/request_new_register', { domain_name: domain, account_id, contact_phone });
  await post('/auth/tac/verify', { domain_name: domain, account_id, tac: code.json.demo_tac });
  const r = await post('/auth/signup', {
    domain_name: domain,
    account_id,
    password: 'Secret123',
    contact_phone,
    contact_email: `${account_id}@example.com`,
    accept_terms: true,
    ...extra,
  });
  if (r.json.statusCode !== 1) throw new Error(`signup failed: ${JSON.stringify(r.json)}`);
  return { account_id, auth: r.json.token, domain_name: domain };
}

/** A notification as the demo provider signs it. */
export function signNotification(ref: string, event: 'paid' | 'cancelled' | 'failed', amountMinor: number, secret = PAYMENT_SECRET) {
  const n = { ref, event, amount: String(amountMinor), ts: Date.now() };
  const signature = createHmac('sha256', secret).update(`${n.ts}.${n.ref}.${n.event}.${n.amount}`).digest('base64url');
  return { ...n, signature };
}

export const refOf = (redirectUrl: string) => new URL(redirectUrl, BASE).searchParams.get('ref')!;

/** Starts a deposit and has the provider confirm it (a signed notification, straight away). */
export async function fund(who: Who, amount = '1000.00', method = 'bank') {
  const d = await post('/wallet/deposit', { ...who, amount, method });
  if (d.json.statusCode !== 1) throw new Error(`deposit failed: ${JSON.stringify(d.json)}`);
  const minor = Math.round(Number(amount) * 100);
  const n = await post('/payments/demo/notify', signNotification(refOf(d.json.redirect_url), 'paid', minor));
  if (n.json.statusCode !== 1) throw new Error(`notify failed: ${JSON.stringify(n.json)}`);
  return d.json.deposit.id as number;
}

export async function balanceOf(who: Who) {
  return (await post('/auth/get_balance', who)).json.game_balance as string;
}

export async function bankCodes(who: Who): Promise<string[]> {
  return (await post('/wallet/options', who)).json.banks.map((b: { code: string }) => b.code);
}

export async function addBank(who: Who, account_number = String(Math.floor(1e9 + Math.random() * 8e9)), bank_code?: string) {
  bank_code ??= (await bankCodes(who))[0];
  const r = await post('/wallet/bank_add', { ...who, bank_code, account_name: 'Test Player', account_number });
  if (r.json.statusCode !== 1) throw new Error(`bank_add failed: ${JSON.stringify(r.json)}`);
  return r.json.bank_account.id as number;
}

/** The ledger proof of the running server (GET /api/ops/ledger-check). */
export async function ledgerCheck(base = BASE) {
  const res = await fetch(`${base}/api/ops/ledger-check`, { headers: { 'x-ops-key': OPS_KEY } });
  return (await res.json()) as {
    statusCode: number;
    report: {
      ok: boolean;
      players: number;
      entries: number;
      balanceMismatches: unknown[];
      brokenChains: number;
      depositMismatches: number[];
      withdrawalMismatches: number[];
      inboxMismatches: number[];
    };
  };
}

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Polls until the check passes or the time is up. */
export async function eventually<T>(read: () => Promise<T>, ok: (v: T) => boolean, ms = 8000): Promise<T> {
  const end = Date.now() + ms;
  let v = await read();
  while (!ok(v) && Date.now() < end) {
    await sleep(150);
    v = await read();
  }
  return v;
}

/** The back office sends one inbox message (POST /api/ops/inbox with the ops key). */
export async function sendInbox(domain: string, account_id: string, body: Record<string, unknown>, key = OPS_KEY) {
  const res = await fetch(`${baseFor({ domain_name: domain })}/api/ops/inbox`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-ops-key': key },
    body: JSON.stringify({ domain_name: domain, account_id, ...body }),
  });
  return { status: res.status, json: (await res.json()) as Record<string, any> };
}

/* ——— Calls from other loopback addresses (the server sees 127.0.0.2 … as other clients) ——— */
import http from 'node:http';

/** POST as `post` does, from the local address `ip` (any 127.x.y.z works on loopback). */
export function postFrom<T = Record<string, any>>(ip: string, path: string, body: unknown): Promise<Reply<T>> {
  const url = new URL(`${baseFor(body)}/api${path}`);
  const data = JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: url.hostname,
        port: url.port,
        path: url.pathname,
        method: 'POST',
        localAddress: ip,
        lookup: loopbackLookup as never,
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(data) },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (c: string) => (text += c));
        res.on('end', () => {
          try {
            resolve({ status: res.statusCode ?? 0, json: JSON.parse(text) as T });
          } catch {
            reject(new Error(`${path}: answer is not JSON (HTTP ${res.statusCode}): ${text.slice(0, 200)}`));
          }
        });
      },
    );
    req.on('error', reject);
    req.end(data);
  });
}

/** How many answers carry each message (statusCode 1 counts as 'OK'). */
export const tally = (answers: Reply[]) => answers.reduce<Record<string, number>>((t, a) => ((t[a.json.message] = (t[a.json.message] ?? 0) + 1), t), {});

/** Opens a launch URL as the game frame does: the page, and the game session token written into it. */
export async function openGame(url: string) {
  const res = await fetch(`${BASE}${url}`);
  const html = await res.text();
  return { status: res.status, html, cacheControl: res.headers.get('cache-control'), token: /const token = "([\w-]+)"/.exec(html)?.[1] ?? null };
}

/** One round of the demo game (the demo provider's page asks it) with the page's token. */
export async function playRound(token: string | null, bet: number, round_ref: string) {
  const res = await fetch(`${BASE}/api/demo-provider/round`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ token, bet, round_ref }),
  });
  return { status: res.status, json: (await res.json()) as Record<string, any> };
}

/* ——— Balance streams (SSE over POST /api/wallet/stream) ——— */
export interface Stream {
  status: number;
  /** The JSON answer of a refused stream. */
  json: Record<string, any> | null;
  /** Resolves when the server ends the stream. */
  ended: Promise<void>;
  /** Balance events received so far. */
  events: Record<string, any>[];
  close(): void;
}

const open = new Set<Stream>();
/** Closes every stream a test opened (call it in afterEach). */
export function closeStreams() {
  for (const s of open) s.close();
  open.clear();
}

/** POST /api/wallet/stream from a loopback address of its own (each test its own "client"). */
export function openStream(body: unknown, ip = '127.0.0.1'): Promise<Stream> {
  const url = new URL(`${baseFor(body)}/api/wallet/stream`);
  const data = JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: url.hostname,
        port: url.port,
        path: url.pathname,
        method: 'POST',
        localAddress: ip,
        lookup: loopbackLookup as never,
        agent: false,
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(data) },
      },
      (res) => {
        res.setEncoding('utf8');
        if (!String(res.headers['content-type']).includes('text/event-stream')) {
          let text = '';
          res.on('data', (c: string) => (text += c));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, json: JSON.parse(text), ended: Promise.resolve(), events: [], close() {} }));
          return;
        }
        let buffer = '';
        const events: Record<string, any>[] = [];
        const ended = new Promise<void>((done) => {
          res.on('end', done);
          res.on('close', done);
          res.on('error', done);
        });
        res.on('data', (c: string) => {
          buffer += c;
          let i;
          while ((i = buffer.indexOf('\n\n')) >= 0) {
            const line = buffer
              .slice(0, i)
              .split('\n')
              .find((l) => l.startsWith('data: '));
            buffer = buffer.slice(i + 2);
            if (line) events.push(JSON.parse(line.slice(6)));
          }
        });
        const s: Stream = { status: res.statusCode ?? 0, json: null, ended, events, close: () => req.destroy() };
        open.add(s);
        resolve(s);
      },
    );
    req.on('error', reject);
    req.end(data);
  });
}

/** Whether the server ends the stream within `ms`. */
export const endsWithin = (s: Stream, ms: number) => Promise.race([s.ended.then(() => true), sleep(ms).then(() => false)]);
