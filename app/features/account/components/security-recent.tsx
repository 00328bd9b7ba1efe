import { useTranslation } from '~/i18n/use-translation.ts';
import { Link } from 'react-router';
import type { RecentSignIn } from '#contract/settings.ts';
import { EmptyState } from '~/ui/empty-state.tsx';
import { Panel } from '~/ui/panel.tsx';
import { useDateFormat } from '~/lib/shared/use-date-format.ts';
import { DeviceIcon, useDeviceName } from './security-device.tsx';

/** The last sign-ins to the account, ended ones too, so the player can spot one that was not theirs. */
export function RecentSignIns({ items }: { items: RecentSignIn[] }) {
  const { t } = useTranslation();
  const name = useDeviceName();
  const date = useDateFormat();
  return (
    <Panel title={t('security.recentTitle', 'Recent sign-ins')}>
      <p className="-mt-2 mb-4 text-sm text-muted">{t('security.recentText', 'The last 10 times your account was signed in to.')}</p>
      {items.length === 0 ? (
        <EmptyState title={t('security.recentEmpty', 'No sign-ins yet.')} />
      ) : (
        <ul className="divide-y divide-border rounded-theme border border-border" data-testid="recent-sign-ins">
          {items.map((r) => (
            <li key={r.id} className="flex items-center gap-3 px-3 py-3 sm:px-4" data-testid="recent-sign-in" data-active={r.active}>
              <DeviceIcon type={r.device_type} className="h-5 w-5 shrink-0 text-muted" />
              <div className="min-w-0 flex-1">
                <p className="break-words text-sm font-semibold">{name(r)}</p>
                <p className="text-xs text-muted">
                  <time dateTime={r.created_at}>{date(r.created_at)}</time>
                  <span aria-hidden="true"> · </span>
                  <span className="tabular-nums">{r.address ?? t('security.noAddress', 'Address not recorded')}</span>
                </p>
              </div>
              <SignInState r={r} />
            </li>
          ))}
        </ul>
      )}
      <p className="mt-4 flex flex-wrap items-center gap-x-3 gap-y-2 text-sm text-muted">
        <span>{t('security.notYou', 'Don’t recognise a sign-in? End it and change your password.')}</span>
        <Link to="/change-password" className="font-semibold text-accent underline-offset-2 hover:underline">
          {t('auth.changePassword', 'Change password')}
        </Link>
      </p>
    </Panel>
  );
}

function SignInState({ r }: { r: RecentSignIn }) {
  const { t } = useTranslation();
  const [tone, text] = r.current
    ? ['border-accent text-text', t('security.thisDevice', 'This device')]
    : r.active
      ? ['border-success text-success', t('security.stateActive', 'Active')]
      : ['border-border text-muted', t('security.stateEnded', 'Ended')];
  return (
    <span className={`inline-flex shrink-0 items-center gap-1.5 rounded-full border px-2.5 py-0.5 text-xs font-semibold ${tone}`}>
      <span className="h-1.5 w-1.5 rounded-full bg-current" aria-hidden="true" />
      {text}
    </span>
  );
}
