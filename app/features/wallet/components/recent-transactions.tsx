import { Link } from 'react-router';
import { useTranslation } from '~/i18n/use-translation.ts';
import { usePlayerCall } from '~/lib/browser/use-player-call.ts';
import { StatusBadge } from './parts.tsx';
import { Money } from '~/ui/money.tsx';
import { Panel } from '~/ui/panel.tsx';
import { SkeletonRows } from '~/ui/loading.tsx';
import { useDateFormat } from '~/lib/shared/use-date-format.ts';

/** The last few deposits or withdrawals, kept live by the balance stream. */
export function RecentTransactions({ type }: { type: 'deposit' | 'withdrawal' }) {
  const { t } = useTranslation();
  const date = useDateFormat();
  const list = usePlayerCall('/wallet/transactions', { type, page: 1, page_size: 5 }, { live: true });
  const title = type === 'deposit' ? t('wallet.recentDeposits', 'Recent deposits') : t('wallet.recentWithdrawals', 'Recent withdrawals');
  return (
    <Panel
      title={title}
      actions={
        <Link to={`/transaction-history?type=${type}`} className="text-sm font-semibold text-accent underline-offset-2 hover:underline">
          {t('wallet.viewAll', 'View all')}
        </Link>
      }
    >
      {!list.data && list.loading ? (
        <SkeletonRows rows={3} />
      ) : list.data?.value.length ? (
        <ul className="divide-y divide-border" data-testid={`recent-${type}`}>
          {list.data.value.map((l) => (
            <li key={l.id} className="flex items-center justify-between gap-3 py-2.5">
              <div className="min-w-0">
                <p className="font-semibold">
                  <Money value={l.amount} />
                </p>
                <p className="truncate text-xs text-muted">
                  {l.detail} · {date(l.created_at)}
                </p>
              </div>
              <StatusBadge status={l.status} />
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-sm text-muted">{t('wallet.noRecords', 'No records for this period.')}</p>
      )}
    </Panel>
  );
}
