import { useEffect, useId, useRef, useState } from 'react';
import { Form, Link, useActionData, useLocation, useNavigate, useNavigation, useSearchParams } from 'react-router';
import type { AnswerOf } from '#contract/index.ts';
import { EXCLUSION_MONTHS, REALITY_MINUTES, TIMEOUT_DAYS, type LimitView } from '#contract/protection.ts';
import { useTranslation } from '~/i18n/use-translation.ts';
import { Button } from '~/ui/button.tsx';
import { Dialog, DialogClose } from '~/ui/dialog.tsx';
import { EmptyState } from '~/ui/empty-state.tsx';
import { LoadingPanel } from '~/ui/loading.tsx';
import { Panel } from '~/ui/panel.tsx';
import { buttonClass } from '~/ui/button.tsx';
import { errorText } from '~/lib/browser/error-handler.ts';
import { formatMoney } from '~/lib/shared/format.ts';
import { useNoticeStore } from '~/stores/notice-store.ts';
import { useRevalidateOnWalletChange } from '~/features/wallet/use-wallet-change.ts';
import type { ToolResult } from '../routes/responsible-gaming.tsx';
import { kindText, periodText, REALITY_CHANGED_EVENT, when } from './texts.ts';

type Status = Extract<AnswerOf<'/protection/status'>, { limits: unknown }>;
type History = Extract<AnswerOf<'/protection/history'>, { value: unknown }>['value'];
type T = ReturnType<typeof useTranslation>['t'];

/** Every tool posts to the page's action with its `intent`; the page's loaders then bring the new state. */
const ACTION = '/responsible-gaming';

/** The result of this tool's last post (a limit's: its `kind-period` too), from the page's action. */
function useToolResult(intent: string | readonly string[], target?: string): ToolResult | null {
  const r = useActionData<ToolResult>();
  if (!r || !(typeof intent === 'string' ? r.intent === intent : intent.includes(r.intent))) return null;
  return target && r.target !== target ? null : r;
}

/** The player's protection tools: limits, reality check, a break, the record. */
export function ProtectionTools({ status, error, history }: { status: Status | null; error: string; history: History | null }) {
  // Headroom and "left" amounts follow the player's deposits and bets.
  useRevalidateOnWalletChange();
  if (!status) return <LoadingPanel error={error} rows={6} />;
  return (
    <div className="mt-6 space-y-4" data-testid="protection-tools">
      {status.exclusion && <ExclusionPanel status={status} />}
      <LimitsPanel status={status} />
      <RealityPanel status={status} />
      {!status.exclusion && <BreakPanel />}
      <HistoryPanel history={history} />
    </div>
  );
}

function useFailure() {
  const { t, i18n } = useTranslation();
  return (a: ToolResult | null) => {
    if (!a || a.ok) return null;
    if (a.fieldErrors?.amount) return t('protection.amountInvalid', 'Type an amount above 0, such as 150 or 150.50.');
    if (a.message === 'limitNotYetConfirmable' && a.confirmable_from)
      return t('protection.confirmFrom', { defaultValue: 'You can confirm this from {{date}}.', date: when(a.confirmable_from, i18n.language) });
    return errorText(a.message ?? 'invalidRequest', (k, d) => t(k, d ?? k));
  };
}

/** A post of one tool: its intent and fields, posted as a form (a page without scripts posts it itself). */
function Hidden({ fields }: { fields: Record<string, string> }) {
  return (
    <>
      {Object.entries(fields).map(([k, v]) => (
        <input key={k} type="hidden" name={k} value={v} />
      ))}
    </>
  );
}

/* ——— Limits ——— */

function LimitsPanel({ status }: { status: Status }) {
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
                  <LimitRow key={l.period} limit={l} currency={status.headroom.currency} />
                ))}
            </div>
          </fieldset>
        ))}
      </div>
    </Panel>
  );
}

const LIMIT_INTENTS = ['set-limit', 'remove-limit', 'confirm-limit', 'cancel-pending'] as const;

