/**
 * Odds: the display rule, the six price formats of the sportsbook, a parlay's total odds and
 * a stake's potential return. Prices travel as decimal numbers (1.85) but are worth integers of
 * 1/10 000 on the server (api/services/sports/grading.ts, ODDS_SCALE); every computation here turns a
 * price into those integers first (BigInt), so no binary float drift reaches a shown digit or a cent.
 */

import { localDecimal } from '~/lib/shared/format.ts';

export const ODDS_FORMATS = ['decimal', 'hongkong', 'malay', 'indo', 'american', 'fractional'] as const;
export type OddsFormat = (typeof ODDS_FORMATS)[number];
export const isOddsFormat = (v: unknown): v is OddsFormat => typeof v === 'string' && (ODDS_FORMATS as readonly string[]).includes(v);

/** Decimal odds are integers of 1/10 000 on the server. */
const SCALE = 10_000n;

/**
 * A number rounded half away from zero to `places` decimals, as an integer of 10^-places. It reads
 * the number's shortest decimal form (what JS prints), so 1.00005 rounds as the 1.00005 it was
 * written as, not as the binary 1.0000499…; null for NaN and ±Infinity.
 */
function scaled(value: number, places: number): bigint | null {
  if (!Number.isFinite(value)) return null;
  const m = /^(\d+)(?:\.(\d+))?(?:e([+-]\d+))?$/.exec(Math.abs(value).toString());
  if (!m) return null;
  const digits = BigInt(m[1] + (m[2] ?? ''));
  const shift = Number(m[3] ?? 0) - (m[2]?.length ?? 0) + places;
  let q: bigint;
  if (shift >= 0) q = digits * 10n ** BigInt(shift);
  else {
    const div = 10n ** BigInt(-shift);
    q = digits / div + ((digits % div) * 2n >= div ? 1n : 0n);
  }
  return value < 0 ? -q : q;
}

/** A valid decimal price (more than 1 once rounded to 4 decimals) in 1/10 000; null otherwise. */
function priceUnits(decimal: number): bigint | null {
  const u = scaled(decimal, 4);
  return u !== null && u > SCALE ? u : null;
}

/** n / d rounded half away from zero, both positive. */
const divRound = (n: bigint, d: bigint) => (2n * n + d) / (2n * d);

/** Hundredths as text with 2 decimals; ASCII "-" for negatives. */
const hundredths = (h: bigint, negative = false) => `${negative ? '-' : ''}${h / 100n}.${(h % 100n).toString().padStart(2, '0')}`;

/**
 * Display rule of a decimal number ("trimmed to up to 4 decimals; with the flag set and
 * value 10 or more, trailing zeros drop to 0, 2 or 3 decimals; value 0 shows empty"), read as:
 * - 0, NaN, ±Infinity, and anything that rounds to 0 at 4 decimals → '' (nothing is shown).
 * - Otherwise the value is rounded to 4 decimals, half away from zero, from its shortest decimal
 *   form (1.00005 → "1.0001", 9.99995 → "10.00", 12.34565 → "12.3457"; toFixed would say 12.3456).
 * - Trailing zeros are trimmed, but a price keeps at least 2 decimals (the betting convention):
 *   1.8500 → "1.85", 1.5 → "1.50", 2 → "2.00", 1.23456 → "1.2346", 12.125 → "12.125".
 * - With `trimZeros` and a (rounded) value of 10 or more, the 2-decimal floor goes too when every
 *   decimal is 0: 10 → "10", 250 → "250", but 10.5 → "10.50", 12.125 → "12.125". So the decimals
 *   shown are 0, 2 or 3 when there were trailing zeros to drop, and 4 when there were none
 *   (12.1234 → "12.1234": only zeros drop, never a significant digit). Below 10 the flag changes nothing.
 * - Negative values get an ASCII "-"; "10 or more" is the literal value, so -12 stays "-12.00".
 * No thousands separators.
 */
export function displayDecimal(value: number, trimZeros = false): string {
  const u = scaled(value, 4);
  if (u === null || u === 0n) return '';
  const abs = u < 0n ? -u : u;
  const whole = abs / SCALE;
  let decimals = (abs % SCALE).toString().padStart(4, '0').replace(/0+$/, '');
  if (!(trimZeros && u >= 10n * SCALE && decimals === '')) decimals = decimals.padEnd(2, '0');
  return `${u < 0n ? '-' : ''}${whole}${decimals ? `.${decimals}` : ''}`;
}

