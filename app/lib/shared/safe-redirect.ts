/** Pages a player must not be sent back to after signing in (they would stay on the sign-in page). */
const SIGN_IN_PATHS = new Set(['/login']);

function decoded(path: string) {
  try {
    return decodeURIComponent(path);
  } catch {
    return null;
  }
}

/**
 * Where to go after signing in: the ?redirect= path when it is a page of this site, else home.
 * The URL parser decides, as the browser would: "/\evil", a tab inside "//" or an absolute URL
 * all leave the origin and go home, and so does the sign-in page itself, in any spelling.
 */
export function safeRedirect(value: string | null | undefined, origin: string, fallback = '/'): string {
  if (!value || value[0] !== '/' || value[1] === '/' || value[1] === '\\') return fallback;
  let url: URL;
  try {
    url = new URL(value, origin);
  } catch {
    return fallback;
  }
  if (url.origin !== new URL(origin).origin) return fallback;
  // Routes match case-insensitively, percent-decoded, with or without a trailing slash.
  const path = decoded(url.pathname);
  if (path === null) return fallback;
  const page = path.toLowerCase().replace(/\/+$/, '') || '/';
  if (page.includes('\\') || page.startsWith('//') || SIGN_IN_PATHS.has(page)) return fallback;
  return url.pathname + url.search + url.hash;
}
