import { useCallback, useEffect, useRef, useState } from 'react';
import { useFetcher, useNavigate } from 'react-router';
import type { AnswerOf } from '#contract/index.ts';
import { useTranslation } from '~/i18n/use-translation.ts';
import { Button } from '~/ui/button.tsx';
import { Dialog } from '~/ui/dialog.tsx';
import { formatMoney } from '~/lib/shared/format.ts';
import { logout } from '~/lib/browser/session.ts';
import { REALITY_CHANGED_EVENT } from './texts.ts';

type Reality = AnswerOf<'/protection/reality'>;

/**
 * The reality check: at the player's interval a dialog shows the time since sign-in
 * and the net result since then; it stays until the player answers (continue, see the history,
 * or sign out), and the answer is recorded.
 */
export default function RealityCheck() {
  const { t, i18n } = useTranslation();
  const lng = i18n.language;
  const navigate = useNavigate();
  const [shown, setShown] = useState<Reality | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  // Focus opens on the safe answer, never on "Sign out".
  const continueRef = useRef<HTMLButtonElement>(null);
  const check = useFetcher<{ reality: Reality | null }>();
  const ack = useFetcher<{ ok: true; reality: Reality } | { ok: false }>();
  const { load } = check;

  useEffect(() => {
    const due = () => void load('/data/reality');
    const onVisible = () => document.visibilityState === 'visible' && due();
    due();
    window.addEventListener(REALITY_CHANGED_EVENT, due);
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      clearTimeout(timer.current);
      window.removeEventListener(REALITY_CHANGED_EVENT, due);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [load]);

  // The next check, planned on the server's clock (this device's clock may be off).
  const plan = useCallback(
    (r: Reality) => {
      clearTimeout(timer.current);
      if (!r.due_at) return;
      const wait = Math.max(0, Date.parse(r.due_at) - Date.parse(r.now));
      timer.current = setTimeout(() => void load('/data/reality'), Math.min(wait, 2 ** 31 - 1));
    },
    [load],
  );

  const fresh = check.data?.reality;
  useEffect(() => {
    if (!fresh) return;
    // Off (no interval): nothing to show or plan.
    if (!fresh.due_at) return setShown(null);
    if (Date.parse(fresh.due_at) > Date.parse(fresh.now)) {
      // Answered in another tab (or not due yet): this tab's dialog closes too.
      setShown(null);
      plan(fresh);
    } else setShown(fresh);
  }, [fresh, plan]);

  const answered = ack.data;
  useEffect(() => {
    if (answered?.ok) plan(answered.reality);
  }, [answered, plan]);

  const busy = ack.state !== 'idle';
  const answer = async (choice: 'continue' | 'history' | 'sign_out') => {
    await ack.submit({ choice }, { method: 'post', action: '/actions/reality-ack' });
    setShown(null);
    if (choice === 'sign_out') {
      await logout();
      window.location.assign('/');
      return;
    }
    if (choice === 'history') void navigate('/bet-history');
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
            {formatMoney(shown.net, lng)} {shown.currency}
          </dd>
        </div>
      </dl>
    </Dialog>
  );
}
