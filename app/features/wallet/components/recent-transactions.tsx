import { Link } from 'react-router';
import { useTranslation } from '~/i18n/use-translation.ts';
import type { AnswerOf } from '#contract/index.ts';
import { StatusBadge } from './parts.tsx';
import { Money } from '~/ui/money.tsx';
import { Panel } from '~/ui/panel.tsx';
import { useDateFormat } from '~/lib/shared/use-date-format.ts';

/** The last few deposits or withdrawals (from the page's loader, which runs again after every balance change). */
export function RecentTransactions({ type, lines }: { type: 'deposit' | 'withdrawal'; lines: AnswerOf<'/wallet/transactions'>['value'] | null }) {
  const { t } = useTranslation();
  const date = useDateFormat();
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
      {lines?.length ? (
        <ul className="divide-y divide-border" data-testid={`recent-${type}`}>
          {lines.map((l) => (
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
