/**
 * A payment provider adapter. The reference API ships the demo provider; an operator adds its
 * own by implementing this and registering it in ./index.ts.
 */
export interface PaymentMethodDef {
  code: string;
  name: string;
}

export interface CreatePayment {
  ref: string;
  amount: number;
  currency: string;
  method: string;
  siteName: string;
  returnPath: string;
}

export interface VerifiedNotification {
  ref: string;
  event: 'paid' | 'cancelled' | 'failed';
  /** Minor units the provider says it took. */
  amount: number;
  payload: Record<string, unknown>;
}

export interface PaymentProvider {
  code: string;
  methods(currency: string): PaymentMethodDef[];
  /** Where the player goes to pay: a URL of the provider's hosted page. */
  createPayment(p: CreatePayment): Promise<{ redirectUrl: string }>;
  /** Checks a notification's signature; null when it is not genuine. */
  verify(body: unknown, headers: Record<string, string | string[] | undefined>): VerifiedNotification | null;
}
