import { describe, expect, it } from 'vitest';
import type { BetResult, BetType } from '../../../contract/sports.ts';
import { asian, betPayout, betResult, cashoutValue, lineText, potentialReturn, gradeLeg, totalOdds, type EventResult } from './grading.ts';

const res = (
  home: number,
  away: number,
  ht: [number, number] | null = null,
  first: 'H' | 'A' | 'N' | null = null,
  last: 'H' | 'A' | 'N' | null = null,
): EventResult => ({
  status: 'finished',
  home,
  away,
  htHome: ht?.[0] ?? null,
  htAway: ht?.[1] ?? null,
  firstGoal: first,
  lastGoal: last,
  winner: null,
});
const q = (line: number) => Math.round(line * 4);

// [bet type, period, line (goals, home side or total), key, final, half time, first, last, expected]
type Row = [
  BetType,
  'FT' | '1H',
  number | null,
  string,
  [number, number],
  [number, number] | null,
  ('H' | 'A' | 'N' | null)?,
  ('H' | 'A' | 'N' | null)?,
  BetResult?,
];
const TABLE: Array<[...Row]> = [
  ['1X2', 'FT', null, 'H', [2, 1], null, null, null, 'WIN'],
  ['1X2', 'FT', null, 'D', [2, 1], null, null, null, 'LOSS'],
  ['1X2', 'FT', null, 'D', [1, 1], null, null, null, 'WIN'],
  ['1X2H', '1H', null, 'A', [2, 1], [0, 1], null, null, 'WIN'],
  ['1X2H', '1H', null, 'H', [2, 1], null, null, null, 'VOID'],
  ['1X2HDP', 'FT', -1, 'D', [2, 1], null, null, null, 'WIN'],
  ['1X2HDP', 'FT', -1, 'H', [3, 1], null, null, null, 'WIN'],
  ['1X2HDP', 'FT', +1, 'A', [0, 2], null, null, null, 'WIN'],
  ['1X2HDP', 'FT', +1, 'H', [0, 1], null, null, null, 'LOSS'],
  // Asian handicap: whole, half and quarter lines, both sides
  ['HDP', 'FT', 0, 'H', [0, 0], null, null, null, 'PUSH'],
  ['HDP', 'FT', -1, 'H', [2, 1], null, null, null, 'PUSH'],
  ['HDP', 'FT', -1, 'A', [2, 1], null, null, null, 'PUSH'],
  ['HDP', 'FT', -0.5, 'H', [1, 0], null, null, null, 'WIN'],
  ['HDP', 'FT', -0.5, 'A', [1, 0], null, null, null, 'LOSS'],
  ['HDP', 'FT', +0.25, 'H', [0, 0], null, null, null, 'HALF_WIN'],
  ['HDP', 'FT', -0.25, 'H', [0, 0], null, null, null, 'HALF_LOSS'],
  ['HDP', 'FT', -0.25, 'A', [0, 0], null, null, null, 'HALF_WIN'],
  ['HDP', 'FT', -0.75, 'H', [1, 0], null, null, null, 'HALF_WIN'],
  ['HDP', 'FT', -0.75, 'A', [1, 0], null, null, null, 'HALF_LOSS'],
  ['HDP', 'FT', -0.75, 'H', [2, 0], null, null, null, 'WIN'],
  ['HDP', 'FT', -1.25, 'H', [2, 1], null, null, null, 'HALF_LOSS'],
  ['HDP', 'FT', +1.25, 'A', [2, 1], null, null, null, 'LOSS'],
  ['HDP', 'FT', -1.25, 'A', [2, 1], null, null, null, 'HALF_WIN'],
  ['HDPH', '1H', -0.25, 'H', [3, 3], [1, 0], null, null, 'WIN'],
  ['HDPH', '1H', +0.75, 'H', [0, 0], [0, 0], null, null, 'WIN'],
  ['HDPH', '1H', +0.75, 'A', [0, 0], [0, 0], null, null, 'LOSS'],
  // Totals
  ['OU', 'FT', 2.5, 'O', [2, 1], null, null, null, 'WIN'],
  ['OU', 'FT', 2.5, 'U', [2, 1], null, null, null, 'LOSS'],
  ['OU', 'FT', 3, 'O', [2, 1], null, null, null, 'PUSH'],
  ['OU', 'FT', 2.25, 'O', [1, 1], null, null, null, 'HALF_LOSS'],
  ['OU', 'FT', 2.25, 'U', [1, 1], null, null, null, 'HALF_WIN'],
  ['OU', 'FT', 2.75, 'O', [2, 1], null, null, null, 'HALF_WIN'],
  ['OU', 'FT', 2.75, 'U', [2, 1], null, null, null, 'HALF_LOSS'],
  ['OU', 'FT', 210.5, 'O', [110, 101], null, null, null, 'WIN'],
  ['OUH', '1H', 0.75, 'U', [4, 0], [0, 1], null, null, 'HALF_LOSS'],
  ['OE', 'FT', null, 'ODD', [2, 1], null, null, null, 'WIN'],
  ['OE', 'FT', null, 'EVEN', [0, 0], null, null, null, 'WIN'],
  ['ML', 'FT', null, 'A', [98, 104], null, null, null, 'WIN'],
  ['ML', 'FT', null, 'H', [2, 2], null, null, null, 'PUSH'],
  ['DC', 'FT', null, '1X', [1, 1], null, null, null, 'WIN'],
  ['DC', 'FT', null, '12', [1, 1], null, null, null, 'LOSS'],
  ['DC', 'FT', null, 'X2', [0, 3], null, null, null, 'WIN'],
  ['DNB', 'FT', null, 'H', [1, 1], null, null, null, 'PUSH'],
  ['DNB', 'FT', null, 'A', [1, 2], null, null, null, 'WIN'],
  ['HNB', 'FT', null, 'D', [2, 0], null, null, null, 'PUSH'],
  ['HNB', 'FT', null, 'D', [1, 1], null, null, null, 'WIN'],
  ['HNB', 'FT', null, 'A', [1, 1], null, null, null, 'LOSS'],
  ['ANB', 'FT', null, 'H', [0, 1], null, null, null, 'PUSH'],
  ['ANB', 'FT', null, 'H', [3, 1], null, null, null, 'WIN'],
  ['CS', 'FT', null, '2-1', [2, 1], null, null, null, 'WIN'],
  ['CS', 'FT', null, '1-2', [2, 1], null, null, null, 'LOSS'],
  ['CS', 'FT', null, 'AOS', [5, 1], null, null, null, 'WIN'],
  ['CS', 'FT', null, 'AOS', [4, 4], null, null, null, 'LOSS'],
  ['TG', 'FT', null, '0-1', [1, 0], null, null, null, 'WIN'],
  ['TG', 'FT', null, '4-6', [3, 3], null, null, null, 'WIN'],
  ['TG', 'FT', null, '7+', [4, 3], null, null, null, 'WIN'],
  ['TG', 'FT', null, '2-3', [4, 3], null, null, null, 'LOSS'],
  ['HTFT', 'FT', null, 'DH', [2, 1], [1, 1], null, null, 'WIN'],
  ['HTFT', 'FT', null, 'HH', [2, 1], [1, 1], null, null, 'LOSS'],
  ['HTFT', 'FT', null, 'AA', [0, 1], null, null, null, 'VOID'],
  ['FGLG', 'FT', null, 'HF', [1, 2], null, 'H', 'A', 'WIN'],
  ['FGLG', 'FT', null, 'AL', [1, 2], null, 'H', 'A', 'WIN'],
  ['FGLG', 'FT', null, 'HL', [1, 2], null, 'H', 'A', 'LOSS'],
  ['FGLG', 'FT', null, 'NG', [0, 0], null, null, null, 'WIN'],
  ['FGLG', 'FT', null, 'AF', [0, 0], null, null, null, 'LOSS'],
  ['BS', 'FT', null, 'Y', [1, 1], null, null, null, 'WIN'],
  ['BS', 'FT', null, 'N', [1, 0], null, null, null, 'WIN'],
  ['CL', 'FT', null, 'H', [1, 0], null, null, null, 'WIN'],
  ['CL', 'FT', null, 'A', [1, 0], null, null, null, 'LOSS'],
  ['TWTN', 'FT', null, 'H', [2, 0], null, null, null, 'WIN'],
  ['TWTN', 'FT', null, 'H', [2, 1], null, null, null, 'LOSS'],
  ['TWTN', 'FT', null, 'A', [0, 0], null, null, null, 'LOSS'],
];

