import type { ReactNode } from 'react';
import { useTranslation } from '~/i18n/use-translation.ts';
import { Button } from '~/ui/button.tsx';

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
      className={`inline-flex shrink-0 items-center gap-1.5 whitespace-nowrap rounded-full border px-2.5 py-0.5 text-xs font-semibold ${TONES[status] ?? 'border-border text-muted'}`}
      data-status={status}
    >
      <span className="h-1.5 w-1.5 rounded-full bg-current" aria-hidden="true" />
      {t(`wallet.${status}`, status)}
    </span>
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
    <fieldset className="min-w-0">
      <legend className="mb-2 text-sm font-medium">{legend}</legend>
      <div className="grid gap-2 sm:grid-cols-2">
        {options.map((o) => (
          <label
            key={String(o.value)}
            className={`flex min-w-0 cursor-pointer items-center gap-3 rounded-theme border p-3 transition has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-accent ${value === o.value ? 'border-accent bg-surface-2' : 'border-border hover:border-accent'}`}
          >
            <input
              type="radio"
              name={name}
              value={String(o.value)}
              className="h-4 w-4 accent-[var(--color-accent)]"
              checked={value === o.value}
              onChange={() => onChange(o.value)}
            />
            <span className="min-w-0 wrap-break-word">
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
