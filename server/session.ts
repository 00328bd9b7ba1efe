import express, { type NextFunction, type Request, type RequestHandler, type Response } from 'express';
import { z } from 'zod';
import { ENDPOINTS, type EndpointPath } from '../contract/index.ts';
import { SITE_CALLS } from '../contract/site-calls.ts';
import type { Exchange, OperatorClient } from '../contract/operator-client.ts';
import { parseCookies } from '../app/lib/shared/cookies.ts';
import { SESSION_END_MESSAGES, SESSION_MODE_HEADER } from '../app/lib/shared/session-protocol.ts';
import { siteOf } from './site.ts';

/**
 * Sessions held by the server (docs/decisions/0007-server-held-sessions.md).
 *
 * The browser's calls carry `x-session: cookie` and no credential. For those calls this layer:
 *  - refuses requests from other sites (Fetch Metadata, then Origin: the algorithm of Go 1.25's
 *    http.CrossOriginProtection), on top of SameSite=Lax and the custom header's CORS preflight;
 *  - adds `account_id` and `auth` from the httpOnly session cookie to player calls, so the operator
 *    API (in this process or at OPERATOR_API_URL) still receives the spec's bodies;
 *  - keeps the session token of sign-in answers for the cookie and sends the page the rest;
 *  - drops the cookie on sign-out and when the operator API says the session has ended.
 * Calls without the header are the spec's API as it stands (bodies carry their credentials, the
 * cookie is never read): API clients and tests, and nothing a cross-site page can ride on.
 */

const COOKIE_MAX_AGE_MS = 30 * 24 * 3600 * 1000;
const SESSION_OPENERS = new Set<string>(['/auth/login', '/auth/login_tac', '/auth/signup']);
/** Calls the layer forwards with the session but not through the typed client (a stream). */
const STREAMED = new Set<string>(['/wallet/stream']);
/**
 * Public reads the layer passes on untouched: the API answers them as it answers any client, from
 * one shared encoded copy and under its per-address cap (answered here, each call would be
 * serialized and compressed again).
 */
const PASSED_ON = new Set<string>(['/home/match_list', '/home/public_odds']);

/** What the cookie holds: the credential, and the names the header shows (display only). */
export const PlayerSession = z.object({
  account_id: z.string().min(1).max(32),
  auth: z.string().min(16).max(128),
  full_name: z.string().max(200).default(''),
  contact_email: z.string().max(254).default(''),
  /** A withdraw-only session: the break that restricts it, for the pages to show. */
  restricted: z
    .object({ kind: z.enum(['timeout', 'self_exclusion']), until: z.string().max(40) })
    .nullable()
    .default(null),
});
export type PlayerSession = z.infer<typeof PlayerSession>;

/** The break a withdraw-only sign-in answer names, or null for a full session. */
function restrictionOf(reply: Record<string, unknown>): PlayerSession['restricted'] {
  if (reply.session_scope !== 'withdraw') return null;
  const ex = reply.exclusion as { kind?: string; sign_in_from?: string } | undefined;
  return { kind: ex?.kind === 'timeout' ? 'timeout' : 'self_exclusion', until: ex?.sign_in_from ?? '' };
}

/** The session a successful sign-in or sign-up answer opens (its token, its player's names), or null. */
export function sessionFromReply(reply: Record<string, unknown>): PlayerSession | null {
  const user = reply.user as { account_id?: string; full_name?: string; contact_email?: string } | undefined;
  if (reply.statusCode !== 1 || typeof reply.token !== 'string' || !user?.account_id) return null;
  const opened = PlayerSession.safeParse({
    account_id: user.account_id,
    auth: reply.token,
    full_name: (reply.fullname as string | undefined) ?? user.full_name ?? '',
    contact_email: (reply.email as string | undefined) ?? user.contact_email ?? '',
    restricted: restrictionOf(reply),
  });
  return opened.success ? opened.data : null;
}

