import { describe, expect, it } from 'vitest';
import { contrastRatio } from './contrast.ts';
import { paletteCssVars, resolveTheme, TEMPLATE_CODES, TEMPLATES } from './templates.ts';

const all = TEMPLATE_CODES.flatMap((code) => Object.entries(TEMPLATES[code].palettes).map(([id, p]) => ({ code, id, p })));

describe('templates', () => {
  it('has 22 codes on 22 distinct layouts, none template18', () => {
    const layouts = TEMPLATE_CODES.map((c) => TEMPLATES[c].layout);
    expect(new Set(layouts).size).toBe(22);
    expect(layouts).not.toContain('template18');
    expect(TEMPLATES.casino1.layout).toBe('template1');
    expect(TEMPLATES.slot9.layout).toBe('template19');
    expect(TEMPLATES.sportsbook4.layout).toBe('template23');
  });

  it('validates theme code and colour', () => {
    expect(resolveTheme('slot2', '3')).toMatchObject({ ok: true, layout: 'template11', paletteId: 3 });
    expect(resolveTheme('slot2', 5)).toMatchObject({ ok: true, paletteId: 5 });
    expect(resolveTheme('casino99', '1')).toEqual({ ok: false, message: 'Invalid theme code' });
    expect(resolveTheme(undefined, '1')).toEqual({ ok: false, message: 'Invalid theme code' });
    expect(resolveTheme('slot3', '9')).toEqual({ ok: false, message: 'Invalid theme color' });
    expect(resolveTheme('slot3', '1.5')).toEqual({ ok: false, message: 'Invalid theme color' });
    expect(resolveTheme('slot3', null)).toEqual({ ok: false, message: 'Invalid theme color' });
  });

  it('each template keeps its own palettes (they are keyed by code, not by position)', () => {
    const firsts = TEMPLATE_CODES.map((c) => JSON.stringify(TEMPLATES[c].palettes));
    expect(new Set(firsts).size).toBe(22);
    // Fixed points: a new template added anywhere in the list leaves these as they are.
    expect(TEMPLATES.casino1.palettes[1]).toMatchObject({ name: 'Royal Purple', bg: '#0e0a1a' });
    expect(TEMPLATES.sportsbook4.palettes[5].scheme).toBe('light');
  });

  it('no two templates share the same structural look', () => {
    const looks = TEMPLATE_CODES.map((c) => JSON.stringify(TEMPLATES[c].look));
    expect(new Set(looks).size).toBe(22);
  });

  it('every template differs from every other in at least two things seen at thumbnail size', () => {
    const seen = ['display', 'header', 'hero', 'tile', 'cardStyle'] as const;
    for (let i = 0; i < TEMPLATE_CODES.length; i++) {
      for (let j = i + 1; j < TEMPLATE_CODES.length; j++) {
        const [a, b] = [TEMPLATES[TEMPLATE_CODES[i]].look, TEMPLATES[TEMPLATE_CODES[j]].look];
        const differ = seen.filter((k) => a[k] !== b[k]);
        expect(differ.length, `${TEMPLATE_CODES[i]} vs ${TEMPLATE_CODES[j]}`).toBeGreaterThanOrEqual(2);
      }
    }
    // Every option of the design system is used somewhere.
    const used = (k: keyof (typeof TEMPLATES)['casino1']['look']) => new Set(TEMPLATE_CODES.map((c) => TEMPLATES[c].look[k])).size;
    expect(used('header')).toBe(6);
    expect(used('hero')).toBe(6);
    expect(used('tile')).toBe(4);
    expect(used('hover')).toBe(4);
    expect(used('cardStyle')).toBe(4);
    expect(used('footer')).toBe(3);
    expect(new Set(TEMPLATE_CODES.flatMap((c) => [TEMPLATES[c].look.display, TEMPLATES[c].look.body])).size).toBe(8);
    // Sportsbooks lead with their odds board or keep the hero low; the carousel test template exists.
    for (const c of TEMPLATE_CODES.filter((c) => TEMPLATES[c].family === 'sportsbook')) expect(['board', 'compact']).toContain(TEMPLATES[c].look.hero);
  });

  it('the faces are the shipped ones (FONT_STACK names the @fontsource-variable families)', () => {
    for (const c of TEMPLATE_CODES) {
      const vars = paletteCssVars(TEMPLATES[c].palettes[1], TEMPLATES[c].look);
      expect(vars['--font-display']).toMatch(/^"[A-Za-z0-9 ]+ Variable"/);
      expect(vars['--font']).toMatch(/^"[A-Za-z0-9 ]+ Variable"/);
    }
  });

  it('every one of the 110 palettes keeps text readable (WCAG AA)', () => {
    const min: Record<string, number> = {};
    const check = (name: string, a: string, b: string, need: number, where: string) => {
      const r = contrastRatio(a, b);
      min[name] = Math.min(min[name] ?? 99, r);
      expect(r, `${where} ${name} ${a} on ${b}`).toBeGreaterThanOrEqual(need);
    };
    for (const { code, id, p } of all) {
      const w = `${code}/${id}`;
      for (const bg of [p.bg, p.surface, p.surface2]) {
        check('text', p.text, bg, 4.5, w);
        check('muted', p.muted, bg, 4.5, w);
      }
      check('header text', p.headerText, p.header, 4.5, w);
      check('accent text', p.accentText, p.accent, 4.5, w);
      // accent is used for text links too: text-grade contrast on every background
      for (const bg of [p.bg, p.surface, p.surface2]) check('accent on bg', p.accent, bg, 4.5, w);
      // status colours colour text too (badges, amounts): text-grade contrast on every background
      for (const c of [p.success, p.warning, p.danger]) for (const bg of [p.bg, p.surface, p.surface2]) check('status', c, bg, 4.5, w);
      // text fields' edges (WCAG 1.4.11): 3:1 on every background
      for (const bg of [p.bg, p.surface, p.surface2]) check('field border', p.fieldBorder, bg, 3, w);
    }
    console.log('minimum contrast ratios', Object.fromEntries(Object.entries(min).map(([k, v]) => [k, v.toFixed(2)])));
  });

  it('background, header and accent differ across all 110 pairs; both schemes occur', () => {
    const triples = new Set(all.map(({ p }) => `${p.bg}${p.header}${p.accent}`));
    expect(triples.size).toBe(110);
    for (const code of TEMPLATE_CODES) {
      const schemes = new Set(Object.values(TEMPLATES[code].palettes).map((p) => p.scheme));
      expect(schemes.size, code).toBe(2);
    }
  });
});
