import { JSDOM } from 'jsdom';
import { describe, expect, it } from 'vitest';
import { GAME_ART_MAX_BYTES, escapeXml, renderGameArt, renderPartnerLogo, renderProviderLogo, wrapTitle } from './art.ts';
import { CATEGORIES, CATEGORY_SLUGS, GAME_TYPES, categoryByRoute, isGameType, routeByCategory } from './categories.ts';
import { gameCountByCategory, generateCatalogue, providerCountByCategory, type GameSeed } from './generate.ts';

const { DOMParser } = new JSDOM('').window;
/** Parses SVG text as XML; null when it is not well-formed. */
function parseSvg(svg: string): Document | null {
  const doc = new DOMParser().parseFromString(svg, 'image/svg+xml');
  return doc.getElementsByTagName('parsererror').length ? null : doc;
}
const bytes = (s: string) => new TextEncoder().encode(s).length;

const catalogue = generateCatalogue(1);
const providerName = new Map(catalogue.providers.map((p) => [p.code, p.name]));
const artOf = (g: GameSeed) => renderGameArt({ ...g, provider_name: providerName.get(g.provider_code)! });

/** 200 games spread over every game type (each type gets a fair share, then the rest by stride). */
function sample(n: number): GameSeed[] {
  const out: GameSeed[] = [];
  const per = Math.floor(n / GAME_TYPES.length / 2);
  for (const t of GAME_TYPES) {
    const mine = catalogue.games.filter((g) => g.game_type === t);
    const step = Math.max(1, Math.floor(mine.length / per));
    out.push(...mine.filter((_, i) => i % step === 0).slice(0, per));
  }
  const taken = new Set(out);
  const step = Math.floor(catalogue.games.length / (n - out.length));
  for (let i = 1; out.length < n; i = (i + step) % catalogue.games.length) {
    const g = catalogue.games[i];
    if (!taken.has(g)) {
      out.push(g);
      taken.add(g);
    } else i++;
  }
  return out;
}

describe('categories', () => {
  it('are the 13 product slugs, each with its route', () => {
    expect(CATEGORY_SLUGS).toHaveLength(13);
    expect(CATEGORIES.map((c) => c.slug)).toEqual([...CATEGORY_SLUGS]);
    expect(GAME_TYPES).toHaveLength(12);
    expect(GAME_TYPES).not.toContain('hot');
    expect(Object.fromEntries(CATEGORIES.map((c) => [c.slug, c.route]))).toEqual({
      hot: '/hot',
      slots: '/slots',
      livecasino: '/casino',
      hashgame: '/hash-game',
      sportsbook: '/sports',
      fish: '/fishing',
      table: '/poker',
      sabong: '/sabong',
      lottery: '/lottery',
      horseracing: '/horse-racing',
      bingo: '/bingo',
      arcade: '/arcade',
      crash: '/crash',
    });
  });
  it('map routes to slugs and back', () => {
    for (const c of CATEGORIES) {
      expect(categoryByRoute(c.route)).toBe(c.slug);
      expect(routeByCategory(c.slug)).toBe(c.route);
    }
    expect(categoryByRoute('casino')).toBe('livecasino');
    expect(categoryByRoute('/Horse-Racing/?tab=1')).toBe('horseracing');
    expect(categoryByRoute('/')).toBeUndefined();
    expect(categoryByRoute('/vip')).toBeUndefined();
    expect(routeByCategory('nope')).toBeUndefined();
    expect(isGameType('hot')).toBe(false);
    expect(isGameType('crash')).toBe(true);
  });
});

