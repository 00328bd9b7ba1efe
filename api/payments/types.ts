/**
 * A payment provider adapter. The reference API ships the demo provider and a hosted-checkout
 * adapter (stripe.ts); an operator adds its own by implementing this and registering it in
 * api/services/index.ts. Amounts are integers of minor units everywhere.
 */
export interface PaymentMethodDef {
  code: string;
  name: string;
}

export interface CreatePayment {
  /** Our reference of the deposit, made before the provider is called. */
  ref: string;
  depositId: number;
  amount: number;
  currency: string;
  method: string;
  siteName: string;
  /** The site the player pays from (its host name): a provider's hosted page links back to it. */
  siteDomain: string;
  returnPath: string;
}

export interface CreatedPayment {
  /** Where the player goes to pay: a URL of the provider's hosted page. */
  redirectUrl: string;
  /**
   * The provider's own id of the payment. Notifications and status reads name it, so the deposit
   * keeps it as its provider reference in place of ours.
   */
  providerRef: string;
}

export interface VerifiedNotification {
  /** The deposit's provider reference. */
  ref: string;
  event: 'paid' | 'cancelled' | 'failed';
  /** Minor units the provider says it took. */
  amount: number;
  /**
   * A payment the provider reports after the deposit was released (its checkout expired first)
   * is still credited: the money was taken. Without it the first word stands (the demo page's
   * cancel is the player's own decision).
   */
  creditAfterCancel?: boolean;
  payload: Record<string, unknown>;
}

/** A payout's outcome the provider reports after it answered the request (a bank pays or returns it days later). */
export interface PayoutNotification {
  /** The provider's id of the payout (the withdrawal keeps it as its payout reference). */
  providerRef: string;
  event: 'paid' | 'failed';
  payload: Record<string, unknown>;
}

/** What a notification turned out to be once its signature was checked. */
export type NotificationCheck =
  | { kind: 'payment'; notification: VerifiedNotification }
  | { kind: 'payout'; notification: PayoutNotification }
  /** Genuine, but nothing for the wallet (another event type, another product's payment). */
  | { kind: 'ignored'; type: string }
  | { kind: 'refused'; reason: string };

/** A payment as the provider sees it, for reconciliation. */
export interface ProviderPayment {
  providerRef: string;
  /** Our reference (Checkout's client_reference_id), when the payment is ours. */
  ref: string | null;
  /**
   * open: the player has not finished; processing: finished, money not yet confirmed (a bank
   * debit); paid: money taken; expired: never paid.
   */
  status: 'open' | 'processing' | 'paid' | 'expired';
  amount: number;
  currency: string;
  createdAt: Date;
}

export interface PayoutRequest {
  /** Our reference of the withdrawal; also the provider's idempotency key, so a repeat pays once. */
  ref: string;
  amount: number;
  currency: string;
  /** The provider's id of where the money goes (a bank account or card it holds), when it needs one. */
  destination?: string;
}

export interface PayoutAnswer {
  providerRef: string;
  status: 'pending' | 'paid' | 'failed';
}

export interface PaymentProvider {
  code: string;
  /** Its notifications are signed over the raw body: they arrive at /api/payments/<code>/webhook unparsed. */
  rawBodyWebhook?: boolean;
  methods(currency: string): PaymentMethodDef[];
  /** Opens a hosted checkout for one deposit. */
  createPayment(p: CreatePayment): Promise<CreatedPayment>;
  /**
   * Checks a notification's signature and reads it. `body` is what the provider's route hands
   * over: the parsed JSON, or the raw bytes when the signature covers them.
   */
  parseNotification(body: unknown, headers: Record<string, string | string[] | undefined>): NotificationCheck;
  /** Sends money out; called once per withdrawal (never retried: the idempotency key guards a repeat). */
  requestPayout(p: PayoutRequest): Promise<PayoutAnswer>;
  /** The provider's view of one payment; null when it has none. */
  paymentStatus(providerRef: string): Promise<ProviderPayment | null>;
  /** The provider's payments created since `since`, when it can list them (reconciliation in bulk). */
  listPayments?(since: Date): Promise<ProviderPayment[]>;
}
