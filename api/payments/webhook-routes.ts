import express, { type Router } from 'express';
import { Status } from '../../contract/common.ts';
import { ApiError } from '../lib/errors.ts';
import { log } from '../lib/log.ts';
import { sendError } from '../lib/route.ts';
import type { DepositService } from '../services/wallet/deposits.ts';
import type { WithdrawalService } from '../services/wallet/withdrawals.ts';
import type { PaymentProvider } from './types.ts';

/** Where a provider whose signature covers the raw body posts its events (under /api). */
export const webhookPath = (code: string) => `/payments/${code}/webhook`;

/**
 * A provider's signed webhook. Registered before the API's JSON parser (api/index.ts): the
 * signature covers the exact bytes. Answers 400 to anything not genuine (Stripe shows it on the
 * endpoint and does not count it as delivered), 200 once the event is applied or known, 5xx when
 * it could not be applied now (the provider sends it again later; applying is idempotent).
 * Deposits' payments and withdrawals' payouts come through the same endpoint.
 */
export function providerWebhookRoute(r: Router, wallet: { deposits: DepositService; withdrawals: WithdrawalService }, provider: PaymentProvider) {
  r.post(webhookPath(provider.code), express.raw({ type: () => true, limit: '512kb' }), async (req, res) => {
    const check = provider.parseNotification(req.body, req.headers);
    if (check.kind === 'refused') {
      log.warn({ provider: provider.code, reason: check.reason, ip: req.ip }, 'payment webhook refused');
      res.status(400).json({ statusCode: Status.invalidRequest, message: 'badSignature' });
      return;
    }
    if (check.kind === 'ignored') {
      res.json({ statusCode: 1, message: 'OK', ignored: check.type });
      return;
    }
    if (check.kind === 'payout') {
      const n = check.notification;
      try {
        const applied = await wallet.withdrawals.applyPayoutNotification(provider.code, n);
        log.info({ provider: provider.code, payout: n.providerRef, event: n.event, ...applied }, 'payout webhook applied');
        res.json({ statusCode: 1, message: 'OK', ...applied });
      } catch (err) {
        sendError(res, err, `payments/${provider.code}/webhook`);
      }
      return;
    }
    const n = check.notification;
    try {
      const applied = await wallet.deposits.applyNotification(provider.code, n);
      log.info({ provider: provider.code, ref: n.ref, event: n.event, status: applied.status, duplicate: applied.duplicate }, 'payment webhook applied');
      res.json(applied);
    } catch (err) {
      // Not one of our deposits' payments (or its id was never kept): sending it again would not help.
      if (err instanceof ApiError && err.message === 'depositNotFound') {
        log.error({ provider: provider.code, ref: n.ref, event: n.event, payload: n.payload }, 'payment webhook for an unknown deposit');
        res.json({ statusCode: 1, message: 'OK', ignored: 'unknown deposit' });
        return;
      }
      sendError(res, err, `payments/${provider.code}/webhook`);
    }
  });
}
