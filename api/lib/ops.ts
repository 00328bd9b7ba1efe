import type { Request, Response } from 'express';
import { safeEqual, sha256 } from './crypto.ts';

const sentKey = (req: Request) => String(req.headers['x-ops-key'] ?? '');

/** Which key opened an operations call, as the audit log names it: 'ops-key:platform' or 'ops-key:<operator code>'. */
export const opsCallerOf = (req: Request): string | undefined => req.res?.locals.opsCaller as string | undefined;
const remember = (req: Request, caller: string) => {
  if (req.res) req.res.locals.opsCaller = caller;
};

export function opsNotFound(res: Response) {
  res.status(404).json({ statusCode: -404, message: 'notFound' });
}

/**
 * Platform operations (the ledger proof, operators' keys) exist only when OPS_KEY is configured,
 * and answer only a request that sends it in x-ops-key; anything else is a plain 404.
 */
export function opsAllowed(req: Request, res: Response, platformKey: string | undefined): boolean {
  if (platformKey && safeEqual(sentKey(req), platformKey)) {
    remember(req, 'ops-key:platform');
    return true;
  }
  opsNotFound(res);
  return false;
}

/** Did the request send the platform key? (Answers nothing: the caller decides what follows.) */
export function isPlatformKey(req: Request, platformKey: string | undefined): boolean {
  const ok = !!platformKey && safeEqual(sentKey(req), platformKey);
  if (ok) remember(req, 'ops-key:platform');
  return ok;
}

/**
 * An operator's own calls: the platform key, or that operator's key (only its
 * sha256 is stored). Another operator's key answers 404, as an unknown key does.
 */
export function operatorOpsAllowed(
  req: Request,
  res: Response,
  platformKey: string | undefined,
  operator: { opsKeyHash: string | null; code?: string } | null,
): boolean {
  if (isPlatformKey(req, platformKey)) return true;
  const sent = sentKey(req);
  if (sent && operator?.opsKeyHash && safeEqual(sha256(sent), operator.opsKeyHash)) {
    remember(req, `ops-key:${operator.code ?? 'operator'}`);
    return true;
  }
  opsNotFound(res);
  return false;
}
