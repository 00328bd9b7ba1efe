import type { Request, Response, Router } from 'express';
import { z } from 'zod';
import { OpsInboxSendRequest } from '../../contract/settings.ts';
import { DomainName, Status } from '../../contract/common.ts';
import { ApiError } from '../lib/errors.ts';
import { parseMoney } from '../lib/money.ts';
import { isPlatformKey, operatorOpsAllowed, opsAllowed } from '../lib/ops.ts';
import { opsAudit } from './ops-route.ts';
import { fieldErrors, post, sendError } from '../lib/route.ts';
import type { PlayerCall } from '../services/sessions.ts';
import type { Services } from '../services/index.ts';

const OperatorKeyRequest = z.object({ domain_name: DomainName });

export function inboxRoutes(r: Router, s: Services) {
  const player = (b: PlayerCall) => s.sessions.requirePlayer(b);

  post(r, '/settings/get_inbox', async (b) => s.inbox.list(await player(b), b.lang));
  post(r, '/settings/read_inbox', async (b) => s.inbox.markRead(await player(b), b.inbox_id));
  post(r, '/settings/claim_inbox', async (b) => {
    const p = await player(b);
    // No rewards during a time-out or self-exclusion (until the player confirms its end).
    if (!(await s.protection.promotionsAllowed(p.id))) throw new ApiError('promotionsPaused');
    return s.inbox.claim(p, b.inbox_id, b.lang);
  });

  /**
   * The back office sends a notice or a reward to one player of an operator: with the platform
   * key, or with that operator's own key.
   */
  r.post('/ops/inbox', async (req: Request, res: Response) => {
    try {
      if (!isPlatformKey(req, s.env.OPS_KEY)) {
        const domain = DomainName.safeParse((req.body as { domain_name?: unknown } | undefined)?.domain_name);
        const op = domain.success && req.headers['x-ops-key'] ? await s.operators.find(domain.data) : null;
        if (!operatorOpsAllowed(req, res, undefined, op)) return;
      }
      const parsed = OpsInboxSendRequest.safeParse(req.body ?? {});
      if (!parsed.success) {
        res.status(400).json({ statusCode: Status.invalidRequest, message: 'invalidRequest', errors: fieldErrors(parsed.error) });
        return;
      }
      const b = parsed.data;
      const op = await s.operators.require(b.domain_name);
      const playerId = await s.inbox.playerOf(op.id, b.account_id);
      // Nothing the operator sends reaches a player in a time-out or self-exclusion.
      if (!(await s.protection.promotionsAllowed(playerId))) throw new ApiError('promotionsPaused');
      const item = await s.inbox.send(playerId, {
        title: b.title,
        body: b.body,
        rewardAmount: b.reward_amount ? parseMoney(b.reward_amount) : undefined,
        rewardAccount: b.reward_account,
        expiresAt: b.expires_in_days ? new Date(Date.now() + b.expires_in_days * 86_400_000) : null,
        texts: b.texts,
      });
      await opsAudit(s.db, req, { action: 'ops.inbox', operatorId: op.id, target: `${op.code}:${b.account_id}` });
      res.json({ statusCode: 1, message: 'OK', item });
    } catch (err) {
      sendError(res, err, 'ops/inbox');
    }
  });

  /** The platform makes an operator's back-office key; the key is in this answer and nowhere else. */
  r.post('/ops/operator_key', async (req: Request, res: Response) => {
    if (!opsAllowed(req, res, s.env.OPS_KEY)) return;
    const parsed = OperatorKeyRequest.safeParse(req.body ?? {});
    if (!parsed.success) {
      res.status(400).json({ statusCode: Status.invalidRequest, message: 'invalidRequest', errors: fieldErrors(parsed.error) });
      return;
    }
    try {
      const op = await s.operators.require(parsed.data.domain_name);
      const key = await s.operators.newOpsKey(op.id);
      // The new key is in the answer only: the log says a key was made, never which.
      await opsAudit(s.db, req, { action: 'ops.operator_key', operatorId: op.id, target: op.code, after: { key: 'new' } });
      res.json({ statusCode: 1, message: 'OK', operator: op.code, key });
    } catch (err) {
      sendError(res, err, 'ops/operator_key');
    }
  });
}
