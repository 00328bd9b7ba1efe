import { data, redirect, type RouterContextProvider } from 'react-router';
import type { ConsoleViewer } from '#contract/console-backend.ts';
import { requestContext, type ConsoleRequest } from '~/lib/server/request-context.ts';

type LoaderArgs = { request: Request; context: Readonly<RouterContextProvider> };

const ctx = (args: LoaderArgs) => args.context.get(requestContext);

/** The console's side of the request; off the console's host the console does not exist (404). */
export function consoleOf(args: LoaderArgs): ConsoleRequest {
  const c = ctx(args).console;
  if (!c) throw data(null, { status: 404 });
  return c;
}

/** A console form's fields; a body that is not a readable form is the sender's mistake (400), never a server error. */
export async function formOf(request: Pick<Request, 'formData'>): Promise<FormData> {
  try {
    return await request.formData();
  } catch {
    throw data(null, { status: 400 });
  }
}

/** Who is asking, for the audit log. */
export function metaOf(args: LoaderArgs) {
  const info = ctx(args);
  return { ip: info.ip, userAgent: info.userAgent };
}

/** The signed-in member, or null. */
export function viewerOf(args: LoaderArgs): Promise<ConsoleViewer | null> {
  const c = consoleOf(args);
  return c.backend.viewer(c.token);
}

/** Where to come back to after signing in: a console path of this host, nothing else. */
export function backPath(request: Request) {
  const u = new URL(request.url);
  return u.pathname + u.search;
}
export function safeNext(next: string | null | undefined) {
  return next && /^\/console(\/|$)/.test(next) && !next.startsWith('//') && !next.includes('\\') ? next : '/console';
}

/**
 * The signed-in member, or a redirect to sign-in (with the way back). A member who must first set
 * up an authenticator reaches only that page.
 */
export async function requireViewer(args: LoaderArgs, { enrolment = false } = {}): Promise<ConsoleViewer> {
  const viewer = await viewerOf(args);
  if (!viewer) {
    consoleOf(args).endSession();
    throw redirect(`/console/sign-in?next=${encodeURIComponent(backPath(args.request))}`);
  }
  if (!enrolment && viewer.needsEnrolment) throw redirect('/console/totp');
  return viewer;
}

/** A refusal from the console's services (message key, retry_after), or null for anything else. */
export function refusalOf(err: unknown): { message: string; retryAfter?: number } | null {
  if (!err || typeof err !== 'object') return null;
  const e = err as { message?: unknown; statusCode?: unknown; extra?: { retry_after?: unknown } };
  if (typeof e.message !== 'string' || typeof e.statusCode !== 'number') return null;
  const wait = e.extra?.retry_after;
  return { message: e.message, ...(typeof wait === 'number' ? { retryAfter: wait } : {}) };
}

/** Runs a console call: another operator's data or a role's limit answers 404 / 403 pages. */
export async function checked<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (err) {
    const r = refusalOf(err);
    if (r?.message === 'notFound') throw data(null, { status: 404 });
    if (r?.message === 'forbidden') throw data(null, { status: 403 });
    throw err;
  }
}
