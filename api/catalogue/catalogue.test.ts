import { JSDOM } from 'jsdom';
import { describe, expect, it } from 'vitest';
import { renderGameArt, renderPartnerLogo } from './art.ts';
import { generateCatalogue, providerCountByCategory } from './generate.ts';

const parse = (svg: string) => {
  const doc = new new JSDOM('').window.DOMParser().parseFromString(svg, 'image/svg+xml');
  return doc.getElementsByTagName('parsererror').length === 0;
};

describe('demo catalogue', () => {
  const c = generateCatalogue(1);
  it('is deterministic', () => {
    expect(generateCatalogue(1)).toEqual(c);
  });
  it('has ≥ 40 providers and ≥ 10 000 games in every game type', () => {
    expect(c.providers.length).toBeGreaterThanOrEqual(40);
    expect(c.games.length).toBeGreaterThanOrEqual(10_000);
    const counts = providerCountByCategory(c);
    for (const t of ['slots', 'livecasino', 'hashgame', 'sportsbook', 'fish', 'table', 'sabong', 'lottery', 'horseracing', 'bingo', 'arcade', 'crash', 'hot']) {
      expect((counts as Record<string, number>)[t], t).toBeGreaterThanOrEqual(2);
    }
  });
  it('codes are unique per provider and names across the catalogue', () => {
    expect(new Set(c.games.map((g) => `${g.provider_code}/${g.game_code}`)).size).toBe(c.games.length);
    expect(new Set(c.games.map((g) => g.game_name)).size).toBe(c.games.length);
  });
  it('every provider has hot, featured, popular and new games', () => {
    for (const p of c.providers) {
      const mine = c.games.filter((g) => g.provider_code === p.code);
      for (const f of ['hot', 'featured', 'popular', 'new'] as const) expect(mine.some((g) => g[f]), `${p.code} ${f}`).toBe(true);
    }
  });
});

describe('generated artwork', () => {
  const c = generateCatalogue(1);
  it('is valid, small SVG for games of every type, and differs between games', () => {
    const sample = c.games.filter((_, i) => i % 55 === 0);
    const seen = new Set<string>();
    for (const g of sample) {
      const svg = renderGameArt({ ...g, provider_name: 'Test Studio' });
      expect(parse(svg), g.game_name).toBe(true);
      expect(svg.length).toBeLessThan(6000);
      seen.add(svg);
    }
    expect(seen.size).toBe(sample.length);
  });
  it('escapes names', () => {
    const svg = renderGameArt({ game_code: 'X-1', game_name: `Tom & Jerry's <b>"Big"</b>`, game_type: 'slots', theme: 'gem', provider_name: 'A&B' });
    expect(parse(svg)).toBe(true);
    expect(svg).not.toContain('<b>');
    expect(parse(renderPartnerLogo('<script>alert(1)</script>'))).toBe(true);
  });
});
