import { formatMoney } from '~/lib/shared/format.ts';
import { useTranslation } from '~/i18n/use-translation.ts';
import { useLayoutStore } from '~/stores/layout-store.ts';

/** The operator's currency code, for amounts. */
export function useCurrency() {
  return useLayoutStore((s) => s.site?.currency ?? '');
}

/** An amount in tabular figures; `signed` shows + or − with the success or danger colour. */
export function Money({ value, signed = false, className = '' }: { value: string | number; signed?: boolean; className?: string }) {
  const lng = useTranslation().i18n.language;
  const n = Number(value);
  const text = formatMoney(Math.abs(n), lng);
  const sign = signed ? (n > 0 ? '+' : n < 0 ? '−' : '') : n < 0 ? '−' : '';
  const tone = signed ? (n > 0 ? 'text-success' : n < 0 ? 'text-danger' : '') : '';
  return (
    <span className={`tabular-nums ${tone} ${className}`}>
      {sign}
      {text}
    </span>
  );
}
