import type { Request, Response, Router } from 'express';
import type { z } from 'zod';
import { ENDPOINTS, Status, type EndpointPath } from '../../contract/index.ts';
import { ApiError } from './errors.ts';
import { log } from './log.ts';
import { sendAnswer } from './shared-answers.ts';

export interface CallContext {
  ip: string;
  userAgent?: string;
}

/** A call's outcome, the same whether it came over HTTP or from the server's own loaders. */
export interface CallResult {
  httpStatus: number;
  body: unknown;
}
type Handler = (body: unknown, ctx: CallContext) => Promise<CallResult>;

/** The calls registered on each API router, so the page server can make them in-process. */
const registries = new WeakMap<Router, Map<string, Handler>>();
export const callsOf = (router: Router) => {
  let calls = registries.get(router);
  if (!calls) registries.set(router, (calls = new Map()));
  return calls;
};

type Input<P extends EndpointPath> = z.output<(typeof ENDPOINTS)[P]['request']>;
type Output<P extends EndpointPath> = z.input<(typeof ENDPOINTS)[P]['answer']>;

/** A zod issue list reduced to what a form needs: the field and a message key. */
export function fieldErrors(error: z.ZodError) {
  const seen = new Set<string>();
  const out: { field: string; message: string }[] = [];
  for (const i of error.issues) {
    const field = i.path.join('.') || '(body)';
    // One message per field: the first rule it breaks.
    if (seen.has(field) || out.length >= 20) continue;
    seen.add(field);
    out.push({ field, message: i.code === 'custom' || /^[a-zA-Z]+$/.test(i.message) ? i.message : i.code });
  }
  return out;
}

/**
 * Registers POST /api{path}: the body is parsed with the contract's schema (HOUSE_STYLE 1),
 * business failures are answered as JSON with statusCode ≠ 1, never as a crash.
 */
export function post<P extends EndpointPath>(router: Router, path: P, handle: (input: Input<P>, ctx: CallContext) => Promise<Output<P>>) {
  const schema = ENDPOINTS[path].request;
  const run: Handler = async (body, ctx) => {
    // PostgreSQL text cannot hold NUL: refuse it here rather than fail in the driver.
    const parsed = hasNul(body) ? schema.safeParse(Symbol('nul')) : schema.safeParse(body ?? {});
    if (!parsed.success) {
      return { httpStatus: 400, body: { statusCode: Status.invalidRequest, message: 'invalidRequest', errors: fieldErrors(parsed.error) } };
    }
    try {
      return { httpStatus: 200, body: await handle(parsed.data as Input<P>, ctx) };
    } catch (err) {
      return errorResult(err, path);
    }
  };
  callsOf(router).set(path, run);
  router.post(path, async (req: Request, res: Response) => {
    const { httpStatus, body } = await run(req.body, { ip: req.ip ?? '', userAgent: req.get('user-agent') });
    await sendAnswer(req, res, httpStatus, body);
  });
}

function hasNul(v: unknown, depth = 0): boolean {
  if (typeof v === 'string') return v.includes('\u0000');
  if (depth > 8 || !v || typeof v !== 'object') return false;
  return Object.values(v as Record<string, unknown>).some((x) => hasNul(x, depth + 1));
}

/**
 * The database away or too slow: a statement timeout, a connection refused or cut by a
 * restart, no pool connection in time. Nothing was done (the transaction rolled back): the
 * client is told the service is unavailable for now (503), not that the server broke.
 */
const DB_UNAVAILABLE = new Set(['57014', '57P01', '57P02', '57P03', '08000', '08001', '08003', '08006', 'ECONNREFUSED', 'ECONNRESET']);
export function databaseUnavailable(err: unknown): boolean {
  for (let e = err, depth = 0; e instanceof Error && depth < 4; e = (e as Error & { cause?: unknown }).cause, depth++) {
    const code = (e as Error & { code?: unknown }).code;
    if (typeof code === 'string' && DB_UNAVAILABLE.has(code)) return true;
    if (/timeout exceeded when trying to connect|Connection terminated|not queryable/i.test(e.message)) return true;
  }
  return false;
}

function errorResult(err: unknown, where: string): CallResult {
  if (err instanceof ApiError) return { httpStatus: err.httpStatus, body: { statusCode: err.statusCode, message: err.message, ...err.extra } };
  if (databaseUnavailable(err)) {
    // Drizzle wraps the driver's error ("Failed query: …"): the cause says what happened (57P01, a timeout…).
    const cause = err instanceof Error && err.cause instanceof Error ? err.cause : undefined;
    log.warn(
      {
        where,
        err: err instanceof Error ? err.message.slice(0, 200) : String(err),
        ...(cause ? { cause: cause.message, code: (cause as Error & { code?: unknown }).code } : {}),
      },
      'database unavailable',
    );
    return { httpStatus: 503, body: { statusCode: -503, message: 'serviceUnavailable' } };
  }
  log.error({ where, err: err instanceof Error ? err.stack : String(err) }, 'unhandled API error');
  return { httpStatus: 500, body: { statusCode: Status.internalServerError, message: 'internalServerError' } };
}

export function sendError(res: Response, err: unknown, where: string) {
  const { httpStatus, body } = errorResult(err, where);
  if (!res.headersSent) res.status(httpStatus).json(body);
}
