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
