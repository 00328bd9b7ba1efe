/** Number locale en, pattern 0,0; balances with two decimals. */
const int = new Intl.NumberFormat('en', { maximumFractionDigits: 0 });
const money = new Intl.NumberFormat('en', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

export function formatNumber(v: number | string): string {
  const n = typeof v === 'string' ? Number(v) : v;
  return Number.isFinite(n) ? int.format(n) : '0';
}

/** Money arrives as a decimal string; Intl formats it without float arithmetic on our side. */
export function formatMoney(v: number | string): string {
  const n = typeof v === 'string' ? Number(v) : v;
  return Number.isFinite(n) ? money.format(n) : '0.00';
}

/** Currency → date locale: EN en, CN zh, RUS, ESP, VI, MS, NE their own, others en. */
const DATE_LOCALES: Record<string, string> = { EN: 'en', CN: 'zh', RUS: 'ru', ESP: 'es', VI: 'vi', MS: 'ms', NE: 'ne' };
export const dateLocaleFor = (code: string | null | undefined) => DATE_LOCALES[(code ?? '').toUpperCase()] ?? 'en';

export function formatDate(iso: string | Date, code: string, opts: Intl.DateTimeFormatOptions = { dateStyle: 'medium', timeStyle: 'short' }) {
  const d = typeof iso === 'string' ? new Date(iso) : iso;
  if (Number.isNaN(d.getTime())) return '';
  const locale = dateLocaleFor(code);
  if (locale === 'ne' && !hasLocale('ne')) return nepaliDate(d, opts);
  return new Intl.DateTimeFormat(locale, opts).format(d);
}

const hasLocale = (locale: string) => Intl.DateTimeFormat.supportedLocalesOf(locale).length > 0;

/*
 * Nepali for runtimes without its locale data (Chromium ships none: Nepali players saw English
 * dates). The same text Node's full ICU writes: "२०२६ मार्च ५, ०८:०४", "३ दिनमा", "हिजो".
 */
const NE_DIGITS = '०१२३४५६७८९';
const NE_MONTHS = ['जनवरी', 'फेब्रुअरी', 'मार्च', 'अप्रिल', 'मे', 'जुन', 'जुलाई', 'अगस्ट', 'सेप्टेम्बर', 'अक्टोबर', 'नोभेम्बर', 'डिसेम्बर'];
export const nepaliDigits = (text: string | number) => String(text).replace(/\d/g, (c) => NE_DIGITS[Number(c)]);

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
  return nepaliDigits([withDate ? date : '', withTime ? time : ''].filter(Boolean).join(', '));
}

/** "in 3 days", "yesterday" in Nepali where the runtime has no Nepali (numeric: 'auto'). */
export function nepaliRelative(value: number, unit: 'day' | 'hour' | 'minute') {
  if (unit === 'day' && value >= -1 && value <= 1) return ['हिजो', 'आज', 'भोलि'][value + 1];
  if (unit === 'minute' && value === 0) return 'यही मिनेटमा';
  const word = { day: 'दिन', hour: 'घण्टा', minute: 'मिनेट' }[unit];
  return value >= 0 ? `${nepaliDigits(value)} ${word}मा` : `${nepaliDigits(-value)} ${word} पहिले`;
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
