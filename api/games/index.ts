import express, { type Router } from 'express';
import { sql } from 'drizzle-orm';
import { AGGREGATOR_SETTINGS, type Env } from '../../server/env.ts';
import type { Db } from '../db/client.ts';
import { log } from '../lib/log.ts';
import type { BalanceEvents } from '../services/balance-events.ts';
import type { AssertMay } from '../services/protection.ts';
import type { AggregatorLaunch, GameAggregator } from './aggregator.ts';
import type { DemoGamesKeys } from './demo-provider/keys.ts';
import { DEMO_PROVIDER_PATH, DemoGameProvider } from './demo-provider/provider.ts';
import { Hub88Aggregator } from './hub88/adapter.ts';
import { privateKeyOf, publicKeyOf } from './hub88/signature.ts';
import { hub88WalletRouter } from './hub88/wallet-routes.ts';
import { GameLaunchService } from './launch.ts';
import { ProviderWallet } from './wallet.ts';

export type GamesEnv = Pick<Env, 'NODE_ENV' | 'HUB88_API_URL' | 'HUB88_OPERATOR_ID' | 'HUB88_PRIVATE_KEY' | 'HUB88_PUBLIC_KEY' | 'DEMO_GAMES' | 'PORT'>;

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

/** The demo games run with DEMO_GAMES=1 and no real Hub88 settings: a real aggregator always wins. */
export const demoGamesOn = (env: GamesEnv) => env.DEMO_GAMES === '1' && !hub88From(env);

/** The API's path prefix: the demo provider is reached on this server under it. */
const API_PATH = '/api';

/**
 * The demo provider on this server, and the Hub88 adapter pointed at it: the adapter, its wallet
 * routes and the ledger code are the ones a real Hub88 uses; only the address and the keys differ.
 */
function demoHub88(db: Db, env: GamesEnv, keys: DemoGamesKeys) {
  const origin = `http://127.0.0.1:${env.PORT}`;
  const provider = new DemoGameProvider(db, {
    privateKey: privateKeyOf(keys.provider.privateKey),
    operatorPublicKey: publicKeyOf(keys.operator.publicKey),
    walletUrl: `${origin}${API_PATH}/games/hub88`,
    origin,
    basePath: API_PATH + DEMO_PROVIDER_PATH,
  });
  const hub88 = new Hub88Aggregator({
    apiUrl: `${origin}${API_PATH}${DEMO_PROVIDER_PATH}`,
    operatorId: 1,
    privateKey: privateKeyOf(keys.operator.privateKey),
    publicKey: publicKeyOf(keys.provider.publicKey),
  });
  // Its pages are served by this server: the browser opens them on the site's own origin.
  const sameOrigin: GameAggregator = {
    code: hub88.code,
    listGames: () => hub88.listGames(),
    gameUrl: async (l: AggregatorLaunch) => {
      const url = await hub88.gameUrl(l);
      return url.startsWith(origin + '/') ? url.slice(origin.length) : url;
    },
  };
  return { provider, hub88, sameOrigin };
}

/**
 * With the demo games on, every game of the catalogue opens through the demo provider: mapped to
 * Hub88 under the provider's code for it (`<provider>/<game>`). Idempotent; a game already mapped
 * (imported from a real aggregator) keeps its mapping.
 */
export async function mapDemoCatalogue(db: Db) {
  await db.execute(sql`
    insert into aggregator_games (provider_code, game_code, aggregator, external_code)
    select provider_code, game_code, 'hub88', provider_code || '/' || game_code from games
    on conflict do nothing`);
}

/**
 * The game aggregators this deployment is configured for, their wallets and the launches of their
 * games. An aggregator without its settings is off, and said so at start: its games (if imported)
 * do not open and its wallet routes do not exist. With DEMO_GAMES=1 and no Hub88 settings, Hub88
 * is the demo provider on this server (`demoKeys`: made once per deployment, demo-provider/keys.ts).
 */
export function createGames(db: Db, env: GamesEnv, deps: { events?: BalanceEvents; assertMay?: AssertMay; demoKeys?: DemoGamesKeys } = {}) {
  const demoOn = demoGamesOn(env);
  if (demoOn && !deps.demoKeys) throw new Error('DEMO_GAMES=1 needs the demo games keys (loadDemoGamesKeys)');
  const demo = demoOn ? demoHub88(db, env, deps.demoKeys!) : null;
  const hub88 = demo?.hub88 ?? hub88From(env);
  if (!hub88 && env.NODE_ENV !== 'test')
    log.info({ aggregator: 'hub88', settings: AGGREGATOR_SETTINGS.hub88 }, 'game aggregator hub88 is off: its settings are not set');
  const aggregators = new Map<string, GameAggregator>(hub88 ? [[hub88.code, demo?.sameOrigin ?? hub88]] : []);
  const hub88Wallet = hub88 ? new ProviderWallet(db, hub88.code, deps) : null;
  return {
    aggregators,
    hub88,
    /** The demo provider when the demo games are on (DEMO_GAMES=1). */
    demoProvider: demo?.provider ?? null,
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
      if (demo) api.use(DEMO_PROVIDER_PATH, demo.provider.router());
    },
  };
}
export type Games = ReturnType<typeof createGames>;
