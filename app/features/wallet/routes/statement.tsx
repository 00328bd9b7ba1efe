import { useTranslation } from '~/i18n/use-translation.ts';
import { ENTRY_KINDS } from '#contract/wallet-constants.ts';
import { PageFrame } from '~/features/site/components/page-frame.tsx';
import { HistoryView, historyQuery } from '~/features/wallet/components/history-view.tsx';
import { Money } from '~/ui/money.tsx';
import { useDateFormat } from '~/lib/shared/use-date-format.ts';
import { pageMeta } from '~/lib/shared/page-meta.ts';
import { useReadableNames } from '~/lib/shared/readable-names.ts';
import type { Route } from './+types/statement';
import { requirePlayer } from '~/lib/server/player.server.ts';
import { useRevalidateOnWalletChange } from '~/features/wallet/use-wallet-change.ts';

export const meta = pageMeta('statement');

const KIND_DEFAULTS: Record<string, string> = {
  deposit: 'Deposit',
  withdrawal_hold: 'Withdrawal (held)',
  withdrawal_release: 'Withdrawal returned',
  bet: 'Bet',
  win: 'Win',
  bonus: 'Bonus',
  adjustment: 'Adjustment',
  bet_hold: 'Sports bet (stake held)',
  bet_payout: 'Sports bet paid out',
  bet_cashout: 'Sports bet cashed out',
  bet_payout_reversal: 'Sports payout taken back (result corrected)',
  mission_reward: 'Mission reward',
  spin_cost: 'Extra spin',
  spin_prize: 'Daily spin prize',
  minigame_stake: 'Minigame stake (tokens held)',
  minigame_payout: 'Minigame win',
};

export async function loader(args: Route.LoaderArgs) {
  const q = historyQuery(new URL(args.request.url).searchParams, 'kind', ENTRY_KINDS);
  const a = await requirePlayer(args).call('/wallet/statement', q.body as never);
  return { list: a.statusCode === 1 ? { value: a.value, total: a.total } : { error: a.message } };
}

export default function Page({ loaderData }: Route.ComponentProps) {
  useRevalidateOnWalletChange();
  const { t } = useTranslation();
  const date = useDateFormat();
  const kind = (k: string) => t(`wallet.kinds.${k}`, KIND_DEFAULTS[k] ?? k);
  const names = useReadableNames();
  return (
    <PageFrame pageKey="statement" wide>
      <HistoryView<'/wallet/statement'>
        list={loaderData.list}
        typeParam="kind"
        testId="statement-table"
        types={ENTRY_KINDS.map((k) => ({ value: k, label: kind(k) }))}
        columns={[
          { key: 'date', label: t('wallet.date', 'Date'), cell: (r) => <span className="whitespace-nowrap">{date(r.created_at)}</span> },
          { key: 'kind', label: t('wallet.type', 'Type'), cell: (r) => kind(r.kind) },
          { key: 'note', label: t('wallet.detail', 'Details'), cell: (r) => <span className="text-muted">{names.note(r.kind, r.note)}</span> },
          { key: 'amount', label: t('wallet.amount', 'Amount'), align: 'right', cell: (r) => <Money value={r.amount} signed /> },
          {
            key: 'after',
            label: t('wallet.balanceAfter', 'Balance after'),
            align: 'right',
            cell: (r) => <Money value={r.balance_after} className="font-semibold" />,
          },
        ]}
      />
    </PageFrame>
  );
}
