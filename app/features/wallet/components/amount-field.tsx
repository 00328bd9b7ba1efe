import { useId, type Ref } from 'react';
import { useTranslation } from '~/i18n/use-translation.ts';
import { formatMoney } from '~/lib/shared/format.ts';
import { digitsOnly, numberInputProps } from '~/lib/shared/input-filters.ts';

/** Whole units only: a strict-number input with quick-pick chips under it. */
export function AmountField({
  ref,
  value,
  onChange,
  onBlur,
  chips,
  min,
  max,
  error,
  currency,
}: {
  /** The input, for the form to focus when the amount is wrong. */
  ref?: Ref<HTMLInputElement>;
  value: string;
  onChange: (v: string) => void;
  onBlur?: () => void;
  chips: { label: string; value: string }[];
  min: string;
  max: string;
  error?: string;
  currency: string;
}) {
  const { t, i18n } = useTranslation();
  const lng = i18n.language;
  const id = useId();
  const filter = numberInputProps();
  return (
    <div>
      <label htmlFor={id} className="mb-1 block text-sm font-medium">
        {t('wallet.amount', 'Amount')} {currency && <span className="text-muted">({currency})</span>}
      </label>
      <input
        ref={ref}
        id={id}
        name="amount"
        value={value}
        autoComplete="off"
        maxLength={9}
        inputMode={filter.inputMode}
        onKeyDown={filter.onKeyDown}
        onPaste={filter.onPaste}
        onChange={(e) => onChange(digitsOnly(e.target.value))}
        onBlur={onBlur}
        aria-invalid={error ? true : undefined}
        aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
        className={`w-full min-w-0 rounded-theme border bg-surface-2 px-3 py-3 text-2xl font-bold tabular-nums text-text outline-none focus:border-accent ${error ? 'border-danger' : 'border-border'}`}
        placeholder="0"
      />
      <p id={`${id}-hint`} className="mt-1 text-xs text-muted">
        {t('wallet.limits', { min: formatMoney(min, lng), max: formatMoney(max, lng), defaultValue: 'From {{min}} to {{max}}' })}
      </p>
      {error && (
        <p id={`${id}-error`} role="alert" className="mt-1 text-sm text-danger" data-testid="error-amount">
          {error}
        </p>
      )}
      {chips.length > 0 && (
        <div className="mt-3 flex flex-wrap gap-2" role="group" aria-label={t('wallet.quickPick', 'Quick amounts')}>
          {chips.map((c) => (
            <button
              key={c.label}
              type="button"
              aria-pressed={value === c.value}
              onClick={() => onChange(c.value)}
              className={`rounded-full border px-3.5 py-1.5 text-sm font-semibold tabular-nums transition focus-visible:outline-2 focus-visible:outline-accent ${value === c.value ? 'border-accent bg-accent text-accent-text' : 'border-border bg-surface-2 hover:border-accent'}`}
            >
              {c.label}
            </button>
          ))}
        </div>
      )}
    </div>
  );
}

/** "1234.00" → "1234" for the whole-unit field. */
export const wholeUnits = (money: string) => String(Math.floor(Number(money)));
