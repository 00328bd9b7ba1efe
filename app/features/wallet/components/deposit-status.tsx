import { useEffect, useRef } from 'react';
import { Link, useLocation, useRevalidator } from 'react-router';
import type { AnswerOf } from '#contract/index.ts';
import { useReadableNames } from '~/lib/shared/readable-names.ts';
import { useTranslation } from '~/i18n/use-translation.ts';
import { formatMoney } from '~/lib/shared/format.ts';
import { StatusBadge } from './parts.tsx';
import { Money } from '~/ui/money.tsx';

/** The deposit the provider sent the player back for: pending until its notification, then credited. */
export function DepositStatus({ deposit: d, balance }: { deposit: AnswerOf<'/wallet/deposit_status'>['deposit']; balance: string }) {
  const { t, i18n } = useTranslation();
  const lng = i18n.language;
  const names = useReadableNames();
  const id = d.id;
  const pending = d.status === 'pending';
  const { revalidate } = useRevalidator();
  const location = useLocation();
  // The player comes back from the provider's page for this result: focus starts here, not on the body.
  const box = useRef<HTMLElement>(null);
  useEffect(() => box.current?.focus(), []);

  // The stream brings the credit at once (the page revalidates); a slow poll covers a lost connection.
  useEffect(() => {
    if (!pending) return;
    const timer = setInterval(() => void revalidate(), 3000);
    return () => clearInterval(timer);
  }, [pending, revalidate]);

  return (
    <section
      className={`rounded-theme border p-5 ${d.status === 'credited' ? 'border-success' : !pending ? 'border-danger' : 'border-warning'} bg-surface`}
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
          <p className="text-2xl font-extrabold">
            <Money value={d.amount} />
          </p>
          <p className="text-sm text-muted">{names.method(d.method, d.method_name)}</p>
        </div>
        <StatusBadge status={d.status} />
      </div>
      <p className="mt-3 text-sm">
        {pending ? (
          <span className="inline-flex flex-wrap items-center gap-2">
            <span className="h-3 w-3 animate-spin rounded-full border-2 border-current border-t-transparent" aria-hidden="true" />
            {t('wallet.depositPending', 'Waiting for the payment provider to confirm your payment…')}
            {/* Without scripts nothing polls: the player asks again. */}
            <Link
              to={location.pathname + location.search}
              replace
              preventScrollReset
              className="font-semibold text-accent underline"
              data-testid="deposit-recheck"
            >
              {t('wallet.checkAgain', 'Check again')}
            </Link>
          </span>
        ) : d.status === 'credited' ? (
          t('wallet.depositCredited', { balance: formatMoney(balance, lng), defaultValue: 'Credited to your balance. New balance: {{balance}}' })
        ) : d.status === 'cancelled' ? (
          t('wallet.depositCancelled', 'The payment was cancelled. Nothing was charged.')
        ) : (
          t('wallet.depositFailed', 'The payment did not go through. Nothing was credited; contact support if you were charged.')
        )}
      </p>
    </section>
  );
}
