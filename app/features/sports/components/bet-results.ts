import { useEffect } from 'react';
import type { SportBet } from '#contract/sports.ts';
import { useTranslation } from '~/i18n/use-translation.ts';
import { callApi } from '~/lib/browser/api-client.ts';
import { WALLET_CHANGE_EVENT } from '~/features/wallet/wallet-events.ts';
import { formatMoney } from '~/lib/shared/format.ts';
import { playerIdentity } from '~/lib/browser/player.ts';
import { useNoticeStore } from '~/stores/notice-store.ts';
import { useCurrency } from '~/ui/money.tsx';

/**
 * Says when a bet is settled (the balance stream's `sports_settled`): a toast, which the notice
 * region reads out politely, with the result and what came back. One per settlement, not per tick.
 */
export function useBetResultNotices() {
  const { t } = useTranslation();
  const currency = useCurrency();
  useEffect(() => {
    const seen = new Set<number>();
    const on = (e: Event) => {
      const reason = (e as CustomEvent<{ reason?: string }>).detail?.reason;
      if (reason !== 'sports_settled') return;
      void callApi('/sports/bets', { status: 'settled', page: 1, page_size: 3, date_from: '', date_to: '', ...playerIdentity() }).then((a) => {
        if (a.statusCode !== 1) return;
        for (const bet of (a as { value: SportBet[] }).value) {
          if (seen.has(bet.id) || !bet.settled_at || Date.now() - Date.parse(bet.settled_at) > 60_000) continue;
          seen.add(bet.id);
          const amount = `${currency} ${formatMoney(bet.payout ?? '0')}`.trim();
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
      });
    };
    window.addEventListener(WALLET_CHANGE_EVENT, on);
    return () => window.removeEventListener(WALLET_CHANGE_EVENT, on);
  }, [t, currency]);
}
