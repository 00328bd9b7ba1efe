import { useTranslation } from '~/i18n/use-translation.ts';
import { formatMoney } from '~/lib/shared/format.ts';
import { usePlayerCall } from '~/lib/browser/use-player-call.ts';
import { useUserStore } from '~/stores/user-store.ts';

/**
 * "You can deposit 150.00 more in 24 hours": what the tightest limit leaves, where the player
 * spends (the deposit form, the bet slip, the game frame). Nothing when no limit applies.
 * Live: it follows every balance change.
 */
export function HeadroomLine({ kind, className = '' }: { kind: 'deposit' | 'wager'; className?: string }) {
  const { t } = useTranslation();
  const signedIn = useUserStore((s) => s.isAuthenticated);
  const call = usePlayerCall('/protection/headroom', {}, { live: true, skip: !signedIn });
  const h = call.data?.headroom;
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
  const amount = `${formatMoney(left)} ${h.currency}`.trim();
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
