import { Link } from 'react-router';
import { useTranslation } from '~/i18n/use-translation.ts';
import { buttonClass } from '~/ui/button.tsx';
import { useUserStore } from '~/stores/user-store.ts';

/**
 * A signed-in player who has never deposited is asked to, on the home page, until the first
 * deposit is credited (the VIP figures the header reads carry the lifetime deposits).
 */
export function FirstDepositPrompt() {
  const { t } = useTranslation();
  const due = useUserStore((s) => s.isAuthenticated && s.vip.currentLevel !== '' && s.vip.totalDeposit === 0);
  if (!due) return null;
  return (
    <section
      aria-labelledby="first-deposit-title"
      className="mt-4 flex flex-wrap items-center justify-between gap-3 rounded-theme border border-accent bg-surface p-4"
      data-testid="first-deposit-prompt"
    >
      <div className="min-w-0 flex-1">
        <h2 id="first-deposit-title" className="text-base font-bold">
          {t('home.firstDepositTitle', 'Make your first deposit')}
        </h2>
        <p className="mt-1 text-sm text-muted">{t('home.firstDepositText', 'Add funds to start playing. Your welcome offer is waiting in your inbox.')}</p>
      </div>
      <Link to="/deposit" className={buttonClass('primary')} data-testid="first-deposit-link">
        {t('home.firstDepositCta', 'Deposit now')}
      </Link>
    </section>
  );
}