function LimitRow({ limit, currency }: { limit: LimitView; currency: string }) {
  const { t, i18n } = useTranslation();
  const lng = i18n.language;
  const fail = useFailure();
  const id = useId();
  const target = `${limit.kind}-${limit.period}`;
  const result = useToolResult(LIMIT_INTENTS, target);
  const error = fail(result);
  const navigation = useNavigation();
  const busy = navigation.state === 'submitting' && navigation.formData?.get('kind') === limit.kind && navigation.formData?.get('period') === limit.period;
  const name = `${kindText(t, limit.kind)} · ${periodText(t, limit.period)}`;
  const ref = { kind: limit.kind, period: limit.period };
  const inputRef = useRef<HTMLInputElement>(null);
  // A refused amount: focus goes to the field. A saved one: the field empties and focus stays where
  // it was (the field or its button), the status line below says what was saved.
  useEffect(() => {
    if (!result || !inputRef.current) return;
    if (!result.ok && result.fieldErrors?.amount) inputRef.current.focus();
    else if (result.ok) inputRef.current.value = '';
  }, [result]);
  const savedText =
    result?.ok &&
    (result.intent === 'set-limit' || result.intent === 'remove-limit'
      ? limit.pending
        ? t('protection.savedPending', { defaultValue: '{{name}}: your change waits 24 hours, then needs your confirmation.', name })
        : limit.amount === null
          ? t('protection.savedRemoved', { defaultValue: '{{name}}: no limit.', name })
          : t('protection.savedSet', { defaultValue: '{{name}} saved: {{amount}}.', name, amount: formatMoney(limit.amount, lng) })
      : t('protection.savedDone', { defaultValue: '{{name}}: done.', name }));

  const errorId = `${id}-error`;
  // Enabled while a post is on its way (the button keeps focus); a second press is the same post.
  const press = (e: React.MouseEvent) => {
    if (busy) e.preventDefault();
  };
  return (
    <div className="min-w-0 border-t border-border pt-3 first:border-t-0 first:pt-0 sm:border-t-0 sm:pt-0" data-testid={`limit-${limit.kind}-${limit.period}`}>
      <div className="flex items-baseline justify-between gap-2">
        <span className="text-sm font-medium">{periodText(t, limit.period)}</span>
        <span className="text-sm tabular-nums" data-testid="limit-current">
          {limit.amount === null ? (
            <span className="text-muted">{t('protection.noLimit', 'No limit')}</span>
          ) : (
            <>
              <span className="font-semibold">{formatMoney(limit.amount, lng)}</span>{' '}
              <span className="text-muted">
                {t('protection.left', { defaultValue: '({{amount}} left)', amount: formatMoney(limit.remaining ?? '0', lng) })}
              </span>
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
                  amount: formatMoney(limit.pending.amount, lng),
                  date: when(limit.pending.from, i18n.language),
                })}
          </p>
          <Form method="post" action={ACTION} preventScrollReset className="mt-2 flex flex-wrap gap-2">
            <Hidden fields={ref} />
            {limit.pending.confirmable && (
              <Button type="submit" name="intent" value="confirm-limit" className="!px-3 !py-1 text-xs" onClick={press} data-testid="limit-confirm">
                {t('protection.confirm', 'Confirm')}
                <span className="sr-only"> {name}</span>
              </Button>
            )}
            <Button type="submit" name="intent" value="cancel-pending" variant="secondary" className="!px-3 !py-1 text-xs" onClick={press}>
              {t('protection.keepCurrent', 'Keep the current limit')}
            </Button>
          </Form>
        </div>
      )}
      <Form method="post" action={ACTION} preventScrollReset noValidate className="mt-2 flex flex-wrap gap-2">
        <Hidden fields={ref} />
        <label htmlFor={`${id}-amount`} className="sr-only">
          {t('protection.newLimitFor', { defaultValue: 'New {{name}} ({{currency}})', name, currency })}
        </label>
        <input
          ref={inputRef}
          id={`${id}-amount`}
          name="amount"
          inputMode="decimal"
          autoComplete="off"
          placeholder={t('protection.newLimit', 'New limit')}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : savedText ? `${id}-saved` : undefined}
          className={`w-24 min-w-0 flex-1 rounded-theme border bg-surface-2 px-3 py-1.5 text-sm text-text outline-none focus:border-accent ${error ? 'border-danger' : 'border-border'}`}
          data-testid="limit-input"
        />
        <button
          type="submit"
          name="intent"
          value="set-limit"
          className={buttonClass('primary', '!px-3 !py-1.5 text-sm')}
          onClick={press}
          data-testid="limit-save"
        >
          {t('protection.set', 'Set')}
          <span className="sr-only"> {name}</span>
        </button>
        {limit.amount !== null && !limit.pending && (
          <Button type="submit" name="intent" value="remove-limit" variant="ghost" className="!px-2 !py-1.5 text-sm" onClick={press}>
            {t('protection.remove', 'Remove')}
            <span className="sr-only"> {name}</span>
          </Button>
        )}
      </Form>
      {error && (
        <p id={errorId} role="alert" className="mt-1 text-sm text-danger" data-testid="limit-error">
          {error}
        </p>
      )}
      <p id={`${id}-saved`} role="status" className="mt-1 text-sm text-success" data-testid="limit-saved">
        {savedText || ''}
      </p>
    </div>
  );
}

