import type { BetResult, BetType } from '../../../contract/sports.ts';

/**
 * Grading, pure: what a selection earns from a final result, and what a bet returns (at placement,
 * settlement and cash-out); settlement.ts pays it. Lines are integers of quarter goals (−0.25 → −1,
 * 2.5 → 10); odds integers of 1/10 000; money integers of minor units, always rounded down.
 * docs/decisions/0008-sportsbook-markets.md.
 */

export const ODDS_SCALE = 10_000;

export interface EventResult {
  status: 'finished' | 'cancelled';
  home: number;
  away: number;
  /** Half-time score (sports with halves); null when there is none. */
  htHome: number | null;
  htAway: number | null;
  /** Which side scored the first / last goal (N: no goal); null when not known. */
  firstGoal: 'H' | 'A' | 'N' | null;
  lastGoal: 'H' | 'A' | 'N' | null;
  /** Outrights: the winning team's id. */
  winner: string | null;
}

export interface LegSpec {
  betType: BetType;
  period: 'FT' | '1H';
  /** The home side's line (HDP, 1X2HDP) or the total (OU), in quarters; null when the market has none. */
  lineQ: number | null;
  key: string;
}

/** Correct-score markets list every score up to this many goals a side; AOS is any other score. */
export const CS_MAX = 4;
export const TG_BANDS = ['0-1', '2-3', '4-6', '7+'] as const;

const sign = (n: number) => (n > 0 ? 1 : n < 0 ? -1 : 0);

/**
 * An Asian line's outcome from the selection's margin in quarters (goals × 4 + its line). Whole and
 * half lines win, push or lose; a quarter line is two bets on the neighbouring lines, half the
 * stake each (+0.25 at 0-0: half pushes, half wins → HALF_WIN).
 */
export function asian(valueQ: number): BetResult {
  if (valueQ % 2 === 0) return valueQ > 0 ? 'WIN' : valueQ === 0 ? 'PUSH' : 'LOSS';
  const lo = sign(valueQ - 1);
  const hi = sign(valueQ + 1);
  if (lo > 0) return 'WIN';
  if (hi < 0) return 'LOSS';
  return lo === 0 ? 'HALF_WIN' : 'HALF_LOSS';
}

const threeWay = (h: number, a: number) => (h > a ? 'H' : h < a ? 'A' : 'D');
const win = (ok: boolean): BetResult => (ok ? 'WIN' : 'LOSS');

/** The outcome of one selection for a final result. */
export function gradeLeg(leg: LegSpec, r: EventResult): BetResult {
  if (r.status === 'cancelled') return 'VOID';
  if (leg.betType === 'OR') return r.winner ? win(r.winner === leg.key) : 'VOID';
  const half = leg.period === '1H';
  if (half && (r.htHome === null || r.htAway === null)) return 'VOID';
  const h = half ? r.htHome! : r.home;
  const a = half ? r.htAway! : r.away;
  const total = h + a;
  const line = leg.lineQ ?? 0;
  switch (leg.betType) {
    case '1X2':
    case '1X2H':
      return win(threeWay(h, a) === leg.key);
    case '1X2HDP': {
      const adj = 4 * (h - a) + line;
      return win((adj > 0 ? 'H' : adj < 0 ? 'A' : 'D') === leg.key);
    }
    case 'HDP':
    case 'HDPH':
      return leg.key === 'H' ? asian(4 * (h - a) + line) : asian(4 * (a - h) - line);
    case 'OU':
    case 'OUH':
      return leg.key === 'O' ? asian(4 * total - line) : asian(line - 4 * total);
    case 'OE':
      return win((total % 2 === 1 ? 'ODD' : 'EVEN') === leg.key);
    case 'ML':
      return h === a ? 'PUSH' : win((h > a ? 'H' : 'A') === leg.key);
    case 'DC':
      return win(leg.key === '1X' ? h >= a : leg.key === '12' ? h !== a : a >= h);
    case 'DNB':
      return h === a ? 'PUSH' : win((h > a ? 'H' : 'A') === leg.key);
    case 'HNB':
      return h > a ? 'PUSH' : win((a > h ? 'A' : 'D') === leg.key);
    case 'ANB':
      return a > h ? 'PUSH' : win((h > a ? 'H' : 'D') === leg.key);
    case 'CS':
      if (leg.key === 'AOS') return win(h > CS_MAX || a > CS_MAX);
      return win(leg.key === `${h}-${a}`);
    case 'TG': {
      const band = total <= 1 ? '0-1' : total <= 3 ? '2-3' : total <= 6 ? '4-6' : '7+';
      return win(band === leg.key);
    }
    case 'HTFT': {
      if (r.htHome === null || r.htAway === null) return 'VOID';
      return win(`${threeWay(r.htHome, r.htAway)}${threeWay(r.home, r.away)}` === leg.key);
    }
    case 'FGLG': {
      const first = r.firstGoal ?? (total === 0 ? 'N' : null);
      const last = r.lastGoal ?? (total === 0 ? 'N' : null);
      if (leg.key === 'NG') return win(total === 0);
      if (first === null || last === null) return 'VOID';
      return win(leg.key[1] === 'F' ? first === leg.key[0] : last === leg.key[0]);
    }
    case 'BS':
      return win((h > 0 && a > 0 ? 'Y' : 'N') === leg.key);
    case 'CL':
      return win(leg.key === 'H' ? a === 0 : h === 0);
    case 'TWTN':
      return win(leg.key === 'H' ? h > a && a === 0 : a > h && h === 0);
  }
  return 'VOID';
}