describe('demo catalogue', () => {
  it('is deterministic for a seed, and the seed matters', () => {
    expect(generateCatalogue(1)).toEqual(catalogue);
    expect(generateCatalogue()).toEqual(catalogue);
    expect(generateCatalogue(2).games).not.toEqual(catalogue.games);
  });

  it('has ≥ 40 providers with unique 3–5 letter codes and invented names', () => {
    const { providers } = catalogue;
    expect(providers.length).toBeGreaterThanOrEqual(40);
    expect(new Set(providers.map((p) => p.code)).size).toBe(providers.length);
    expect(new Set(providers.map((p) => p.name)).size).toBe(providers.length);
    for (const p of providers) {
      expect(p.code).toMatch(/^[A-Z]{3,5}$/);
      expect(p.categories.length).toBeGreaterThan(0);
      for (const c of p.categories) expect(isGameType(c), `${p.code} ${c}`).toBe(true);
    }
    expect([...providers.map((p) => p.sort)].sort((a, b) => a - b)).toEqual(providers.map((_, i) => i + 1));
    const real =
      /pragmatic|evolution|netent|microgaming|play'?n ?go|playtech|red tiger|yggdrasil|jili|pg soft|spribe|habanero|spadegaming|ezugi|sa gaming|sexy|joker|cq9|hacksaw|nolimit|relax|big time|quickspin|thunderkick|betsoft|wazdan|endorphina/i;
    for (const p of providers) expect(p.name, p.name).not.toMatch(real);
  });

  it('has ≥ 10 000 games, slots the largest type, a handful of sportsbook lobbies', () => {
    const counts = gameCountByCategory(catalogue);
    expect(catalogue.games.length).toBeGreaterThanOrEqual(10_000);
    expect(counts.slots).toBeGreaterThanOrEqual(5000);
    for (const t of GAME_TYPES) {
      expect(counts[t], t).toBeGreaterThan(0);
      if (t !== 'slots') expect(counts[t], t).toBeLessThan(counts.slots);
    }
    expect(counts.livecasino).toBeGreaterThanOrEqual(800);
    expect(counts.sportsbook).toBeLessThanOrEqual(12);
  });

  it('codes are unique per provider and names across the catalogue', () => {
    const { games } = catalogue;
    expect(new Set(games.map((g) => `${g.provider_code}/${g.game_code}`)).size).toBe(games.length);
    expect(new Set(games.map((g) => g.game_name)).size).toBe(games.length);
    for (const g of games) {
      expect(g.game_code.startsWith(`${g.provider_code}-`)).toBe(true);
      expect(providerName.has(g.provider_code)).toBe(true);
    }
  });

  it('every category but hot has ≥ 2 providers; the counts cover all 13 slugs', () => {
    const counts = providerCountByCategory(catalogue);
    expect(Object.keys(counts).sort()).toEqual([...CATEGORY_SLUGS].sort());
    for (const t of GAME_TYPES) expect(counts[t], t).toBeGreaterThanOrEqual(2);
    expect(counts.slots).toBeGreaterThanOrEqual(12);
    expect(counts.livecasino).toBeGreaterThanOrEqual(6);
    expect(counts.hot).toBe(new Set(catalogue.games.filter((g) => g.hot).map((g) => g.provider_code)).size);
    // A provider's categories are exactly the types it has games of.
    for (const p of catalogue.providers) {
      const types = new Set(catalogue.games.filter((g) => g.provider_code === p.code).map((g) => g.game_type));
      expect([...types].sort(), p.code).toEqual([...p.categories].sort());
    }
  });

  it('every provider has hot, featured, popular and new games in its main category; rates are near target', () => {
    for (const p of catalogue.providers) {
      const mine = catalogue.games.filter((g) => g.provider_code === p.code && g.game_type === p.categories[0]);
      for (const f of ['hot', 'featured', 'popular', 'new'] as const)
        expect(
          mine.some((g) => g[f]),
          `${p.code} ${f}`,
        ).toBe(true);
    }
    const share = (f: 'hot' | 'featured' | 'popular' | 'new') => catalogue.games.filter((g) => g[f]).length / catalogue.games.length;
    expect(share('hot')).toBeGreaterThan(0.01);
    expect(share('hot')).toBeLessThan(0.03);
    expect(share('featured')).toBeGreaterThan(0.02);
    expect(share('featured')).toBeLessThan(0.04);
    expect(share('popular')).toBeGreaterThan(0.06);
    expect(share('popular')).toBeLessThan(0.1);
    expect(share('new')).toBeGreaterThan(0.035);
    expect(share('new')).toBeLessThan(0.065);
    for (const t of GAME_TYPES)
      expect(
        catalogue.games.some((g) => g.game_type === t && g.hot),
        `hot ${t}`,
      ).toBe(true);
  });

  it('rows are well-formed: rtp, volatility, dates, ranks', () => {
    const noRtp = new Set(['sportsbook', 'lottery', 'sabong', 'horseracing']);
    const mustRtp = new Set(['slots', 'fish', 'crash', 'arcade', 'table']);
    // One assertion over every row (thousands of expect() calls took ~10 s on a busy 2-core machine).
    const problems = (g: (typeof catalogue.games)[number]): string[] => {
      const p: string[] = [];
      if (noRtp.has(g.game_type) && (g.rtp_bp !== null || g.volatility !== null)) p.push('rtp or volatility set');
      if (mustRtp.has(g.game_type)) {
        if (!Number.isInteger(g.rtp_bp) || g.rtp_bp! < 9000 || g.rtp_bp! >= 10000) p.push(`rtp ${g.rtp_bp}`);
        if (!['low', 'medium', 'high'].includes(g.volatility ?? '')) p.push(`volatility ${g.volatility}`);
      }
      const real = /^\d{4}-\d{2}-\d{2}$/.test(g.released) && new Date(`${g.released}T00:00:00Z`).toISOString().slice(0, 10) === g.released;
      if (!real || g.released < '2023-01-01' || g.released > '2026-12-31') p.push(`released ${g.released}`);
      if (!/^[a-z]+$/.test(g.theme)) p.push(`theme ${g.theme}`);
      if (g.game_name.length > 48) p.push('name longer than 48');
      return p;
    };
    expect(catalogue.games.flatMap((g) => problems(g).map((p) => `${g.game_name}: ${p}`))).toEqual([]);
    const ranks = catalogue.games.map((g) => g.sort).sort((a, b) => a - b);
    expect(ranks).toEqual(catalogue.games.map((_, i) => i + 1));
    // Hot games rank ahead of the rest on average.
    const avg = (xs: GameSeed[]) => xs.reduce((a, g) => a + g.sort, 0) / xs.length;
    expect(avg(catalogue.games.filter((g) => g.hot))).toBeLessThan(avg(catalogue.games.filter((g) => !g.hot)));
  });

  it('generates quickly', () => {
    const t0 = performance.now();
    generateCatalogue(7);
    expect(performance.now() - t0).toBeLessThan(2000);
  });
});

