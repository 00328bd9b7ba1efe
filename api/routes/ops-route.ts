import type { Request, Response, Router } from 'express';
import type { z } from 'zod';
import { DomainName, Status } from '../../contract/common.ts';
import type { Db } from '../db/client.ts';
import { ApiError } from '../lib/errors.ts';
import { log } from '../lib/log.ts';
import { isPlatformKey, operatorOpsAllowed, opsCallerOf } from '../lib/ops.ts';
import { fieldErrors, sendError } from '../lib/route.ts';
import { audit } from '../services/audit.ts';
import type { Operator } from '../services/operators.ts';
import type { Services } from '../services/index.ts';

/** The request as the audit log keeps it: without the site (the entry names the operator), cut when large. */
function asked(body: unknown): unknown {
  if (!body || typeof body !== 'object') return null;
  const { domain_name: _site, ...rest } = body as Record<string, unknown>;
  const text = JSON.stringify(rest);
  return text.length <= 4000 ? rest : { truncated: true, fields: Object.keys(rest) };
}

/**
 * One audit entry for an operations call the key let through: which key (never the key itself),
 * when, from which address, what was asked and, where cheap, the value before. A call refused
 * by its own rules is logged with the refusal; an unknown key is a 404 and not logged.
 */
export async function opsAudit(
  db: Db,
  req: Request,
  entry: { action: string; operatorId: number | null; target: string; before?: unknown; after?: unknown },
): Promise<void> {
  try {
    await audit(db, {
      actor: opsCallerOf(req) ?? 'ops-key',
      fromAddress: req.ip ?? null,
      ...entry,
      after: entry.after === undefined ? asked(req.body) : entry.after,
    });
  } catch (err) {
    // The call itself is done: a failed entry is logged, never a second answer.
    log.error({ action: entry.action, err: String(err) }, 'ops audit entry not written');
  }
}

/** 'ops.content.update' for /ops/content/update, 'ops.ledger_check' for /ops/ledger-check. */
export const opsAction = (path: string) => path.replace(/^\//, '').replace(/\//g, '.').replace(/-/g, '_');

/**
 * A back-office call: the platform key, or the operator's own key (api/lib/ops.ts), then the
 * body parsed with its schema (400 naming the fields), then `run` for the operator the body names,
 * then its audit entry (with `before`, the value the call changes, when it is cheap to read).
 * Anything else answers as /ops/inbox does: a plain 404.
 */
export function opsRoute<S extends z.ZodTypeAny>(
  r: Router,
  s: Services,
  path: string,
  schema: S,
  run: (op: Operator, b: z.output<S>) => Promise<unknown>,
  options: { before?: (op: Operator) => Promise<unknown> } = {},
) {
  r.post(path, async (req: Request, res: Response) => {
    let op: Operator | null = null;
    try {
      const domain = DomainName.safeParse((req.body as { domain_name?: unknown } | undefined)?.domain_name);
      op = domain.success ? await s.operators.find(domain.data) : null;
      if (!isPlatformKey(req, s.env.OPS_KEY) && !operatorOpsAllowed(req, res, undefined, req.headers['x-ops-key'] ? op : null)) return;
      const parsed = schema.safeParse(req.body ?? {});
      if (!parsed.success) {
        res.status(400).json({ statusCode: Status.invalidRequest, message: 'invalidRequest', errors: fieldErrors(parsed.error) });
        return;
      }
      op ??= await s.operators.require((parsed.data as { domain_name: string }).domain_name);
      const before = await options.before?.(op);
      const answer = (await run(op, parsed.data)) as object;
      await opsAudit(s.db, req, { action: opsAction(path), operatorId: op.id, target: op.code, before });
      res.json({ statusCode: 1, message: 'OK', ...answer });
    } catch (err) {
      if (err instanceof ApiError && opsCallerOf(req))
        await opsAudit(s.db, req, {
          action: opsAction(path),
          operatorId: op?.id ?? null,
          target: op?.code ?? '',
          after: { asked: asked(req.body), refused: err.message },
        });
      sendError(res, err, path);
    }
  });
}
