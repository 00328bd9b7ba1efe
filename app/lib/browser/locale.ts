import type { i18n as I18n } from 'i18next';
import { LANGUAGE_DEFS } from '#contract/languages.ts';
import { ensureLanguageFonts } from '~/i18n-fonts/index.ts';
import { LANG_COOKIE, setCookie } from '../shared/cookies.ts';

/**
 * SetLocale: remember the choice (the language cookie: 365 days, path /, SameSite Lax) so
 * the server renders the next page in it, load the language's bundles on demand, and switch.
 *
 * `reload` runs the page's loaders again (React Router's revalidate): what they bring is written
 * in the reader's language on the server (the operator's slides, marquee and promotions, the
 * sportsbook's leagues, teams and sports, the page title), so without it those parts stayed in
 * the old language until the next page load. Both go together, so the whole screen switches at once.
 */
export async function setLocale(i18n: I18n, code: string, reload?: () => Promise<void>): Promise<boolean> {
  const def = LANGUAGE_DEFS.find((l) => l.code === code.toUpperCase());
  if (!def) return false;
  setCookie(LANG_COOKIE, def.code, { days: 365, path: '/', sameSite: 'Lax' });
  ensureLanguageFonts(def.lng);
  // i18next fetches the new language's bundles of every namespace in use (lazy backend).
  const switched = i18n.changeLanguage(def.lng).then(() => {
    document.documentElement.lang = def.lng;
  });
  await Promise.all([switched, reload?.()]);
  return true;
}
