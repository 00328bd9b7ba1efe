import { useId, useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import type { AnswerOf } from '#contract/index.ts';
import { EXCLUSION_MONTHS, REALITY_MINUTES, TIMEOUT_DAYS, type LimitView } from '#contract/protection.ts';
import { useTranslation } from '~/i18n/use-translation.ts';
import { Button } from '~/ui/button.tsx';
import { Dialog, DialogClose } from '~/ui/dialog.tsx';
import { EmptyState } from '~/ui/empty-state.tsx';
import { LoadingPanel } from '~/ui/loading.tsx';
import { Panel } from '~/ui/panel.tsx';
import { buttonClass } from '~/ui/button.tsx';
import { callApi } from '~/lib/browser/api-client.ts';
import { errorText, SESSION_END_MESSAGES } from '~/lib/browser/error-handler.ts';
import { formatMoney } from '~/lib/shared/format.ts';
import { playerIdentity } from '~/lib/browser/player.ts';
import { logout } from '~/lib/browser/session.ts';
import { usePlayerCall } from '~/lib/browser/use-player-call.ts';
import { useNoticeStore } from '~/stores/notice-store.ts';
import { kindText, periodText, REALITY_CHANGED_EVENT, when } from './texts.ts';

type Status = AnswerOf<'/protection/status'>;
type T = ReturnType<typeof useTranslation>['t'];

/** The player's protection tools: limits, reality check, a break, the record. */
export function ProtectionTools() {
  const call = usePlayerCall('/protection/status', {});
  const [fresh, setFresh] = useState<Status | null>(null);
  const [seen, setSeen] = useState(call.data);
  if (call.data !== seen) {
    setSeen(call.data);
    setFresh(null);
  }
  const status = fresh ?? call.data;
  const [historyTick, setHistoryTick] = useState(0);
  if (!status) return <LoadingPanel error={call.error} rows={6} />;
  const update = (s: Status) => {
    setFresh(s);
    setHistoryTick((n) => n + 1);
  };
  return (
    <div className="mt-6 space-y-4" data-testid="protection-tools">
      {status.exclusion && <ExclusionPanel status={status} onChange={update} />}
      <LimitsPanel status={status} onChange={update} />
      <RealityPanel status={status} onChange={update} />
      {!status.exclusion && <BreakPanel />}
      <HistoryPanel tick={historyTick} />
    </div>
  );
}

function useFailure() {
  const { t } = useTranslation();
  return (a: { message: string; confirmable_from?: string; confirmable_at?: string | null }, lng: string) => {
    if (a.message === 'limitNotYetConfirmable' && a.confirmable_from)
      return t('protection.confirmFrom', { defaultValue: 'You can confirm this from {{date}}.', date: when(a.confirmable_from, lng) });
    return errorText(a.message, (k, d) => t(k, d ?? k));
  };
}

/* ——— Limits ——— */

function LimitsPanel({ status, onChange }: { status: Status; onChange: (s: Status) => void }) {
  const { t } = useTranslation();
  return (
    <Panel title={t('protection.limitsTitle', 'Your limits')}>
      <p className="-mt-2 mb-4 text-sm text-muted">
        {t(
          'protection.limitsText',
          'Limits count the last 24 hours, 7 days and 30 days as they roll on; the lowest that applies wins. A lower limit applies at once. A higher one, or removing one, waits 24 hours and then needs your confirmation.',
        )}
      </p>
      <div className="space-y-4">
        {(['deposit', 'loss', 'wager'] as const).map((kind) => (
          <fieldset key={kind} className="min-w-0 rounded-theme border border-border p-4" data-testid={`limits-${kind}`}>
            <legend className="px-1 font-semibold">{kindText(t, kind)}</legend>
            <p className="mb-3 text-xs text-muted">
              {kind === 'deposit'
                ? t('protection.depositHelp', 'Money you pay in (payments still open count too).')
                : kind === 'loss'
                  ? t('protection.lossHelp', 'What you stake minus what comes back.')
                  : t('protection.wagerHelp', 'Everything you stake on games and bets.')}
            </p>
            <div className="grid gap-4 sm:grid-cols-3">
              {status.limits
                .filter((l) => l.kind === kind)
                .map((l) => (
                  <LimitRow key={l.period} limit={l} currency={status.headroom.currency} onChange={onChange} />
                ))}
            </div>
          </fieldset>
        ))}
      </div>
    </Panel>
  );
}

function LimitRow({ limit, currency, onChange }: { limit: LimitView; currency: string; onChange: (s: Status) => void }) {
  const { t, i18n } = useTranslation();
  const fail = useFailure();
  const id = useId();
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const name = `${kindText(t, limit.kind)} · ${periodText(t, limit.period)}`;

  const run = async (path: '/protection/set_limit' | '/protection/confirm_limit' | '/protection/cancel_pending', amount?: string | null) => {
    setBusy(true);
    setError(null);
    const body = { ...playerIdentity(), kind: limit.kind, period: limit.period, ...(path === '/protection/set_limit' ? { amount: amount ?? null } : {}) };
    const a = await callApi(path, body as never);
    setBusy(false);
    if (a.statusCode === 1) {
      setValue('');
      onChange(a as Status);
      return;
    }
    if (SESSION_END_MESSAGES.has(a.message)) return;
    setError(fail(a as { message: string }, i18n.language));
  };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const v = value.trim().replace(/,/g, '');
    if (!/^\d{1,12}(\.\d{1,2})?$/.test(v) || Number(v) <= 0) {
      setError(t('protection.amountInvalid', 'Type an amount above 0, such as 150 or 150.50.'));
      return;
    }
    void run('/protection/set_limit', Number(v).toFixed(2));
  };

  const errorId = `${id}-error`;
  return (
    <form
      onSubmit={submit}
      noValidate
      className="min-w-0 border-t border-border pt-3 first:border-t-0 first:pt-0 sm:border-t-0 sm:pt-0"
      data-testid={`limit-${limit.kind}-${limit.period}`}
    >
      <div className="flex items-baseline justify-between gap-2">
        <span className="text-sm font-medium">{periodText(t, limit.period)}</span>
        <span className="text-sm tabular-nums" data-testid="limit-current">
          {limit.amount === null ? (
            <span className="text-muted">{t('protection.noLimit', 'No limit')}</span>
          ) : (
            <>
              <span className="font-semibold">{formatMoney(limit.amount)}</span>{' '}
              <span className="text-muted">{t('protection.left', { defaultValue: '({{amount}} left)', amount: formatMoney(limit.remaining ?? '0') })}</span>
            </>
          )}
        </span>
      </div>
      {limit.pending && (
        <div className="mt-2 rounded-theme bg-surface-2 p-2 text-xs" data-testid="limit-pending">
          <p>
            {limit.pending.amount === null
              ? t('protection.pendingRemove', {
                  defaultValue: 'Removal requested: you can confirm it from {{date}}.',
                  date: when(limit.pending.from, i18n.language),
                })
              : t('protection.pendingRaise', {
                  defaultValue: 'Raise to {{amount}} requested: you can confirm it from {{date}}.',
                  amount: formatMoney(limit.pending.amount),
                  date: when(limit.pending.from, i18n.language),
                })}
          </p>
          <div className="mt-2 flex flex-wrap gap-2">
            {limit.pending.confirmable && (
              <Button className="!px-3 !py-1 text-xs" disabled={busy} onClick={() => void run('/protection/confirm_limit')} data-testid="limit-confirm">
                {t('protection.confirm', 'Confirm')}
                <span className="sr-only"> {name}</span>
              </Button>
            )}
            <Button variant="secondary" className="!px-3 !py-1 text-xs" disabled={busy} onClick={() => void run('/protection/cancel_pending')}>
              {t('protection.keepCurrent', 'Keep the current limit')}
            </Button>
          </div>
        </div>
      )}
      <div className="mt-2 flex flex-wrap gap-2">
        <label htmlFor={`${id}-amount`} className="sr-only">
          {t('protection.newLimitFor', { defaultValue: 'New {{name}} ({{currency}})', name, currency })}
        </label>
        <input
          id={`${id}-amount`}
          name="amount"
          inputMode="decimal"
          autoComplete="off"
          placeholder={t('protection.newLimit', 'New limit')}
          value={value}
          onChange={(e) => setValue(e.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          className={`w-24 min-w-0 flex-1 rounded-theme border bg-surface-2 px-3 py-1.5 text-sm text-text outline-none focus:border-accent ${error ? 'border-danger' : 'border-border'}`}
          data-testid="limit-input"
        />
        <button type="submit" className={buttonClass('primary', '!px-3 !py-1.5 text-sm')} disabled={busy} data-testid="limit-save">
          {t('protection.set', 'Set')}
          <span className="sr-only"> {name}</span>
        </button>
        {limit.amount !== null && !limit.pending && (
          <Button variant="ghost" className="!px-2 !py-1.5 text-sm" disabled={busy} onClick={() => void run('/protection/set_limit', null)}>
            {t('protection.remove', 'Remove')}
            <span className="sr-only"> {name}</span>
          </Button>
        )}
      </div>
      {error && (
        <p id={errorId} role="alert" className="mt-1 text-sm text-danger" data-testid="limit-error">
          {error}
        </p>
      )}
    </form>
  );
}

/* ——— Reality check ——— */

function RealityPanel({ status, onChange }: { status: Status; onChange: (s: Status) => void }) {
  const { t, i18n } = useTranslation();
  const [choice, setChoice] = useState<number>(status.reality.minutes);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const fail = useFailure();
  const save = async (e: FormEvent) => {
    e.preventDefault();
    setBusy(true);
    setError(null);
    const a = await callApi('/protection/set_reality', { ...playerIdentity(), minutes: choice as 0 | 15 | 30 | 60 });
    setBusy(false);
    if (a.statusCode === 1) {
      onChange(a);
      window.dispatchEvent(new Event(REALITY_CHANGED_EVENT));
    } else if (!SESSION_END_MESSAGES.has(a.message)) setError(fail(a, i18n.language));
  };
  const label = (m: number) => (m === 0 ? t('protection.realityOff', 'Off') : t('protection.minutes', { count: m, defaultValue: '{{count}} minutes' }));
  return (
    <Panel title={t('protection.realityTitle', 'Reality check')}>
      <form onSubmit={save} noValidate data-testid="reality-form">
        <fieldset>
          <legend className="mb-3 text-sm text-muted">
            {t(
              'protection.realityText',
              'A reminder of how long you have played and your result since you signed in. A shorter interval applies at once, a longer one after 24 hours.',
            )}
          </legend>
          <div className="flex flex-wrap gap-2">
            {REALITY_MINUTES.map((m) => (
              <label
                key={m}
                className="flex cursor-pointer items-center gap-2 rounded-theme border border-border px-3 py-2 text-sm has-[:checked]:border-accent has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-accent"
              >
                <input type="radio" name="reality" value={m} checked={choice === m} onChange={() => setChoice(m)} className="accent-[var(--color-accent)]" />
                {label(m)}
              </label>
            ))}
          </div>
        </fieldset>
        <p className="mt-3 text-sm" data-testid="reality-current">
          {t('protection.realityNow', { defaultValue: 'Now: {{value}}.', value: label(status.reality.minutes) })}{' '}
          {status.reality.pending &&
            t('protection.realityPending', {
              defaultValue: '{{value}} from {{date}}.',
              value: label(status.reality.pending.minutes),
              date: when(status.reality.pending.from, i18n.language),
            })}
        </p>
        {error && (
          <p role="alert" className="mt-2 text-sm text-danger">
            {error}
          </p>
        )}
        <button type="submit" className={buttonClass('primary', 'mt-3')} disabled={busy || choice === status.reality.minutes}>
          {t('protection.save', 'Save')}
        </button>
      </form>
    </Panel>
  );
}

/* ——— Time-out and self-exclusion ——— */

function BreakPanel() {
  const { t } = useTranslation();
  const [days, setDays] = useState<number>(1);
  const [months, setMonths] = useState<string>('6');
  return (
    <Panel title={t('protection.breakTitle', 'Take a break')}>
      <p className="-mt-2 mb-4 text-sm text-muted">
        {t(
          'protection.breakText',
          'Both start at once: you are signed out everywhere, you cannot sign in until the end, and no promotions reach you. A self-exclusion covers your accounts with the same phone number on every site of this platform. You can still have your balance paid out.',
        )}
      </p>
      <div className="grid gap-4 md:grid-cols-2">
        <div className="rounded-theme border border-border p-4">
          <h3 className="font-semibold">{t('protection.timeoutTitle', 'Time-out')}</h3>
          <label className="mt-2 block text-sm" htmlFor="timeout-days">
            {t('protection.timeoutFor', 'For how long')}
          </label>
          <select
            id="timeout-days"
            value={days}
            onChange={(e) => setDays(Number(e.target.value))}
            className="mt-1 w-full rounded-theme border border-border bg-surface-2 px-3 py-2 text-text"
            data-testid="timeout-days"
          >
            {TIMEOUT_DAYS.map((d) => (
              <option key={d} value={d}>
                {d % 7 === 0
                  ? t('protection.weeks', { count: d / 7, defaultValue: '{{count}} weeks' })
                  : t('protection.days', { count: d, defaultValue: '{{count}} days' })}
              </option>
            ))}
          </select>
          <ExcludeButton body={{ kind: 'timeout', days }} label={t('protection.timeoutStart', 'Start a time-out')} testId="timeout-start" />
        </div>
        <div className="rounded-theme border border-border p-4">
          <h3 className="font-semibold">{t('protection.exclusionTitle', 'Self-exclusion')}</h3>
          <label className="mt-2 block text-sm" htmlFor="exclusion-months">
            {t('protection.timeoutFor', 'For how long')}
          </label>
          <select
            id="exclusion-months"
            value={months}
            onChange={(e) => setMonths(e.target.value)}
            className="mt-1 w-full rounded-theme border border-border bg-surface-2 px-3 py-2 text-text"
            data-testid="exclusion-months"
          >
            {EXCLUSION_MONTHS.map((m) => (
              <option key={m} value={String(m)}>
                {m % 12 === 0
                  ? t('protection.years', { count: m / 12, defaultValue: '{{count}} years' })
                  : t('protection.months', { count: m, defaultValue: '{{count}} months' })}
              </option>
            ))}
            <option value="open">{t('protection.openEnded', 'No end date (at least 6 months)')}</option>
          </select>
          <ExcludeButton
            body={{ kind: 'self_exclusion', months: months === 'open' ? null : Number(months) }}
            label={t('protection.exclusionStart', 'Exclude myself')}
            testId="exclusion-start"
          />
        </div>
      </div>
    </Panel>
  );
}

function ExcludeButton({
  body,
  label,
  testId,
}: {
  body: { kind: 'timeout'; days: number } | { kind: 'self_exclusion'; months: number | null };
  label: string;
  testId: string;
}) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const go = async () => {
    setBusy(true);
    setError(null);
    const a = await callApi('/protection/exclude', { ...playerIdentity(), ...body });
    setBusy(false);
    if (a.statusCode !== 1) {
      if (!SESSION_END_MESSAGES.has(a.message)) setError(errorText(a.message, (k, d) => t(k, d ?? k)));
      return;
    }
    const until = a.exclusion.ends_at ?? a.exclusion.sign_in_from;
    setOpen(false);
    // The server ended every session: this tab signs out now, the others on their next call.
    await logout({ notifyServer: false });
    useNoticeStore.getState().toast({
      variant: 'success',
      title: t('protection.breakStarted', 'Your break has started'),
      text: t('protection.breakUntil', { defaultValue: 'You can sign in again from {{date}}.', date: when(until, i18n.language) }),
      duration: 10_000,
    });
    navigate('/');
  };
  return (
    <Dialog
      open={open}
      onOpenChange={setOpen}
      trigger={
        <Button variant="secondary" className="mt-3 w-full" data-testid={testId}>
          {label}
        </Button>
      }
      title={label}
      description={t('protection.breakConfirm', 'This starts now and cannot be undone before its end. You will be signed out on every device.')}
      footer={
        <div className="flex flex-wrap justify-end gap-2">
          <DialogClose asChild>
            <Button variant="ghost">{t('protection.cancel', 'Cancel')}</Button>
          </DialogClose>
          <Button onClick={() => void go()} disabled={busy} data-testid="break-confirm">
            {t('protection.breakYes', 'Yes, start now')}
          </Button>
        </div>
      }
    >
      <p className="text-sm">
        <Link to="/withdrawal" className="text-accent underline">
          {t('protection.withdrawFirst', 'Want your balance paid out first? Request a withdrawal before you start.')}
        </Link>
      </p>
      {error && (
        <p role="alert" className="mt-2 text-sm text-danger">
          {error}
        </p>
      )}
    </Dialog>
  );
}

function ExclusionPanel({ status, onChange }: { status: Status; onChange: (s: Status) => void }) {
  const { t, i18n } = useTranslation();
  const ex = status.exclusion!;
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const fail = useFailure();
  const run = async (path: '/protection/request_return' | '/protection/confirm_return') => {
    setBusy(true);
    setError(null);
    const a = await callApi(path, playerIdentity());
    setBusy(false);
    if (a.statusCode === 1) onChange(a);
    else if (!SESSION_END_MESSAGES.has(a.message)) setError(fail(a, i18n.language));
  };
  const what = ex.kind === 'timeout' ? t('protection.timeoutTitle', 'Time-out') : t('protection.exclusionTitle', 'Self-exclusion');
  return (
    <Panel title={what} className="border-warning">
      <div data-testid="exclusion-state" className="space-y-2 text-sm">
        <p>
          {ex.ends_at
            ? t('protection.periodEnded', { defaultValue: 'Its period ended on {{date}}.', date: when(ex.ends_at, i18n.language) })
            : t('protection.openSince', { defaultValue: 'Open-ended, since {{date}}.', date: when(ex.starts_at, i18n.language) })}{' '}
          {t('protection.stillPaused', 'Deposits, bets and promotions stay paused until you confirm your return.')}
        </p>
        {ex.linked && <p>{t('protection.linked', 'It was taken on another of your accounts (same phone number) and ends there.')}</p>}
        {ex.returnable && !ex.return_requested_at && (
          <Button onClick={() => void run('/protection/request_return')} disabled={busy} data-testid="return-request">
            {t('protection.requestReturn', 'I want to return')}
          </Button>
        )}
        {ex.return_requested_at && ex.confirmable_at && !ex.confirmable && (
          <p data-testid="return-cooling">
            {t('protection.cooling', { defaultValue: 'Cooling-off: you can confirm your return from {{date}}.', date: when(ex.confirmable_at, i18n.language) })}
          </p>
        )}
        {ex.confirmable && (
          <Button onClick={() => void run('/protection/confirm_return')} disabled={busy} data-testid="return-confirm">
            {t('protection.confirmReturn', 'Confirm my return')}
          </Button>
        )}
        {error && (
          <p role="alert" className="text-danger">
            {error}
          </p>
        )}
      </div>
    </Panel>
  );
}

/* ——— The record ——— */

function actionText(t: T, e: { action: string; detail: Record<string, unknown> }) {
  const d = e.detail as { kind?: string; period?: string; to?: string | number | null; from?: string | number | null };
  const limit = d.kind && d.period ? `${kindText(t, d.kind)} · ${periodText(t, d.period)}` : '';
  const amount = (v: unknown) => (v === null || v === undefined ? t('protection.noLimit', 'No limit') : formatMoney(String(v)));
  switch (e.action) {
    case 'limit_set':
      return t('protection.log.limit_set', { defaultValue: '{{limit}}: set to {{to}}', limit, to: amount(d.to) });
    case 'limit_raise_requested':
      return t('protection.log.limit_raise_requested', { defaultValue: '{{limit}}: raise to {{to}} requested', limit, to: amount(d.to) });
    case 'limit_removal_requested':
      return t('protection.log.limit_removal_requested', { defaultValue: '{{limit}}: removal requested', limit });
    case 'limit_raise_confirmed':
      return t('protection.log.limit_raise_confirmed', { defaultValue: '{{limit}}: changed to {{to}}', limit, to: amount(d.to) });
    case 'limit_pending_cancelled':
      return t('protection.log.limit_pending_cancelled', { defaultValue: '{{limit}}: change withdrawn', limit });
    case 'reality_check_set':
    case 'reality_check_longer_requested':
      return t(`protection.log.${e.action}`, { defaultValue: 'Reality check: every {{to}} minutes', to: d.to ?? 0 });
    case 'reality_check_acknowledged':
      return t('protection.log.reality_check_acknowledged', 'Reality check acknowledged');
    default:
      return t(`protection.log.${e.action}`, e.action.replace(/_/g, ' '));
  }
}

function HistoryPanel({ tick }: { tick: number }) {
  const { t, i18n } = useTranslation();
  const call = usePlayerCall('/protection/history', { page: 1, tick } as never);
  return (
    <Panel title={t('protection.historyTitle', 'History of your changes')}>
      {!call.data ? (
        <LoadingPanel error={call.error} rows={3} />
      ) : call.data.value.length === 0 ? (
        <EmptyState title={t('protection.historyEmpty', 'No changes yet.')} />
      ) : (
        <ol className="divide-y divide-border text-sm" data-testid="protection-history">
          {call.data.value.map((e) => (
            <li key={e.id} className="flex flex-wrap justify-between gap-2 py-2">
              <span>{actionText(t, e)}</span>
              <time dateTime={e.at} className="text-muted tabular-nums">
                {when(e.at, i18n.language)}
              </time>
            </li>
          ))}
        </ol>
      )}
    </Panel>
  );
}