/** A leg's factor of the stake, in 1/20 000: won legs the odds, half won (1 + odds) / 2, half lost 0.5, push or void 1. */
export function legFactor(result: BetResult, odds: number): bigint {
  const o = BigInt(odds);
  switch (result) {
    case 'WIN':
      return 2n * o;
    case 'HALF_WIN':
      return o + BigInt(ODDS_SCALE);
    case 'PUSH':
    case 'VOID':
      return BigInt(2 * ODDS_SCALE);
    case 'HALF_LOSS':
      return BigInt(ODDS_SCALE);
    case 'LOSS':
      return 0n;
  }
}

/** What a bet returns (minor units, rounded down): the stake times its legs' factors. */
export function betPayout(stake: number, legs: { odds: number; result: BetResult }[]): number {
  let num = BigInt(stake);
  let den = 1n;
  for (const l of legs) {
    num *= legFactor(l.result, l.odds);
    den *= BigInt(2 * ODDS_SCALE);
  }
  return Number(num / den);
}

/** The most a bet can return (minor units, rounded down). */
export function potentialReturn(stake: number, odds: number[]): number {
  let num = BigInt(stake);
  let den = 1n;
  for (const o of odds) {
    num *= BigInt(o);
    den *= BigInt(ODDS_SCALE);
  }
  return Number(num / den);
}

/** A parlay's total odds in 1/10 000, rounded down. */
export function totalOdds(odds: number[]): number {
  let num = 1n;
  for (const o of odds) num *= BigInt(o);
  return Number(num / BigInt(ODDS_SCALE) ** BigInt(Math.max(odds.length - 1, 0)));
}

/**
 * A bet's result: a single's is its leg's. A parlay loses with any lost leg, is void when every leg
 * is void, a push when every leg pushed or was void; with half results it is a half win or a half
 * loss by whether it returns more than the stake; otherwise a win.
 */
export function betResult(stake: number, legs: { odds: number; result: BetResult }[], payout: number): BetResult {
  if (legs.length === 1) return legs[0].result;
  const rs = legs.map((l) => l.result);
  if (rs.includes('LOSS') || payout === 0) return 'LOSS';
  if (rs.every((r) => r === 'VOID')) return 'VOID';
  if (rs.every((r) => r === 'VOID' || r === 'PUSH')) return 'PUSH';
  if (rs.some((r) => r === 'HALF_WIN' || r === 'HALF_LOSS')) return payout > stake ? 'HALF_WIN' : 'HALF_LOSS';
  return 'WIN';
}

/**
 * A cash-out's value (minor units, rounded down): the return the bet is worth now, legs still
 * open priced at their current odds (a parlay multiplies them), less the house's cut in percent.
 * Null when a leg has lost.
 */
export function cashoutValue(stake: number, legs: { odds: number; result: BetResult | null; current: number | null }[], cutPercent: number): number | null {
  let num = BigInt(stake) * BigInt(100 - cutPercent);
  let den = 100n;
  for (const l of legs) {
    if (l.result === 'LOSS') return null;
    if (l.result) {
      num *= legFactor(l.result, l.odds);
      den *= BigInt(2 * ODDS_SCALE);
    } else {
      if (!l.current) return null;
      num *= BigInt(l.odds);
      den *= BigInt(l.current);
    }
  }
  return Number(num / den);
}

/** A line in quarters as the player reads it: "−0.25" → "-0.25"; signed lines show "+". */
export function lineText(q: number, signed: boolean): string {
  const v = q / 4;
  const s = String(v);
  return signed && v > 0 ? `+${s}` : s;
}

/** Odds integers ⇄ decimals (at most 4 decimals, exact in both directions). */
export const oddsToDecimal = (o: number) => o / ODDS_SCALE;
export const oddsFromDecimal = (d: number) => Math.round(d * ODDS_SCALE);
