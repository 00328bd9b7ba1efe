import zhFontsHref from './zh.css?url';
import neFontsHref from './ne.css?url';

/**
 * Chinese and Nepali fonts are served by the product, split by unicode range: the browser fetches
 * only the subsets the text needs. Their stylesheets load only for those languages.
 */
export const FONT_CSS: Record<string, string> = { zh: zhFontsHref, ne: neFontsHref };

/** After a language switch in the browser: add the language's font stylesheet once. */
export function ensureLanguageFonts(lng: string) {
  const href = FONT_CSS[lng];
  if (!href || document.querySelector(`link[data-lang-fonts="${lng}"], link[href="${href}"]`)) return;
  const link = document.createElement('link');
  link.rel = 'stylesheet';
  link.href = href;
  link.dataset.langFonts = lng;
  document.head.appendChild(link);
}
