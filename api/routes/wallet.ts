import { randomBytes } from 'node:crypto';
import type { Request, Response, Router } from 'express';
import { z } from 'zod';
import { PlayerRequest } from '../../contract/common.ts';
import { ApiError } from '../lib/errors.ts';
import { safeEqual } from '../lib/crypto.ts';
import { log } from '../lib/log.ts';
import { opsAllowed } from '../lib/ops.ts';
import { toMoneyString } from '../lib/money.ts';
import { post, sendError } from '../lib/route.ts';
import { demoPaymentPage } from '../payments/demo.ts';
import { checkLedger } from '../services/ledger.ts';
import type { PlayerCall } from '../services/sessions.ts';
import type { Services } from '../services/index.ts';

const DecideForm = z.object({ ref: z.string().min(8).max(64), sig: z.string().min(16).max(128), decision: z.enum(['confirm', 'cancel']) });

export function walletRoutes(r: Router, s: Services) {
  const player = (b: PlayerCall) => s.sessions.requirePlayer(b);

  post(r, '/wallet/options', async (b) => s.wallet.options(await player(b)));
  post(r, '/wallet/bank_accounts', async (b) => {
    const p = await player(b);
    return { statusCode: 1, message: 'OK', value: await s.wallet.bankAccounts(p), max: s.env.MAX_BANK_ACCOUNTS };
  });
  post(r, '/wallet/bank_add', async (b) => s.wallet.addBankAccount(await player(b), b));
  post(r, '/wallet/bank_remove', async (b) => s.wallet.removeBankAccount(await player(b), b.bank_account_id));
  post(r, '/wallet/deposit', async (b) => s.wallet.deposit(await player(b), b));
  post(r, '/wallet/deposit_status', async (b) => s.wallet.depositStatus(await player(b), b.deposit_id));
  post(r, '/wallet/withdraw', async (b) => s.wallet.withdraw(await player(b), b));
  post(r, '/wallet/transactions', async (b) => s.wallet.transactions(await player(b), b));
  post(r, '/wallet/statement', async (b) => s.wallet.statement(await player(b), b));
  post(r, '/wallet/bet_history', async (b) => s.wallet.betHistory(await player(b), b));
  post(r, '/wallet/methods', async (b) => s.wallet.publicMethods(await s.operators.require(b.domain_name)));
  post(r, '/wallet/vip_levels', async (b) => s.wallet.vipLevels(await s.operators.require(b.domain_name)));
  post(r, '/home/fetch_transactions', async (b) => s.wallet.recentTransactions(await s.operators.require(b.domain_name)));
  post(r, '/settings/top10winner_withdrawal', async (b) => s.wallet.top10(await s.operators.require(b.domain_name)));

  /**
   * The balance stream: text/event-stream of the player's balance after every ledger change,
   * for as long as the tab keeps it open (at most 10 minutes; the client then reconnects, which
   * checks the session again). POST so the token travels in the body, never in a URL.
   */
  r.post('/wallet/stream', async (req: Request, res: Response) => {
    const parsed = PlayerRequest.safeParse(req.body ?? {});
    if (!parsed.success) {
      res.status(400).json({ statusCode: -422, message: 'invalidRequest' });
      return;
    }
    let p;
    try {
      p = await player(parsed.data);
    } catch (err) {
      sendError(res, err, 'wallet/stream');
      return;
    }
    res.status(200).set({ 'Content-Type': 'text/event-stream; charset=utf-8', 'Cache-Control': 'no-store', 'X-Accel-Buffering': 'no' });
    res.flushHeaders();
    const send = (data: unknown, event = 'balance') => {
      res.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
      (res as Response & { flush?: () => void }).flush?.();
    };
    send({ balance: toMoneyString(p.gameBalance), token: toMoneyString(p.gameToken), reason: 'open' });
    const unsubscribe = s.events.subscribe(p.id, (change) => send(change));
    const heartbeat = setInterval(() => {
      res.write(': keep-alive\n\n');
      (res as Response & { flush?: () => void }).flush?.();
    }, 25_000);
    const end = setTimeout(() => res.end(), 10 * 60_000);
    const cleanup = () => {
      unsubscribe();
      clearInterval(heartbeat);
      clearTimeout(end);
    };
    res.on('close', cleanup);
  });

  /* ——— The demo payment provider: hosted page, the player's decision, its notifications ——— */

  r.get('/payments/demo/pay', async (req, res) => {
    const ref = String(req.query.ref ?? '');
    const sig = String(req.query.sig ?? '');
    try {
      const payment = safeEqual(sig, s.demoPay.pageSignature(ref)) ? await s.wallet.paymentByRef(ref) : null;
      if (!payment) {
        res.status(404).type('html').send('<!doctype html><html lang="en"><title>Payment</title><p>This payment link is not valid. Go back to the site and start the deposit again.</p></html>');
        return;
      }
      const nonce = randomBytes(16).toString('base64');
      res.set('Content-Security-Policy', `default-src 'none'; style-src 'nonce-${nonce}'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'`);
      res.type('html').send(
        demoPaymentPage({
          nonce,
          ref,
          sig,
          siteName: payment.operator.siteName,
          amount: payment.view.amount,
          currency: payment.operator.currency,
          method: payment.view.method_name,
          status: payment.deposit.status,
        }),
      );
    } catch (err) {
      sendError(res, err, 'payments/demo/pay');
    }
  });

  r.post('/payments/demo/decide', async (req, res) => {
    const form = DecideForm.safeParse(req.body ?? {});
    if (!form.success || !safeEqual(form.data.sig, s.demoPay.pageSignature(form.data.ref))) {
      if (req.is('application/json')) {
        res.status(400).json({ statusCode: -422, message: 'invalidRequest' });
        return;
      }
      res.status(400).type('html').send('<!doctype html><html lang="en"><title>Payment</title><p>This payment could not be processed. Go back to the site and try again.</p></html>');
      return;
    }
    try {
      const payment = await s.wallet.paymentByRef(form.data.ref);
      if (!payment) throw new ApiError('depositNotFound', -404, 404);
      if (payment.deposit.status === 'pending') {
        s.demoPay.notifyLater(form.data.ref, form.data.decision === 'confirm' ? 'paid' : 'cancelled', payment.deposit.amount);
      }
      res.redirect(303, payment.returnPath);
    } catch (err) {
      sendError(res, err, 'payments/demo/decide');
    }
  });

  /** Provider notifications: verified by the provider's adapter, applied once. */
  r.post('/payments/:provider/notify', async (req, res) => {
    const provider = s.paymentProviders.get(String(req.params.provider));
    if (!provider) {
      res.status(404).json({ statusCode: -404, message: 'unknownProvider' });
      return;
    }
    const verified = provider.verify(req.body, req.headers);
    if (!verified) {
      log.warn({ provider: provider.code }, 'payment notification refused: bad signature');
      res.status(401).json({ statusCode: -401, message: 'badSignature' });
      return;
    }
    try {
      res.json(await s.wallet.applyNotification(provider.code, verified));
    } catch (err) {
      sendError(res, err, 'payments/notify');
    }
  });

  /** Operations: the ledger proof over HTTP, only when OPS_KEY is configured and sent. */
  r.get('/ops/ledger-check', async (req, res) => {
    if (!opsAllowed(req, res, s.env.OPS_KEY)) return;
    try {
      const report = await checkLedger(s.db);
      res.status(report.ok ? 200 : 409).json({ statusCode: report.ok ? 1 : -1, message: report.ok ? 'OK' : 'ledgerMismatch', report });
    } catch (err) {
      sendError(res, err, 'ops/ledger-check');
    }
  });
}
