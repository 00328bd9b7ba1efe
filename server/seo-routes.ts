import type { Express, Request } from 'express';
import { ROUTES } from '../app/route-table.ts';

const xml = (s: string) => s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c]!);

/** Per-operator robots.txt and sitemap.xml, from the host the crawler asked for. */
export function seoRoutes(app: Express, apiBase: string) {
  const known = async (host: string) => {
    try {
      const r = await fetch(`${apiBase}/api/startup`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ domain_name: host }),
      });
      const a = (await r.json()) as { statusCode: number; maintenance?: { is_maintenance: boolean }; site?: { show_referral?: boolean } };
      return a.statusCode === 1 ? a : null;
    } catch {
      return null;
    }
  };
  /**
   * The site's address as configured: the files are cached publicly, so never the raw Host
   * header. Startup matched the host name case- and trailing-dot-insensitively against
   * operator_domains and accepts only letters, digits, dots and hyphens; the port is kept only
   * when it is digits.
   */
  const origin = (req: Request) => {
    const domain = req.hostname.toLowerCase().replace(/\.$/, '');
    const port = /^:\d{1,5}$/.exec((req.host ?? '').slice(req.hostname.length))?.[0] ?? '';
    return `${req.secure ? 'https' : 'http'}://${domain}${port}`;
  };

  app.get('/robots.txt', async (req, res) => {
    const site = await known(req.hostname);
    res.type('text/plain').set('Cache-Control', 'public, max-age=3600');
    if (!site || site.maintenance?.is_maintenance) {
      res.send('User-agent: *\nDisallow: /\n');
      return;
    }
    const privatePaths = ROUTES.filter((r) => r.guard).map((r) => `Disallow: ${r.path}`);
    res.send(['User-agent: *', 'Allow: /', ...privatePaths, '', `Sitemap: ${origin(req)}/sitemap.xml`, ''].join('\n'));
  });

  app.get('/sitemap.xml', async (req, res) => {
    const site = await known(req.hostname);
    if (!site) {
      res.status(404).type('text/plain').send('Not found');
      return;
    }
    const base = xml(origin(req));
    // Only pages this operator offers: the referral page where the programme is shown.
    const urls = ROUTES.filter((r) => !r.guard && r.path !== '/preloader' && (r.path !== '/referral' || site.site?.show_referral))
      .map((r) => `<url><loc>${base}${r.path}</loc><changefreq>${r.path === '/' ? 'daily' : 'weekly'}</changefreq><priority>${r.path === '/' ? '1.0' : '0.6'}</priority></url>`)
      .join('');
    res.type('application/xml').set('Cache-Control', 'public, max-age=3600');
    res.send(`<?xml version="1.0" encoding="UTF-8"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${urls}</urlset>`);
  });
}