/* ——— Reality check ——— */

function RealityPanel({ status }: { status: Status }) {
  const { t, i18n } = useTranslation();
  const [choice, setChoice] = useState<number>(status.reality.minutes);
  const result = useToolResult('set-reality');
  const error = useFailure()(result);
  const [seen, setSeen] = useState(result);
  if (result !== seen) {
    setSeen(result);
    if (result?.ok) setChoice(status.reality.pending?.minutes ?? status.reality.minutes);
  }
  // The reality check plans its next reminder again.
  useEffect(() => {
    if (result?.ok) window.dispatchEvent(new Event(REALITY_CHANGED_EVENT));
  }, [result]);
  const label = (m: number) => (m === 0 ? t('protection.realityOff', 'Off') : t('protection.minutes', { count: m, defaultValue: '{{count}} minutes' }));
  return (
    <Panel title={t('protection.realityTitle', 'Reality check')}>
      <Form method="post" action={ACTION} preventScrollReset noValidate data-testid="reality-form">
        <input type="hidden" name="intent" value="set-reality" />
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
        <p role="status" className="mt-2 text-sm text-success" data-testid="reality-saved">
          {result?.ok ? t('protection.realitySaved', 'Reality check saved.') : ''}
        </p>
        <button type="submit" className={buttonClass('primary', 'mt-3')}>
          {t('protection.save', 'Save')}
        </button>
      </Form>
    </Panel>
  );
}

/* ——— Time-out and self-exclusion ——— */

function BreakPanel() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const [days, setDays] = useState<string>(params.get('days') ?? '1');
  const [months, setMonths] = useState<string>(params.get('months') ?? '6');
  // Without scripts, "Start" asks on the page itself (`?break=timeout&days=7`) before anything starts.
  const asked = params.get('break');
  return (
    <Panel title={t('protection.breakTitle', 'Take a break')}>
      <p className="-mt-2 mb-4 text-sm text-muted">
        {t(
          'protection.breakText',
          'Both start at once: you are signed out everywhere, you cannot sign in until the end, and no promotions reach you. A self-exclusion covers your accounts with the same phone number on every site of this platform. You can still have your balance paid out.',
        )}
      </p>
      {(asked === 'timeout' || asked === 'self_exclusion') && (
        <BreakConfirm
          fields={asked === 'timeout' ? { kind: 'timeout', days: params.get('days') ?? '1' } : { kind: 'self_exclusion', months: params.get('months') ?? '6' }}
        />
      )}
      <div className="grid gap-4 md:grid-cols-2">
        <BreakChoice
          kind="timeout"
          title={t('protection.timeoutTitle', 'Time-out')}
          field="days"
          value={days}
          onChange={setDays}
          options={TIMEOUT_DAYS.map((d) => [
            String(d),
            d % 7 === 0
              ? t('protection.weeks', { count: d / 7, defaultValue: '{{count}} weeks' })
              : t('protection.days', { count: d, defaultValue: '{{count}} days' }),
          ])}
          start={t('protection.timeoutStart', 'Start a time-out')}
          testIds={['timeout-days', 'timeout-start']}
        />
        <BreakChoice
          kind="self_exclusion"
          title={t('protection.exclusionTitle', 'Self-exclusion')}
          field="months"
          value={months}
          onChange={setMonths}
          options={[
            ...EXCLUSION_MONTHS.map((m): [string, string] => [
              String(m),
              m % 12 === 0
                ? t('protection.years', { count: m / 12, defaultValue: '{{count}} years' })
                : t('protection.months', { count: m, defaultValue: '{{count}} months' }),
            ]),
            ['open', t('protection.openEnded', 'No end date (at least 6 months)')],
          ]}
          start={t('protection.exclusionStart', 'Exclude myself')}
          testIds={['exclusion-months', 'exclusion-start']}
        />
      </div>
    </Panel>
  );
}

