import type { Router } from 'express';
import { ApiError } from '../lib/errors.ts';
import { post } from '../lib/route.ts';
import type { Services } from '../services/index.ts';

export function playRoutes(r: Router, s: Services) {
  post(r, '/product/launch', async (b, ctx) => {
    const player = await s.sessions.requirePlayer(b);
    // Every game opens through an aggregator (the demo provider's, with DEMO_GAMES=1); no other path moves game money.
    const launched = await s.games.launches.launch(player, b.provider_code, b.game_code, {
      domain: b.domain_name,
      language: b.language,
      ip: ctx.ip,
      userAgent: ctx.userAgent,
    });
    if (!launched) throw new ApiError('gameNotFound');
    return launched;
  });
  post(r, '/product/recent', async (b) => ({ statusCode: 1, message: 'OK', value: await s.play.recent(await s.sessions.requirePlayer(b)) }));
}
