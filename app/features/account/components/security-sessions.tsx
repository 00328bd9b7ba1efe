import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '~/i18n/use-translation.ts';
import type { SessionsAnswer } from '#contract/settings.ts';
import type { z } from 'zod';
import { Button } from '~/ui/button.tsx';
import { EmptyState } from '~/ui/empty-state.tsx';
import { LoadingPanel } from '~/ui/loading.tsx';
import { Panel } from '~/ui/panel.tsx';
import { errorText } from '~/lib/browser/error-handler.ts';
import { useNoticeStore } from '~/stores/notice-store.ts';
import { RecentSignIns } from './security-recent.tsx';
import { SessionCard } from './security-session-card.tsx';
import { useAccountForm } from './use-account-form.ts';

/** Where focus goes once a card has gone: the next other session's button, or the "no other devices" note. */
type FocusTarget = number | 'none' | null;

/**
 * The player's live sessions as cards (the page's loader reads them): this device first, then
 * the others by last use, each of which can be ended; "sign out everywhere else"; then the recent
 * sign-ins. Each is a form to the page's action; the list follows from the page's data.
 */
export function SecuritySessions({ data, message }: { data: z.infer<typeof SessionsAnswer> | null; message: string }) {
  const { t } = useTranslation();
  const end = useAccountForm('session-end', ['end']);
  const endOthers = useAccountForm('sessions-end-others', ['end-others']);
  const [focusTarget, setFocusTarget] = useState<FocusTarget>(null);
  const buttons = useRef(new Map<number, HTMLButtonElement>());
  const noOthers = useRef<HTMLDivElement>(null);
  const sessions = data?.value ?? null;
  const others = sessions?.filter((s) => !s.current) ?? [];
  // Set when an end is sent: the session whose button takes focus once the card has gone.
  const next = useRef<FocusTarget>(null);

  const toast = (variant: 'success' | 'error', title: string, text = '') => useNoticeStore.getState().toast({ variant, title, text, duration: 4000 });
  const endResult = end.fetcher.state === 'idle' ? end.fetcher.data : undefined;
  useEffect(() => {
    if (!endResult) return;
    if (endResult.ok) toast('success', t('security.ended', 'Session ended'), t('security.endedText', 'That device is signed out.'));
    else if (endResult.message !== 'sessionNotFound')
      toast(
        'error',
        t('errors:errorTitle', 'Error'),
        errorText(endResult.message, (k, d) => t(k, d ?? k)),
      );
    if (endResult.ok || endResult.message === 'sessionNotFound') setFocusTarget(next.current ?? 'none');
    // Once per answer.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [endResult]);
  const othersResult = endOthers.fetcher.state === 'idle' ? endOthers.fetcher.data : undefined;
  useEffect(() => {
    if (!othersResult) return;
    if (othersResult.ok) {
      setFocusTarget('none');
      toast(
        'success',
        t('security.endedOthersTitle', 'Other sessions ended'),
        t('security.endedOthers', { count: othersResult.ended ?? 0, defaultValue: 'Signed out on {{count}} other devices.' }),
      );
    } else
      toast(
        'error',
        t('errors:errorTitle', 'Error'),
        errorText(othersResult.message, (k, d) => t(k, d ?? k)),
      );
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [othersResult]);

  useEffect(() => {
    if (focusTarget === null) return;
    const target = focusTarget === 'none' || !buttons.current.has(focusTarget) ? noOthers.current : buttons.current.get(focusTarget);
    if (!target) return;
    target.focus();
    setFocusTarget(null);
  }, [focusTarget, sessions]);

  if (!sessions || !data) {
    return <LoadingPanel error={message ? errorText(message, (k, d) => t(k, d ?? k)) : null} rows={2} title={t('account.sessions', 'Active sessions')} />;
  }

  const ending = end.busy ? Number(end.fetcher.formData?.get('session_id')) : null;
  // The list is capped; the count is not.
  const otherCount = Math.max(others.length, data.total - 1);
  return (
    <>
      <Panel
        title={t('account.sessions', 'Active sessions')}
        actions={
          others.length > 0 ? (
            <endOthers.fetcher.Form method="post" className="contents">
              <Button type="submit" name="intent" value="end-others" variant="secondary" disabled={endOthers.busy || end.busy} data-testid="end-others">
                {endOthers.busy ? t('security.endingOthers', 'Signing out…') : t('security.endOthers', 'Sign out everywhere else')}
              </Button>
            </endOthers.fetcher.Form>
          ) : null
        }
      >
        <p className="-mt-2 mb-4 text-sm text-muted" data-testid="sessions-summary">
          {others.length > 0 && `${t('security.othersCount', { count: otherCount, defaultValue: 'You are also signed in on {{count}} other devices.' })} `}
          {t('security.sessionText', 'Sessions end by themselves after a day without use.')}
        </p>
        <ul aria-label={t('account.sessions', 'Active sessions')} className="space-y-3" data-testid="session-list">
          {sessions.map((s) => (
            <SessionCard
              key={s.id}
              session={s}
              busy={ending === s.id || endOthers.busy}
              EndForm={end.fetcher.Form}
              onSend={() => {
                const at = others.findIndex((x) => x.id === s.id);
                next.current = others[at + 1]?.id ?? others[at - 1]?.id ?? 'none';
              }}
              buttonRef={(el) => {
                if (el) buttons.current.set(s.id, el);
                else buttons.current.delete(s.id);
              }}
            />
          ))}
        </ul>
        {others.length === 0 && (
          <div ref={noOthers} tabIndex={-1} className="mt-4 rounded-theme focus-visible:outline-2 focus-visible:outline-accent" data-testid="no-other-sessions">
            <EmptyState
              title={t('security.noOthers', 'No other devices are signed in.')}
              text={t('security.noOthersText', 'When you sign in somewhere else, it shows up here and you can end it.')}
            />
          </div>
        )}
      </Panel>
      <RecentSignIns items={data.recent} />
    </>
  );
}
