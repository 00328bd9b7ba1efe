import zhFontsHref from './zh.css?url';
import neFontsHref from './ne.css?url';
import ne400 from '@fontsource/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-400-normal.woff2?url';
import ne700 from '@fontsource/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-700-normal.woff2?url';

/**
 * Chinese and Nepali fonts are served by the product, split by unicode range: the browser fetches
 * only the subsets the text needs. Their stylesheets load only for those languages.
 */
export const FONT_CSS: Record<string, string> = { zh: zhFontsHref, ne: neFontsHref };

/**
 * Font files the first paint needs, preloaded on pages in that language only: Nepali text is all
 * Devanagari, regular and bold. Chinese is split into a hundred unicode-range slices; which ones a
 * page needs depends on its text, so the browser picks them from the stylesheet.
 */
export const FONT_PRELOADS: Record<string, string[]> = { ne: [ne400, ne700] };

/**
 * Languages whose font stylesheet is too long to hold the first paint (Chinese: 49 kB gzip of
 * @font-face rules): the page names it as a preload and the browser adds it before hydrating
 * (entry.client.tsx); the text shows in the device's own Chinese font until the faces arrive.
 */
export const LATE_FONT_CSS = new Set(['zh']);

/** After a language switch in the browser, and for a late stylesheet on the first load: add the language's font stylesheet once. */
export function ensureLanguageFonts(lng: string) {
  const href = FONT_CSS[lng];
  if (!href || document.querySelector(`link[data-lang-fonts="${lng}"], link[rel="stylesheet"][href="${href}"]`)) return;
  const link = document.createElement('link');
  link.rel = 'stylesheet';
  link.href = href;
  link.dataset.langFonts = lng;
  document.head.appendChild(link);
}
