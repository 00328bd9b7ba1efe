import { LANGUAGE_DEFS } from '#contract/languages.ts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { Button } from '~/components/ui/button.tsx';
import { errorText } from '~/lib/error-handler.ts';
import { formatDate, formatMoney } from '~/lib/format.ts';
import { useLayoutStore } from '~/stores/layout-store.ts';

const TONES: Record<string, string> = {
  pending: 'border-warning text-warning',
  credited: 'border-success text-success',
  approved: 'border-success text-success',
  cancelled: 'border-border text-muted',
  rejected: 'border-danger text-danger',
  failed: 'border-danger text-danger',
};

/** A status word with its colour and a dot; the word itself carries the meaning. */
export function StatusBadge({ status }: { status: string }) {
  const { t } = useTranslation();
  return (
    <span
      className={`inline-flex items-center gap-1.5 rounded-full border px-2.5 py-0.5 text-xs font-semibold ${TONES[status] ?? 'border-border text-muted'}`}
      data-status={status}
    >
      <span className="h-1.5 w-1.5 rounded-full bg-current" aria-hidden="true" />
      {t(`wallet.${status}`, status)}
    </span>
  );
}

/** The operator's currency code, for amounts. */
export function useCurrency() {
  return useLayoutStore((s) => s.site?.currency ?? '');
}

export function Money({ value, signed = false, className = '' }: { value: string | number; signed?: boolean; className?: string }) {
  const n = Number(value);
  const text = formatMoney(Math.abs(n));
  const sign = signed ? (n > 0 ? '+' : n < 0 ? '−' : '') : n < 0 ? '−' : '';
  const tone = signed ? (n > 0 ? 'text-success' : n < 0 ? 'text-danger' : '') : '';
  return (
    <span className={`tabular-nums ${tone} ${className}`}>
      {sign}
      {text}
    </span>
  );
}

/** SPEC §3: dates follow the language code's date locale (EN en, CN zh, …, others en). */
export function useDateFormat() {
  const { i18n } = useTranslation();
  const code = LANGUAGE_DEFS.find((l) => l.lng === i18n.language)?.code ?? 'EN';
  return (iso: string, opts?: Intl.DateTimeFormatOptions) => formatDate(iso, code, opts);
}

export function Panel({ title, children, actions, className = '' }: { title?: ReactNode; children: ReactNode; actions?: ReactNode; className?: string }) {
  return (
    <section className={`rounded-theme border border-border bg-surface p-5 md:p-6 ${className}`}>
      {(title || actions) && (
        <div className="mb-4 flex flex-wrap items-center justify-between gap-2">
          {title && <h2 className="text-lg font-bold">{title}</h2>}
          {actions}
        </div>
      )}
      {children}
    </section>
  );
}

export function SkeletonRows({ rows = 4, label }: { rows?: number; label?: string }) {
  const { t } = useTranslation();
  return (
    <div aria-busy="true" aria-label={label ?? t('site.loading', 'Loading')} className="space-y-2" data-testid="skeleton">
      {Array.from({ length: rows }, (_, i) => (
        <div key={i} className="h-12 animate-pulse rounded-theme bg-surface-2" />
      ))}
    </div>
  );
}

export function EmptyState({ title, text, action }: { title: string; text?: string; action?: ReactNode }) {
  return (
    <div className="rounded-theme border border-dashed border-border p-8 text-center" data-testid="empty-state">
      <p className="font-semibold">{title}</p>
      {text && <p className="mt-1 text-sm text-muted">{text}</p>}
      {action && <div className="mt-4">{action}</div>}
    </div>
  );
}

/** A labelled group of selectable cards (radio semantics, arrow keys move between them). */
export function ChoiceCards<T extends string | number>({
  legend,
  name,
  options,
  value,
  onChange,
  error,
}: {
  legend: string;
  name: string;
  options: { value: T; label: ReactNode; detail?: ReactNode }[];
  value: T | null;
  onChange: (v: T) => void;
  error?: string;
}) {
  return (
    <fieldset>
      <legend className="mb-2 text-sm font-medium">{legend}</legend>
      <div className="grid gap-2 sm:grid-cols-2">
        {options.map((o) => (
          <label
            key={String(o.value)}
            className={`flex cursor-pointer items-center gap-3 rounded-theme border p-3 transition has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-accent ${value === o.value ? 'border-accent bg-surface-2' : 'border-border hover:border-accent'}`}
          >
            <input type="radio" name={name} className="h-4 w-4 accent-[var(--color-accent)]" checked={value === o.value} onChange={() => onChange(o.value)} />
            <span className="min-w-0">
              <span className="block font-semibold">{o.label}</span>
              {o.detail && <span className="block text-xs text-muted">{o.detail}</span>}
            </span>
          </label>
        ))}
      </div>
      {error && (
        <p role="alert" className="mt-1 text-sm text-danger" data-testid={`error-${name}`}>
          {error}
        </p>
      )}
    </fieldset>
  );
}

/** The end of a wallet form: its error, the submit button (with its busy label) and a note. */
export function FormActions({ error, busy, label, busyLabel, note }: { error?: string; busy: boolean; label: string; busyLabel: string; note?: string }) {
  return (
    <>
      {error && (
        <p role="alert" className="text-sm text-danger">
          {error}
        </p>
      )}
      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" disabled={busy} className="px-6 py-3 text-base">
          {busy ? busyLabel : label}
        </Button>
        {note && <p className="text-xs text-muted">{note}</p>}
      </div>
    </>
  );
}

/** While a player call loads: a skeleton, or what went wrong. */
export function LoadingPanel({ error, rows = 4, title }: { error: string | null; rows?: number; title?: string }) {
  const { t } = useTranslation();
  return (
    <Panel title={title}>
      {error ? (
        <p role="alert" className="text-danger">
          {errorText(error, (k, d) => t(k, d ?? k))}
        </p>
      ) : (
        <SkeletonRows rows={rows} />
      )}
    </Panel>
  );
}

/** The amount rules shared by deposits and withdrawals, as the message next to the field. */
export function amountProblem(t: TFunction, amount: string, limits: { min: string; max: string }, balance?: string): string | undefined {
  const n = Number(amount);
  if (!amount) return t('validation:amountRequired', 'Enter an amount');
  if (n < Number(limits.min)) return t('validation:amountBelowMinimum', { amount: formatMoney(limits.min), defaultValue: 'The minimum is {{amount}}' });
  if (n > Number(limits.max)) return t('validation:amountAboveMaximum', { amount: formatMoney(limits.max), defaultValue: 'The maximum is {{amount}}' });
  if (balance !== undefined && n > Number(balance)) return t('validation:amountAboveBalance', 'This is more than your available balance');
  return undefined;
}
