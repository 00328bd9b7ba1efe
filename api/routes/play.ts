import { randomBytes } from 'node:crypto';
import type { Router } from 'express';
import { z } from 'zod';
import { demoGamePage } from '../demo-game/page.ts';
import { ApiError } from '../lib/errors.ts';
import { toMoneyString } from '../lib/money.ts';
import { fieldErrors, post, sendError } from '../lib/route.ts';
import { BETS } from '../services/play.ts';
import type { Services } from '../services/index.ts';

const GAME_CLOSED_PAGE = (text: string) => `<!doctype html><html lang="en"><title>Game</title><p>${text}</p></html>`;
const RoundRequest = z.object({ token: z.string().min(16).max(128), bet: z.number().int(), round_ref: z.string().min(8).max(64) });

export function playRoutes(r: Router, s: Services) {
  post(r, '/product/launch', async (b, ctx) => {
    const player = await s.sessions.requirePlayer(b);
    // A game an aggregator supplies opens through it; the rest is the demo game's.
    const viaAggregator = await s.games.launches.launch(player, b.provider_code, b.game_code, {
      domain: b.domain_name,
      language: b.language,
      ip: ctx.ip,
      userAgent: ctx.userAgent,
    });
    return viaAggregator ?? s.play.launch(player, b.provider_code, b.game_code);
  });
  post(r, '/product/recent', async (b) => ({ statusCode: 1, message: 'OK', value: await s.play.recent(await s.sessions.requirePlayer(b)) }));

  /** The game page: opening it redeems the launch's one-time ticket (a second open is refused). */
  r.get('/demo-game/play', async (req, res) => {
    // The page holds the game token: never cached, never sent on as a referrer.
    res.set({ 'Cache-Control': 'no-store', 'Referrer-Policy': 'no-referrer' });
    try {
      const { launch, game, player, token } = await s.play.open(String(req.query.ticket ?? ''));
      const nonce = randomBytes(16).toString('base64');
      const summary = await s.catalogue.getSummary();
      res.set(
        'Content-Security-Policy',
        `default-src 'none'; script-src 'nonce-${nonce}'; style-src 'nonce-${nonce}'; connect-src 'self'; frame-ancestors 'self'`,
      );
      res.type('html').send(
        demoGamePage({
          nonce,
          token,
          gameName: game.gameName,
          providerName: summary.providers.find((p) => p.code === launch.providerCode)?.name ?? launch.providerCode,
          balance: toMoneyString(player.gameBalance),
          bets: BETS,
        }),
      );
    } catch (err) {
      if (!(err instanceof ApiError)) sendError(res, err, 'demo-game/play');
      else if (err.message === 'maintenance') res.status(503).type('html').send(GAME_CLOSED_PAGE('The site is in maintenance. Please come back later.'));
      else res.status(403).type('html').send(GAME_CLOSED_PAGE('This game link has expired or was already opened. Close it and launch the game again.'));
    }
  });

  r.post('/demo-game/round', async (req, res) => {
    const parsed = RoundRequest.safeParse(req.body ?? {});
    if (!parsed.success) {
      res.status(400).json({ statusCode: -422, message: 'invalidRequest', errors: fieldErrors(parsed.error) });
      return;
    }
    try {
      res.json(await s.play.round(parsed.data.token, parsed.data.bet, parsed.data.round_ref));
    } catch (err) {
      sendError(res, err, 'demo-game/round');
    }
  });
}
