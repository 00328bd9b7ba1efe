// First: fixes NODE_ENV for the libraries before any of them loads (see the module).
import { productMode } from './boot.ts';
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import compression from 'compression';
import express from 'express';
import { createProxyMiddleware, fixRequestBody } from 'http-proxy-middleware';
import { createRequestHandler } from '@react-router/express';
import { RouterContextProvider, type ServerBuild } from 'react-router';
import { demoSwitchesOn, loadEnv } from './env.ts';
import { manifestRoutes } from './manifest.ts';
import { securityHeaders } from './security.ts';
import { pageCache } from './page-cache.ts';
import { seoRoutes } from './seo-routes.ts';
import { buildRoutes } from './build-id.ts';
import { openDatabase, type Database } from '../api/db/client.ts';
import { claimPglite } from '../api/db/pglite-owner.ts';
import { NO_OPERATOR, hasOperator } from '../api/operators-admin/startup-notice.ts';
import { seedDemo, topUpDemo } from '../api/db/seed/index.ts';
import { createApi } from '../api/index.ts';
import { createServices } from '../api/services/index.ts';
import { demoGamesOn, mapDemoCatalogue } from '../api/games/index.ts';
import { loadDemoGamesKeys } from '../api/games/demo-provider/keys.ts';
import { loadSportsDemoSeed } from '../api/services/sports/demo-seed.ts';
import { enableTestClock } from '../api/lib/clock.ts';
import { log } from '../api/lib/log.ts';
import type { RequestContextKey, RequestInfo } from '../app/lib/server/request-context.ts';
import { cachedClient, httpClient, inProcessClient } from './operator-client.ts';
import { siteOf, wellFormedHost } from './site.ts';
import { clearSessionCookie, sessionFromReply, sessionLayer, sessionOf, setSessionCookie } from './session.ts';
import { SESSION_MODE_HEADER } from '../app/lib/shared/session-protocol.ts';
import { LocalJobs, PgBossJobs, type Jobs } from '../api/lib/jobs.ts';
import { watchJobQueues } from '../api/lib/metrics.ts';
import { drainOnSignals, healthRoutes, metricsRoute, requestBasics } from './ops.ts';
import { consoleApi, consoleHostGate, isConsoleHost } from './console/index.ts';
import { clearConsoleCookie, consoleTokenOf, setConsoleCookie } from './console/require-staff.ts';
import { consoleBackend } from '../api/console/backend.ts';
import { consoleContent } from '../api/console/content.ts';
import { consoleCms } from '../api/console/cms.ts';
import { consolePromotions } from '../api/console/promotions.ts';
import type { ConsoleBackend } from '../contract/console-backend.ts';
import type { StartupAnswer } from '../contract/site.ts';
import { StaffService } from '../api/console/staff.ts';
import { SecretBox, loadConsoleSecretKey, sealStoredSecrets } from '../api/console/staff-secrets.ts';
import { siteSettings, type SiteSettingsService } from '../api/console/site-settings.ts';
import { sitePreviewRoutes } from './console/site-preview.ts';
import { Throttle } from '../api/lib/throttle.ts';
import { audit } from '../api/services/audit.ts';

const here = path.dirname(fileURLToPath(import.meta.url));
/** Set for the child that creates and seeds a new embedded database, then exits (`seedInChild`). */
const seedOnly = process.env.PLAYFRONT_SEED_ONLY === '1';

