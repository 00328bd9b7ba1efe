import type { Env } from '../../server/env.ts';
import type { Db } from '../db/client.ts';
import { AccountService } from './accounts.ts';
import { CatalogueService } from './catalogue.ts';
import { OperatorDirectory } from './operators.ts';
import { PASSWORD_LIMIT, PlayerService } from './players.ts';
import { SignInGuard } from './sign-in-guard.ts';
import { SessionService } from './sessions.ts';
import { SiteService } from './site.ts';
import { TacService } from './tac.ts';
import { codeDelivery } from '../sms/index.ts';
import { Throttle } from '../lib/throttle.ts';
import { PlayService } from './play.ts';
import { BalanceEvents } from './balance-events.ts';
import { createWallet } from './wallet/index.ts';
import { ProtectionService, type AssertMay } from './protection.ts';
import { InboxService } from './inbox.ts';
import { ContentService } from './content.ts';
import { ReferralService } from './referrals.ts';
import { SportsFeed } from './sports/feed.ts';
import { createSports } from './sports/index.ts';
import { OddsHub } from './sports/stream.ts';
import { DemoFeedClient } from './sports/demo-client.ts';
import { IngestedBook, parsePushKeys, type TeamNamesRequest } from './sports/ingest.ts';
import { DbPullLease, OddsApiFeed, oddsApiLeaseKey } from './sports/odds-api.ts';
import { log } from '../lib/log.ts';
import { createEngage } from './engage/index.ts';
import { DemoProvider, loadDemoSecret } from '../payments/demo.ts';
import type { PaymentProvider } from '../payments/types.ts';
import { StripeProvider } from '../payments/stripe.ts';
import { reconcilePayments } from '../payments/reconcile.ts';
import { LocalBus, publishQuietly, type Bus } from '../lib/bus.ts';
import { LocalJobs, type Jobs } from '../lib/jobs.ts';
import { busMessages } from '../lib/metrics.ts';
import { createGames } from '../games/index.ts';
import type { DemoGamesKeys } from '../games/demo-provider/keys.ts';

type ServiceEnv = Pick<
  Env,
  | 'SESSION_TTL_MINUTES'
  | 'DEMO_TAC'
  | 'LOGIN_FAILURES_PER_ADDRESS'
  | 'SIGN_IN_NEW_ADDRESSES_PER_ACCOUNT'
  | 'PORT'
  | 'DATA_DIR'
  | 'MAX_BANK_ACCOUNTS'
  | 'WITHDRAWAL_DECISION_SECONDS'
  | 'DEMO_PAYMENTS'
  | 'DEMO_SPORTS'
  | 'DEMO_SPORTS_FEED'
  | 'DEMO_GAMES'
  | 'PAYMENT_DEMO_SECRET'
  | 'PAYMENT_NOTIFY_URL'
  | 'PAYMENT_NOTIFY_DELAY_MS'
  | 'PAYMENTS_PROVIDER'
  | 'PAYMENTS_API_URL'
  | 'STRIPE_SECRET_KEY'
  | 'STRIPE_WEBHOOK_SECRET'
  | 'OPS_KEY'
  | 'MAX_BALANCE_STREAMS'
  | 'NODE_ENV'
  | 'TAC_REQUESTS_PER_ADDRESS'
  | 'TAC_REQUESTS_PER_OPERATOR'
  | 'HUB88_API_URL'
  | 'HUB88_OPERATOR_ID'
  | 'HUB88_PRIVATE_KEY'
  | 'HUB88_PUBLIC_KEY'
  | 'SMS_PROVIDER'
  | 'SMS_ACCOUNT_SID'
  | 'SMS_AUTH_TOKEN'
  | 'SMS_FROM'
  | 'FEED_PUSH_KEYS'
  | 'SPORTS_FEED'
  | 'ODDS_API_URL'
  | 'ODDS_API_KEY'
  | 'ODDS_API_SPORTS'
  | 'ODDS_API_REGIONS'
  | 'ODDS_API_POLL_SECONDS'
  | 'SPORTS_MARGIN_PCT'
> &
  Partial<Pick<Env, 'SMS_API_URL'>>;

/**
 * `infra`: the bus and job queue of a multi-instance deployment, one process's by
 * default; with DEMO_SPORTS=1, the demo sports feed's seed (sports/demo-seed.ts); with
 * DEMO_GAMES=1, the demo games' keys (games/demo-provider/keys.ts).
 */
