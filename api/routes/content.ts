import type { Router } from 'express';
import type { z } from 'zod';
import { OpsContentCreateRequest, OpsContentListRequest, OpsContentRetireRequest, OpsContentUpdateRequest } from '../../contract/content.ts';
import { post } from '../lib/route.ts';
import { opsRoute } from './ops-route.ts';
import type { Operator } from '../services/operators.ts';
import type { Services } from '../services/index.ts';
import { CONTENT_MOTIFS, renderContentArt, type ContentMotif } from '../services/content-art.ts';
import { IMAGE_WIDTHS } from '../services/content.ts';
import { OpsPromotionTextsRequest, OpsVipLevelTextsRequest } from '../../contract/operator-texts.ts';
import { setPromotionTexts, setVipLevelTexts } from '../services/operator-texts.ts';

/** Fetch_slide, fetch_announment (sic), marquee; news; the back office's content calls. */
export function contentRoutes(r: Router, s: Services) {
  post(r, '/home/fetch_slide', async (b) => ({ statusCode: 1, message: 'OK', value: await s.content.slides(await s.operators.require(b.domain_name), b) }));
  post(r, '/home/fetch_announment', async (b) => ({
    statusCode: 1,
    message: 'OK',
    value: await s.content.announcements(await s.operators.require(b.domain_name), b),
  }));
  post(r, '/home/marquee', async (b) => ({ statusCode: 1, message: 'OK', value: await s.content.marquee(await s.operators.require(b.domain_name), b) }));
  post(r, '/home/news', async (b) => ({ statusCode: 1, message: 'OK', ...(await s.content.news(await s.operators.require(b.domain_name), b)) }));
  post(r, '/home/news_article', async (b) => ({
    statusCode: 1,
    message: 'OK',
    article: await s.content.article(await s.operators.require(b.domain_name), b),
  }));

  /** The demo's slide and news art: /api/art/content/<width>/<motif>-<hue>.svg, widths of IMAGE_WIDTHS. */
  r.get('/art/content/:w/:file', (req, res) => {
    const w = Number(req.params.w);
    const m = /^([a-z]+)-(\d{1,3})\.svg$/.exec(String(req.params.file));
    if (!(IMAGE_WIDTHS as readonly number[]).includes(w) || !m || !CONTENT_MOTIFS.includes(m[1] as ContentMotif) || Number(m[2]) > 359) {
      res.status(404).json({ statusCode: -404, message: 'notFound' });
      return;
    }
    res.set('Content-Type', 'image/svg+xml; charset=utf-8');
    res.set('Cache-Control', 'public, max-age=86400, stale-while-revalidate=604800');
    res.set('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'");
    res.send(renderContentArt(m[1] as ContentMotif, Number(m[2]), w));
  });

  const ops = <S extends z.ZodTypeAny>(path: string, schema: S, run: (op: Operator, b: z.output<S>) => Promise<unknown>) => opsRoute(r, s, path, schema, run);

  ops('/ops/content', OpsContentCreateRequest, async (op, b) => {
    const { domain_name: _d, ...item } = b;
    return { item: await s.content.create(op, item) };
  });
  ops('/ops/content/update', OpsContentUpdateRequest, async (op, b) => {
    const { domain_name: _d, id, ...change } = b;
    return { item: await s.content.update(op, id, change) };
  });
  ops('/ops/content/retire', OpsContentRetireRequest, async (op, b) => ({ item: await s.content.retire(op, b.id) }));
  ops('/ops/content/list', OpsContentListRequest, async (op, b) => ({ value: await s.content.list(op, b.kind) }));
  // Promotions and VIP levels in every language the operator offers.
  ops('/ops/promotion_texts', OpsPromotionTextsRequest, async (op, b) => ({ item: await setPromotionTexts(s.db, op, b) }));
  ops('/ops/vip_level_texts', OpsVipLevelTextsRequest, async (op, b) => ({ item: await setVipLevelTexts(s.db, op, b) }));
}
