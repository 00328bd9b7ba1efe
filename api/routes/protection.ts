import type { Request, Response, Router } from 'express';
import { Status } from '../../contract/common.ts';
import { OpsProtectionLogRequest, OpsTestClockRequest } from '../../contract/protection.ts';
import { clock } from '../lib/clock.ts';
import { ApiError } from '../lib/errors.ts';
import { parseMoney } from '../lib/money.ts';
import { isPlatformKey, operatorOpsAllowed, opsAllowed, opsNotFound } from '../lib/ops.ts';
import { opsAudit } from './ops-route.ts';
import { fieldErrors, post, sendError } from '../lib/route.ts';
import type { PlayerCall } from '../services/sessions.ts';
import type { Services } from '../services/index.ts';

/** Player protection: the player's tools, the back office's record, the test clock. */
export function protectionRoutes(r: Router, s: Services) {
  const player = (b: PlayerCall) => s.sessions.requirePlayer(b);
  const p = s.protection;

  // A withdraw-only session (during the break) may read the break and its record.
  post(r, '/protection/status', async (b) => p.status(await s.sessions.requirePlayer(b, { withdraw: true })));
  post(r, '/protection/headroom', async (b) => p.headroomAnswer(await player(b)));
  post(r, '/protection/set_limit', async (b) => p.setLimit(await player(b), b.kind, b.period, b.amount === null ? null : parseMoney(b.amount)));
  post(r, '/protection/confirm_limit', async (b) => p.confirmLimit(await player(b), b.kind, b.period));
  post(r, '/protection/cancel_pending', async (b) => p.cancelPending(await player(b), b.kind, b.period));
  post(r, '/protection/set_reality', async (b) => p.setReality(await player(b), b.minutes));
  post(r, '/protection/reality', async (b) => p.reality(await player(b)));
  post(r, '/protection/reality_ack', async (b) => p.acknowledgeReality(await player(b), b.choice));
  post(r, '/protection/exclude', async (b) => {
    const who = await player(b);
    return p.exclude(who, b.kind === 'timeout' ? { kind: 'timeout', days: b.days! } : { kind: 'self_exclusion', months: b.months ?? null });
  });
  post(r, '/protection/request_return', async (b) => p.requestReturn(await player(b)));
  post(r, '/protection/confirm_return', async (b) => p.confirmReturn(await player(b)));
  post(r, '/protection/history', async (b) => p.history((await s.sessions.requirePlayer(b, { withdraw: true })).id, b.page));

  /** The back office reads a player's record: the platform key, or that operator's own key. */
  r.post('/ops/protection_log', async (req: Request, res: Response) => {
    try {
      const parsed = OpsProtectionLogRequest.safeParse(req.body ?? {});
      if (!isPlatformKey(req, s.env.OPS_KEY)) {
        const op = parsed.success && req.headers['x-ops-key'] ? await s.operators.find(parsed.data.domain_name) : null;
        if (!operatorOpsAllowed(req, res, undefined, op)) return;
      }
      if (!parsed.success) {
        res.status(400).json({ statusCode: Status.invalidRequest, message: 'invalidRequest', errors: fieldErrors(parsed.error) });
        return;
      }
      const op = await s.operators.require(parsed.data.domain_name);
      const found = await s.players.findByAccount(op.id, parsed.data.account_id);
      if (!found) throw new ApiError('notFound', -404, 404);
      const answer = { ...(await p.history(found.id, parsed.data.page, 100)), account_id: found.accountId, exclusion: await p.exclusion(found.id) };
      await opsAudit(s.db, req, { action: 'ops.protection_log', operatorId: op.id, target: `${op.code}:${found.accountId}` });
      res.json(answer);
    } catch (err) {
      sendError(res, err, 'ops/protection_log');
    }
  });

  /** Tests only (TEST_CLOCK=1): moves one player's clock forward. Otherwise a plain 404. */
  r.post('/ops/test_clock', async (req: Request, res: Response) => {
    if (!clock.movable) return opsNotFound(res);
    if (!opsAllowed(req, res, s.env.OPS_KEY)) return;
    try {
      const parsed = OpsTestClockRequest.safeParse(req.body ?? {});
      if (!parsed.success) {
        res.status(400).json({ statusCode: Status.invalidRequest, message: 'invalidRequest', errors: fieldErrors(parsed.error) });
        return;
      }
      const b = parsed.data;
      let playerId = b.player_id;
      if (playerId === undefined) {
        if (!b.domain_name || !b.account_id) {
          res.status(400).json({ statusCode: Status.invalidRequest, message: 'invalidRequest', errors: [{ field: 'account_id', message: 'required' }] });
          return;
        }
        const op = await s.operators.require(b.domain_name);
        const found = await s.players.findByAccount(op.id, b.account_id);
        if (!found) throw new ApiError('notFound', -404, 404);
        playerId = found.id;
      }
      const offset = clock.advance(playerId, b.advance_seconds * 1000);
      await opsAudit(s.db, req, { action: 'ops.test_clock', operatorId: null, target: `player:${playerId}` });
      res.json({ statusCode: 1, message: 'OK', player_id: playerId, offset_seconds: Math.round(offset / 1000), now: clock.now(playerId).toISOString() });
    } catch (err) {
      sendError(res, err, 'ops/test_clock');
    }
  });
}
