import type { Express, NextFunction, Request, Response } from 'express';
import type { SiteSettingsService } from '../../api/console/site-settings.ts';
import { siteOf } from '../site.ts';
import { parseCookies } from '../../app/lib/shared/cookies.ts';

/** The query parameter of a preview link (the console's Site screen makes them). */
export const PREVIEW_PARAM = 'preview';
/** The cookie that keeps a preview link's draft through the pages opened from it (until the link ends). */
export const PREVIEW_COOKIE = 'site_preview';

const cookieOf = (req: Request): string | undefined => parseCookies(req.get('cookie'))[PREVIEW_COOKIE];
/** When a (checked) link ends, from its own claims. */
const endOf = (token: string) => {
  try {
    return Number((JSON.parse(Buffer.from(token.split('.')[0], 'base64url').toString('utf8')) as { e?: unknown }).e) || 0;
  } catch {
    return 0;
  }
};

/**
 * The player hosts' side of the console's Site screen:
 * - `/site-assets/<id>-<hash>.png`: the operator's uploaded logo and icon, from its own hosts only
 *   (the address names the bytes, so it is kept for a year);
 * - a page opened with `?preview=<signed link>`: drawn from the operator's draft for a member who may
 *   edit that site, framed only by the console, never kept by a cache and always as a guest. Any
 *   other preview link is refused: a player never sees a draft. The link's cookie keeps the draft
 *   on the pages opened from it (links, the app's own navigation) until the link ends; a cookie
 *   that no longer opens the draft is dropped and the live site shown.
 */
export function sitePreviewRoutes(app: Express, service: SiteSettingsService, console: { host: string | undefined; origin: string | undefined }) {
  app.get('/site-assets/:file', async (req, res) => {
    const found = await service.asset(siteOf(req).domain, String(req.params.file));
    if (!found) {
      res.status(404).set('Cache-Control', 'no-store').type('text/plain').send('Not found\n');
      return;
    }
    res.type(found.contentType).set('Cache-Control', 'public, max-age=31536000, immutable').send(found.body);
  });

  app.use(async (req: Request, res: Response, next: NextFunction) => {
    const asked = req.query[PREVIEW_PARAM];
    const kept = asked === undefined ? cookieOf(req) : undefined;
    const token = asked ?? kept;
    if (token === undefined || !console.host || siteOf(req).domain === console.host || req.path.startsWith('/api/')) return next();
    const startup =
      typeof token === 'string' && (req.method === 'GET' || req.method === 'HEAD') ? await service.previewStartup(token, siteOf(req).domain) : null;
    if (!startup && kept !== undefined) {
      // A form posted, or the link ended: the live site, and the cookie goes (only a GET keeps a preview).
      if (req.method === 'GET' || req.method === 'HEAD') res.clearCookie(PREVIEW_COOKIE, { path: '/' });
      return next();
    }
    noStore(res);
    if (!startup) {
      res
        .status(403)
        .type('html')
        .send(
          '<!doctype html><html lang="en"><title>Preview closed</title><h1>This preview has ended</h1><p>Open the preview again from the console.</p></html>',
        );
      return;
    }
    res.locals.previewStartup = startup;
    if (asked !== undefined) {
      const left = endOf(String(token)) - Date.now();
      if (left > 0) res.cookie(PREVIEW_COOKIE, String(token), { path: '/', httpOnly: true, sameSite: 'lax', secure: req.secure, maxAge: left });
    }
    // Framed by the console's pages only (the site itself is framed by nobody else).
    const consoleOrigin = console.origin ?? `${req.protocol}://${console.host}${portOf(req)}`;
    res.removeHeader('X-Frame-Options');
    const csp = res.getHeader('Content-Security-Policy');
    if (typeof csp === 'string')
      res.setHeader('Content-Security-Policy', `${csp.replace(/(?:^|;)\s*frame-ancestors[^;]*/g, '')};frame-ancestors ${consoleOrigin}`);
    // The link's token never leaves in a Referer; search engines never list a draft.
    res.setHeader('Referrer-Policy', 'no-referrer');
    res.setHeader('X-Robots-Tag', 'noindex, nofollow');
    next();
  });
}

const portOf = (req: Request) => {
  const m = /:(\d+)$/.exec(req.get('host') ?? '');
  return m ? `:${m[1]}` : '';
};

/** `no-store` whatever the page's own headers say afterwards: a draft is never kept by a browser or proxy. */
function noStore(res: Response) {
  const writeHead = res.writeHead.bind(res) as (...a: unknown[]) => Response;
  res.writeHead = ((...args: unknown[]) => {
    res.setHeader('Cache-Control', 'no-store');
    return writeHead(...args);
  }) as Response['writeHead'];
}