/** One kind of break: how long, and the button that asks before it starts (a plain GET form without scripts). */
function BreakChoice({
  kind,
  title,
  field,
  value,
  onChange,
  options,
  start,
  testIds: [selectId, startId],
}: {
  kind: 'timeout' | 'self_exclusion';
  title: string;
  field: 'days' | 'months';
  value: string;
  onChange(v: string): void;
  options: [string, string][];
  start: string;
  testIds: [string, string];
}) {
  const { t } = useTranslation();
  const id = selectId;
  return (
    <Form method="get" action={ACTION} preventScrollReset className="rounded-theme border border-border p-4">
      <input type="hidden" name="break" value={kind} />
      <h3 className="font-semibold">{title}</h3>
      <label className="mt-2 block text-sm" htmlFor={id}>
        {t('protection.timeoutFor', 'For how long')}
      </label>
      <select
        id={id}
        name={field}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        className="mt-1 w-full rounded-theme border border-border bg-surface-2 px-3 py-2 text-text"
        data-testid={selectId}
      >
        {options.map(([v, label]) => (
          <option key={v} value={v}>
            {label}
          </option>
        ))}
      </select>
      <ExcludeButton fields={kind === 'timeout' ? { kind, days: value } : { kind, months: value }} label={start} testId={startId} />
    </Form>
  );
}

/**
 * A break that has started: the session is over (the page now shows the signed-out view), so this
 * sits outside the tools. Scripts running: a notice and home; without: the same words here.
 */
export function BreakStarted() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const result = useToolResult('exclude');
  const done = result?.ok ? result : null;
  const text = done ? t('protection.breakUntil', { defaultValue: 'You can sign in again from {{date}}.', date: when(done.until ?? '', i18n.language) }) : '';
  useEffect(() => {
    if (!done) return;
    useNoticeStore.getState().toast({ variant: 'success', title: t('protection.breakStarted', 'Your break has started'), text, duration: 10_000 });
    navigate('/');
  }, [done, navigate, t, text]);
  if (!done) return null;
  return (
    <p role="status" className="mt-6 rounded-theme border border-success bg-surface p-4" data-testid="break-started">
      <strong>{t('protection.breakStarted', 'Your break has started')}</strong> {text}
    </p>
  );
}

/** The page's own question when the break was asked for without scripts. */
function BreakConfirm({ fields }: { fields: Record<string, string> }) {
  const { t } = useTranslation();
  const location = useLocation();
  const error = useFailure()(useToolResult('exclude'));
  return (
    <Form method="post" action={ACTION} className="mb-4 rounded-theme border border-warning bg-surface-2 p-4" data-testid="break-ask">
      <Hidden fields={{ intent: 'exclude', ...fields }} />
      <p className="font-semibold">
        {t('protection.breakConfirm', 'This starts now and cannot be undone before its end. You will be signed out on every device.')}
      </p>
      <p className="mt-2 text-sm">
        <Link to="/withdrawal" className="text-accent underline">
          {t('protection.withdrawFirst', 'Want your balance paid out first? Request a withdrawal before you start.')}
        </Link>
      </p>
      {error && (
        <p role="alert" className="mt-2 text-sm text-danger">
          {error}
        </p>
      )}
      <div className="mt-3 flex flex-wrap gap-2">
        <Button type="submit">{t('protection.breakYes', 'Yes, start now')}</Button>
        <Link to={location.pathname} replace className={buttonClass('ghost')}>
          {t('protection.cancel', 'Cancel')}
        </Link>
      </div>
    </Form>
  );
}

