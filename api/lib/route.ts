import type { Request, Response, Router } from 'express';
import type { z } from 'zod';
import { ENDPOINTS, Status, type EndpointPath } from '../../contract/index.ts';
import { ApiError } from './errors.ts';
import { log } from './log.ts';

export interface CallContext {
  req: Request;
  ip: string;
}

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
export function post<P extends EndpointPath>(
  router: Router,
  path: P,
  handle: (input: Input<P>, ctx: CallContext) => Promise<Output<P>>,
) {
  const schema = ENDPOINTS[path].request;
  router.post(path, async (req: Request, res: Response) => {
    // PostgreSQL text cannot hold NUL: refuse it here rather than fail in the driver.
    const parsed = hasNul(req.body)
      ? schema.safeParse(Symbol('nul'))
      : schema.safeParse(req.body ?? {});
    if (!parsed.success) {
      res.status(400).json({ statusCode: Status.invalidRequest, message: 'invalidRequest', errors: fieldErrors(parsed.error) });
      return;
    }
    try {
      const answer = await handle(parsed.data as Input<P>, { req, ip: req.ip ?? '' });
      res.json(answer);
    } catch (err) {
      sendError(res, err, path);
    }
  });
}

function hasNul(v: unknown, depth = 0): boolean {
  if (typeof v === 'string') return v.includes('\u0000');
  if (depth > 8 || !v || typeof v !== 'object') return false;
  return Object.values(v as Record<string, unknown>).some((x) => hasNul(x, depth + 1));
}

export function sendError(res: Response, err: unknown, where: string) {
  if (err instanceof ApiError) {
    res.status(err.httpStatus).json({ statusCode: err.statusCode, message: err.message, ...err.extra });
    return;
  }
  log.error({ where, err: err instanceof Error ? err.stack : String(err) }, 'unhandled API error');
  if (!res.headersSent) res.status(500).json({ statusCode: Status.internalServerError, message: 'internalServerError' });
}