describe('grading of every bet type', () => {
  it.each(TABLE)('%s %s %s %s at %j (HT %j, first %s, last %s) → %s', (betType, period, line, key, [h, a], ht, first, last, expected) => {
    expect(gradeLeg({ betType, period, lineQ: line === null ? null : q(line), key }, res(h, a, ht, first ?? null, last ?? null))).toBe(expected);
  });

  it('outrights and cancelled events', () => {
    const r = { ...res(0, 0), winner: 'eng1-3' };
    expect(gradeLeg({ betType: 'OR', period: 'FT', lineQ: null, key: 'eng1-3' }, r)).toBe('WIN');
    expect(gradeLeg({ betType: 'OR', period: 'FT', lineQ: null, key: 'eng1-4' }, r)).toBe('LOSS');
    expect(gradeLeg({ betType: 'HDP', period: 'FT', lineQ: -1, key: 'H' }, { ...res(1, 0), status: 'cancelled' })).toBe('VOID');
  });

  it('quarter lines split the stake: +0.25 at 0-0 returns 150, −0.25 returns 50 (stake 100 at 2.00)', () => {
    const plus = gradeLeg({ betType: 'HDP', period: 'FT', lineQ: 1, key: 'H' }, res(0, 0));
    const minus = gradeLeg({ betType: 'HDP', period: 'FT', lineQ: -1, key: 'H' }, res(0, 0));
    expect(betPayout(10_000, [{ odds: 20_000, result: plus }])).toBe(15_000);
    expect(betPayout(10_000, [{ odds: 20_000, result: minus }])).toBe(5_000);
    expect(asian(0)).toBe('PUSH');
  });
});