/**
 * The bookmakers' fractional ladder: the usual text of common prices (4/6 and 6/4 unreduced, 100/30,
 * 85/40, 1/1 for evens). A price within 0.005 of a rung (two-decimal prices such as 1.91 or 2.38) shows it.
 */
const LADDER: readonly (readonly [number, number])[] = [
  [1, 100], [1, 50], [1, 33], [1, 25], [1, 20], [1, 16], [1, 14], [1, 12], [1, 11], [1, 10], [1, 9], [1, 8],
  [1, 7], [1, 6], [2, 11], [1, 5], [2, 9], [1, 4], [2, 7], [3, 10], [1, 3], [4, 11], [2, 5], [4, 9], [40, 85],
  [1, 2], [8, 15], [4, 7], [8, 13], [4, 6], [8, 11], [4, 5], [5, 6], [10, 11], [1, 1], [21, 20], [11, 10],
  [6, 5], [5, 4], [11, 8], [7, 5], [6, 4], [8, 5], [13, 8], [7, 4], [9, 5], [15, 8], [2, 1], [85, 40], [9, 4],
  [5, 2], [11, 4], [3, 1], [100, 30], [7, 2], [4, 1], [9, 2], [5, 1], [11, 2], [6, 1], [13, 2], [7, 1], [15, 2],
  [8, 1], [17, 2], [9, 1], [10, 1], [11, 1], [12, 1], [14, 1], [16, 1], [18, 1], [20, 1], [25, 1], [33, 1],
  [40, 1], [50, 1], [66, 1], [80, 1], [100, 1],
]; // prettier-ignore

const gcd = (a: number, b: number): number => (b === 0 ? a : gcd(b, a % b));

/** The fraction nearest to n/d with a denominator of at most maxDen (continued fractions, as Python's limit_denominator). */
function nearestFraction(n: number, d: number, maxDen: number): [number, number] {
  const g = gcd(n, d);
  [n, d] = [n / g, d / g];
  if (d <= maxDen) return [n, d];
  let [p0, q0, p1, q1] = [0, 1, 1, 0];
  for (let [a, b] = [n, d]; ;) {
    const k = Math.floor(a / b);
    const q2 = q0 + k * q1;
    if (q2 > maxDen) break;
    [p0, q0, p1, q1] = [p1, q1, p0 + k * p1, q2];
    [a, b] = [b, a - k * b];
  }
  const k = Math.floor((maxDen - q0) / q1);
  const [sp, sq] = [p0 + k * p1, q0 + k * q1];
  return Math.abs(p1 * d - n * q1) * sq <= Math.abs(sp * d - n * sq) * q1 ? [p1, q1] : [sp, sq];
}

/** Hong Kong odds (in 1/10 000, > 0) as a fraction: the nearest ladder rung, else the nearest fraction with a denominator ≤ 100. */
function fractional(hkUnits: bigint): string {
  const hk = Number(hkUnits);
  const scale = Number(SCALE);
  let best: readonly [number, number] | null = null;
  let bestDist = 0;
  for (const [num, den] of LADDER) {
    const dist = Math.abs(hk * den - num * scale) / den; // in 1/10 000
    if (dist <= 50 && (best === null || dist < bestDist)) [best, bestDist] = [[num, den], dist];
  }
  if (best) return `${best[0]}/${best[1]}`;
  const [num, den] = nearestFraction(hk, scale, 100);
  return num === 0 ? '1/100' : `${num}/${den}`; // a price is never "0/1": 1/100 is the smallest shown
}

/**
 * A decimal price (e.g. 1.85, > 1) in the player's format; '' for 0 (a closed or absent price) and
 * for every invalid one (NaN, ±Infinity, ≤ 1 once rounded to 4 decimals): an invalid price is
 * never shown as a number. With HK = decimal − 1 (exact, in 1/10 000):
 * - decimal: displayDecimal(decimal, true): 1.85 → "1.85", 2 → "2.00", 11 → "11".
 * - hongkong: HK with 2 decimals: 1.909 → "0.91".
 * - malay: HK when HK ≤ 1 (decimal ≤ 2, so 2.00 → "1.00"), else −1/HK: 2.5 → "-0.67".
 * - indo: HK when HK ≥ 1 (2.00 → "1.00"), else −1/HK: 1.5 → "-2.00".
 * - american: +100 × HK from decimal 2 up (2.00 → "+100"), else −100/HK: 1.5 → "-200"; whole
 *   numbers, always signed.
 * - fractional: HK as a fraction: a bookmaker ladder rung within 0.005 (1.91 → "10/11",
 *   1.667 → "4/6", 2.5 → "6/4", 4.333 → "100/30", evens "1/1"), else the nearest fraction with a
 *   denominator ≤ 100 (1.87 → "87/100").
 * HK, Malay and Indo show 2 decimals, American whole numbers, all rounded half away from zero from
 * the exact value. Negatives use ASCII "-" (not U+2212) in every format, positives no sign except
 * American's "+". No thousands separators. With `lng`, the decimal mark is the language's
 * (lib/shared/format.ts: Russian "1,85"), as its amounts are written.
 */
