import { numberLocale } from '#contract/number-locale.ts';

/**
 * The one place numbers are written for people: money, counts, odds and the digits of dates, each
 * in the page language's own form through Intl (English 12,345.67, Russian 12 345,67, Spanish
 * 12.345,67; the locales in contract/number-locale.ts), the same on the server and in every browser.
 */
export { numberLocale };

const formatters = new Map<string, Intl.NumberFormat>();
function numberFormat(lng: string | null | undefined, decimals: 0 | 2 | 'any') {
  const locale = numberLocale(lng);
  const key = `${locale}|${decimals}`;
  let f = formatters.get(key);
  if (!f) {
    f = new Intl.NumberFormat(locale, decimals === 'any' ? { maximumFractionDigits: 6 } : { minimumFractionDigits: decimals, maximumFractionDigits: decimals });
    formatters.set(key, f);
  }
  return f;
}

/** A count, grouped ("0,0"): 1,234,567 · 1 234 567 · 12,34,567. */
export function formatNumber(v: number | string, lng?: string | null): string {
  const n = typeof v === 'string' ? Number(v) : v;
  return numberFormat(lng, 0).format(Number.isFinite(n) ? n : 0);
}

/** Money arrives as a decimal string; two decimals, grouped as the language groups. */
export function formatMoney(v: number | string, lng?: string | null): string {
  const n = typeof v === 'string' ? Number(v) : v;
  return numberFormat(lng, 2).format(Number.isFinite(n) ? n : 0);
}

/** A number in a message (i18next's interpolation): grouped, up to 6 decimals. */
export function formatPlain(v: number, lng?: string | null): string {
  return numberFormat(lng, 'any').format(v);
}

/**
 * A number already written with "." decimals and no grouping (an odds price, "1.85", "-0.67",
 * "1094.07"): the same digits with the language's decimal mark ("1,85"). Fractions and signs stay.
 */
export function localDecimal(text: string, lng?: string | null): string {
  const mark = numberFormat(lng, 2)
    .formatToParts(1.5)
    .find((p) => p.type === 'decimal')?.value;
  return mark && mark !== '.' ? text.replace('.', mark) : text;
}

/** Currency → date locale: EN en, CN zh, RUS, ESP, VI, MS, NE their own, others en. */
const DATE_LOCALES: Record<string, string> = { EN: 'en', CN: 'zh', RUS: 'ru', ESP: 'es', VI: 'vi', MS: 'ms', NE: 'ne' };
export const dateLocaleFor = (code: string | null | undefined) => DATE_LOCALES[(code ?? '').toUpperCase()] ?? 'en';

export function formatDate(iso: string | Date, code: string, opts: Intl.DateTimeFormatOptions = { dateStyle: 'medium', timeStyle: 'short' }) {
  const d = typeof iso === 'string' ? new Date(iso) : iso;
  if (Number.isNaN(d.getTime())) return '';
  const locale = dateLocaleFor(code);
  if (locale === 'ne') return hasLocale('ne') ? new Intl.DateTimeFormat('ne-u-nu-latn', opts).format(d) : nepaliDate(d, opts);
  return new Intl.DateTimeFormat(locale, opts).format(d);
}

const hasLocale = (locale: string) => Intl.DateTimeFormat.supportedLocalesOf(locale).length > 0;

/*
 * Nepali for runtimes without its locale data (Chromium ships none: Nepali players saw English
 * dates). The same text Node's full ICU writes with Latin digits (ne-u-nu-latn), the digits of the
 * page's amounts: "2026 मार्च 5, 08:04", "3 दिनमा", "हिजो".
 */
const NE_MONTHS = ['जनवरी', 'फेब्रुअरी', 'मार्च', 'अप्रिल', 'मे', 'जुन', 'जुलाई', 'अगस्ट', 'सेप्टेम्बर', 'अक्टोबर', 'नोभेम्बर', 'डिसेम्बर'];

function nepaliDate(d: Date, opts: Intl.DateTimeFormatOptions) {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en', {
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
      timeZone: opts.timeZone,
    })
      .formatToParts(d)
      .map((p) => [p.type, p.value]),
  );
  const withDate = !!(opts.dateStyle || opts.day || opts.month || opts.year) || !opts.timeStyle;
  const withTime = !!(opts.timeStyle || opts.hour || opts.minute);
  const month = NE_MONTHS[Number(parts.month) - 1];
  const date = opts.dateStyle || opts.year ? `${parts.year} ${month} ${Number(parts.day)}` : `${month} ${Number(parts.day)}`;
  const time = `${parts.hour}:${parts.minute}`;
  return [withDate ? date : '', withTime ? time : ''].filter(Boolean).join(', ');
}

/** "in 3 days", "yesterday" in Nepali where the runtime has no Nepali (numeric: 'auto'). */
export function nepaliRelative(value: number, unit: 'day' | 'hour' | 'minute') {
  if (unit === 'day' && value >= -1 && value <= 1) return ['हिजो', 'आज', 'भोलि'][value + 1];
  if (unit === 'minute' && value === 0) return 'यही मिनेटमा';
  const word = { day: 'दिन', hour: 'घण्टा', minute: 'मिनेट' }[unit];
  return value >= 0 ? `${value} ${word}मा` : `${-value} ${word} पहिले`;
}

/**
 * A date as the first render shows it, the same on the server and in every browser: no locale
 * data (browsers lack some, Chromium has no Nepali) and no time zone (the server's is not the
 * player's), so hydration never finds a different text. The page shows the player's local,
 * translated form once it is interactive.
 */
export function stableDate(iso: string | Date, withTime = true) {
  const d = typeof iso === 'string' ? new Date(iso) : iso;
  if (Number.isNaN(d.getTime())) return '';
  const s = d.toISOString();
  return withTime ? `${s.slice(0, 10)} ${s.slice(11, 16)} UTC` : s.slice(0, 10);
}