export function createServices(db: Db, env: ServiceEnv, infra: { bus?: Bus; jobs?: Jobs; sportsSeed?: string; demoGamesKeys?: DemoGamesKeys } = {}) {
  const bus = infra.bus ?? new LocalBus();
  const jobs = infra.jobs ?? new LocalJobs();
  const operators = new OperatorDirectory(db);
  // A site changed by the back office drops its caches on every instance.
  operators.onChange(() => void publishQuietly(bus, { k: 'site' }));
  bus.on('site', () => {
    busMessages.inc({ kind: 'site' });
    operators.dropCache();
  });
  const events = new BalanceEvents(bus, db);
  const sessions = new SessionService(db, env.SESSION_TTL_MINUTES, operators, events);
  // THE check of every money movement (assertMay) and the promotions gate.
  const protection = new ProtectionService(db, sessions);
  const assertMay: AssertMay = (tx, playerId, movement) => protection.assertMay(tx, playerId, movement);
  const catalogue = new CatalogueService(db);
  const throttle = new Throttle(db);
  const players = new PlayerService(db, sessions, throttle, env.LOGIN_FAILURES_PER_ADDRESS);
  players.beforeSignIn = (p, wanted) => protection.signInScope(p.id, wanted);
  const tac = new TacService(db, throttle, {
    perAddress: env.TAC_REQUESTS_PER_ADDRESS,
    perOperator: env.TAC_REQUESTS_PER_OPERATOR,
    demo: env.DEMO_TAC === '1',
    // The SMS gateway when configured; else the log in a demo or outside production; else none.
    delivery: codeDelivery(db, jobs, env),
  });
  const inbox = new InboxService(db, events);
  players.guard = new SignInGuard(db, tac, inbox, {
    addresses: env.SIGN_IN_NEW_ADDRESSES_PER_ACCOUNT,
    attempts: env.SIGN_IN_NEW_ADDRESSES_PER_ACCOUNT * PASSWORD_LIMIT.max,
  });
  const accounts = new AccountService(db, players, sessions, tac);
  // No code is sent to a player on a time-out or self-exclusion: they asked not to be contacted.
  accounts.onBreak = async (playerId) => (await protection.signInScope(playerId, 'withdraw')).scope === 'withdraw';
  // Only with DEMO_PAYMENTS=1: its hosted page lets the player confirm any amount.
  const demoPay =
    env.DEMO_PAYMENTS === '1'
      ? new DemoProvider(
          loadDemoSecret(env.DATA_DIR, env.PAYMENT_DEMO_SECRET),
          env.PAYMENT_NOTIFY_URL ?? `http://127.0.0.1:${env.PORT}/api/payments/demo/notify`,
          env.PAYMENT_NOTIFY_DELAY_MS,
        )
      : null;
  // The real provider (PAYMENTS_PROVIDER=stripe); its keys are checked at boot (server/env.ts).
  const stripe =
    env.PAYMENTS_PROVIDER === 'stripe'
      ? new StripeProvider({
          secretKey: env.STRIPE_SECRET_KEY!,
          webhookSecret: env.STRIPE_WEBHOOK_SECRET!,
          apiUrl: env.PAYMENTS_API_URL,
          // Checkout's return links: the site itself, https behind production's proxy.
          siteUrl: (domain, path) => (env.NODE_ENV === 'production' ? `https://${domain}${path}` : `http://${domain}:${env.PORT}${path}`),
        })
      : null;
  const paymentProviders = new Map<string, PaymentProvider>([...(demoPay ? [demoPay] : []), ...(stripe ? [stripe] : [])].map((p) => [p.code, p]));
  const referrals = new ReferralService(db, operators, (tx, id) => protection.promotionsAllowed(id, tx));
  const wallet = createWallet(db, operators, paymentProviders, events, {
    maxBankAccounts: env.MAX_BANK_ACCOUNTS,
    maxPendingDeposits: 5,
    withdrawalDecisionSeconds: env.WITHDRAWAL_DECISION_SECONDS,
    // Approved withdrawals are paid out through the real provider, else the demo's.
    payoutProvider: (stripe ?? demoPay)?.code,
    onDepositCredited: (tx, playerId, depositId, amount) => referrals.onDepositCredited(tx, playerId, depositId, amount),
    assertMay,
  });
  // The simulated feed is the demo's (DEMO_SPORTS=1); without it the sportsbook lists no events.
  if (env.DEMO_SPORTS === '1' && !infra.sportsSeed) throw new Error('DEMO_SPORTS=1 needs the sports feed seed (loadSportsDemoSeed)');
  const sportsOn = env.DEMO_SPORTS === '1';
  const feed = new SportsFeed(sportsOn ? infra.sportsSeed! : null);
  // Events from feeds (docs/integrations/sports.md): pushed to /api/feed/messages, or pulled.
  const book = new IngestedBook(db);
  feed.book = book;
  const pushKeys = parsePushKeys(env.FEED_PUSH_KEYS);
  const sports = createSports(db, feed, events, assertMay);
  book.onApplied = async (ev, m, resultChanged) => {
    await publishQuietly(bus, { k: 'feed', e: ev.id });
    // A result or a cancellation settles the event's bets at once (the settlement sweep catches up
    // after a failure); a corrected or withdrawn one settles its bets again, settled ones too.
    try {
      await sports.settlement.feedApplied(ev.id, m.type, resultChanged);
    } catch (err) {
      log.error({ err: String(err), event: ev.id }, 'sports feed result: settlement failed');
    }
  };
  bus.on('feed', (msg) => {
    busMessages.inc({ kind: 'feed' });
    void book.reload(msg.e).catch(() => {});
  });
  bus.on('names', () => {
    busMessages.inc({ kind: 'names' });
    void book.loadNames().catch(() => {});
  });
  /** Translations of fed names (the back office): saved, then read again by every instance. */
  const setFedNames = async (names: TeamNamesRequest['names']) => {
    await book.setNames(names);
    await publishQuietly(bus, { k: 'names' });
  };
  const pull =
    env.SPORTS_FEED === 'the-odds-api'
      ? new OddsApiFeed(
          {
            baseUrl: env.ODDS_API_URL,
            apiKey: env.ODDS_API_KEY!,
            sports: env.ODDS_API_SPORTS!.split(','),
            regions: env.ODDS_API_REGIONS,
            marginPct: env.SPORTS_MARGIN_PCT,
            pollSeconds: env.ODDS_API_POLL_SECONDS,
            // Every instance pulling with this key goes by one schedule and one quota.
            lease: new DbPullLease(db, oddsApiLeaseKey(env.ODDS_API_KEY!)),
          },
          (provider, m) => book.apply(provider, m),
        )
      : null;
  // The demo's simulation as a feed's client (DEMO_SPORTS_FEED=1): its messages through the same ingestion.
  if (env.DEMO_SPORTS_FEED === '1' && !infra.sportsSeed) throw new Error('DEMO_SPORTS_FEED=1 needs the sports feed seed (loadSportsDemoSeed)');
  const demoFeed = env.DEMO_SPORTS_FEED === '1' ? new DemoFeedClient(new SportsFeed(infra.sportsSeed!), (p, m) => book.apply(p, m)) : null;
  const feedsOn = sportsOn || !!pull || pushKeys.size > 0 || !!demoFeed;
  sports.settlement.onForced = (eventId) => void publishQuietly(bus, { k: 'sports', e: eventId });
  bus.on('sports', () => {
    busMessages.inc({ kind: 'sports' });
    void sports.settlement.loadForced().catch(() => {});
  });
  // Background work, once across instances (api/lib/jobs.ts); started by the server.
  if (env.DEMO_PAYMENTS === '1') jobs.every('withdrawal-decisions', 1, async () => void (await wallet.withdrawals.decideDue()));
  if (feedsOn) jobs.every('sports-settlement', 2, async () => void (await sports.settlement.settleDue()));
  // The pulled feed: asked often (one cheap statement), it pulls when the shared schedule says so:
  // every ODDS_API_POLL_SECONDS, stretched as the account's quota runs out, one instance at a time.
  if (demoFeed) jobs.every('sports-demo-feed', 5, async () => void (await demoFeed.round()));
  if (pull) jobs.every('sports-feed-pull', Math.min(env.ODDS_API_POLL_SECONDS, 15), async () => void (await pull.pullDue()));
  // Daily, over two days: each deposit is compared twice; differences are logged for review.
  if (stripe) jobs.every('payment-reconciliation', 24 * 60 * 60, async () => void (await reconcilePayments(db, stripe)));
  if (demoPay) {
    jobs.define(DemoProvider.JOB, (d) => demoPay.deliver(String(d.ref), d.event === 'paid' ? 'paid' : 'cancelled', Number(d.amount)), {
      retryLimit: 4,
      retryDelay: 1,
      retryBackoff: true,
    });
    demoPay.queue = jobs;
  }
  return {
    db,
    env,
    bus,
    jobs,
    operators,
    sessions,
    catalogue,
    site: new SiteService(db, catalogue),
    players,
    tac,
    accounts,
    play: new PlayService(db),
    // Games of aggregators (Hub88): their launches and the seamless wallet they call (docs/integrations/games.md).
    games: createGames(db, env, { events, assertMay, demoKeys: infra.demoGamesKeys }),
    events,
    demoPay,
    paymentProviders,
    wallet,
    inbox,
    // No promotional announcements, slides or marquee lines in a time-out or self-exclusion.
    content: new ContentService(db, sessions, operators, { promotionsAllowed: (id) => protection.promotionsAllowed(id) }),
    referrals,
    sports,
    /** Feeds' events, and the providers' keys that may push them. */
    sportsFeeds: { book, pushKeys, pull, setNames: setFedNames },
    oddsHub: new OddsHub(sports.feed),
    // No spins, missions or minigame rounds in a time-out or self-exclusion (token stakes do not count against money limits: decision 0012).
    engage: createEngage(db, events, { assertMay, promotionsAllowed: (id) => protection.promotionsAllowed(id) }),
    protection,
  };
}
export type Services = ReturnType<typeof createServices>;
