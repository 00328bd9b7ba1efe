import { Link } from 'react-router';
import { useTranslation } from '~/i18n/use-translation.ts';
import { useUserStore, WITHDRAW_PAGES } from '~/stores/user-store.ts';
import { Money, useCurrency } from '~/ui/money.tsx';

/** The live balance and the wallet's pages. */
export function BalanceSummary({ held }: { held?: string }) {
  const { t } = useTranslation();
  const balance = useUserStore((s) => s.game.balance);
  const currency = useCurrency();
  // A withdraw-only session is offered the pages it can reach.
  const restricted = useUserStore((s) => !!s.restricted);
  const all = [
    ['/deposit', t('nav.deposit', 'Deposit')],
    ['/withdrawal', t('nav.withdrawal', 'Withdrawal')],
    ['/bank-details', t('nav.bankDetails', 'Bank details')],
    ['/transaction-history', t('nav.transactionHistory', 'Transaction history')],
    ['/statement', t('nav.statement', 'Statement')],
    ['/bet-history', t('nav.betHistory', 'Bet history')],
  ];
  const links = restricted ? all.filter(([to]) => WITHDRAW_PAGES.has(to)) : all;
  return (
    <section className="rounded-theme border border-border bg-gradient-to-br from-surface to-surface-2 p-5" data-testid="balance-summary">
      <p className="text-sm text-muted">{t('wallet.available', 'Available')}</p>
      <p className="text-3xl font-extrabold [overflow-wrap:anywhere]">
        <Money value={balance} /> <span className="text-base font-semibold text-muted">{currency}</span>
      </p>
      {held && Number(held) > 0 && (
        <p className="mt-1 text-sm text-muted">
          {t('wallet.held', 'On hold')}: <Money value={held} />
        </p>
      )}
      <nav aria-label={t('wallet.menu', 'Wallet')} className="mt-4 flex flex-wrap gap-2">
        {links.map(([to, label]) => (
          <Link
            key={to}
            to={to}
            className="rounded-full border border-border px-3 py-1 text-xs font-semibold hover:border-accent focus-visible:outline-2 focus-visible:outline-accent"
          >
            {label}
          </Link>
        ))}
      </nav>
    </section>
  );
}
