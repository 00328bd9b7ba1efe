import Stripe from 'stripe';
import type { CreatePayment, CreatedPayment, NotificationCheck, PaymentProvider, PayoutAnswer, PayoutRequest, ProviderPayment } from './types.ts';

/** Stripe refuses a signed notification older than this; we also refuse one this far in the future. */
export const WEBHOOK_TOLERANCE_SECONDS = 300;
/** How long a checkout stays open: Stripe's floor is 30 minutes; an hour later the expiry releases the deposit. */
const CHECKOUT_LIFETIME_SECONDS = 60 * 60;
/** Marks our sessions: a Stripe account may sell other things whose events reach the same endpoint. */
const REF_KEY = 'playfront_deposit_ref';

/**
 * Our ledger counts every currency in hundredths; Stripe counts in the currency's own smallest
 * unit: none below the unit for these, thousandths for the three-decimal ones.
 */
const ZERO_DECIMAL = new Set(['BIF', 'CLP', 'DJF', 'GNF', 'JPY', 'KMF', 'KRW', 'MGA', 'PYG', 'RWF', 'UGX', 'VND', 'VUV', 'XAF', 'XOF', 'XPF']);
const THREE_DECIMAL = new Set(['BHD', 'JOD', 'KWD', 'OMR', 'TND']);

/** Hundredths to Stripe's unit; an amount Stripe cannot express (a fraction of a yen) throws. */
export function toStripeAmount(amount: number, currency: string): number {
  const c = currency.toUpperCase();
  if (THREE_DECIMAL.has(c)) return amount * 10;
  if (!ZERO_DECIMAL.has(c)) return amount;
  if (amount % 100 !== 0) throw new Error(`${c} takes whole units: ${amount} hundredths`);
  return amount / 100;
}

/** Stripe's unit back to hundredths; a three-decimal amount that is not whole hundredths is never rounded into the ledger. */
export function fromStripeAmount(amount: number, currency: string): number {
  const c = currency.toUpperCase();
  if (ZERO_DECIMAL.has(c)) return amount * 100;
  if (THREE_DECIMAL.has(c)) return amount % 10 === 0 ? amount / 10 : Number.NaN;
  return amount;
}

export interface StripeProviderConfig {
  secretKey: string;
  webhookSecret: string;
  /** The API's base URL (PAYMENTS_API_URL): Stripe's own by default, a local server in tests. */
  apiUrl?: string;
  /** The absolute URL of a path on a site (Checkout needs absolute return links). */
  siteUrl: (domain: string, path: string) => string;
}

function statusOf(s: Stripe.Checkout.Session): ProviderPayment['status'] {
  if (s.status === 'expired') return 'expired';
  if (s.status === 'complete') return s.payment_status === 'unpaid' ? 'processing' : 'paid';
  return 'open';
}

/**
 * Stripe Checkout: a hosted payment page per deposit (a Checkout Session), the outcome in signed
 * webhooks, payouts as Stripe Payouts from the operator's Stripe balance.
 */
export class StripeProvider implements PaymentProvider {
  readonly code = 'stripe';
  readonly rawBodyWebhook = true;
  private stripe: Stripe;

  constructor(private config: StripeProviderConfig) {
    const url = new URL(config.apiUrl ?? 'https://api.stripe.com');
    const protocol = url.protocol === 'http:' ? 'http' : 'https';
    this.stripe = new Stripe(config.secretKey, {
      host: url.hostname,
      port: url.port || (protocol === 'http' ? 80 : 443),
      protocol,
      // A money call is never repeated: a timeout is settled by the webhook or reconciliation instead.
      maxNetworkRetries: 0,
      timeout: 20_000,
      telemetry: false,
    });
  }

  methods() {
    return [{ code: 'stripe_card', name: 'Card' }];
  }

  async createPayment(p: CreatePayment): Promise<CreatedPayment> {
    const url = (path: string) => this.config.siteUrl(p.siteDomain, path);
    const metadata = { [REF_KEY]: p.ref, deposit_id: String(p.depositId) };
    const session = await this.stripe.checkout.sessions.create({
      mode: 'payment',
      line_items: [
        {
          quantity: 1,
          price_data: {
            currency: p.currency.toLowerCase(),
            unit_amount: toStripeAmount(p.amount, p.currency),
            product_data: { name: `Deposit · ${p.siteName}` },
          },
        },
      ],
      client_reference_id: p.ref,
      metadata,
      // The payment (and so the dashboard's payments list) carries the reference too.
      payment_intent_data: { metadata },
      success_url: url(p.returnPath),
      cancel_url: url(p.returnPath),
      expires_at: Math.floor(Date.now() / 1000) + CHECKOUT_LIFETIME_SECONDS,
    });
    if (!session.url) throw new Error(`checkout session ${session.id} has no url`);
    return { redirectUrl: session.url, providerRef: session.id };
  }

