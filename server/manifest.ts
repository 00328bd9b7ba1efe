import type { Express, Request } from 'express';
import type { OperatorClient } from '../contract/operator-client.ts';
import { siteOf } from './site.ts';
import { paletteCssVars, resolveTheme } from '../app/themes/templates.ts';

/** A per-operator web app manifest and icon, so each site installs as its own PWA. */
export function manifestRoutes(app: Express, api: OperatorClient) {
  const startup = async (req: Request) => {
    const a = await api.call('/startup', { domain_name: siteOf(req).domain });
    return a.statusCode === 1 && 'site' in a ? a.site : null;
  };
  const colours = (site: { theme_code: string; theme_color: string | number }) => {
    const theme = resolveTheme(site.theme_code, site.theme_color);
    const vars = theme.ok ? paletteCssVars(theme.palette) : null;
    return {
      header: vars?.['--header'] ?? '#0b0d11',
      bg: vars?.['--bg'] ?? '#0f1115',
      accent: vars?.['--accent'] ?? '#e5b53b',
      accentText: vars?.['--accent-text'] ?? '#111111',
    };
  };

  app.get('/manifest.webmanifest', async (req, res) => {
    const site = await startup(req);
    if (!site) {
      res.status(404).json({ error: 'not found' });
      return;
    }
    const c = colours(site);
    res.type('application/manifest+json').set('Cache-Control', 'public, max-age=3600');
    res.send(
      JSON.stringify({
        name: site.site_name,
        short_name: site.site_name.slice(0, 12),
        // Where the operator shows a preloader, the installed app opens on it and it moves on to '/'.
        start_url: site.show_preloader ? '/preloader' : '/',
        scope: '/',
        display: 'standalone',
        // The operator's app colours (the console's Site screen), else the palette's.
        background_color: site.app_background_color ?? c.bg,
        theme_color: site.app_theme_color ?? c.header,
        icons: site.manifest_icon
          ? [{ src: site.manifest_icon, sizes: '512x512', type: 'image/png', purpose: 'any maskable' }]
          : [{ src: '/app-icon.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any maskable' }],
      }),
    );
  });

  app.get('/app-icon.svg', async (req, res) => {
    const site = await startup(req);
    const c = site ? colours(site) : colours({ theme_code: '', theme_color: '' });
    const letter = (site?.site_name ?? 'P').slice(0, 1).replace(/[<&"']/g, '');
    res.type('image/svg+xml').set('Cache-Control', 'public, max-age=3600');
    res.send(
      `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 512 512"><rect width="512" height="512" rx="96" fill="${c.header}"/><circle cx="256" cy="256" r="170" fill="${c.accent}"/><text x="256" y="330" font-size="220" font-family="Arial,sans-serif" font-weight="700" text-anchor="middle" fill="${c.accentText}">${letter}</text></svg>`,
    );
  });
}