describe('generated artwork', () => {
  it('the XML check itself rejects malformed markup', () => {
    expect(parseSvg('<svg xmlns="http://www.w3.org/2000/svg"><g></svg>')).toBeNull();
    expect(parseSvg('<svg xmlns="http://www.w3.org/2000/svg"><text>a & b</text></svg>')).toBeNull();
    expect(parseSvg('<svg xmlns="http://www.w3.org/2000/svg"><text>a &amp; b</text></svg>')).not.toBeNull();
  });

  it('is a valid, self-contained portrait SVG for 200 games across all types', () => {
    const games = sample(200);
    expect(games).toHaveLength(200);
    expect(new Set(games).size).toBe(200);
    expect(new Set(games.map((g) => g.game_type)).size).toBe(GAME_TYPES.length);
    for (const g of games) {
      const svg = artOf(g);
      const doc = parseSvg(svg);
      expect(doc, `${g.game_code} ${g.game_name}`).not.toBeNull();
      const root = doc!.documentElement;
      expect(root.tagName).toBe('svg');
      expect(root.getAttribute('viewBox')).toBe('0 0 300 400');
      expect(root.getElementsByTagName('script')).toHaveLength(0);
      expect(root.getElementsByTagName('image')).toHaveLength(0);
      expect(root.getElementsByTagName('foreignObject')).toHaveLength(0);
      expect(svg).not.toMatch(/@import|@font-face|\son[a-z]+=|javascript:/i);
      // The only URL is the SVG namespace; every url() points inside the document.
      expect(svg.match(/https?:\/\//g)).toEqual(['http://']);
      for (const m of svg.matchAll(/url\(([^)]*)\)/g)) expect(m[1]).toMatch(/^#[a-z0-9]+$/);
      // The name is shown, wrapped to at most three lines.
      const texts = [...root.getElementsByTagName('text')].map((t) => t.textContent ?? '');
      const { lines } = wrapTitle(g.game_name);
      expect(lines.length).toBeLessThanOrEqual(3);
      expect(lines.join(' ')).toBe(g.game_name);
      for (const l of lines) expect(texts).toContain(l);
      expect(texts).toContain(providerName.get(g.provider_code)!.toUpperCase());
    }
  });

  it('is deterministic and differs between games', () => {
    const games = sample(200);
    const seen = new Set<string>();
    for (const g of games) {
      const svg = artOf(g);
      expect(artOf(g)).toBe(svg);
      seen.add(svg);
    }
    expect(seen.size).toBe(games.length);
    const [a, b] = catalogue.games.filter((g) => g.game_type === 'slots' && g.theme === 'dragon');
    expect(artOf(a)).not.toBe(artOf(b));
    // Same name and type at two providers still gives two pictures.
    const base = { game_code: 'X-00001', game_name: 'Same Name', game_type: 'crash', theme: 'rocket' };
    expect(renderGameArt({ ...base, provider_name: 'One' })).not.toBe(renderGameArt({ ...base, provider_name: 'Two' }));
  });

  it(`stays under ${GAME_ART_MAX_BYTES} bytes for every game of the catalogue`, () => {
    let total = 0;
    for (const g of catalogue.games) {
      const n = bytes(artOf(g));
      total += n;
      if (n > GAME_ART_MAX_BYTES) expect.fail(`${g.game_code} ${g.game_name}: ${n} bytes`);
    }
    expect(total / catalogue.games.length).toBeLessThan(3600);
  });

  it('escapes & < > \' " in names, provider names and logos', () => {
    const name = `Tom & Jerry's <b>"Big"</b> Win`;
    for (const game_type of ['slots', 'livecasino', 'bingo', 'crash']) {
      const svg = renderGameArt({ game_code: 'X-1', game_name: name, game_type, theme: 'gems', provider_name: `A&B <Studio> "Q"` });
      const doc = parseSvg(svg);
      expect(doc, game_type).not.toBeNull();
      expect(svg).not.toContain('<b>');
      expect(svg).toContain('&amp;');
      expect(svg).toContain('&lt;b&gt;');
      const text = [...doc!.getElementsByTagName('text')].map((t) => t.textContent).join(' ');
      expect(text).toContain('Tom & Jerry');
      expect(text).toContain('A&B <STUDIO> "Q"');
      expect(bytes(svg)).toBeLessThanOrEqual(GAME_ART_MAX_BYTES);
    }
    expect(escapeXml(`<&>'"`)).toBe('&lt;&amp;&gt;&#39;&quot;');
    expect(parseSvg(renderGameArt({ game_code: '\u0001', game_name: 'Bad \u0000\u0008 chars', game_type: 'x', theme: '', provider_name: '' }))).not.toBeNull();
  });

  it('handles unknown types, empty and very long names', () => {
    for (const game_name of ['', 'X', 'Supercalifragilisticexpialidocious Megawinner Extravaganza Deluxe Edition Remastered']) {
      const svg = renderGameArt({ game_code: 'Q-1', game_name, game_type: 'unknown', theme: 'unknown', provider_name: 'Test' });
      expect(parseSvg(svg), game_name).not.toBeNull();
      expect(bytes(svg)).toBeLessThanOrEqual(GAME_ART_MAX_BYTES);
    }
    const long = wrapTitle('Supercalifragilisticexpialidocious Megawinner Extravaganza Deluxe Edition Remastered');
    expect(long.lines.length).toBeLessThanOrEqual(3);
    expect(long.lines.join(' ').endsWith('…')).toBe(true);
    const huge = renderGameArt({ game_code: 'Q-2', game_name: 'word '.repeat(400), game_type: 'slots', theme: 'dragon', provider_name: 'P'.repeat(5000) });
    expect(parseSvg(huge)).not.toBeNull();
    expect(bytes(huge)).toBeLessThanOrEqual(GAME_ART_MAX_BYTES);
  });

  it('provider and partner wordmarks are valid 200×60 SVG and escape their text', () => {
    for (const p of catalogue.providers) {
      const svg = renderProviderLogo(p);
      const doc = parseSvg(svg);
      expect(doc, p.code).not.toBeNull();
      expect(doc!.documentElement.getAttribute('viewBox')).toBe('0 0 200 60');
      expect(bytes(svg)).toBeLessThan(2048);
    }
    expect(new Set(catalogue.providers.map((p) => renderProviderLogo(p))).size).toBe(catalogue.providers.length);
    for (const n of ['Aurora Gaming', '<script>alert(1)</script>', `Tom & Jerry's "Partners"`, '']) {
      const doc = parseSvg(renderPartnerLogo(n));
      expect(doc, n).not.toBeNull();
      expect(doc!.getElementsByTagName('script')).toHaveLength(0);
      expect(doc!.documentElement.getAttribute('viewBox')).toBe('0 0 200 60');
    }
    const evil = parseSvg(renderProviderLogo({ code: 'EVL', name: 'Evil <g> & "Co"' }));
    expect(evil).not.toBeNull();
    expect([...evil!.getElementsByTagName('text')].map((t) => t.textContent).join(' ')).toContain('Evil');
  });
});
