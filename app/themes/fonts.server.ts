import montserrat_latin from '@fontsource-variable/montserrat/files/montserrat-latin-wght-normal.woff2?url';
import montserrat_latin_ext from '@fontsource-variable/montserrat/files/montserrat-latin-ext-wght-normal.woff2?url';
import montserrat_cyrillic from '@fontsource-variable/montserrat/files/montserrat-cyrillic-wght-normal.woff2?url';
import montserrat_vietnamese from '@fontsource-variable/montserrat/files/montserrat-vietnamese-wght-normal.woff2?url';
import inter_latin from '@fontsource-variable/inter/files/inter-latin-wght-normal.woff2?url';
import inter_latin_ext from '@fontsource-variable/inter/files/inter-latin-ext-wght-normal.woff2?url';
import inter_cyrillic from '@fontsource-variable/inter/files/inter-cyrillic-wght-normal.woff2?url';
import inter_vietnamese from '@fontsource-variable/inter/files/inter-vietnamese-wght-normal.woff2?url';
import oswald_latin from '@fontsource-variable/oswald/files/oswald-latin-wght-normal.woff2?url';
import oswald_latin_ext from '@fontsource-variable/oswald/files/oswald-latin-ext-wght-normal.woff2?url';
import oswald_cyrillic from '@fontsource-variable/oswald/files/oswald-cyrillic-wght-normal.woff2?url';
import oswald_vietnamese from '@fontsource-variable/oswald/files/oswald-vietnamese-wght-normal.woff2?url';
import exo2_latin from '@fontsource-variable/exo-2/files/exo-2-latin-wght-normal.woff2?url';
import exo2_latin_ext from '@fontsource-variable/exo-2/files/exo-2-latin-ext-wght-normal.woff2?url';
import exo2_cyrillic from '@fontsource-variable/exo-2/files/exo-2-cyrillic-wght-normal.woff2?url';
import exo2_vietnamese from '@fontsource-variable/exo-2/files/exo-2-vietnamese-wght-normal.woff2?url';
import nunito_latin from '@fontsource-variable/nunito/files/nunito-latin-wght-normal.woff2?url';
import nunito_latin_ext from '@fontsource-variable/nunito/files/nunito-latin-ext-wght-normal.woff2?url';
import nunito_cyrillic from '@fontsource-variable/nunito/files/nunito-cyrillic-wght-normal.woff2?url';
import nunito_vietnamese from '@fontsource-variable/nunito/files/nunito-vietnamese-wght-normal.woff2?url';
import unbounded_latin from '@fontsource-variable/unbounded/files/unbounded-latin-wght-normal.woff2?url';
import unbounded_latin_ext from '@fontsource-variable/unbounded/files/unbounded-latin-ext-wght-normal.woff2?url';
import unbounded_cyrillic from '@fontsource-variable/unbounded/files/unbounded-cyrillic-wght-normal.woff2?url';
import unbounded_vietnamese from '@fontsource-variable/unbounded/files/unbounded-vietnamese-wght-normal.woff2?url';
import playfair_latin from '@fontsource-variable/playfair-display/files/playfair-display-latin-wght-normal.woff2?url';
import playfair_latin_ext from '@fontsource-variable/playfair-display/files/playfair-display-latin-ext-wght-normal.woff2?url';
import playfair_cyrillic from '@fontsource-variable/playfair-display/files/playfair-display-cyrillic-wght-normal.woff2?url';
import playfair_vietnamese from '@fontsource-variable/playfair-display/files/playfair-display-vietnamese-wght-normal.woff2?url';
import robotoCond_latin from '@fontsource-variable/roboto-condensed/files/roboto-condensed-latin-wght-normal.woff2?url';
import robotoCond_latin_ext from '@fontsource-variable/roboto-condensed/files/roboto-condensed-latin-ext-wght-normal.woff2?url';
import robotoCond_cyrillic from '@fontsource-variable/roboto-condensed/files/roboto-condensed-cyrillic-wght-normal.woff2?url';
import robotoCond_vietnamese from '@fontsource-variable/roboto-condensed/files/roboto-condensed-vietnamese-wght-normal.woff2?url';
import type { FontId, Look } from './templates.ts';

