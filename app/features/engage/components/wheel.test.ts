import { describe, expect, it } from 'vitest';
import { sliceLines } from './wheel.tsx';

describe('sliceLines', () => {
  it('keeps a short prize on one line at the wheel size', () => {
    expect(sliceLines('Try again', 9.5)).toEqual({ lines: ['Try again'], size: 9.5 });
    expect(sliceLines('25.00 tokens', 9.5)).toEqual({ lines: ['25.00 tokens'], size: 9.5 });
  });

  it('breaks a long prize at the space nearest its middle instead of cutting it', () => {
    expect(sliceLines('फेरि प्रयास गर्नुहोस्', 9.5)).toEqual({ lines: ['फेरि प्रयास', 'गर्नुहोस्'], size: 9.5 });
    expect(sliceLines('Попробуйте ещё раз', 9.5).lines).toEqual(['Попробуйте', 'ещё раз']);
  });

  it('sets a word longer than a line in smaller type', () => {
    const { lines, size } = sliceLines('Freispielgewinnchance', 9.5);
    expect(lines).toEqual(['Freispielgewinnchance']);
    expect(size).toBeCloseTo((9.5 * 12) / 21);
  });
});
