import { and, eq, gte, inArray } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { deposits } from '../db/schema.ts';
import { log } from '../lib/log.ts';
import type { PaymentProvider, ProviderPayment } from './types.ts';

type DepositRow = typeof deposits.$inferSelect;
type LedgerState = DepositRow['status'] | 'missing';

export interface ReconcileDifference {
  depositId: number | null;
  providerRef: string;
  providerStatus: ProviderPayment['status'] | 'missing';
  ledgerState: LedgerState;
  amount: number | null;
  providerAmount: number | null;
  reason: 'paid_not_credited' | 'credited_not_paid' | 'amount_differs' | 'unknown_payment' | 'missing_at_provider' | 'state_differs';
}

/** The deposit states that agree with each provider status. */
const AGREES: Record<ProviderPayment['status'], ReadonlyArray<DepositRow['status']>> = {
  open: ['pending'],
  // Finished, money not confirmed: still pending, or failed once the bank debit failed.
  processing: ['pending', 'failed'],
  paid: ['credited'],
  expired: ['cancelled'],
};

function compare(d: DepositRow, p: ProviderPayment | null): ReconcileDifference | null {
  const base = { depositId: d.id, providerRef: d.providerRef, ledgerState: d.status, amount: d.amount };
  if (!p) return { ...base, providerStatus: 'missing', providerAmount: null, reason: 'missing_at_provider' };
  const diff = { ...base, providerStatus: p.status, providerAmount: p.amount };
  // Nothing taken yet, so nothing to differ on: the amount matters once money moves.
  if (p.status !== 'open' && p.status !== 'expired' && p.amount !== d.amount) return { ...diff, reason: 'amount_differs' };
  if (AGREES[p.status].includes(d.status)) return null;
  if (p.status === 'paid') return { ...diff, reason: 'paid_not_credited' };
  if (d.status === 'credited') return { ...diff, reason: 'credited_not_paid' };
  return { ...diff, reason: 'state_differs' };
}

/**
 * Compares the provider's payments with the deposits of the last `lookbackHours` and logs each
 * difference as one line (deposit id, provider status, ledger state). Reads only: a difference is
 * for a person to look at, never settled here. A payment paid moments ago whose webhook is on its
 * way shows as paid_not_credited once; the next run has it agree.
 */
export async function reconcilePayments(db: Db, provider: PaymentProvider, opts: { now?: Date; lookbackHours?: number } = {}) {
  const now = opts.now ?? new Date();
  const since = new Date(now.getTime() - (opts.lookbackHours ?? 48) * 3_600_000);
  const differences: ReconcileDifference[] = [];

  const listed = (await provider.listPayments?.(since)) ?? [];
  const refs = listed.flatMap((p) => [p.providerRef, ...(p.ref ? [p.ref] : [])]);
  const known = refs.length
    ? await db
        .select()
        .from(deposits)
        .where(and(eq(deposits.provider, provider.code), inArray(deposits.providerRef, refs)))
    : [];
  const byRef = new Map(known.map((d) => [d.providerRef, d]));
  const seen = new Map<number, ProviderPayment>();
  for (const p of listed) {
    // Our own reference when the provider's id was never kept (the call answered, the update did not).
    const d = byRef.get(p.providerRef) ?? (p.ref ? byRef.get(p.ref) : undefined);
    if (d) seen.set(d.id, p);
    else if (p.status === 'paid' || p.status === 'processing')
      differences.push({
        depositId: null,
        providerRef: p.providerRef,
        providerStatus: p.status,
        ledgerState: 'missing',
        amount: null,
        providerAmount: p.amount,
        reason: 'unknown_payment',
      });
  }

  const recent = await db
    .select()
    .from(deposits)
    .where(and(eq(deposits.provider, provider.code), gte(deposits.createdAt, since)));
  for (const d of recent) {
    // One read per deposit the listing missed (or every deposit, for a provider that cannot list).
    const p = seen.get(d.id) ?? (await provider.paymentStatus(d.providerRef));
    const diff = compare(d, p);
    if (diff) differences.push(diff);
  }

  for (const d of differences) {
    log.warn(
      {
        job: 'payment-reconciliation',
        provider: provider.code,
        deposit_id: d.depositId,
        provider_ref: d.providerRef,
        provider_status: d.providerStatus,
        ledger_state: d.ledgerState,
        amount: d.amount,
        provider_amount: d.providerAmount,
        reason: d.reason,
      },
      'payment reconciliation difference',
    );
  }
  log.info(
    { job: 'payment-reconciliation', provider: provider.code, deposits: recent.length, listed: listed.length, differences: differences.length },
    'payment reconciliation done',
  );
  return { checked: recent.length, differences };
}
