import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '~/i18n/use-translation.ts';
import type { PlayerSession } from '#contract/settings.ts';
import { Button } from '~/ui/button.tsx';
import { EmptyState } from '~/ui/empty-state.tsx';
import { LoadingPanel } from '~/ui/loading.tsx';
import { Panel } from '~/ui/panel.tsx';
import { callApi } from '~/lib/browser/api-client.ts';
import { handleApiAnswer } from '~/lib/browser/error-handler.ts';
import { playerIdentity } from '~/lib/browser/player.ts';
import { logout } from '~/lib/browser/session.ts';
import { usePlayerCall } from '~/lib/browser/use-player-call.ts';
import { useNoticeStore } from '~/stores/notice-store.ts';
import { RecentSignIns } from './security-recent.tsx';
import { SessionCard } from './security-session-card.tsx';

/** Where focus goes once a card has gone: the next other session's button, or the "no other devices" note. */
type FocusTarget = number | 'none' | null;

/**
 * The player's live sessions as cards: this device first, then the others by last
 * use, each of which can be ended; "sign out everywhere else"; then the recent sign-ins.
 */
export function SecuritySessions() {
  const { t } = useTranslation();
  const call = usePlayerCall('/settings/sessions', {});
  const [sessions, setSessions] = useState<PlayerSession[] | null>(call.data?.value ?? null);
  const [answer, setAnswer] = useState(call.data);
  if (call.data !== answer) {
    setAnswer(call.data);
    if (call.data) setSessions(call.data.value);
  }
  const [busy, setBusy] = useState<number | 'others' | null>(null);
  const [focusTarget, setFocusTarget] = useState<FocusTarget>(null);
  const buttons = useRef(new Map<number, HTMLButtonElement>());
  const noOthers = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (focusTarget === null) return;
    (focusTarget === 'none' ? noOthers.current : buttons.current.get(focusTarget))?.focus();
    setFocusTarget(null);
  }, [focusTarget, sessions]);

  const toast = (title: string, text = '') => useNoticeStore.getState().toast({ variant: 'success', title, text, duration: 4000 });

  function signOutHere() {
    void logout();
    window.location.assign('/login');
  }

  async function end(s: PlayerSession) {
    const others = (sessions ?? []).filter((x) => !x.current);
    const at = others.findIndex((x) => x.id === s.id);
    const next = others[at + 1] ?? others[at - 1];
    setBusy(s.id);
    const a = await callApi('/settings/session_end', { ...playerIdentity(), session_id: s.id });
    setBusy(null);
    if (a.statusCode === 1 && a.current) {
      void logout({ notifyServer: false });
      window.location.assign('/login');
      return;
    }
    if (a.statusCode === 1) toast(t('security.ended', 'Session ended'), t('security.endedText', 'That device is signed out.'));
    // 'sessionNotFound': it ended meanwhile (expired, or ended from another device); the card goes either way.
    else handleApiAnswer(a, { toast: true });
    if (a.statusCode === 1 || a.message === 'sessionNotFound') {
      setSessions((list) => list?.filter((x) => x.id !== s.id) ?? list);
      setFocusTarget(next?.id ?? 'none');
    }
    call.reload();
  }

  async function endOthers() {
    setBusy('others');
    const a = await callApi('/settings/sessions_end_others', playerIdentity());
    setBusy(null);
    if (a.statusCode === 1) {
      setSessions((list) => list?.filter((x) => x.current) ?? list);
      setFocusTarget('none');
      toast(
        t('security.endedOthersTitle', 'Other sessions ended'),
        t('security.endedOthers', { count: a.ended, defaultValue: 'Signed out on {{count}} other devices.' }),
      );
    } else handleApiAnswer(a, { toast: true });
    call.reload();
  }

  if (!sessions) {
    return (
      <>
        <LoadingPanel error={call.error} rows={2} title={t('account.sessions', 'Active sessions')} />
        {!call.error && <LoadingPanel error={null} rows={3} title={t('security.recentTitle', 'Recent sign-ins')} />}
      </>
    );
  }

  const others = sessions.filter((s) => !s.current);
  // The list is capped; the count is not.
  const otherCount = Math.max(others.length, (call.data?.total ?? sessions.length) - 1);
  return (
    <>
      <Panel
        title={t('account.sessions', 'Active sessions')}
        actions={
          others.length > 0 ? (
            <Button variant="secondary" onClick={() => void endOthers()} disabled={busy !== null} data-testid="end-others">
              {busy === 'others' ? t('security.endingOthers', 'Signing out…') : t('security.endOthers', 'Sign out everywhere else')}
            </Button>
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
              busy={busy === s.id || busy === 'others'}
              onEnd={() => void end(s)}
              onLogout={signOutHere}
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
      <RecentSignIns items={call.data?.recent ?? []} />
    </>
  );
}
