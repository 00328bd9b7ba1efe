import type { i18n as I18n } from 'i18next';
import { LANGUAGE_DEFS } from '#contract/languages.ts';
import { ensureLanguageFonts } from '~/i18n-fonts/index.ts';
import { LANG_COOKIE, setCookie } from '../shared/cookies.ts';

/**
 * SetLocale: remember the choice (the language cookie: 365 days, path /, SameSite Lax) so
 * the server renders the next page in it, load the language's bundles on demand, and switch.
 */
export async function setLocale(i18n: I18n, code: string): Promise<boolean> {
  const def = LANGUAGE_DEFS.find((l) => l.code === code.toUpperCase());
  if (!def) return false;
  setCookie(LANG_COOKIE, def.code, { days: 365, path: '/', sameSite: 'Lax' });
  // i18next fetches the new language's bundles of every namespace in use (lazy backend).
  await i18n.changeLanguage(def.lng);
  document.documentElement.lang = def.lng;
  ensureLanguageFonts(def.lng);
  return true;
}
