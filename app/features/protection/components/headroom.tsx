import { useTranslation } from '~/i18n/use-translation.ts';
import { formatMoney } from '~/lib/shared/format.ts';
import { useEffect } from 'react';
import { useFetcher } from 'react-router';
import type { AnswerOf } from '#contract/index.ts';
import { useUserStore } from '~/stores/user-store.ts';
import { WALLET_CHANGE_EVENT } from '~/features/wallet/wallet-events.ts';

type Headroom = AnswerOf<'/protection/headroom'>['headroom'];

/**
 * "You can deposit 150.00 more in 24 hours": what the tightest limit leaves, where the player
 * spends (the deposit form, the bet slip, the game frame). Nothing when no limit applies.
 * Live: it follows every balance change.
 */
export function HeadroomLine({ kind, className = '', headroom }: { kind: 'deposit' | 'wager'; className?: string; headroom?: Headroom | null }) {
  const { t, i18n } = useTranslation();
  const lng = i18n.language;
  const signedIn = useUserStore((s) => s.isAuthenticated);
  // A page whose loader brought it passes it (and revalidates); elsewhere it is loaded here.
  const fetcher = useFetcher<{ headroom: Headroom | null }>();
  const own = headroom === undefined && signedIn;
  const { load } = fetcher;
  useEffect(() => {
    if (!own) return;
    const reload = () => void load('/data/headroom');
    reload();
    window.addEventListener(WALLET_CHANGE_EVENT, reload);
    return () => window.removeEventListener(WALLET_CHANGE_EVENT, reload);
  }, [own, load]);
  const h = headroom === undefined ? fetcher.data?.headroom : headroom;
  if (!signedIn || !h) return null;
  const box = `rounded-theme border border-border bg-surface-2 px-3 py-2 text-sm ${className}`;
  if (h.blocked) {
    return (
      <p className={box} role="status" data-testid={`headroom-${kind}`}>
        {t('protection.headroomBlocked', 'Paused: you are taking a break from gambling.')}
      </p>
    );
  }
  const left = kind === 'deposit' ? h.deposit : h.wager;
  const limit = kind === 'deposit' ? h.deposit_limit : h.wager_limit;
  if (left === null || !limit) return null;
  const amount = `${formatMoney(left, lng)} ${h.currency}`.trim();
  const text =
    kind === 'deposit'
      ? t(`protection.headroomDeposit.${limit.period}`, { amount, defaultValue: 'You can deposit {{amount}} more in the next 24 hours.' })
      : t(`protection.headroomWager.${limit.kind === 'loss' ? 'loss' : 'wager'}.${limit.period}`, {
          amount,
          defaultValue: 'You can stake {{amount}} more in the next 24 hours.',
        });
  return (
    <p className={box} role="status" data-testid={`headroom-${kind}`}>
      <span aria-hidden="true" className="mr-1 text-accent">
        ◔
      </span>
      {text}
    </p>
  );
}
