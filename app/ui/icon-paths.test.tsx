import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import { FALLBACK_ICON, FILLABLE, iconsCss, iconsSvg, PATHS } from './icon-paths.ts';
import { Icon } from './icon.tsx';

describe('icons (CSS masks of one image, no inline SVG)', () => {
  it('icons.css and icons.svg are generated from the paths (npm run icons)', () => {
    expect(fs.readFileSync(new URL('./icons.css', import.meta.url), 'utf8')).toBe(iconsCss());
    expect(fs.readFileSync(new URL('./icons.svg', import.meta.url), 'utf8')).toBe(iconsSvg());
  });
  it('every stroke icon has its mask, a view of the one image, and no data URL', () => {
    const css = iconsCss();
    const svg = iconsSvg();
    expect(css).not.toContain('data:');
    for (const name of Object.keys(PATHS)) {
      expect(css.includes(`.i-${name} {\n    --ico: url('./icons.svg#${name}');`), name).toBe(!FILLABLE.has(name));
      expect(svg.includes(`<view id="${name}" `), name).toBe(!FILLABLE.has(name));
    }
  });
  it('the views do not overlap: each shows its own path only', () => {
    const views = [...iconsSvg().matchAll(/<view id="([^"]+)" viewBox="0 (\d+) 24 24"\/><path transform="translate\(0 (\d+)\)"/g)];
    expect(views.length).toBe(Object.keys(PATHS).length - FILLABLE.size);
    const tops = views.map((v) => Number(v[2]));
    expect(new Set(tops).size).toBe(tops.length);
    for (const v of views) expect(v[3]).toBe(v[2]);
    // Every path stays inside its 24 × 24 cell (coordinates 0–24), so a view never shows a neighbour.
    for (const d of Object.values(PATHS)) for (const n of d.match(/-?\d*\.?\d+/g) ?? []) expect(Math.abs(Number(n))).toBeLessThanOrEqual(24);
  });
  it('a name without a mask shows the fallback: .ico carries it and every named rule comes after it', () => {
    const css = iconsCss();
    expect(PATHS[FALLBACK_ICON]).toBeTruthy();
    const base = css.indexOf('  .ico {');
    expect(css.slice(base, css.indexOf('}', base))).toContain(`--ico: url('./icons.svg#${FALLBACK_ICON}');`);
    expect(css.indexOf('  .i-')).toBeGreaterThan(base);
    expect(renderToStaticMarkup(<Icon name="no such icon" />)).toBe('<span class="ico i-nosuchicon h-5 w-5"></span>');
    expect(renderToStaticMarkup(<Icon name="fav" label="Favourite" />)).toContain(`<path d="${PATHS.fav}"></path>`);
  });
});
