import { Link } from 'react-router';
import { useTranslation } from '~/i18n/use-translation.ts';
import { VipProgress } from '~/features/account/components/vip-progress.tsx';
import { SignOutButton } from '~/features/account/components/sign-out.tsx';
import { PageFrame } from '~/features/site/components/page-frame.tsx';
import { Icon } from '~/ui/icon.tsx';
import { formatMoney } from '~/lib/shared/format.ts';
import { pageMeta } from '~/lib/shared/page-meta.ts';
import { useLayoutStore } from '~/stores/layout-store.ts';
import { useUserStore } from '~/stores/user-store.ts';

export const meta = pageMeta('account');

const LINKS = [
  ['/deposit', 'nav.deposit', 'wallet'],
  ['/withdrawal', 'nav.withdrawal', 'wallet'],
  ['/transaction-history', 'nav.transactionHistory', 'star'],
  ['/statement', 'nav.statement', 'star'],
  ['/bet-history', 'nav.betHistory', 'star'],
  ['/bank-details', 'nav.bankDetails', 'wallet'],
  ['/profile', 'nav.profile', 'user'],
  ['/security', 'nav.security', 'user'],
  ['/inbox', 'nav.inbox', 'gift'],
  ['/vip', 'nav.vip', 'trophy'],
  ['/responsible-gaming', 'nav.safeGambling', 'lock'],
] as const;

export default function Account() {
  const { t, i18n } = useTranslation();
  const lng = i18n.language;
  const user = useUserStore((s) => s.user);
  const game = useUserStore((s) => s.game);
  const currency = useLayoutStore((s) => s.site?.currency ?? '');
  return (
    <PageFrame pageKey="account" actions={<SignOutButton />}>
      <div className="grid gap-4 sm:grid-cols-2">
        <section className="min-w-0 rounded-theme border border-border bg-surface p-5" data-testid="account-balance">
          <p className="text-sm text-muted">{t('header.balance', 'Balance')}</p>
          <p className="mt-1 text-3xl font-extrabold tabular-nums [overflow-wrap:anywhere]">
            {currency} {formatMoney(game.balance, lng)}
          </p>
          <p className="mt-2 text-sm text-muted">
            {t('header.tokens', 'Tokens')}: <span className="tabular-nums text-text">{formatMoney(game.token, lng)}</span>
          </p>
          <p className="mt-1 text-sm text-muted">
            {t('auth.accountId', 'Account ID')}: <span className="text-text">{user?.account_id}</span>
          </p>
        </section>
        <VipProgress />
      </div>
      <nav aria-label={t('nav.account', 'My account')} className="mt-6">
        <ul className="grid grid-cols-[repeat(auto-fill,minmax(min(100%,9rem),1fr))] gap-3">
          {LINKS.map(([to, key, icon]) => (
            <li key={to}>
              <Link
                to={to}
                className="flex h-full min-w-0 items-center gap-2 rounded-theme border border-border bg-surface p-4 text-sm font-semibold break-words hover:border-accent"
              >
                <Icon name={icon} className="h-5 w-5 text-accent" /> {t(key)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </PageFrame>
  );
}
