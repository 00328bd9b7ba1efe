import type { Request, Response, Router } from 'express';
import type { z } from 'zod';
import { DomainName, Status } from '../../contract/common.ts';
import { isPlatformKey, operatorOpsAllowed } from '../lib/ops.ts';
import { fieldErrors, sendError } from '../lib/route.ts';
import type { Operator } from '../services/operators.ts';
import type { Services } from '../services/index.ts';

/**
 * A back-office call: the platform key, or the operator's own key (api/lib/ops.ts), then the
 * body parsed with its schema (400 naming the fields), then `run` for the operator the body names.
 * Anything else answers as /ops/inbox does: a plain 404.
 */
export function opsRoute<S extends z.ZodTypeAny>(r: Router, s: Services, path: string, schema: S, run: (op: Operator, b: z.output<S>) => Promise<unknown>) {
  r.post(path, async (req: Request, res: Response) => {
    try {
      const domain = DomainName.safeParse((req.body as { domain_name?: unknown } | undefined)?.domain_name);
      let op = domain.success ? await s.operators.find(domain.data) : null;
      if (!isPlatformKey(req, s.env.OPS_KEY) && !operatorOpsAllowed(req, res, undefined, req.headers['x-ops-key'] ? op : null)) return;
      const parsed = schema.safeParse(req.body ?? {});
      if (!parsed.success) {
        res.status(400).json({ statusCode: Status.invalidRequest, message: 'invalidRequest', errors: fieldErrors(parsed.error) });
        return;
      }
      op ??= await s.operators.require((parsed.data as { domain_name: string }).domain_name);
      res.json({ statusCode: 1, message: 'OK', ...((await run(op, parsed.data)) as object) });
    } catch (err) {
      sendError(res, err, path);
    }
  });
}
