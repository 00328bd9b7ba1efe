import { Link, useLocation } from 'react-router';
import { useTranslation } from '~/i18n/use-translation.ts';
import { SignOutButton } from '~/features/account/components/sign-out.tsx';
import { useUserStore } from '~/stores/user-store.ts';
import { when } from './texts.ts';

/**
 * Shown on every page of a withdraw-only session (decision 0012): the player is on a
 * time-out or self-exclusion and signed in only to take the remaining balance out.
 */
export function RestrictedBanner() {
  const { t, i18n } = useTranslation();
  const restricted = useUserStore((s) => s.restricted);
  const { pathname } = useLocation();
  if (!restricted) return null;
  const date = restricted.until ? when(restricted.until, i18n.language) : '';
  const text =
    restricted.kind === 'timeout'
      ? t('protection.restricted.timeout', { defaultValue: 'You are taking a time-out until {{date}}.', date })
      : t('protection.restricted.excluded', { defaultValue: 'You have excluded yourself until {{date}}.', date });
  return (
    <aside
      aria-label={t('protection.restricted.label', 'Withdrawal only')}
      data-testid="restricted-banner"
      className="bg-surface-2 text-text border-b border-border"
    >
      <div className="mx-auto flex max-w-6xl flex-wrap items-center gap-x-4 gap-y-2 px-4 py-2 text-sm">
        <p className="min-w-0 flex-1 basis-64">
          <strong>{text}</strong> {t('protection.restricted.only', 'This session can only withdraw your balance; everything else opens again then.')}
        </p>
        <div className="flex flex-wrap gap-2">
          {pathname !== '/withdrawal' && (
            <Link to="/withdrawal" className="btn btn-primary py-1.5">
              {t('protection.restricted.withdraw', 'Withdraw my balance')}
            </Link>
          )}
          <SignOutButton className="btn btn-secondary py-1.5" />
        </div>
      </div>
    </aside>
  );
}