function ExcludeButton({ fields, label, testId }: { fields: Record<string, string>; label: string; testId: string }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const navigation = useNavigation();
  const busy = navigation.state === 'submitting' && navigation.formData?.get('intent') === 'exclude';
  const error = useFailure()(useToolResult('exclude'));
  const trigger = useRef<HTMLButtonElement>(null);
  return (
    <>
      {/* Scripts running: the question in a dialog instead of the page's. */}
      <Button
        ref={trigger}
        type="submit"
        variant="secondary"
        className="mt-3 w-full"
        data-testid={testId}
        onClick={(e) => {
          e.preventDefault();
          setOpen(true);
        }}
      >
        {label}
      </Button>
      <Dialog
        open={open}
        onOpenChange={setOpen}
        returnFocus={trigger}
        title={label}
        description={t('protection.breakConfirm', 'This starts now and cannot be undone before its end. You will be signed out on every device.')}
        footer={
          <Form method="post" action={ACTION} className="flex flex-wrap justify-end gap-2">
            <Hidden fields={{ intent: 'exclude', ...fields }} />
            <DialogClose asChild>
              <Button type="button" variant="ghost">
                {t('protection.cancel', 'Cancel')}
              </Button>
            </DialogClose>
            {/* While the break is asked for the button keeps focus (aria-disabled): a second press does nothing. */}
            <Button type="submit" aria-disabled={busy || undefined} onClick={(e) => busy && e.preventDefault()} data-testid="break-confirm">
              {t('protection.breakYes', 'Yes, start now')}
            </Button>
          </Form>
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
    </>
  );
}

function ExclusionPanel({ status }: { status: Status }) {
  const { t, i18n } = useTranslation();
  const ex = status.exclusion!;
  const result = useToolResult(['request-return', 'confirm-return']);
  const error = useFailure()(result);
  const what = ex.kind === 'timeout' ? t('protection.timeoutTitle', 'Time-out') : t('protection.exclusionTitle', 'Self-exclusion');
  return (
    <Panel title={what} className="border-warning">
      <Form method="post" action={ACTION} preventScrollReset data-testid="exclusion-state" className="space-y-2 text-sm">
        <p>
          {ex.ends_at
            ? t('protection.periodEnded', { defaultValue: 'Its period ended on {{date}}.', date: when(ex.ends_at, i18n.language) })
            : t('protection.openSince', { defaultValue: 'Open-ended, since {{date}}.', date: when(ex.starts_at, i18n.language) })}{' '}
          {t('protection.stillPaused', 'Deposits, bets and promotions stay paused until you confirm your return.')}
        </p>
        {ex.linked && <p>{t('protection.linked', 'It was taken on another of your accounts (same phone number) and ends there.')}</p>}
        {ex.returnable && !ex.return_requested_at && (
          <Button type="submit" name="intent" value="request-return" data-testid="return-request">
            {t('protection.requestReturn', 'I want to return')}
          </Button>
        )}
        {ex.return_requested_at && ex.confirmable_at && !ex.confirmable && (
          <p data-testid="return-cooling">
            {t('protection.cooling', { defaultValue: 'Cooling-off: you can confirm your return from {{date}}.', date: when(ex.confirmable_at, i18n.language) })}
          </p>
        )}
        {ex.confirmable && (
          <Button type="submit" name="intent" value="confirm-return" data-testid="return-confirm">
            {t('protection.confirmReturn', 'Confirm my return')}
          </Button>
        )}
        {error && (
          <p role="alert" className="text-danger">
            {error}
          </p>
        )}
      </Form>
    </Panel>
  );
}

/* ——— The record ——— */

function actionText(t: T, e: { action: string; detail: Record<string, unknown> }, lng?: string) {
  const d = e.detail as { kind?: string; period?: string; to?: string | number | null; from?: string | number | null };
  const limit = d.kind && d.period ? `${kindText(t, d.kind)} · ${periodText(t, d.period)}` : '';
  const amount = (v: unknown) => (v === null || v === undefined ? t('protection.noLimit', 'No limit') : formatMoney(String(v), lng));
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

function HistoryPanel({ history }: { history: History | null }) {
  const { t, i18n } = useTranslation();
  const lng = i18n.language;
  return (
    <Panel title={t('protection.historyTitle', 'History of your changes')}>
      {!history ? (
        <LoadingPanel error="serviceUnavailable" rows={3} />
      ) : history.length === 0 ? (
        <EmptyState title={t('protection.historyEmpty', 'No changes yet.')} />
      ) : (
        <ol className="divide-y divide-border text-sm" data-testid="protection-history">
          {history.map((e) => (
            <li key={e.id} className="flex flex-wrap justify-between gap-2 py-2">
              <span>{actionText(t, e, lng)}</span>
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
