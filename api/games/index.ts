import express, { type Router } from 'express';
import { AGGREGATOR_SETTINGS, type Env } from '../../server/env.ts';
import type { Db } from '../db/client.ts';
import { log } from '../lib/log.ts';
import type { BalanceEvents } from '../services/balance-events.ts';
import type { AssertMay } from '../services/protection.ts';
import type { GameAggregator } from './aggregator.ts';
import { Hub88Aggregator } from './hub88/adapter.ts';
import { privateKeyOf, publicKeyOf } from './hub88/signature.ts';
import { hub88WalletRouter } from './hub88/wallet-routes.ts';
import { GameLaunchService } from './launch.ts';
import { ProviderWallet } from './wallet.ts';

export type GamesEnv = Pick<Env, 'NODE_ENV' | 'HUB88_API_URL' | 'HUB88_OPERATOR_ID' | 'HUB88_PRIVATE_KEY' | 'HUB88_PUBLIC_KEY'>;

/** Hub88 from the environment, or null when it is not configured (the environment's check makes it all or nothing). */
export function hub88From(env: GamesEnv): Hub88Aggregator | null {
  if (!env.HUB88_API_URL || !env.HUB88_OPERATOR_ID || !env.HUB88_PRIVATE_KEY || !env.HUB88_PUBLIC_KEY) return null;
  return new Hub88Aggregator({
    apiUrl: env.HUB88_API_URL.replace(/\/+$/, ''),
    operatorId: env.HUB88_OPERATOR_ID,
    privateKey: privateKeyOf(env.HUB88_PRIVATE_KEY),
    publicKey: publicKeyOf(env.HUB88_PUBLIC_KEY),
  });
}

/**
 * The game aggregators this deployment is configured for, their wallets and the launches of their
 * games. An aggregator without its settings is off, and said so at start: its games (if imported)
 * do not open and its wallet routes do not exist.
 */
export function createGames(db: Db, env: GamesEnv, deps: { events?: BalanceEvents; assertMay?: AssertMay } = {}) {
  const hub88 = hub88From(env);
  if (!hub88 && env.NODE_ENV !== 'test')
    log.info({ aggregator: 'hub88', settings: AGGREGATOR_SETTINGS.hub88 }, 'game aggregator hub88 is off: its settings are not set');
  const aggregators = new Map<string, GameAggregator>(hub88 ? [[hub88.code, hub88]] : []);
  const hub88Wallet = hub88 ? new ProviderWallet(db, hub88.code, deps) : null;
  return {
    aggregators,
    hub88,
    launches: new GameLaunchService(db, aggregators),
    /** The wallet APIs the aggregators call, mounted by the API before its own JSON parser (they read raw, signed bodies). */
    walletRoutes(api: Router) {
      if (hub88 && hub88Wallet) api.use('/games/hub88', hub88WalletRouter(hub88, hub88Wallet, db));
      // Off: the aggregator hears its protocol's refusal, not the API's 404 page.
      else
        api.use(
          '/games/hub88',
          express.Router().use((_req, res) => void res.status(404).json({ status: 'RS_ERROR_UNKNOWN' })),
        );
    },
  };
}
export type Games = ReturnType<typeof createGames>;
