export function parseCookies(header: string | null | undefined): Record<string, string> {
  const out: Record<string, string> = {};
  for (const part of (header ?? '').split(';')) {
    const i = part.indexOf('=');
    if (i < 0) continue;
    const k = part.slice(0, i).trim();
    if (!k || k in out) continue;
    try {
      out[k] = decodeURIComponent(part.slice(i + 1).trim());
    } catch {
      out[k] = part.slice(i + 1).trim();
    }
  }
  return out;
}

export interface CookieOptions {
  days?: number;
  path?: string;
  sameSite?: 'Lax' | 'Strict' | 'None';
  secure?: boolean;
  domain?: string;
}

export function serializeCookie(name: string, value: string, o: CookieOptions = {}): string {
  const parts = [`${name}=${encodeURIComponent(value)}`, `Path=${o.path ?? '/'}`];
  if (o.days != null) parts.push(`Max-Age=${Math.round(o.days * 86400)}`);
  if (o.domain) parts.push(`Domain=${o.domain}`);
  if (o.sameSite) parts.push(`SameSite=${o.sameSite}`);
  if (o.secure) parts.push('Secure');
  return parts.join('; ');
}

/** Browser only. */
export function setCookie(name: string, value: string, o: CookieOptions = {}) {
  document.cookie = serializeCookie(name, value, o);
}

export const LANG_COOKIE = 'lang';
export const VIEWPORT_COOKIE = 'viewport';
/** The sportsbook's odds format (app/features/sports/odds.ts): a year, so the first HTML shows the player's choice. */
export const ODDS_COOKIE = 'odds_format';
/** Set when a visitor closes the app download bar: the first HTML leaves it out. */
export const DOWNLOAD_BAR_COOKIE = 'download-bar-hidden';
/**
 * The cookies a guest's page depends on (language, device class, odds format, the closed download
 * bar): a guest page is the same for every visitor with the same values (server/page-cache.ts).
 */
export const GUEST_PAGE_COOKIES = [LANG_COOKIE, VIEWPORT_COOKIE, ODDS_COOKIE, DOWNLOAD_BAR_COOKIE] as const;
export type Viewport = 'mobile' | 'tablet' | 'desktop';
export const isViewport = (v: unknown): v is Viewport => v === 'mobile' || v === 'tablet' || v === 'desktop';
