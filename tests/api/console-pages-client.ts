// The console's pages as a browser without scripts calls them: forms posted to a route on the console's host.
import http from 'node:http';
import { BASE } from './helpers.ts';
import { CONSOLE_ADMIN, CONSOLE_HOST } from './console-client.ts';
import { loopbackLookup } from '../support/loopback-hosts.ts';

const PORT = new URL(BASE).port;

export interface PageAnswer {
  status: number;
  text: string;
  /** The bytes as sent (a picture). */
  body: Buffer;
  headers: http.IncomingHttpHeaders;
  location?: string;
  /** The console's session cookie the answer set (name=value). */
  cookie?: string;
}

let ipSeq = 10;
/** Each member signs in from an address of their own: the sign-in limit per address stays out of the way. */
export const nextIp = () => `127.0.${Math.floor(Math.random() * 200) + 20}.${ipSeq++ % 250}`;

/** What a request sends: `raw` as it is, `json`, a multipart `form` (FormData, a picture with it) or a urlencoded one. */
async function bodyOf(o: { json?: unknown; form?: FormData | Record<string, string>; raw?: { type: string; body: Buffer } }) {
  if (o.raw) return o.raw;
  if (o.json !== undefined) return { type: 'application/json', body: Buffer.from(JSON.stringify(o.json)) };
  if (o.form instanceof FormData) {
    const r = new Response(o.form);
    return { type: r.headers.get('content-type')!, body: Buffer.from(await r.arrayBuffer()) };
  }
  return { type: 'application/x-www-form-urlencoded', body: Buffer.from(o.form ? new URLSearchParams(o.form).toString() : '') };
}

/** A request as the page's forms make it: on the console's host unless `host` says another (a player site). */
export async function page(
  method: 'GET' | 'POST',
  path: string,
  o: {
    cookie?: string;
    host?: string;
    json?: unknown;
    form?: FormData | Record<string, string>;
    raw?: { type: string; body: Buffer };
    ip?: string;
    headers?: Record<string, string>;
  } = {},
): Promise<PageAnswer> {
  const { type, body } = await bodyOf(o);
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: o.host ?? CONSOLE_HOST,
        port: PORT,
        path,
        method,
        localAddress: o.ip ?? '127.0.0.1',
        lookup: loopbackLookup as never,
        headers: {
          // What a browser sends with a form of the page itself.
          'sec-fetch-site': 'same-origin',
          ...(body.length ? { 'content-type': type, 'content-length': body.length } : {}),
          ...(o.cookie ? { cookie: o.cookie } : {}),
          ...o.headers,
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => {
          const all = Buffer.concat(chunks);
          const set = (res.headers['set-cookie'] ?? []).find((c) => c.startsWith('console_session='));
          resolve({
            status: res.statusCode ?? 0,
            text: all.toString('utf8'),
            body: all,
            headers: res.headers,
            location: res.headers.location,
            cookie: set?.split(';')[0],
          });
        });
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

export async function adminSession() {
  const r = await page('POST', '/console/api/sign-in', { json: CONSOLE_ADMIN, ip: nextIp() });
  if (r.status !== 200) throw new Error(`sign-in failed: ${r.text}`);
  return r.cookie!;
}

let seq = 0;
/** A new member of `operator` in `role`, signed in through their welcome link: their email, session cookie and authenticator's pending secret. */
export async function pageMember(admin: string, role: string, operator?: string) {
  const email = `${role}-${Date.now().toString(36)}-${seq++}@ops.test`;
  const made = await page('POST', '/console/api/staff', { cookie: admin, json: { email, role, ...(operator ? { operator } : {}) } });
  if (made.status !== 200) throw new Error(`staff not made: ${made.text}`);
  const token = new URL(JSON.parse(made.text).welcome_url as string).searchParams.get('token')!;
  const welcome = await page('POST', '/console/api/welcome', { json: { token, password: 'Staff-pass-1' }, ip: nextIp() });
  if (welcome.status !== 200) throw new Error(`welcome failed: ${welcome.text}`);
  return { email, cookie: welcome.cookie!, secret: JSON.parse(welcome.text).totp?.secret as string };
}
