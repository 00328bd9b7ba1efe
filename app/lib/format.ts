/** SPEC §9: number locale en, pattern 0,0; balances with two decimals. */
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

/** SPEC §3 currency → date locale: EN en, CN zh, RUS, ESP, VI, MS, NE their own, others en. */
const DATE_LOCALES: Record<string, string> = { EN: 'en', CN: 'zh', RUS: 'ru', ESP: 'es', VI: 'vi', MS: 'ms', NE: 'ne' };
export const dateLocaleFor = (code: string | null | undefined) => DATE_LOCALES[(code ?? '').toUpperCase()] ?? 'en';

export function formatDate(iso: string | Date, code: string, opts: Intl.DateTimeFormatOptions = { dateStyle: 'medium', timeStyle: 'short' }) {
  const d = typeof iso === 'string' ? new Date(iso) : iso;
  if (Number.isNaN(d.getTime())) return '';
  return new Intl.DateTimeFormat(dateLocaleFor(code), opts).format(d);
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
