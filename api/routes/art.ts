import type { Request, Response, Router } from 'express';
import { renderGameArt, renderPartnerLogo, renderProviderLogo } from '../catalogue/art.ts';
import type { Services } from '../services/index.ts';
import { readUpload } from '../services/content-images.ts';

const send = (req: Request, res: Response, svg: string) => {
  // Artwork is a pure function of the catalogue row: cache it hard, revalidate daily.
  res.set('Content-Type', 'image/svg+xml; charset=utf-8');
  res.set('Cache-Control', 'public, max-age=86400, stale-while-revalidate=604800');
  res.set('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'");
  res.send(svg);
};
const stripSvg = (s: string) => s.replace(/\.svg$/, '');

/** Generated artwork: no image of the demo comes from outside the product. */
export function artRoutes(r: Router, s: Services) {
  r.get('/art/game/:provider/:file', async (req, res) => {
    const provider = String(req.params.provider);
    const game = await s.catalogue.find(provider, stripSvg(String(req.params.file)));
    if (!game) {
      res.status(404).json({ statusCode: -404, message: 'gameNotFound' });
      return;
    }
    const summary = await s.catalogue.getSummary();
    const providerName = summary.providers.find((p) => p.code === provider)?.name ?? provider;
    send(
      req,
      res,
      renderGameArt({
        game_code: game.gameCode,
        game_name: game.gameName,
        game_type: game.gameType,
        theme: game.theme,
        provider_name: providerName,
      }),
    );
  });

  r.get('/art/provider/:file', async (req, res) => {
    const code = stripSvg(String(req.params.file));
    const summary = await s.catalogue.getSummary();
    const p = summary.providers.find((x) => x.code === code);
    if (!p) {
      res.status(404).json({ statusCode: -404, message: 'notFound' });
      return;
    }
    send(req, res, renderProviderLogo({ code: p.code, name: p.name }));
  });

  // Pictures uploaded in the console: a key never reused, so each size is kept by browsers for good.
  r.get('/art/upload/:key/:file', async (req, res) => {
    const m = /^(\d{2,4})\.(webp|jpg)$/.exec(String(req.params.file));
    const found = m ? await readUpload(s.db, String(req.params.key), Number(m[1]), m[2]) : null;
    if (!found) {
      res.status(404).json({ statusCode: -404, message: 'notFound' });
      return;
    }
    res.set('Content-Type', found.type);
    res.set('Cache-Control', 'public, max-age=31536000, immutable');
    res.set('X-Content-Type-Options', 'nosniff');
    res.send(found.bytes);
  });

  r.get('/art/partner/:file', (req, res) => {
    const name = decodeURIComponent(stripSvg(String(req.params.file))).slice(0, 40);
    send(req, res, renderPartnerLogo(name));
  });
}