  parseNotification(body: unknown, headers: Record<string, string | string[] | undefined>): NotificationCheck {
    const header = headers['stripe-signature'];
    if (typeof header !== 'string') return { kind: 'refused', reason: 'no Stripe-Signature header' };
    // The signature covers the exact bytes sent: a body parsed and serialised again would not match.
    if (!Buffer.isBuffer(body) && typeof body !== 'string') return { kind: 'refused', reason: 'no raw body' };
    let event: Stripe.Event;
    try {
      event = this.stripe.webhooks.constructEvent(body, header, this.config.webhookSecret, WEBHOOK_TOLERANCE_SECONDS);
    } catch (err) {
      return { kind: 'refused', reason: err instanceof Error ? err.message.split('\n')[0].trim() : String(err) };
    }
    // Stripe checks the age only; a stamp from the future is as replayable as an old one.
    const t = Number(/(?:^|,)t=(\d+)/.exec(header)?.[1]);
    if (t > Date.now() / 1000 + WEBHOOK_TOLERANCE_SECONDS) return { kind: 'refused', reason: 'Timestamp in the future' };

    // A payout's end: paid once the bank took it; failed (or canceled) when it came back, even after a paid.
    const payoutOutcome = ({ 'payout.paid': 'paid', 'payout.failed': 'failed', 'payout.canceled': 'failed' } as const)[event.type as string];
    if (payoutOutcome) {
      const payout = event.data.object as Stripe.Payout;
      if (!payout.metadata?.withdrawal_ref) return { kind: 'ignored', type: `${event.type} (not a withdrawal)` };
      return {
        kind: 'payout',
        notification: {
          providerRef: payout.id,
          event: payoutOutcome,
          payload: {
            event_id: event.id,
            type: event.type,
            created: event.created,
            payout: payout.id,
            withdrawal_ref: payout.metadata.withdrawal_ref,
            status: payout.status,
            failure_code: payout.failure_code ?? null,
            amount: payout.amount,
            currency: payout.currency,
          },
        },
      };
    }
    const outcome = (
      {
        'checkout.session.completed': 'paid',
        'checkout.session.async_payment_succeeded': 'paid',
        'checkout.session.async_payment_failed': 'failed',
        'checkout.session.expired': 'cancelled',
      } as const
    )[event.type as string];
    if (!outcome) return { kind: 'ignored', type: event.type };
    const session = event.data.object as Stripe.Checkout.Session;
    if (!session.metadata?.[REF_KEY]) return { kind: 'ignored', type: `${event.type} (not a deposit)` };
    // Completed but not yet paid (a bank debit): the async_payment_* event decides.
    if (event.type === 'checkout.session.completed' && session.payment_status === 'unpaid') return { kind: 'ignored', type: `${event.type} (unpaid)` };
    return {
      kind: 'payment',
      notification: {
        ref: session.id,
        event: outcome,
        amount: fromStripeAmount(session.amount_total ?? 0, session.currency ?? ''),
        // Stripe takes no payment on an expired session, so a payment after an expiry is events out of order.
        creditAfterCancel: outcome === 'paid',
        payload: {
          event_id: event.id,
          type: event.type,
          created: event.created,
          session: session.id,
          deposit_ref: session.metadata[REF_KEY],
          payment_status: session.payment_status,
          amount_total: session.amount_total,
          currency: session.currency,
          payment_intent: typeof session.payment_intent === 'string' ? session.payment_intent : (session.payment_intent?.id ?? null),
        },
      },
    };
  }

  /**
   * A Stripe Payout from the operator's Stripe balance to `destination` (a bank account or card
   * attached to the operator's Stripe account; its default one when omitted). The withdrawal's
   * reference is the idempotency key: a repeated request answers the first payout.
   */
  async requestPayout(p: PayoutRequest): Promise<PayoutAnswer> {
    const payout = await this.stripe.payouts.create(
      {
        amount: toStripeAmount(p.amount, p.currency),
        currency: p.currency.toLowerCase(),
        description: `Withdrawal ${p.ref}`,
        metadata: { withdrawal_ref: p.ref },
        ...(p.destination ? { destination: p.destination } : {}),
      },
      { idempotencyKey: `payout_${p.ref}` },
    );
    const status = payout.status === 'paid' ? 'paid' : payout.status === 'failed' || payout.status === 'canceled' ? 'failed' : 'pending';
    return { providerRef: payout.id, status };
  }

  private toPayment(s: Stripe.Checkout.Session): ProviderPayment {
    return {
      providerRef: s.id,
      ref: s.metadata?.[REF_KEY] ?? s.client_reference_id ?? null,
      status: statusOf(s),
      amount: fromStripeAmount(s.amount_total ?? 0, s.currency ?? ''),
      currency: (s.currency ?? '').toUpperCase(),
      createdAt: new Date(s.created * 1000),
    };
  }

  async paymentStatus(providerRef: string): Promise<ProviderPayment | null> {
    try {
      return this.toPayment(await this.stripe.checkout.sessions.retrieve(providerRef));
    } catch (err) {
      if (err instanceof Stripe.errors.StripeInvalidRequestError && err.statusCode === 404) return null;
      throw err;
    }
  }

  async listPayments(since: Date): Promise<ProviderPayment[]> {
    const out: ProviderPayment[] = [];
    for await (const s of this.stripe.checkout.sessions.list({ created: { gte: Math.floor(since.getTime() / 1000) }, limit: 100 })) {
      // Only ours: another product's sessions on the same account are not deposits.
      if (s.metadata?.[REF_KEY]) out.push(this.toPayment(s));
    }
    return out;
  }
}
