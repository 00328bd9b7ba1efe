import express, { type Request, type Response, type Router } from 'express';
import type { z } from 'zod';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { players } from '../../db/schema.ts';
import { log } from '../../lib/log.ts';
import type { ProviderWallet, WalletAnswer, WalletCall } from '../wallet.ts';
import type { Hub88Aggregator } from './adapter.ts';
import {
  BalanceRequest,
  BetRequest,
  fromMinor,
  playerOf,
  RollbackRequest,
  STATUS_OF,
  toMinor,
  UserInfoRequest,
  WinRequest,
  type Hub88Status,
} from './protocol.ts';
import { SIGNATURE_HEADER, signBody, verifyBody } from './signature.ts';

type Body = Record<string, unknown>;

/**
 * Hub88's Wallet API, on our side: POST /user/info, /user/balance, /transaction/bet, /win and
 * /rollback. Every request's raw body must carry Hub88's signature; every answer carries ours. A
 * refusal is HTTP 200 with its RS_ status, as the protocol wants: Hub88 reads the status, not the code.
 */
export function hub88WalletRouter(hub: Hub88Aggregator, wallet: ProviderWallet, db: Db): Router {
  const r = express.Router();
  // The signature covers the bytes as sent: the body is read raw, checked, then parsed.
  r.use(express.raw({ type: () => true, limit: '64kb' }));

  const send = (res: Response, body: Body) => {
    const text = JSON.stringify(body);
    res.status(200).type('json').set(SIGNATURE_HEADER, signBody(text, hub.privateKey)).send(text);
  };
  const status = (res: Response, s: Hub88Status, requestUuid: unknown) =>
    send(res, { status: s, request_uuid: typeof requestUuid === 'string' ? requestUuid : null });
  const answer = (res: Response, user: string, requestUuid: string, a: WalletAnswer) =>
    send(res, { user, status: STATUS_OF[a.outcome], request_uuid: requestUuid, currency: a.currency || undefined, balance: fromMinor(a.balance) });

  /** Checks the signature, parses the body with the call's schema, then runs it; a failure never escapes as a 500 page. */
  function route<S extends z.ZodType<Body>>(path: string, schema: S, run: (b: z.output<S>, res: Response) => Promise<void>) {
    r.post(path, async (req: Request, res: Response) => {
      const raw = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
      let body: unknown;
      try {
        body = JSON.parse(raw.toString('utf8'));
      } catch {
        body = undefined;
      }
      const requestUuid = (body as Body | undefined)?.request_uuid;
      if (!verifyBody(raw, req.get(SIGNATURE_HEADER), hub.publicKey)) return status(res, 'RS_ERROR_INVALID_SIGNATURE', requestUuid);
      if (body === undefined) return status(res, 'RS_ERROR_WRONG_SYNTAX', undefined);
      const parsed = schema.safeParse(body);
      if (!parsed.success) return status(res, 'RS_ERROR_WRONG_TYPES', requestUuid);
      try {
        await run(parsed.data, res);
      } catch (err) {
        log.error({ err: String(err), path, request_uuid: requestUuid }, 'hub88 wallet call failed');
        // Nothing was committed (the call's transaction rolled back): Hub88 retries or rolls back.
        status(res, 'RS_ERROR_UNKNOWN', requestUuid);
      }
    });
  }

  route('/user/info', UserInfoRequest, async (b, res) => {
    const id = playerOf(b.user);
    const [p] = id ? await db.select({ createdAt: players.createdAt }).from(players).where(eq(players.id, id)) : [];
    if (!p) return status(res, 'RS_ERROR_UNKNOWN', b.request_uuid);
    send(res, { user: b.user, status: 'RS_OK', request_uuid: b.request_uuid, registration_date: p.createdAt.toISOString().slice(0, 10) });
  });

  route('/user/balance', BalanceRequest, async (b, res) => {
    const id = playerOf(b.user);
    if (!id) return status(res, 'RS_ERROR_INVALID_TOKEN', b.request_uuid);
    answer(res, b.user, b.request_uuid, await wallet.balance(id, b.token));
  });

  /** A money call: the player from `user`, the amount into minor units (a fraction of one is refused). */
  const money = async (b: { user: string; request_uuid: string; amount?: number }, res: Response, call: Omit<WalletCall, 'playerId' | 'minor'>) => {
    const id = playerOf(b.user);
    if (!id) return status(res, 'RS_ERROR_INVALID_TOKEN', b.request_uuid);
    const minor = b.amount === undefined ? 0 : toMinor(b.amount);
    if (minor === null) return status(res, 'RS_ERROR_WRONG_TYPES', b.request_uuid);
    answer(res, b.user, b.request_uuid, await wallet.call({ ...call, playerId: id, minor }));
  };

  route('/transaction/bet', BetRequest, (b, res) =>
    money(b, res, {
      kind: 'bet',
      transactionUuid: b.transaction_uuid,
      token: b.token,
      round: b.round,
      gameCode: b.game_code,
      currency: b.currency,
      amount: b.amount,
    }),
  );
  route('/transaction/win', WinRequest, (b, res) =>
    money(b, res, {
      kind: 'win',
      transactionUuid: b.transaction_uuid,
      referenceUuid: b.reference_transaction_uuid,
      round: b.round,
      gameCode: b.game_code,
      currency: b.currency,
      amount: b.amount,
    }),
  );
  route('/transaction/rollback', RollbackRequest, (b, res) =>
    money(b, res, {
      kind: 'rollback',
      transactionUuid: b.transaction_uuid,
      referenceUuid: b.reference_transaction_uuid,
      round: b.round,
      gameCode: b.game_code,
    }),
  );

  r.use((req: Request, res: Response) => status(res, 'RS_ERROR_WRONG_SYNTAX', undefined));
  return r;
}
