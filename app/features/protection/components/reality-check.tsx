import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import type { AnswerOf } from '#contract/index.ts';
import { useTranslation } from '~/i18n/use-translation.ts';
import { Button } from '~/ui/button.tsx';
import { Dialog } from '~/ui/dialog.tsx';
import { callApi } from '~/lib/browser/api-client.ts';
import { formatMoney } from '~/lib/shared/format.ts';
import { playerIdentity } from '~/lib/browser/player.ts';
import { logout } from '~/lib/browser/session.ts';
import { REALITY_CHANGED_EVENT } from './texts.ts';

type Reality = AnswerOf<'/protection/reality'>;

/**
 * The reality check: at the player's interval a dialog shows the time since sign-in
 * and the net result since then; it stays until the player answers (continue, see the history,
 * or sign out), and the answer is recorded.
 */
export default function RealityCheck() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [shown, setShown] = useState<Reality | null>(null);
  const [busy, setBusy] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  // Focus opens on the safe answer, never on "Sign out".
  const continueRef = useRef<HTMLButtonElement>(null);

  // The next check, planned on the server's clock (this device's clock may be off).
  const planRef = useRef<(r: Reality) => void>(() => undefined);

  useEffect(() => {
    const plan = (r: Reality) => {
      clearTimeout(timer.current);
      if (!r.due_at) return;
      const wait = Math.max(0, Date.parse(r.due_at) - Date.parse(r.now));
      timer.current = setTimeout(() => void due(), Math.min(wait, 2 ** 31 - 1));
    };
    const due = async () => {
      const fresh = await callApi('/protection/reality', playerIdentity());
      // Off (no interval): nothing to show or plan.
      if (fresh.statusCode !== 1 || !fresh.due_at) {
        if (fresh.statusCode === 1) setShown(null);
        return;
      }
      if (Date.parse(fresh.due_at) > Date.parse(fresh.now)) {
        // Answered in another tab (or not due yet): this tab's dialog closes too.
        setShown(null);
        plan(fresh);
      } else setShown(fresh);
    };
    planRef.current = plan;
    const load = () => void due();
    const onVisible = () => document.visibilityState === 'visible' && load();
    load();
    window.addEventListener(REALITY_CHANGED_EVENT, load);
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      clearTimeout(timer.current);
      window.removeEventListener(REALITY_CHANGED_EVENT, load);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, []);

  const answer = async (choice: 'continue' | 'history' | 'sign_out') => {
    setBusy(true);
    const r = await callApi('/protection/reality_ack', { ...playerIdentity(), choice });
    setBusy(false);
    setShown(null);
    if (choice === 'sign_out') {
      await logout();
      window.location.assign('/');
      return;
    }
    if (r.statusCode === 1) planRef.current(r);
    if (choice === 'history') navigate('/bet-history');
  };

  if (!shown) return null;
  const minutes = Math.max(0, Math.floor((Date.parse(shown.now) - Date.parse(shown.signed_in_at)) / 60_000));
  const hours = Math.floor(minutes / 60);
  const elapsed =
    hours > 0
      ? t('protection.elapsedHours', { defaultValue: '{{hours}} h {{minutes}} min', hours, minutes: minutes % 60 })
      : t('protection.elapsedMinutes', { defaultValue: '{{minutes}} min', minutes });
  const net = Number(shown.net);
  return (
    <Dialog
      open
      onOpenChange={() => undefined}
      closeButton={false}
      title={t('protection.realityTitle', 'Reality check')}
      description={t('protection.realityDialog', 'A reminder you asked for. Take a moment before you go on.')}
      testId="reality-dialog"
      initialFocus={continueRef}
      footer={
        <>
          <Button variant="ghost" disabled={busy} onClick={() => void answer('sign_out')} data-testid="reality-sign-out">
            {t('protection.signOut', 'Sign out')}
          </Button>
          <Button variant="secondary" disabled={busy} onClick={() => void answer('history')} data-testid="reality-history">
            {t('protection.seeHistory', 'See my history')}
          </Button>
          <Button ref={continueRef} disabled={busy} onClick={() => void answer('continue')} data-testid="reality-continue">
            {t('protection.continue', 'Continue')}
          </Button>
        </>
      }
    >
      <dl className="grid grid-cols-2 gap-3 text-sm">
        <div className="rounded-theme bg-surface-2 p-3">
          <dt className="text-muted">{t('protection.sinceSignIn', 'Since you signed in')}</dt>
          <dd className="mt-1 text-lg font-bold tabular-nums" data-testid="reality-elapsed">
            {elapsed}
          </dd>
        </div>
        <div className="rounded-theme bg-surface-2 p-3">
          <dt className="text-muted">{t('protection.netResult', 'Net result')}</dt>
          <dd className={`mt-1 text-lg font-bold tabular-nums ${net < 0 ? 'text-danger' : net > 0 ? 'text-success' : ''}`} data-testid="reality-net">
            {net > 0 ? '+' : ''}
            {formatMoney(shown.net)} {shown.currency}
          </dd>
        </div>
      </dl>
    </Dialog>
  );
}
