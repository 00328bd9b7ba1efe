import type { Router } from 'express';
import { ApiError } from '../lib/errors.ts';
import { post } from '../lib/route.ts';
import { gameImageUrl } from '../services/catalogue.ts';
import type { Services } from '../services/index.ts';

export function authRoutes(r: Router, s: Services) {
  post(r, '/auth/login', async (b, { ip, userAgent }) => {
    const o = await s.operators.requireOpen(b.domain_name);
    return s.players.login(o, b.account_id, b.password, { ip, userAgent }, b.scope, b.tac);
  });

  post(r, '/auth/logout', async (b) => {
    await s.sessions.revoke(b.auth);
    return { statusCode: 1, message: 'OK' };
  });

  // A withdraw-only session sees its balance.
  post(r, '/auth/get_balance', async (b) => s.players.balance(await s.sessions.requirePlayer(b, { withdraw: true })));

  post(r, '/auth/vip', async (b) => {
    const p = await s.sessions.requirePlayer(b);
    return { statusCode: 1, message: 'OK', nextLevel: [await s.players.vip(p)] };
  });

  post(r, '/home/fav_list', async (b) => {
    const p = await s.sessions.requirePlayer(b);
    return { statusCode: 1, message: 'OK', value: await s.players.favList(p) };
  });

  post(r, '/home/fav_add', async (b) => {
    const p = await s.sessions.requirePlayer(b);
    // The catalogue, not the client, says what the game is called and looks like.
    const game = await s.catalogue.find(b.provider_code, b.game_code);
    if (!game) throw new ApiError('gameNotFound');
    await s.players.favAdd(p, {
      provider_code: game.providerCode,
      game_code: game.gameCode,
      game_name: game.gameName,
      game_type: game.gameType,
      img_url: gameImageUrl(game.providerCode, game.gameCode),
    });
    return { statusCode: 1, message: 'OK' };
  });

  post(r, '/home/fav_remove', async (b) => {
    const p = await s.sessions.requirePlayer(b);
    await s.players.favRemove(p, b.provider_code, b.game_code);
    return { statusCode: 1, message: 'OK' };
  });
}