/*
 * The template's two faces, self-hosted variable woff2 from @fontsource-variable: the
 * @font-face rules go inline into the page's first <style> (no stylesheet request, nothing
 * render-blocking), one rule per script subset with its unicode-range, so the browser fetches a
 * subset only when the page has text in it. Chinese and Nepali keep their Noto fonts (app/i18n-fonts).
 */
type Subset = 'latin' | 'latin-ext' | 'cyrillic' | 'vietnamese';
const RANGES: Record<Subset, string> = {
  latin:
    'U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+0329,U+2000-206F,U+20AC,U+2122,U+2191,U+2193,U+2212,U+2215,U+FEFF,U+FFFD',
  'latin-ext':
    'U+0100-02BA,U+02BD-02C5,U+02C7-02CC,U+02CE-02D7,U+02DD-02FF,U+0304,U+0308,U+0329,U+1D00-1DBF,U+1E00-1E9F,U+1EF2-1EFF,U+2020,U+20A0-20AB,U+20AD-20C0,U+2113,U+2C60-2C7F,U+A720-A7FF',
  cyrillic: 'U+0301,U+0400-045F,U+0490-0491,U+04B0-04B1,U+2116',
  vietnamese: 'U+0102-0103,U+0110-0111,U+0128-0129,U+0168-0169,U+01A0-01A1,U+01AF-01B0,U+0300-0301,U+0303-0304,U+0308-0309,U+0323,U+0329,U+1EA0-1EF9,U+20AB',
};

const FONTS: Record<FontId, { family: string; files: Record<Subset, string> }> = {
  montserrat: {
    family: 'Montserrat Variable',
    files: { latin: montserrat_latin, 'latin-ext': montserrat_latin_ext, cyrillic: montserrat_cyrillic, vietnamese: montserrat_vietnamese },
  },
  inter: { family: 'Inter Variable', files: { latin: inter_latin, 'latin-ext': inter_latin_ext, cyrillic: inter_cyrillic, vietnamese: inter_vietnamese } },
  oswald: {
    family: 'Oswald Variable',
    files: { latin: oswald_latin, 'latin-ext': oswald_latin_ext, cyrillic: oswald_cyrillic, vietnamese: oswald_vietnamese },
  },
  exo2: { family: 'Exo 2 Variable', files: { latin: exo2_latin, 'latin-ext': exo2_latin_ext, cyrillic: exo2_cyrillic, vietnamese: exo2_vietnamese } },
  nunito: {
    family: 'Nunito Variable',
    files: { latin: nunito_latin, 'latin-ext': nunito_latin_ext, cyrillic: nunito_cyrillic, vietnamese: nunito_vietnamese },
  },
  unbounded: {
    family: 'Unbounded Variable',
    files: { latin: unbounded_latin, 'latin-ext': unbounded_latin_ext, cyrillic: unbounded_cyrillic, vietnamese: unbounded_vietnamese },
  },
  playfair: {
    family: 'Playfair Display Variable',
    files: { latin: playfair_latin, 'latin-ext': playfair_latin_ext, cyrillic: playfair_cyrillic, vietnamese: playfair_vietnamese },
  },
  robotoCond: {
    family: 'Roboto Condensed Variable',
    files: { latin: robotoCond_latin, 'latin-ext': robotoCond_latin_ext, cyrillic: robotoCond_cyrillic, vietnamese: robotoCond_vietnamese },
  },
};

/** The subset a page in `lng` needs first (its body text); none for the Noto scripts. */
const FIRST_SUBSET: Record<string, Subset | undefined> = { en: 'latin', es: 'latin', fil: 'latin', ms: 'latin', vi: 'latin', ru: 'cyrillic' };

export interface ThemeFonts {
  css: string;
  /** One file at most: the display face in the language's script (headings, logo, navigation are the first view). */
  preload: string | null;
}

export function themeFonts(look: Pick<Look, 'display' | 'body'>, lng: string): ThemeFonts {
  const ids = look.display === look.body ? [look.display] : [look.display, look.body];
  const css = ids
    .flatMap((id) =>
      (Object.keys(RANGES) as Subset[]).map(
        (s) =>
          `@font-face{font-family:'${FONTS[id].family}';font-style:normal;font-display:swap;font-weight:100 900;src:url(${FONTS[id].files[s]}) format('woff2');unicode-range:${RANGES[s]}}`,
      ),
    )
    .join('');
  const subset = FIRST_SUBSET[lng];
  return { css, preload: subset ? FONTS[look.display].files[subset] : null };
}
