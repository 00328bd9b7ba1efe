import type { Request, Response, Router } from 'express';
import { OpsInboxSendRequest } from '../../contract/settings.ts';
import { Status } from '../../contract/common.ts';
import { parseMoney } from '../lib/money.ts';
import { opsAllowed } from '../lib/ops.ts';
import { fieldErrors, post, sendError } from '../lib/route.ts';
import type { PlayerCall } from '../services/sessions.ts';
import type { Services } from '../services/index.ts';

export function inboxRoutes(r: Router, s: Services) {
  const player = (b: PlayerCall) => s.sessions.requirePlayer(b);

  post(r, '/settings/get_inbox', async (b) => s.inbox.list(await player(b)));
  post(r, '/settings/read_inbox', async (b) => s.inbox.markRead(await player(b), b.inbox_id));
  post(r, '/settings/claim_inbox', async (b) => s.inbox.claim(await player(b), b.inbox_id));

  /** The back office sends a notice or a reward to one player of an operator. */
  r.post('/ops/inbox', async (req: Request, res: Response) => {
    if (!opsAllowed(req, res, s.env.OPS_KEY)) return;
    const parsed = OpsInboxSendRequest.safeParse(req.body ?? {});
    if (!parsed.success) {
      res.status(400).json({ statusCode: Status.invalidRequest, message: 'invalidRequest', errors: fieldErrors(parsed.error) });
      return;
    }
    try {
      const b = parsed.data;
      const op = await s.operators.require(b.domain_name);
      const playerId = await s.inbox.playerOf(op.id, b.account_id);
      const item = await s.inbox.send(playerId, {
        title: b.title,
        body: b.body,
        rewardAmount: b.reward_amount ? parseMoney(b.reward_amount) : undefined,
        rewardAccount: b.reward_account,
        expiresAt: b.expires_in_days ? new Date(Date.now() + b.expires_in_days * 86_400_000) : null,
      });
      res.json({ statusCode: 1, message: 'OK', item });
    } catch (err) {
      sendError(res, err, 'ops/inbox');
    }
  });
}
