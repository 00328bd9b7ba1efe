import express, { type NextFunction, type Request, type Response } from 'express';
import { Status } from '../contract/common.ts';
import { accountRoutes } from './routes/account.ts';
import { authRoutes } from './routes/auth.ts';
import { siteRoutes } from './routes/site.ts';
import { artRoutes } from './routes/art.ts';
import { liveChatRoutes } from './routes/livechat.ts';
import { playRoutes } from './routes/play.ts';
import { walletRoutes } from './routes/wallet.ts';
import { inboxRoutes } from './routes/inbox.ts';
import { referralRoutes } from './routes/referral.ts';
import { sportsRoutes } from './routes/sports.ts';
import { feedRoutes } from './routes/feed.ts';
import { engageRoutes } from './routes/engage.ts';
import { contentRoutes } from './routes/content.ts';
import { protectionRoutes } from './routes/protection.ts';
import { sendError } from './lib/route.ts';
import { callSite } from './lib/call-site.ts';
import { DEMO_DECIDE_PATH } from './payments/demo.ts';
import { providerWebhookRoute } from './payments/webhook-routes.ts';
import type { Services } from './services/index.ts';

/** The reference operator API, mounted by the server at /api (replaceable by OPERATOR_API_URL). */
export function createApi(services: Services) {
  const api = express.Router();
  api.use((req, res, next) => {
    res.set('Cache-Control', 'no-store');
    next();
  });
  // Signed provider webhooks read their raw body: before the JSON parser below.
  for (const provider of services.paymentProviders.values()) if (provider.rawBodyWebhook) providerWebhookRoute(api, services.wallet, provider);
  /*
   * JSON bodies only. A page on another site can post text/plain or a form to us without asking
   * (no CORS preflight) and so fire sign-ins and code requests from its visitors' browsers; a
   * JSON body needs a preflight, which we never grant. The demo provider's hosted page is the one
   * plain HTML form (its own route parses it).
   */
  api.use((req, res, next) => {
    if (req.method !== 'POST' || req.path === DEMO_DECIDE_PATH || req.is('application/json') !== false) {
      next();
      return;
    }
    res.status(415).json({ statusCode: Status.unsupportedMediaType, message: 'unsupportedMediaType' });
  });
  // Aggregators' wallet calls: signed raw bodies, read by their own parser before the one below.
  services.games.walletRoutes(api);
  // strict: false lets `null`, numbers and strings through to the schema, which answers them.
  api.use(express.json({ limit: '256kb', strict: false }));
  api.use(callSite(services.operators));

  siteRoutes(api, services);
  authRoutes(api, services);
  accountRoutes(api, services);
  artRoutes(api, services);
  liveChatRoutes(api);
  playRoutes(api, services);
  walletRoutes(api, services);
  inboxRoutes(api, services);
  referralRoutes(api, services);
  sportsRoutes(api, services);
  feedRoutes(api, services);
  engageRoutes(api, services);
  contentRoutes(api, services);
  protectionRoutes(api, services);

  api.use((req: Request, res: Response) => {
    res.status(404).json({ statusCode: -404, message: 'notFound' });
  });
  // Body-parser errors (bad JSON, too large) arrive here with a 4xx status of their own.
  api.use((err: unknown, req: Request, res: Response, _next: NextFunction) => {
    const e = err as { status?: number; type?: string };
    if (e?.status && e.status >= 400 && e.status < 500) {
      res.status(e.status).json({
        statusCode: Status.invalidRequest,
        message: e.type === 'entity.too.large' ? 'payloadTooLarge' : 'invalidRequest',
      });
      return;
    }
    sendError(res, err, req.path);
  });
  return api;
}
