import { useTranslation } from '~/i18n/use-translation.ts';
import { PageFrame } from '~/features/site/components/page-frame.tsx';
import { HistoryView, historyQuery } from '~/features/wallet/components/history-view.tsx';
import { Money } from '~/ui/money.tsx';
import { useDateFormat } from '~/lib/shared/use-date-format.ts';
import { pageMeta } from '~/lib/shared/page-meta.ts';
import type { Route } from './+types/bet-history';
import { requirePlayer } from '~/lib/server/player.server.ts';
import { useRevalidateOnWalletChange } from '~/features/wallet/use-wallet-change.ts';
import { Link, useLoaderData, useSearchParams } from 'react-router';
import { SportBetFilter, SportBetList, isSportBetStatus } from '~/features/sports/components/bet-list.tsx';
import { oddsFormatFor, sportBetsLoader } from '~/features/sports/sports.server.ts';

export const meta = pageMeta('betHistory');

export async function loader(args: Route.LoaderArgs) {
  const params = new URL(args.request.url).searchParams;
  // Sports (`?view=sports`): the list's first answer comes with the page, in the player's odds format.
  if (params.get('view') === 'sports') {
    const [sportBets, format] = await Promise.all([sportBetsLoader(args, params), oddsFormatFor(args)]);
    return { sportBets, format };
  }
  const q = historyQuery(params, 'result', ['win', 'loss']);
  const a = await requirePlayer(args).call('/wallet/bet_history', q.body as never);
  return { list: a.statusCode === 1 ? { value: a.value, total: a.total } : { error: a.message } };
}

/** Games and Sports: two views of the page, each with its own address. */
function ViewTabs({ sports }: { sports: boolean }) {
  const { t } = useTranslation();
  const tab = (on: boolean) =>
    `-mb-px border-b-2 px-4 py-2 text-sm font-semibold transition ${on ? 'border-accent text-text' : 'border-transparent text-muted hover:text-text'}`;
  return (
    <nav aria-label={t('sports.bets.views', 'Bet history views')} className="mb-5 flex gap-1 border-b border-border" data-testid="bet-history-views">
      <Link to="/bet-history" className={tab(!sports)} aria-current={!sports ? 'page' : undefined}>
        {t('sports.bets.gamesTab', 'Games')}
      </Link>
      <Link to="/bet-history?view=sports" className={tab(sports)} aria-current={sports ? 'page' : undefined}>
        {t('sports.bets.sportsTab', 'Sports')}
      </Link>
    </nav>
  );
}

export default function Page() {
  const [params] = useSearchParams();
  if (params.get('view') === 'sports') return <SportsView status={params.get('status')} />;
  return <GamesView />;
}

function SportsView({ status }: { status: string | null }) {
  const loaded = useLoaderData<typeof loader>();
  const sports = 'sportBets' in loaded ? loaded : null;
  const s = isSportBetStatus(status) ? status : 'all';
  return (
    <PageFrame pageKey="betHistory" wide>
      <ViewTabs sports />
      <div className="space-y-4">
        <SportBetFilter status={s} />
        {sports?.sportBets && <SportBetList page={sports.sportBets} status={s} format={sports.format} />}
      </div>
    </PageFrame>
  );
}

function GamesView() {
  const { t } = useTranslation();
  const { list } = useLoaderData<typeof loader>() as { list: Parameters<typeof HistoryView<'/wallet/bet_history'>>[0]['list'] };
  useRevalidateOnWalletChange();
  const date = useDateFormat();
  return (
    <PageFrame pageKey="betHistory" wide>
      <ViewTabs sports={false} />
      <HistoryView<'/wallet/bet_history'>
        list={list}
        typeParam="result"
        testId="bet-table"
        types={[
          { value: 'win', label: t('wallet.results.win', 'Won') },
          { value: 'loss', label: t('wallet.results.loss', 'Lost') },
        ]}
        columns={[
          { key: 'date', label: t('wallet.date', 'Date'), cell: (r) => <span className="whitespace-nowrap">{date(r.created_at)}</span> },
          { key: 'game', label: t('wallet.game', 'Game'), cell: (r) => <span className="font-medium">{r.game_name}</span> },
          { key: 'provider', label: t('wallet.provider', 'Provider'), cell: (r) => <span className="text-muted">{r.provider_name ?? r.provider_code}</span> },
          { key: 'bet', label: t('wallet.bet', 'Bet'), align: 'right', cell: (r) => <Money value={r.bet} /> },
          { key: 'win', label: t('wallet.win', 'Win'), align: 'right', cell: (r) => <Money value={r.win} /> },
          { key: 'net', label: t('wallet.net', 'Net'), align: 'right', cell: (r) => <Money value={r.net} signed className="font-semibold" /> },
        ]}
      />
    </PageFrame>
  );
}
