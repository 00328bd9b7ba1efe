import { useTranslation } from '~/i18n/use-translation.ts';
import { PageFrame } from '~/features/site/components/page-frame.tsx';
import { HistoryView, historyQuery } from '~/features/wallet/components/history-view.tsx';
import { StatusBadge } from '~/features/wallet/components/parts.tsx';
import { Money } from '~/ui/money.tsx';
import { useDateFormat } from '~/lib/shared/use-date-format.ts';
import { pageMeta } from '~/lib/shared/page-meta.ts';
import { useReadableNames } from '~/lib/shared/readable-names.ts';
import type { Route } from './+types/transaction-history';
import { requirePlayer } from '~/lib/server/player.server.ts';
import { useRevalidateOnWalletChange } from '~/features/wallet/use-wallet-change.ts';

export const meta = pageMeta('transactionHistory');

export async function loader(args: Route.LoaderArgs) {
  const q = historyQuery(new URL(args.request.url).searchParams, 'type', ['deposit', 'withdrawal']);
  const a = await requirePlayer(args).call('/wallet/transactions', q.body as never);
  return { list: a.statusCode === 1 ? { value: a.value, total: a.total } : { error: a.message } };
}

export default function Page({ loaderData }: Route.ComponentProps) {
  useRevalidateOnWalletChange();
  const { t } = useTranslation();
  const date = useDateFormat();
  const names = useReadableNames();
  return (
    <PageFrame pageKey="transactionHistory" wide>
      <HistoryView<'/wallet/transactions'>
        list={loaderData.list}
        typeParam="type"
        testId="transaction-table"
        types={[
          { value: 'deposit', label: t('wallet.deposit', 'Deposit') },
          { value: 'withdrawal', label: t('wallet.withdrawal', 'Withdrawal') },
        ]}
        columns={[
          { key: 'date', label: t('wallet.date', 'Date'), cell: (r) => <span className="whitespace-nowrap">{date(r.created_at)}</span> },
          {
            key: 'type',
            label: t('wallet.type', 'Type'),
            cell: (r) => (r.type === 'deposit' ? t('wallet.deposit', 'Deposit') : t('wallet.withdrawal', 'Withdrawal')),
          },
          {
            key: 'detail',
            label: t('wallet.detail', 'Details'),
            cell: (r) => <span className="text-muted">{r.method ? names.method(r.method, r.detail) : r.detail}</span>,
          },
          { key: 'ref', label: t('wallet.reference', 'Reference'), cell: (r) => <span className="font-mono text-xs">{r.id}</span> },
          {
            key: 'amount',
            label: t('wallet.amount', 'Amount'),
            align: 'right',
            cell: (r) => <Money value={r.type === 'deposit' ? r.amount : `-${r.amount}`} signed />,
          },
          { key: 'status', label: t('wallet.status', 'Status'), cell: (r) => <StatusBadge status={r.status} /> },
        ]}
      />
    </PageFrame>
  );
}
