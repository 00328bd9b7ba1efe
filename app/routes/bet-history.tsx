import { useTranslation } from '~/i18n/use-translation.ts';
import { PageFrame } from '~/components/layout/page-frame.tsx';
import { HistoryView, historyQuery } from '~/components/wallet/history-view.tsx';
import { Money } from '~/components/ui/money.tsx';
import { useDateFormat } from '~/lib/use-date-format.ts';
import { pageMeta } from '~/lib/page-meta.ts';
import type { Route } from './+types/bet-history';
import { prefetch } from '~/lib/player.server.ts';

export const meta = pageMeta('betHistory');

export async function loader(args: Route.LoaderArgs) {
  const q = historyQuery(new URL(args.request.url).searchParams, 'result', ['win', 'loss']);
  return prefetch(args, [['/wallet/bet_history', q.body as never]]);
}

export default function Page() {
  const { t } = useTranslation();
  const date = useDateFormat();
  return (
    <PageFrame pageKey="betHistory" wide>
      <HistoryView
        path="/wallet/bet_history"
        typeParam="result"
        testId="bet-table"
        types={[
          { value: 'win', label: t('wallet.results.win', 'Won') },
          { value: 'loss', label: t('wallet.results.loss', 'Lost') },
        ]}
        columns={[
          { key: 'date', label: t('wallet.date', 'Date'), cell: (r) => <span className="whitespace-nowrap">{date(r.created_at)}</span> },
          { key: 'game', label: t('wallet.game', 'Game'), cell: (r) => <span className="font-medium">{r.game_name}</span> },
          { key: 'provider', label: t('wallet.provider', 'Provider'), cell: (r) => <span className="text-muted">{r.provider_code}</span> },
          { key: 'bet', label: t('wallet.bet', 'Bet'), align: 'right', cell: (r) => <Money value={r.bet} /> },
          { key: 'win', label: t('wallet.win', 'Win'), align: 'right', cell: (r) => <Money value={r.win} /> },
          { key: 'net', label: t('wallet.net', 'Net'), align: 'right', cell: (r) => <Money value={r.net} signed className="font-semibold" /> },
        ]}
      />
    </PageFrame>
  );
}