export async function startServer() {
  const env = loadEnv({ ...process.env, NODE_ENV: productMode });
  for (const name of seedOnly ? [] : demoSwitchesOn(env)) {
    log.warn({ setting: name, mode: env.NODE_ENV }, `DEMO SWITCH ON: ${name}=1 — demo only, never with real players or money`);
  }
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', env.TRUST_PROXY);
  // A request id (x-request-id) that follows the request into the API and the database; timings; the drain.
  app.use(requestBasics(env));
  app.use(wellFormedHost((fields, message) => log.warn(fields, message)));
  app.use(securityHeaders(env));
  app.use(compression());
  // The console's host serves only the console (server/console/index.ts).
  app.use(consoleHostGate(env.CONSOLE_HOST));

  // Guest pages from memory for a few seconds (server/page-cache.ts); rendered by a request to this server.
  const selfHost = ['0.0.0.0', '::', ''].includes(env.HOST) ? '127.0.0.1' : env.HOST.includes(':') ? `[${env.HOST}]` : env.HOST;
  const pages =
    env.PAGE_CACHE_SECONDS > 0
      ? pageCache({ freshMs: env.PAGE_CACHE_SECONDS * 1000, staleMs: env.PAGE_CACHE_STALE_SECONDS * 1000, selfOrigin: `http://${selfHost}:${env.PORT}` })
      : null;

  let database: Database | undefined;
  let jobs: Jobs | undefined;
  let operatorApi;
  let noOperator = false;
  let consolePages: ConsoleBackend | undefined;
  let consoleSite: SiteSettingsService | undefined;
  if (env.OPERATOR_API_URL) {
    operatorApi = cachedClient(httpClient(env.OPERATOR_API_URL), env.STARTUP_CACHE_SECONDS * 1000);
    app.use('/api', sessionLayer(operatorApi));
    // The rest (the balance stream, the provider's routes) goes to the operator backend as the
    // spec's API: credentials in the body (the session layer put them there), never this site's
    // cookie or session header; a body the layer has read is sent on.
    app.use(
      '/api',
      createProxyMiddleware({
        target: env.OPERATOR_API_URL + '/api',
        changeOrigin: true,
        on: {
          proxyReq: (proxyReq, req) => {
            proxyReq.removeHeader('cookie');
            proxyReq.removeHeader(SESSION_MODE_HEADER);
            fixRequestBody(proxyReq, req);
          },
        },
      }),
    );
  } else {
    // A new embedded database is created and seeded by a child process, which then exits: initdb in
    // WebAssembly and the seed peak near 1 GB, and V8 keeps most of what a process once held, so a server that
    // seeded itself served at ~900 MB RSS. Served by a process that never seeded, the first start is like a restart.
    if (!env.DATABASE_URL && env.SEED_DEMO === '1' && !seedOnly && isNewPglite(env.DATA_DIR)) await seedInChild();
    database = await openDatabase({ dataDir: env.DATA_DIR, databaseUrl: env.DATABASE_URL });
    if (env.SEED_DEMO === '1') {
      const seeded = await seedDemo(database.db);
      await topUpDemo(database.db);
      if (seedOnly) {
        await database.close();
        process.exit(0);
      }
      // A database seeded here after all (it existed unseeded): a fresh PGlite keeps ~400 MB of JavaScript heap from
      // the seed until it is closed; reopened, it starts at its usual size.
      if (seeded && database.driver === 'pglite') {
        await database.close();
        database = await openDatabase({ dataDir: env.DATA_DIR });
      }
    }
    // The embedded database serves one process: the operator command checks this before it opens it.
    if (database.driver === 'pglite') claimPglite(env.DATA_DIR);
    // No site to serve yet (a new production database): said at start, and told to npm start, which prints Ready.
    noOperator = !(await hasOperator(database.db));
    if (noOperator && process.send) process.send({ playfront: 'no-operator' }, () => process.disconnect?.());
    // Tests only (TEST_CLOCK=1, refused in production): a player's clock may be moved forward.
    if (env.TEST_CLOCK === '1') enableTestClock();
    // On PostgreSQL the background work is kept in the database and runs once across instances (pg-boss).
    jobs = database.url ? new PgBossJobs(database.url) : new LocalJobs();
    // The demo sports feed's seed: a secret of the deployment, shared by its instances through the database.
    const sportsSeed = env.DEMO_SPORTS === '1' || env.DEMO_SPORTS_FEED === '1' ? await loadSportsDemoSeed(database.db, env.SPORTS_DEMO_SEED) : undefined;
    // The demo games (DEMO_GAMES=1, no Hub88 settings): the key pairs of both sides, a secret of the
    // deployment shared by its instances; the catalogue's games mapped to the demo provider.
    const demoGamesKeys = demoGamesOn(env) ? await loadDemoGamesKeys(database.db) : undefined;
    if (demoGamesKeys) await mapDemoCatalogue(database.db);
    const services = createServices(database.db, env, { bus: database.bus, jobs, sportsSeed, demoGamesKeys });
    // Events fed earlier (pushed or pulled) are listed again at once, and their bets settle.
    await services.sportsFeeds.book.load();
    if (env.DEMO_SPORTS !== '1' && env.DEMO_SPORTS_FEED !== '1' && !env.SPORTS_FEED && !services.sportsFeeds.pushKeys.size)
      log.warn(
        { setting: 'SPORTS_FEED' },
        'no sports feed: the sportsbook lists no events (set SPORTS_FEED=the-odds-api with ODDS_API_KEY and ODDS_API_SPORTS, or FEED_PUSH_KEYS for a provider that pushes)',
      );
    // The demo back office's withdrawal decisions (DEMO_PAYMENTS=1), the sportsbook's settlement
    // and the demo provider's notifications run as jobs (api/services/index.ts).
    await jobs.start();
    watchJobQueues(() => jobs!.depth());
    // Prices every listed event once, a few at a time, so the first board is quick (measured: ~1 MB of heap).
    services.sports.board.warm();
    const api = createApi(services);
    // Pages call the reference API in this process: no HTTP back into the same server.
    const client = cachedClient(inProcessClient(api), env.STARTUP_CACHE_SECONDS * 1000);
    // A site changed by the back office, on any instance (the bus): the cached site answers drop.
    services.bus.on('site', () => {
      client.invalidate();
      pages?.clear();
    });
    // A balance event (deposit, round, new message…): the players' cached shell reads are stale.
    services.events.onAnyChange(() => client.invalidatePlayers());
    operatorApi = client;
    app.use('/api', sessionLayer(operatorApi));
    app.use('/api', api);
    // The operator console's API, on its own host only (staff accounts live in this database).
    // Authenticator secrets are encrypted at rest; any written in clear by an earlier version are encrypted now.
    // Production without CONSOLE_HOST asks for no key: the console answers nowhere, and nothing is encrypted.
    const consoleKey = env.CONSOLE_SECRET_KEY ?? (env.NODE_ENV === 'production' ? undefined : loadConsoleSecretKey(env.DATA_DIR));
    const staffSecrets = consoleKey ? new SecretBox(consoleKey) : undefined;
    const sealed = staffSecrets ? await sealStoredSecrets(database.db, staffSecrets) : 0;
    if (sealed) log.info({ sealed }, 'staff authenticator secrets encrypted at rest');
    const staffThrottle = new Throttle(database.db);
    const staff = new StaffService(database.db, staffThrottle, {
      totpRequired: env.NODE_ENV === 'production',
      production: env.NODE_ENV === 'production',
      secrets: staffSecrets,
    });
    app.use('/console/api', consoleApi(database.db, staff, { host: env.CONSOLE_HOST, origin: env.CONSOLE_ORIGIN }).router);
    consolePages = consoleBackend({
      db: database.db,
      staff,
      ended: services.events,
      content: consoleContent({ db: database.db, content: services.content }),
      cms: consoleCms({ db: database.db, changed: () => services.content.changed() }),
      promotions: consolePromotions({ db: database.db, changed: () => services.content.changed() }),
      balances: services.events,
      settlement: services.sports.settlement,
      inbox: services.inbox,
      promotionsAllowed: (id) => services.protection.promotionsAllowed(id),
      decideWithdrawal: (id, decision, reason, inside) => services.wallet.withdrawals.decide(id, decision, reason, inside),
    });
    // The Site screen: its drafts, versions and uploads, and the player hosts' preview of a draft.
    if (consoleKey) consoleSite = siteSettings({ db: database.db, bus: services.bus, operators: services.operators, site: services.site, secret: consoleKey });
  }
  // No console without the reference API's database (OPERATOR_API_URL): a plain 404, never a page.
  app.use('/console/api', (_req, res) => {
    res.status(404).set('Cache-Control', 'no-store').json({ statusCode: -404, message: 'notFound' });
  });
  // Pages declare an inline SVG icon; answer the browsers that still ask for /favicon.ico.
  app.get('/favicon.ico', (_req, res) => {
    res.status(204).set('Cache-Control', 'public, max-age=86400').end();
  });
  // /healthz (alive), /readyz (database reachable and migrated), /metrics (protected).
  const db = database;
  healthRoutes(app, db ? () => db.ready() : null);
  metricsRoute(app, env, async (req) => {
    if (!db) return;
    await audit(db.db, { actor: 'ops-key:platform', operatorId: null, action: 'ops.metrics', target: 'metrics', fromAddress: req.ip ?? null }).catch(
      (err: unknown) => log.error({ err: String(err) }, 'ops audit entry not written'),
    );
  });

  // Compiled (scripts/lib/build-server.mjs), this file is <build>/server-dist/index.js and serves the
  // build it sits in; from source (node --import tsx server/index.ts), BUILD_DIR in the repository.
  const buildDir = path.basename(here) === 'server-dist' ? path.dirname(here) : path.resolve(here, '..', process.env.BUILD_DIR ?? 'build');
  const serverBuildPath = path.join(buildDir, 'server', 'index.js');
  if (!fs.existsSync(serverBuildPath)) throw new Error('No build found: run `npm run build` (npm start does it for you).');
  const build = (await import(serverBuildPath)) as ServerBuild;
  const requestContext = (build.entry.module as unknown as { requestContext: RequestContextKey }).requestContext;

  app.use('/assets', express.static(path.join(buildDir, 'client', 'assets'), { immutable: true, maxAge: '1y', index: false }));
  buildRoutes(app, { buildDir, buildId: build.assets.version });
  app.use(express.static(path.join(buildDir, 'client'), { maxAge: '1h', index: false }));

  seoRoutes(app, operatorApi);
  manifestRoutes(app, operatorApi);
  if (consoleSite) sitePreviewRoutes(app, consoleSite, { host: env.CONSOLE_HOST, origin: env.CONSOLE_ORIGIN });
  if (pages) app.use(pages.middleware);
  app.all(
    '/{*splat}',
    createRequestHandler({
      build,
      mode: 'production',
      // The site is resolved once per request, here; loaders read it from the request context.
      getLoadContext: async (req, res) => {
        const site = siteOf(req);
        const from = { ip: req.ip ?? '', userAgent: req.get('user-agent') };
        // The console's host is no operator's site: no startup, no player session.
        if (isConsoleHost(req, env.CONSOLE_HOST)) {
          const info: RequestInfo = {
            nonce: res.locals.nonce as string,
            ...from,
            site: { ...site, startup: CONSOLE_NO_SITE },
            api: operatorApi,
            session: null,
            endSession: () => {},
            openSession: () => null,
            keepSession: () => {},
            console: consolePages && {
              backend: consolePages,
              site: consoleSite,
              token: consoleTokenOf(req),
              openSession: (token, expiresAt) => {
                if (!res.headersSent) setConsoleCookie(req, res, token, expiresAt);
              },
              endSession: () => {
                if (!res.headersSent) clearConsoleCookie(req, res);
              },
            },
          };
          return new RouterContextProvider(new Map([[requestContext, info]])) as never;
        }
        // A preview of the console's draft (server/console/site-preview.ts) is drawn for a guest.
        const preview = res.locals.previewStartup as StartupAnswer | undefined;
        const startup = preview ?? (await operatorApi.call('/startup', { domain_name: site.domain }, from));
        const info: RequestInfo = {
          nonce: res.locals.nonce as string,
          ...from,
          site: { ...site, startup },
          api: operatorApi,
          session: preview ? null : sessionOf(req),
          endSession: () => {
            if (!res.headersSent) clearSessionCookie(req, res);
          },
          openSession: (reply) => {
            const opened = sessionFromReply(reply);
            if (!opened || res.headersSent) return null;
            setSessionCookie(req, res, opened);
            return opened;
          },
          keepSession: (s) => {
            if (!res.headersSent) setSessionCookie(req, res, s);
          },
        };
        return new RouterContextProvider(new Map([[requestContext, info]])) as never;
      },
    }),
  );

  // A client that stalls while sending its headers or body loses the connection after a few
  // seconds, checked every second; answers (the streams included) are not limited by these.
  const server = http.createServer(
    {
      headersTimeout: Math.min(env.HTTP_HEADERS_TIMEOUT_MS, env.HTTP_REQUEST_TIMEOUT_MS),
      requestTimeout: env.HTTP_REQUEST_TIMEOUT_MS,
      connectionsCheckingInterval: 1000,
    },
    app,
  );
  server.listen(env.PORT, env.HOST, () => {
    log.info({ port: env.PORT, mode: env.NODE_ENV, db: database?.driver ?? 'remote', api: env.OPERATOR_API_URL ?? 'reference' }, 'listening');
    if (noOperator) log.warn({}, NO_OPERATOR);
  });
  // SIGTERM drains (server/ops.ts): streams close with a retry hint, in-flight requests finish, then jobs and the database.
  drainOnSignals(server, env, {
    stopJobs: () => jobs?.stop(env.DRAIN_TIMEOUT_MS / 2) ?? Promise.resolve(),
    closeDb: () => database?.close() ?? Promise.resolve(),
  });
  return server;
}

