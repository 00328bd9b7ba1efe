import { useEffect, useRef } from 'react';
import { useReadableNames } from '~/lib/shared/readable-names.ts';
import { useTranslation } from '~/i18n/use-translation.ts';
import { formatMoney } from '~/lib/shared/format.ts';
import { usePlayerCall } from '~/lib/browser/use-player-call.ts';
import { StatusBadge } from './parts.tsx';
import { Money } from '~/ui/money.tsx';

/** The deposit the provider sent the player back for: pending until its notification, then credited. */
export function DepositStatus({ id }: { id: number }) {
  const { t } = useTranslation();
  const names = useReadableNames();
  const status = usePlayerCall('/wallet/deposit_status', { deposit_id: id }, { live: true });
  const d = status.data?.deposit;
  const pending = !d || d.status === 'pending';
  const { reload } = status;
  // The player comes back from the provider's page for this result: focus starts here, not on the body.
  const box = useRef<HTMLElement>(null);
  useEffect(() => box.current?.focus(), []);

  // The stream brings the credit at once; a slow poll covers a lost connection.
  useEffect(() => {
    if (!pending) return;
    const timer = setInterval(reload, 3000);
    return () => clearInterval(timer);
  }, [pending, reload]);

  if (status.error && !d) return null;
  return (
    <section
      className={`rounded-theme border p-5 ${d?.status === 'credited' ? 'border-success' : d && d.status !== 'pending' ? 'border-danger' : 'border-warning'} bg-surface`}
      data-testid="deposit-status"
      aria-live="polite"
      ref={box}
      tabIndex={-1}
      aria-labelledby={`deposit-${id}`}
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <p id={`deposit-${id}`} className="text-sm text-muted">
            {t('wallet.depositNumber', { id, defaultValue: 'Deposit #{{id}}' })}
          </p>
          <p className="text-2xl font-extrabold">{d ? <Money value={d.amount} /> : '—'}</p>
          {d && <p className="text-sm text-muted">{names.method(d.method, d.method_name)}</p>}
        </div>
        {d && <StatusBadge status={d.status} />}
      </div>
      <p className="mt-3 text-sm">
        {!d || d.status === 'pending' ? (
          <span className="inline-flex items-center gap-2">
            <span className="h-3 w-3 animate-spin rounded-full border-2 border-current border-t-transparent" aria-hidden="true" />
            {t('wallet.depositPending', 'Waiting for the payment provider to confirm your payment…')}
          </span>
        ) : d.status === 'credited' ? (
          t('wallet.depositCredited', { balance: formatMoney(status.data?.balance ?? '0'), defaultValue: 'Credited to your balance. New balance: {{balance}}' })
        ) : d.status === 'cancelled' ? (
          t('wallet.depositCancelled', 'The payment was cancelled. Nothing was charged.')
        ) : (
          t('wallet.depositFailed', 'The payment did not go through. Nothing was credited; contact support if you were charged.')
        )}
      </p>
    </section>
  );
}
