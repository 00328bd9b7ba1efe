import type { Express, Request } from 'express';
import { ROUTES } from '../app/route-table.ts';
import type { OperatorClient } from '../contract/operator-client.ts';
import { siteOf } from './site.ts';

const xml = (s: string) => s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c]!);

/** Per-operator robots.txt and sitemap.xml, for the site the crawler asked for. */
export function seoRoutes(app: Express, api: OperatorClient) {
  const known = async (domain: string) => {
    const a = await api.call('/startup', { domain_name: domain });
    return a.statusCode === 1 ? a : null;
  };
  // The files are cached publicly: their links use the site's address as server/site.ts reads it
  // (the configured domain, a numeric port), never the raw Host header.
  const origin = (req: Request) => siteOf(req).origin;

  app.get('/robots.txt', async (req, res) => {
    const site = await known(siteOf(req).domain);
    res.type('text/plain').set('Cache-Control', 'public, max-age=3600');
    if (!site || site.maintenance?.is_maintenance) {
      res.send('User-agent: *\nDisallow: /\n');
      return;
    }
    const privatePaths = ROUTES.filter((r) => r.guard).map((r) => `Disallow: ${r.path}`);
    res.send(['User-agent: *', 'Allow: /', ...privatePaths, '', `Sitemap: ${origin(req)}/sitemap.xml`, ''].join('\n'));
  });

  app.get('/sitemap.xml', async (req, res) => {
    const site = await known(siteOf(req).domain);
    if (!site) {
      res.status(404).type('text/plain').send('Not found');
      return;
    }
    const base = xml(origin(req));
    // Only pages this operator offers: the referral page where the programme is shown.
    const urls = ROUTES.filter((r) => !r.guard && r.path !== '/preloader' && (r.path !== '/referral' || site.site?.show_referral))
      .map(
        (r) =>
          `<url><loc>${base}${r.path}</loc><changefreq>${r.path === '/' ? 'daily' : 'weekly'}</changefreq><priority>${r.path === '/' ? '1.0' : '0.6'}</priority></url>`,
      )
      .join('');
    // The operator's news articles, each at its own address.
    const news = await api.call('/home/news', { domain_name: siteOf(req).domain, page: 1, per_page: 500 });
    const articles =
      news.statusCode === 1
        ? news.value
            .map(
              (a) =>
                `<url><loc>${base}/news?article=${xml(encodeURIComponent(a.slug))}</loc><lastmod>${a.updated_at.slice(0, 10)}</lastmod><changefreq>monthly</changefreq><priority>0.5</priority></url>`,
            )
            .join('')
        : '';
    res.type('application/xml').set('Cache-Control', 'public, max-age=3600');
    res.send(`<?xml version="1.0" encoding="UTF-8"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${urls}${articles}</urlset>`);
  });
}
