import { describe, expect, it } from 'vitest';
import { landingRotation, sliceAngle, sliceAt } from './wheel-geometry.ts';

describe('the wheel lands inside the server slice', () => {
  it('every slice, from any start, with any jitter, lands in that slice and away from its borders', () => {
    for (const slices of [4, 8, 12]) {
      const s = sliceAngle(slices);
      for (let index = 0; index < slices; index++) {
        for (const from of [0, 17.5, 1234.25]) {
          for (const jitter of [0, 0.5, 1]) {
            const r = landingRotation(from, index, slices, 3, jitter);
            expect(sliceAt(r, slices)).toBe(index);
            expect(r - from).toBeGreaterThanOrEqual(3 * 360);
            const within = ((((-r % 360) + 360) % 360) - index * s) / s;
            expect(within).toBeGreaterThanOrEqual(0.199);
            expect(within).toBeLessThanOrEqual(0.801);
          }
        }
      }
    }
  });
});