export const sessionCookieName = (secure: boolean) => (secure ? '__Host-session' : 'session');

export function encodeSession(s: PlayerSession): string {
  const fields: unknown[] = [s.account_id, s.auth, s.full_name, s.contact_email];
  if (s.restricted) fields.push([s.restricted.kind, s.restricted.until]);
  return Buffer.from(JSON.stringify(fields)).toString('base64url');
}

export function decodeSession(value: string | undefined): PlayerSession | null {
  if (!value || value.length > 2048) return null;
  try {
    const [account_id, auth, full_name, contact_email, r] = JSON.parse(Buffer.from(value, 'base64url').toString('utf8')) as unknown[];
    const restricted = Array.isArray(r) ? { kind: r[0], until: r[1] } : null;
    const parsed = PlayerSession.safeParse({ account_id, auth, full_name, contact_email, restricted });
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** The session cookie of a request, decoded (not yet checked with the operator API). */
export function sessionOf(req: Request): PlayerSession | null {
  return decodeSession(parseCookies(req.get('cookie'))[sessionCookieName(req.secure)]);
}

export function setSessionCookie(req: Request, res: Response, s: PlayerSession) {
  res.cookie(sessionCookieName(req.secure), encodeSession(s), {
    httpOnly: true,
    secure: req.secure,
    sameSite: 'lax',
    path: '/',
    maxAge: COOKIE_MAX_AGE_MS,
    encode: (v) => v,
  });
}

export function clearSessionCookie(req: Request, res: Response) {
  res.clearCookie(sessionCookieName(req.secure), { httpOnly: true, secure: req.secure, sameSite: 'lax', path: '/' });
}

/**
 * A request from a page of this site? Sec-Fetch-Site when the browser sends it; else the Origin
 * header's host against ours; a request with neither is not from a browser and carries no cookie
 * a browser attached for someone else.
 */
export function fromThisSite(req: Request): boolean {
  const site = req.get('sec-fetch-site');
  if (site) return site === 'same-origin' || site === 'none';
  const origin = req.get('origin');
  if (!origin) return true;
  try {
    return new URL(origin).host === new URL(siteOf(req).origin).host;
  } catch {
    return false;
  }
}

/** Whether each call takes a session (its schema has `auth`), worked out once. */
const SESSION_NEED = new Map(
  (Object.keys(ENDPOINTS) as EndpointPath[]).map((path) => {
    const shape = (ENDPOINTS[path].request as unknown as { shape?: Record<string, z.ZodType> }).shape;
    const need = !shape?.auth ? 'none' : shape.auth.safeParse(undefined).success ? 'optional' : 'required';
    return [path, need] as const;
  }),
);
const isEndpoint = (path: string): path is EndpointPath => Object.hasOwn(ENDPOINTS, path);

const answer = (res: Response, httpStatus: number, body: Record<string, unknown>) => {
  res.set('Cache-Control', 'no-store').status(httpStatus).json(body);
};

export function sessionLayer(api: OperatorClient): RequestHandler {
  const parseJson = express.json({ limit: '256kb', strict: false });
  return (req: Request, res: Response, next: NextFunction) => {
    if (req.method === 'GET' && STREAMED.has(req.path)) return streamFromCookie(req, res, next);
    if (req.get(SESSION_MODE_HEADER) !== 'cookie') return next();
    if (!fromThisSite(req)) return answer(res, 403, { statusCode: -403, message: 'crossSiteRequest' });
    if (req.method !== 'POST') return answer(res, 405, { statusCode: -405, message: 'methodNotAllowed' });
    if (req.is('application/json') === false) return answer(res, 415, { statusCode: -415, message: 'unsupportedMediaType' });
    parseJson(req, res, (err?: unknown) => {
      if (err) {
        const e = err as { type?: string };
        return answer(res, 400, { statusCode: -422, message: e.type === 'entity.too.large' ? 'payloadTooLarge' : 'invalidRequest' });
      }
      void handle(req, res, next).catch(next);
    });
  };

  /**
   * A page's EventSource (a GET, which carries no header of ours): the session comes from the cookie,
   * and the stream goes on as the API's POST with the spec's body. The end of the session reaches
   * the page as an `ended` event (an EventSource cannot read a JSON answer) and drops the cookie.
   */
  function streamFromCookie(req: Request, res: Response, next: NextFunction) {
    if (!fromThisSite(req)) return answer(res, 403, { statusCode: -403, message: 'crossSiteRequest' });
    const ended = (body: Record<string, unknown>) => {
      clearSessionCookie(req, res);
      res.status(200).set({ 'Content-Type': 'text/event-stream; charset=utf-8', 'Cache-Control': 'no-store' });
      res.end(`event: ended\ndata: ${JSON.stringify({ statusCode: body.statusCode, message: body.message })}\n\n`);
      return res;
    };
    const session = sessionOf(req);
    if (!session) return ended({ statusCode: -1, message: 'sessionExpired' });
    const json = res.json.bind(res);
    res.json = (body: unknown) => {
      const b = body as Record<string, unknown> | null;
      return b && typeof b.message === 'string' && SESSION_END_MESSAGES.has(b.message) ? ended(b) : json(body);
    };
    req.method = 'POST';
    req.headers['content-type'] = 'application/json';
    req.body = { account_id: session.account_id, auth: session.auth, domain_name: siteOf(req).domain };
    next();
  }

  async function handle(req: Request, res: Response, next: NextFunction) {
    const path = req.path;
    const session = sessionOf(req);
    const body: Record<string, unknown> = req.body && typeof req.body === 'object' && !Array.isArray(req.body) ? { ...req.body } : {};
    // The page never speaks for a player: credentials come from the cookie or not at all.
    delete body.auth;
    if (STREAMED.has(path)) {
      if (!session) return answer(res, 200, { statusCode: -1, message: 'sessionExpired' });
      req.body = { ...body, account_id: session.account_id, auth: session.auth, domain_name: siteOf(req).domain };
      return next();
    }
    if (PASSED_ON.has(path)) {
      req.body = body;
      return next();
    }
    if (!isEndpoint(path)) return answer(res, 404, { statusCode: -404, message: 'notFound' });
    // The site is the page's: whatever the page sent, the call is for the host it was served on.
    if (SITE_CALLS.has(path)) body.domain_name = siteOf(req).domain;
    const need = SESSION_NEED.get(path) ?? 'none';
    if (need !== 'none') {
      delete body.account_id;
      if (session) Object.assign(body, { account_id: session.account_id, auth: session.auth });
      else if (need === 'required') return answer(res, 200, { statusCode: -1, message: 'sessionExpired' });
    }
    const out: Exchange = await api.exchange(path, body, { ip: req.ip ?? '', userAgent: req.get('user-agent') });
    const reply = { ...out.body };

    if (SESSION_OPENERS.has(path)) {
      const opened = sessionFromReply(reply);
      if (opened) setSessionCookie(req, res, opened);
      // The answer keeps the spec's shape; the token stays with the server.
      delete reply.token;
      const user = reply.user as Record<string, unknown> | undefined;
      if (user) reply.user = { ...user, session_token: '' };
    } else if (path === '/auth/logout') {
      clearSessionCookie(req, res);
    } else if (session && SESSION_END_MESSAGES.has(reply.message)) {
      clearSessionCookie(req, res);
    } else if (session && path === '/settings/profile_update' && reply.statusCode === 1) {
      const profile = (reply.value as { full_name?: string; contact_email?: string }[] | undefined)?.[0];
      if (profile) setSessionCookie(req, res, { ...session, full_name: profile.full_name ?? '', contact_email: profile.contact_email ?? '' });
    }
    answer(res, out.httpStatus, reply);
  }
}