/** The console host's stand-in for an operator's startup: read by nothing there (the root sees `console` first). */
const CONSOLE_NO_SITE = { statusCode: -404, message: 'siteNotFound' } as unknown as StartupAnswer;

/** No embedded database in DATA_DIR yet (PostgreSQL writes PG_VERSION into a data directory it has created). */
function isNewPglite(dataDir: string) {
  return !fs.existsSync(path.join(dataDir, 'pglite', 'PG_VERSION'));
}

/** Runs this same server module (its node flags, its environment) in seed-only mode and waits for it. */
async function seedInChild() {
  const started = Date.now();
  const child = spawn(process.execPath, [...process.execArgv, fileURLToPath(import.meta.url)], {
    // The product's mode as this process was started with it (server/boot.ts gives the libraries 'production').
    env: { ...process.env, NODE_ENV: productMode, PLAYFRONT_SEED_ONLY: '1' },
    stdio: 'inherit',
  });
  const code = await new Promise<number | null>((resolve, reject) => {
    child.on('error', reject);
    child.on('exit', resolve);
  });
  if (code !== 0) throw new Error(`creating and seeding the database failed (exit ${code})`);
  log.info({ ms: Date.now() - started }, 'database created by a child process');
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  startServer().catch((err) => {
    console.error(err instanceof Error ? err.message : err);
    process.exit(1);
  });
}
