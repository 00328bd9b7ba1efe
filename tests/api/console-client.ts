// Calls to the operator console's API as its pages make them: on the console host, JSON, with the session cookie.
import http from 'node:http';
import { TOTP } from 'otpauth';
import { BASE, type Reply } from './helpers.ts';
import { loopbackLookup } from '../support/loopback-hosts.ts';

const PORT = new URL(BASE).port;
/** CONSOLE_HOST of the test server (scripts/test.mjs). */
export const CONSOLE_HOST = 'console.localhost';
export const CONSOLE_ADMIN = { email: 'admin@demo.test', password: 'console-demo-1' };

export interface ConsoleAnswer extends Reply {
  /** The console cookie the answer set ('' when it cleared it), or undefined when it did not touch it. */
  cookie?: string;
}

/**
 * A call to the test server's console (or to another server's, `port`; or on another host, `host`).
 * `raw` is a body sent as it is instead of `body` as JSON; `headers` are added to (or replace) the
 * call's own.
 */
export function consoleCall(
  method: 'GET' | 'POST',
  path: string,
  body?: unknown,
  o: { cookie?: string; ip?: string; port?: number | string; host?: string; headers?: Record<string, string>; raw?: string } = {},
): Promise<ConsoleAnswer> {
  const data = o.raw ?? (body === undefined ? '' : JSON.stringify(body));
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: o.host ?? CONSOLE_HOST,
        port: o.port ?? PORT,
        path: `/console/api/${path}`,
        method,
        localAddress: o.ip ?? '127.0.0.1',
        lookup: loopbackLookup as never,
        headers: {
          ...(data ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(data) } : {}),
          ...(o.cookie ? { cookie: o.cookie } : {}),
          ...o.headers,
        },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (c: string) => (text += c));
        res.on('end', () => {
          const set = (res.headers['set-cookie'] ?? []).find((c) => c.startsWith('console_session='));
          try {
            resolve({
              status: res.statusCode ?? 0,
              json: JSON.parse(text) as Record<string, any>,
              cookie: set === undefined ? undefined : /^console_session=([^;]*)/.exec(set)![1] ? set.split(';')[0] : '',
            });
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

export async function consoleSignIn(email: string, password: string, code?: string, ip?: string): Promise<string> {
  const r = await consoleCall('POST', 'sign-in', { email, password, ...(code ? { code } : {}) }, { ip });
  if (r.json.statusCode !== 1) throw new Error(`sign-in failed: ${JSON.stringify(r.json)}`);
  return r.cookie!;
}

export const totpCode = (secret: string, at = Date.now()) => new TOTP({ secret, digits: 6, period: 30, algorithm: 'SHA1' }).generate({ timestamp: at });

export const tokenOf = (welcomeUrl: string) => new URL(welcomeUrl).searchParams.get('token')!;

let seq = 0;
export const freshStaffEmail = (what: string) => `${what}-${Date.now().toString(36)}-${seq++}@staff.test`;

export interface NewMember {
  id: number;
  email: string;
  password: string;
  cookie: string;
  secret: string;
}

/** A member added by `adminCookie` who has used their welcome link: their id, session and authenticator secret (not yet confirmed). */
export async function newConsoleMember(adminCookie: string, role: string, operator?: string): Promise<NewMember> {
  const email = freshStaffEmail(role);
  const made = await consoleCall('POST', 'staff', { email, role, ...(operator ? { operator } : {}) }, { cookie: adminCookie });
  if (made.json.statusCode !== 1) throw new Error(`staff not made: ${JSON.stringify(made.json)}`);
  const password = 'Staff-pass-1';
  const welcome = await consoleCall('POST', 'welcome', { token: tokenOf(made.json.welcome_url as string), password });
  if (welcome.json.statusCode !== 1) throw new Error(`welcome failed: ${JSON.stringify(welcome.json)}`);
  return { id: made.json.staff.id as number, email, password, cookie: welcome.cookie!, secret: welcome.json.totp.secret as string };
}

/**
 * The demo administrator's session, and the members the content screens of `mine` are tried with:
 * payments and support of `mine` (refused), a content editor of `other` (not found) and one of `mine`.
 */
export async function contentStaff(mine: string, other: string) {
  const admin = await consoleSignIn(CONSOLE_ADMIN.email, CONSOLE_ADMIN.password);
  const payments = await newConsoleMember(admin, 'payments', mine);
  const support = await newConsoleMember(admin, 'support', mine);
  const editorOther = await newConsoleMember(admin, 'content_editor', other);
  const editorMine = await newConsoleMember(admin, 'content_editor', mine);
  return { admin, payments, support, editorOther, editorMine };
}
