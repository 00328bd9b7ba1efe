import type { StartupAnswer } from '#contract/site.ts';
import { lngOf } from '~/i18n/setup.ts';
import { resolveTheme, type ResolvedTheme } from '~/themes/templates.ts';
import { isViewport, LANG_COOKIE, parseCookies, VIEWPORT_COOKIE, type Viewport } from '../shared/cookies.ts';

/** How this request's page looks and reads: resolved once, in the root middleware. */
export interface Presentation {
  /** The operator's template and palette, or null when startup failed or names no valid theme. */
  theme: ResolvedTheme | null;
  /** The language code the operator offers and the player chose (cookie), and its i18next name. */
  language: { code: string; lng: string };
  /** The device class the browser reported (cookie); desktop until it has. */
  viewport: Viewport;
}

export function presentationOf(startup: StartupAnswer, cookieHeader: string | null): Presentation {
  const cookies = parseCookies(cookieHeader);
  const ok = startup.statusCode === 1 && 'site' in startup;
  const offered = ok ? startup.language.map((l) => l.code) : [];
  const chosen = cookies[LANG_COOKIE]?.toUpperCase();
  const code = chosen && offered.includes(chosen) ? chosen : offered.includes('EN') || offered.length === 0 ? 'EN' : offered[0];
  return {
    theme: ok ? resolveTheme(startup.site.theme_code, startup.site.theme_color) : null,
    language: { code, lng: lngOf(code) },
    viewport: isViewport(cookies[VIEWPORT_COOKIE]) ? cookies[VIEWPORT_COOKIE] : 'desktop',
  };
}
