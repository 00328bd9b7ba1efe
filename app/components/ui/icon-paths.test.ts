import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { FILLABLE, iconsCss, PATHS } from './icon-paths.ts';

describe('icons (issue 13: CSS masks, no inline SVG)', () => {
  it('icons.css is generated from the paths (npm run icons)', () => {
    expect(fs.readFileSync(new URL('./icons.css', import.meta.url), 'utf8')).toBe(iconsCss());
  });
  it('every stroke icon has its mask', () => {
    const css = iconsCss();
    for (const name of Object.keys(PATHS)) expect(css.includes(`.i-${name} {`), name).toBe(!FILLABLE.has(name));
  });
});