describe('returns', () => {
  const S = 10_000; // 100.00
  it.each<[BetResult, number]>([
    ['WIN', 19_500],
    ['HALF_WIN', 14_750],
    ['PUSH', 10_000],
    ['VOID', 10_000],
    ['HALF_LOSS', 5_000],
    ['LOSS', 0],
  ])('a single at 1.95 that ends %s returns %i', (result, expected) => {
    expect(betPayout(S, [{ odds: 19_500, result }])).toBe(expected);
  });

  it('a parlay counts a half-won leg (1 + odds) / 2, a half-lost leg 0.5, push and void 1', () => {
    const legs = [
      { odds: 20_000, result: 'WIN' as const },
      { odds: 19_000, result: 'HALF_WIN' as const },
      { odds: 18_000, result: 'PUSH' as const },
      { odds: 25_000, result: 'VOID' as const },
    ];
    // 100 × 2 × 1.45 × 1 × 1 = 290
    expect(betPayout(S, legs)).toBe(29_000);
    expect(betResult(S, legs, 29_000)).toBe('HALF_WIN');
    const halfLost = [
      { odds: 20_000, result: 'WIN' as const },
      { odds: 19_000, result: 'HALF_LOSS' as const },
    ];
    // 100 × 2 × 0.5 = 100
    expect(betPayout(S, halfLost)).toBe(10_000);
    expect(betResult(S, halfLost, 10_000)).toBe('HALF_LOSS');
    const lost = [...legs, { odds: 15_000, result: 'LOSS' as const }];
    expect(betPayout(S, lost)).toBe(0);
    expect(betResult(S, lost, 0)).toBe('LOSS');
    const voided = [
      { odds: 20_000, result: 'VOID' as const },
      { odds: 15_000, result: 'VOID' as const },
    ];
    expect(betPayout(S, voided)).toBe(S);
    expect(betResult(S, voided, S)).toBe('VOID');
    const pushed = [
      { odds: 20_000, result: 'VOID' as const },
      { odds: 15_000, result: 'PUSH' as const },
    ];
    expect(betResult(S, pushed, S)).toBe('PUSH');
    const won = [
      { odds: 20_000, result: 'WIN' as const },
      { odds: 15_000, result: 'WIN' as const },
      { odds: 13_333, result: 'WIN' as const },
    ];
    // 100 × 2 × 1.5 × 1.3333 = 399.99 (rounded down to the cent)
    expect(betPayout(S, won)).toBe(39_999);
    expect(betResult(S, won, 39_999)).toBe('WIN');
  });

  it('rounds down, never up, and holds for large parlays', () => {
    expect(betPayout(1, [{ odds: 19_999, result: 'WIN' }])).toBe(1);
    expect(potentialReturn(333, [19_999])).toBe(665);
    const ten = Array.from({ length: 10 }, () => 30_000);
    expect(totalOdds(ten)).toBe(59_049 * 10_000);
    expect(potentialReturn(100, ten)).toBe(5_904_900);
  });

  it('cash-out: legs still open at their current odds, settled ones at their factor, less the cut', () => {
    // A single at 2.00 now priced 1.60: 100 × 2 / 1.6 × 0.95 = 118.75
    expect(cashoutValue(10_000, [{ odds: 20_000, result: null, current: 16_000 }], 5)).toBe(11_875);
    // A parlay: one leg won at 2.00, one open at 1.80 now 1.50: 100 × 2 × 1.8 / 1.5 × 0.95 = 228
    expect(
      cashoutValue(
        10_000,
        [
          { odds: 20_000, result: 'WIN', current: null },
          { odds: 18_000, result: null, current: 15_000 },
        ],
        5,
      ),
    ).toBe(22_800);
    expect(cashoutValue(10_000, [{ odds: 20_000, result: 'LOSS', current: null }], 5)).toBeNull();
  });

  it('writes lines as players read them', () => {
    expect(lineText(-1, true)).toBe('-0.25');
    expect(lineText(1, true)).toBe('+0.25');
    expect(lineText(0, true)).toBe('0');
    expect(lineText(10, false)).toBe('2.5');
    expect(lineText(-6, true)).toBe('-1.5');
  });
});
