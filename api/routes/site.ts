import type { Router } from 'express';
import { eq } from 'drizzle-orm';
import { OpsSocialProofRequest } from '../../contract/site.ts';
import { operators } from '../db/schema.ts';
import { log } from '../lib/log.ts';
import { post } from '../lib/route.ts';
import type { Services } from '../services/index.ts';
import { activePromotions } from '../services/promotions.ts';
import { opsRoute } from './ops-route.ts';

export function siteRoutes(r: Router, s: Services) {
  post(r, '/startup', async (b) => s.site.startup(await s.operators.require(b.domain_name)));

  // The back office switches the leaderboard and the ticker and sets their threshold.
  opsRoute(
    r,
    s,
    '/ops/social_proof',
    OpsSocialProofRequest,
    async (op, b) => {
      const change = {
        ...(b.show_leaderboard === undefined ? {} : { showLeaderboard: b.show_leaderboard }),
        ...(b.show_ticker === undefined ? {} : { showTicker: b.show_ticker }),
        ...(b.min_entries === undefined ? {} : { socialProofMin: b.min_entries }),
      };
      const [row] = Object.keys(change).length ? await s.db.update(operators).set(change).where(eq(operators.id, op.id)).returning() : [op];
      s.operators.invalidate();
      return { show_leaderboard: row!.showLeaderboard, show_ticker: row!.showTicker, min_entries: row!.socialProofMin };
    },
    { before: async (op) => ({ show_leaderboard: op.showLeaderboard, show_ticker: op.showTicker, min_entries: op.socialProofMin }) },
  );

  post(r, '/seo', async (b) => {
    const o = await s.operators.require(b.domain_name);
    return { statusCode: 1, message: 'OK', value: await s.site.seo(o, b.page_name) };
  });

  post(r, '/settings/siteinfodetail', async (b) => {
    const o = await s.operators.require(b.domain_name);
    const cms = await s.site.cms(o);
    return { statusCode: 1, message: 'OK', cms, cms_status: Object.values(cms).some((p) => p.status) };
  });

  post(r, '/home/promotions', async (b) => {
    const o = await s.operators.require(b.domain_name);
    return { statusCode: 1, message: 'OK', value: await activePromotions(s.db, o, new Date(), b.lang) };
  });

  post(r, '/settings/partners', async (b) => {
    const o = await s.operators.require(b.domain_name);
    return { statusCode: 1, message: 'OK', partners: await s.site.partners(o) };
  });

  post(r, '/settings/get_analytics', async (b) => {
    const o = await s.operators.require(b.domain_name);
    return { statusCode: 1, message: 'OK', value: await s.site.analytics(o) };
  });

  post(r, '/settings/social_account', async (b) => {
    const o = await s.operators.require(b.domain_name);
    return { statusCode: 1, message: 'OK', accountList: await s.site.social(o) };
  });

  // Adsvisit: the reference API records the visit in its log; a real backend forwards it
  // to the operator's ad platforms.
  post(r, '/settings/adsvisit', async (b) => {
    const o = await s.operators.require(b.domain_name);
    log.info({ operator: o.code, fbp: b.fbp ? 'yes' : 'no', appsflyer: b.appsflyer_id ? 'yes' : 'no' }, 'ads visit');
    return { statusCode: 1, message: 'OK' };
  });

  post(r, '/product/games', async (b) => {
    await s.operators.require(b.domain_name);
    return { statusCode: 1, message: 'OK', value: await s.catalogue.categoryGames(b.game_type) };
  });

  post(r, '/product/search', async (b) => {
    await s.operators.require(b.domain_name);
    return { statusCode: 1, message: 'OK', value: await s.catalogue.search(b.q) };
  });

  post(r, '/product/get_hot_games', async (b) => {
    await s.operators.require(b.domain_name);
    return { statusCode: 1, message: 'OK', value: await s.catalogue.hotGames(b.game_type) };
  });
}
