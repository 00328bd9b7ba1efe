import { useEffect, useRef } from 'react';
import { useFetcher } from 'react-router';
import { useTranslation } from '~/i18n/use-translation.ts';
import { WALLET_CHANGE_EVENT } from '~/features/wallet/wallet-events.ts';
import { formatMoney } from '~/lib/shared/format.ts';
import { useNoticeStore } from '~/stores/notice-store.ts';
import { useCurrency } from '~/ui/money.tsx';
import type { SportBetsPage } from './bet-list.tsx';

/**
 * Says when a bet is settled (the balance stream's `sports_settled`): a toast, which the notice
 * region reads out politely, with the result and what came back. One per settlement, not per tick.
 */
export function useBetResultNotices() {
  const { t, i18n } = useTranslation();
  const lng = i18n.language;
  const currency = useCurrency();
  const settled = useFetcher<SportBetsPage>();
  const { load } = settled;
  const seen = useRef(new Set<number>());
  useEffect(() => {
    const on = (e: Event) => {
      const reason = (e as CustomEvent<{ reason?: string }>).detail?.reason;
      if (reason === 'sports_settled') void load('/data/sport-bets?status=settled&page=1');
    };
    window.addEventListener(WALLET_CHANGE_EVENT, on);
    return () => window.removeEventListener(WALLET_CHANGE_EVENT, on);
  }, [load]);
  const answer = settled.data;
  useEffect(() => {
    if (!answer?.ok) return;
    for (const bet of answer.value.slice(0, 3)) {
      if (seen.current.has(bet.id) || !bet.settled_at || Date.now() - Date.parse(bet.settled_at) > 60_000) continue;
      seen.current.add(bet.id);
      const amount = `${currency} ${formatMoney(bet.payout ?? '0', lng)}`.trim();
      const won = bet.result === 'WIN' || bet.result === 'HALF_WIN';
      const title =
        bet.result === 'LOSS'
          ? t('sports.settledLost', 'Your bet lost')
          : won
            ? t('sports.settledWon', 'Your bet won {{amount}}', { amount })
            : t('sports.settledBack', 'Your bet was settled: {{amount}} returned', { amount });
      useNoticeStore
        .getState()
        .toast({ variant: won ? 'success' : 'info', title, text: t('sports.settledText', 'Bet #{{id}}', { id: bet.id }), duration: 6000 });
    }
  }, [answer, t, currency, lng]);
}
