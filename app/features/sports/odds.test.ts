import { describe, expect, it } from 'vitest';
import { OddsFormatCode } from '#contract/sports.ts';
import { displayDecimal, formatOdds, ODDS_FORMATS, parlayOdds, parlayReturn, potentialReturn, shownTotalOdds, type OddsFormat } from './odds.ts';

describe('odds display rule', () => {
  it.each([
    [0, false, ''],
    [1.5, false, '1.50'],
    [1.85, false, '1.85'],
    [1.85, true, '1.85'],
    [1.23456, false, '1.2346'],
    [1.00005, false, '1.0001'],
    [9.99995, false, '10.00'],
    [9.99995, true, '10'],
    [10, false, '10.00'],
    [10, true, '10'],
    [10.5, true, '10.50'],
    [12.125, true, '12.125'],
    [12.1234, true, '12.1234'],
    [100.25, true, '100.25'],
    [250, false, '250.00'],
    [250, true, '250'],
    [Number.NaN, true, ''],
  ])('%s with the flag %s shows "%s"', (value, flag, shown) => {
    expect(displayDecimal(value, flag)).toBe(shown);
  });
});

describe('odds formats', () => {
  const table: [number, Record<OddsFormat, string>][] = [
    [1.25, { decimal: '1.25', hongkong: '0.25', malay: '0.25', indo: '-4.00', american: '-400', fractional: '1/4' }],
    [1.5, { decimal: '1.50', hongkong: '0.50', malay: '0.50', indo: '-2.00', american: '-200', fractional: '1/2' }],
    [1.909, { decimal: '1.909', hongkong: '0.91', malay: '0.91', indo: '-1.10', american: '-110', fractional: '10/11' }],
    [2, { decimal: '2.00', hongkong: '1.00', malay: '1.00', indo: '1.00', american: '+100', fractional: '1/1' }],
    [2.5, { decimal: '2.50', hongkong: '1.50', malay: '-0.67', indo: '1.50', american: '+150', fractional: '6/4' }],
    [3.75, { decimal: '3.75', hongkong: '2.75', malay: '-0.36', indo: '2.75', american: '+275', fractional: '11/4' }],
    [11, { decimal: '11', hongkong: '10.00', malay: '-0.10', indo: '10.00', american: '+1000', fractional: '10/1' }],
  ];
  for (const [price, shown] of table) {
    for (const f of ODDS_FORMATS) {
      it(`${price} in ${f} is "${shown[f]}"`, () => expect(formatOdds(price, f)).toBe(shown[f]));
    }
  }

  it('shows nothing for a closed, absent or invalid price in every format', () => {
    for (const f of ODDS_FORMATS) for (const v of [0, 1, 0.5, Number.NaN, Number.POSITIVE_INFINITY]) expect(formatOdds(v, f), `${v} ${f}`).toBe('');
  });

  it('falls back to the nearest fraction with a denominator up to 100 off the ladder', () => {
    expect(formatOdds(1.87, 'fractional')).toBe('87/100');
  });
});

describe('parlay odds and returns', () => {
  it('multiplies the legs in 1/10 000 and floors to 4 decimals, like the server', () => {
    expect(parlayOdds([2, 1.85])).toBe(3.7);
    expect(parlayOdds([1.3333, 1.3333])).toBe(1.7776);
    expect(parlayOdds([])).toBe(0);
    expect(parlayOdds([2, 0])).toBe(0);
  });

  it('floors a return to the cent without float drift', () => {
    expect(potentialReturn('10.00', 1.85)).toBe('18.50');
    expect(potentialReturn('0.33', 3.333)).toBe('1.09');
    expect(potentialReturn('5000.00', 20)).toBe('100000.00');
    expect(potentialReturn('abc', 2)).toBe('0.00');
    expect(potentialReturn('10', 0)).toBe('0.00');
  });

  it("a parlay's return uses the unrounded product of its legs, floored once", () => {
    expect(parlayReturn('100.00', [1.3333, 1.3333])).toBe('177.76');
    expect(parlayReturn('10.00', [2, 1.85])).toBe('37.00');
    expect(parlayReturn('10.00', [])).toBe('0.00');
  });
});

describe('formats kept on the account', () => {
  it('are exactly the formats the page can show', () => {
    expect([...OddsFormatCode.options]).toEqual([...ODDS_FORMATS]);
  });
});

describe('odds in the page language', () => {
  it('use the language’s decimal mark; a parlay’s total shows 2 decimals', () => {
    expect(formatOdds(1.85, 'decimal', 'ru')).toBe('1,85');
    expect(formatOdds(1.85, 'decimal', 'en')).toBe('1.85');
    expect(formatOdds(2.5, 'fractional', 'ru')).toBe('6/4');
    expect(formatOdds(shownTotalOdds(1094.0724), 'decimal', 'en')).toBe('1094.07');
    expect(shownTotalOdds(1.7776)).toBe(1.77);
  });
});
