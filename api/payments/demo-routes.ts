import { randomBytes } from 'node:crypto';
import express, { type Router } from 'express';
import { z } from 'zod';
import { languageDef } from '../../contract/languages.ts';
import { safeEqual } from '../lib/crypto.ts';
import { ApiError } from '../lib/errors.ts';
import { sendError } from '../lib/route.ts';
import type { Services } from '../services/index.ts';
import { DEMO_DECIDE_PATH, demoPaymentPage, type DemoProvider } from './demo.ts';

const DecideForm = z.object({ ref: z.string().min(8).max(64), sig: z.string().min(16).max(128), decision: z.enum(['confirm', 'cancel']) });

/**
 * The demo provider's hosted page and the player's decision on it. Registered only with
 * DEMO_PAYMENTS=1: whoever opens the page can confirm any amount, so no real money goes with it.
 */
export function demoPaymentRoutes(r: Router, s: Services, demoPay: DemoProvider) {
  r.get('/payments/demo/pay', async (req, res) => {
    const ref = String(req.query.ref ?? '');
    const sig = String(req.query.sig ?? '');
    try {
      const payment = safeEqual(sig, demoPay.pageSignature(ref)) ? await s.wallet.deposits.paymentByRef(ref) : null;
      if (!payment) {
        res
          .status(404)
          .type('html')
          .send(
            '<!doctype html><html lang="en"><title>Payment</title><p>This payment link is not valid. Go back to the site and start the deposit again.</p></html>',
          );
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
          // The page is on the site's own host: the player's language cookie comes with it.
          lng: languageDef(/(?:^|;\s*)lang=([A-Za-z]+)/.exec(req.headers.cookie ?? '')?.[1] ?? '')?.lng,
        }),
      );
    } catch (err) {
      sendError(res, err, 'payments/demo/pay');
    }
  });

  // The hosted page posts a plain HTML form: the one body of the API that is not JSON (api/index.ts).
  r.post(DEMO_DECIDE_PATH, express.urlencoded({ limit: '16kb', extended: false }), async (req, res) => {
    const form = DecideForm.safeParse(req.body ?? {});
    if (!form.success || !safeEqual(form.data.sig, demoPay.pageSignature(form.data.ref))) {
      if (req.is('application/json')) {
        res.status(400).json({ statusCode: -422, message: 'invalidRequest' });
        return;
      }
      res
        .status(400)
        .type('html')
        .send('<!doctype html><html lang="en"><title>Payment</title><p>This payment could not be processed. Go back to the site and try again.</p></html>');
      return;
    }
    try {
      const payment = await s.wallet.deposits.paymentByRef(form.data.ref);
      if (!payment) throw new ApiError('depositNotFound', -404, 404);
      if (payment.deposit.status === 'pending') {
        await demoPay.notifyLater(form.data.ref, form.data.decision === 'confirm' ? 'paid' : 'cancelled', payment.deposit.amount);
      }
      res.redirect(303, payment.returnPath);
    } catch (err) {
      sendError(res, err, 'payments/demo/decide');
    }
  });
}
