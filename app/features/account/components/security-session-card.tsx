import type { Ref } from 'react';
import type { FetcherWithComponents } from 'react-router';
import { useTranslation } from '~/i18n/use-translation.ts';
import type { PlayerSession } from '#contract/settings.ts';
import { buttonClass } from '~/ui/button.tsx';
import { useDateFormat } from '~/lib/shared/use-date-format.ts';
import { DeviceIcon, useDeviceName, useLastSeen } from './security-device.tsx';
import { SignOutButton } from './sign-out.tsx';

/**
 * One live session: its device, masked address and last use. Another device's card ends that
 * session (a form to the page's action); this device's card signs out here.
 */
export function SessionCard({
  session: s,
  busy,
  EndForm,
  onSend,
  buttonRef,
}: {
  session: PlayerSession;
  busy: boolean;
  EndForm: FetcherWithComponents<unknown>['Form'];
  onSend?: () => void;
  buttonRef?: Ref<HTMLButtonElement>;
}) {
  const { t } = useTranslation();
  const name = useDeviceName()(s);
  const lastSeen = useLastSeen();
  const date = useDateFormat();
  const metaId = `session-${s.id}-meta`;
  return (
    <li
      className={`flex flex-wrap items-center gap-x-4 gap-y-3 rounded-theme border p-4 ${s.current ? 'border-accent bg-surface-2' : 'border-border'}`}
      data-testid="session-card"
      data-current={s.current}
      data-session-id={s.id}
    >
      <span className={`grid h-10 w-10 shrink-0 place-items-center rounded-full ${s.current ? 'bg-accent text-accent-text' : 'bg-surface-2 text-text'}`}>
        <DeviceIcon type={s.device_type} />
      </span>
      <div className="min-w-0 flex-1 basis-48">
        <p className="flex flex-wrap items-center gap-x-2 gap-y-1">
          <span className="break-words font-semibold" data-testid="session-device">
            {name}
          </span>
          {s.current && (
            <span
              className="inline-flex items-center gap-1.5 rounded-full border border-success px-2 py-0.5 text-xs font-semibold text-success"
              data-testid="this-device"
            >
              <span className="h-1.5 w-1.5 rounded-full bg-current" aria-hidden="true" />
              {t('security.thisDevice', 'This device')}
            </span>
          )}
        </p>
        <p id={metaId} className="mt-1 text-sm text-muted">
          <span className="tabular-nums">{s.address ?? t('security.noAddress', 'Address not recorded')}</span>
          <span aria-hidden="true"> · </span>
          {s.current ? (
            t('security.activeNow', 'Active now')
          ) : (
            <time dateTime={s.last_seen_at} title={date(s.last_seen_at)}>
              {t('security.lastSeen', { when: lastSeen(s.last_seen_at), defaultValue: 'Last seen {{when}}' })}
            </time>
          )}
        </p>
        <p className="text-xs text-muted">{t('security.signedInAt', { date: date(s.created_at), defaultValue: 'Signed in {{date}}' })}</p>
      </div>
      {s.current ? (
        <SignOutButton className={buttonClass('secondary', 'w-full sm:w-auto')} testId="logout-here" />
      ) : (
        <EndForm method="post" className="w-full sm:w-auto" onSubmit={onSend}>
          <input type="hidden" name="intent" value="end" />
          <input type="hidden" name="session_id" value={s.id} />
          <button
            type="submit"
            disabled={busy}
            ref={buttonRef}
            // Starts with the visible words, so voice control finds it (WCAG 2.5.3), then says which device.
            aria-label={busy ? undefined : t('security.endNamed', { device: name, defaultValue: 'End session: {{device}}' })}
            aria-describedby={metaId}
            className={buttonClass('secondary', 'w-full sm:w-auto')}
            data-testid="end-session"
          >
            {busy ? t('security.ending', 'Ending…') : t('security.end', 'End session')}
          </button>
        </EndForm>
      )}
    </li>
  );
}
