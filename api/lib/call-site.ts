import { isIP } from 'node:net';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { DomainName, Status } from '../../contract/index.ts';
import { SITE_CALLS } from '../../contract/site-calls.ts';
import { normalizeDomain, type OperatorDirectory } from '../services/operators.ts';

/**
 * The operator of an HTTP call is the one its Host names. A body without `domain_name` (player
 * calls as the spec writes them: `auth, account_id`) gets the host's; a body that names a site
 * must name the host's operator (any of its domains) and is refused otherwise. A host that is an
 * IP address or names no operator (the API reached by address or on a host of its own, as an
 * operator's page server calls it) leaves the body's `domain_name` to decide.
 */
/** Player calls outside the contract's table (the balance stream) that take a site too. */
const SITE_STREAMS = new Set(['/wallet/stream']);

export function callSite(operators: OperatorDirectory): RequestHandler {
  return (req: Request, res: Response, next: NextFunction) => {
    const body = req.body as Record<string, unknown> | undefined;
    if (req.method !== 'POST' || !(SITE_CALLS.has(req.path) || SITE_STREAMS.has(req.path)) || !body || typeof body !== 'object' || Array.isArray(body))
      return next();
    const host = normalizeDomain(req.hostname ?? '');
    if (!host) return next();
    const named = body.domain_name;
    if (named === undefined || named === null || named === '') {
      body.domain_name = host;
      return next();
    }
    // A malformed value is the schema's to answer.
    if (!DomainName.safeParse(named).success || normalizeDomain(named as string) === host) return next();
    void agree(operators, host, named as string).then((ok) => {
      if (ok) return next();
      res.status(400).json({
        statusCode: Status.invalidRequest,
        message: 'siteMismatch',
        errors: [{ field: 'domain_name', message: 'siteMismatch' }],
      });
    }, next);
  };
}

async function agree(operators: OperatorDirectory, host: string, named: string): Promise<boolean> {
  if (isIP(host.replace(/^\[|\]$/g, ''))) return true;
  const byHost = await operators.find(host);
  if (!byHost) return true;
  const byName = await operators.find(named);
  return byName?.id === byHost.id;
}