export function formatOdds(decimal: number, format: OddsFormat, lng?: string): string {
  const text = oddsText(decimal, format);
  return lng ? localDecimal(text, lng) : text;
}

function oddsText(decimal: number, format: OddsFormat): string {
  const u = priceUnits(decimal);
  if (u === null) return '';
  const hk = u - SCALE;
  switch (format) {
    case 'decimal':
      return displayDecimal(decimal, true);
    case 'hongkong':
      return hundredths(divRound(hk, 100n));
    case 'malay':
      return hk <= SCALE ? hundredths(divRound(hk, 100n)) : hundredths(divRound(SCALE * 100n, hk), true);
    case 'indo':
      return hk >= SCALE ? hundredths(divRound(hk, 100n)) : hundredths(divRound(SCALE * 100n, hk), true);
    case 'american':
      return hk >= SCALE ? `+${divRound(hk, 100n)}` : `-${divRound(SCALE * 100n, hk)}`;
    case 'fractional':
      return fractional(hk);
  }
}

/**
 * Combined odds of a parlay from decimal legs, like the server's totalOdds: the exact product of
 * the legs in 1/10 000, rounded DOWN to 4 decimals (1.3333 × 1.3333 = 1.77768889 → 1.7776). 0 (no
 * price) for no legs or any invalid leg (NaN, ≤ 1), so formatOdds shows nothing.
 */
export function parlayOdds(legs: readonly number[]): number {
  const units = legs.map(priceUnits);
  if (units.length === 0 || units.some((u) => u === null)) return 0;
  const product = units.reduce<bigint>((p, u) => p * u!, 1n);
  return Number(product / SCALE ** BigInt(units.length - 1)) / Number(SCALE);
}

/**
 * A parlay's total odds as the slip and My bets show them: floored to 2 decimals (1094.0724 →
 * 1094.07), as books print a combined price; the return is still worked out from the exact legs.
 */
export function shownTotalOdds(total: number): number {
  const u = scaled(total, 4);
  if (u === null || u <= SCALE) return 0;
  return Number(u / 100n) / 100;
}

/** A stake in major units ("10.00", "10.5", "10.", ".5", "10") as cents; null when it is not such a number. */
function stakeCents(stake: string): bigint | null {
  const m = /^(\d*)(?:\.(\d{0,2}))?$/.exec(stake.trim());
  if (!m || (m[1] === '' && !m[2])) return null;
  return BigInt(m[1] || '0') * 100n + BigInt((m[2] ?? '').padEnd(2, '0'));
}

const returnText = (cents: bigint | null) => (cents === null ? '0.00' : hundredths(cents));

/**
 * Potential return (stake included) of a stake in major units (e.g. "10.00") at decimal odds:
 * cents × odds in 1/10 000 ÷ 10 000, floored to the cent in BigInt, as the server pays it, as a
 * string with 2 decimals and no separators ("10.00" at 1.85 → "18.50"). "0.00" for a stake that is
 * not a number of at most 2 decimals, or an invalid price.
 */
export function potentialReturn(stake: string, decimal: number): string {
  const cents = stakeCents(stake);
  const u = priceUnits(decimal);
  return returnText(cents === null || u === null ? null : (cents * u) / SCALE);
}

/**
 * A parlay's potential return exactly as the server computes it at placement (grading.ts
 * potentialReturn): the stake times the unrounded product of the legs, floored to the cent once.
 * This can be a little more than potentialReturn(stake, parlayOdds(legs)), whose total odds are
 * already floored to 4 decimals. "0.00" for no legs, an invalid leg or an invalid stake.
 */
export function parlayReturn(stake: string, legs: readonly number[]): string {
  const cents = stakeCents(stake);
  const units = legs.map(priceUnits);
  if (cents === null || units.length === 0 || units.some((u) => u === null)) return '0.00';
  return returnText(units.reduce<bigint>((p, u) => p * u!, cents) / SCALE ** BigInt(units.length));
}
