import type { Request, Response } from 'express';
import { safeEqual } from './crypto.ts';

/**
 * Operations calls (the ledger proof, messages from the back office) exist only when OPS_KEY is
 * configured, and answer only a request that sends it in x-ops-key; anything else is a plain 404.
 */
export function opsAllowed(req: Request, res: Response, key: string | undefined): boolean {
  if (key && safeEqual(String(req.headers['x-ops-key'] ?? ''), key)) return true;
  res.status(404).json({ statusCode: -404, message: 'notFound' });
  return false;
}
