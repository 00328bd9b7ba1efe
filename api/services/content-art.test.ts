import { describe, expect, it } from 'vitest';
import { CONTENT_MOTIFS, renderContentArt } from './content-art.ts';
import { hueOf } from '../db/seed/content.ts';

const BACKDROPS = 6;
const CODES = [
  ...Array.from({ length: 9 }, (_, i) => `casino${i + 1}`),
  ...Array.from({ length: 9 }, (_, i) => `slot${i + 1}`),
  ...Array.from({ length: 4 }, (_, i) => `sportsbook${i + 1}`),
];

describe('demo hero art', () => {
  it('draws every motif as one self-contained SVG without emoji (no emoji font on many machines)', () => {
    for (const m of CONTENT_MOTIFS) {
      const svg = renderContentArt(m, 200, 960);
      expect(svg).toMatch(/^<svg [^>]*width="960" height="540"/);
      expect(svg.endsWith('</svg>')).toBe(true);
      expect(svg, m).not.toMatch(/\p{Emoji_Presentation}/u);
      expect(svg).not.toMatch(/NaN|undefined/);
    }
  });

  it('neighbouring templates get different colours and backdrops; every backdrop is used', () => {
    const hues = CODES.map((c) => hueOf(c));
    for (let i = 1; i < hues.length; i++) {
      const gap = Math.abs(hues[i] - hues[i - 1]);
      expect(Math.min(gap, 360 - gap), `${CODES[i - 1]} vs ${CODES[i]}`).toBeGreaterThanOrEqual(40);
      expect(hues[i] % BACKDROPS, `${CODES[i - 1]} vs ${CODES[i]}`).not.toBe(hues[i - 1] % BACKDROPS);
    }
    expect(new Set(hues.map((h) => h % BACKDROPS)).size).toBe(BACKDROPS);
    // A template's five palettes differ too.
    expect(new Set([1, 2, 3, 4, 5].map((p) => hueOf(`slot4-${p}`))).size).toBe(5);
  });
});
