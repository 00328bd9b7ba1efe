import { createPrivateKey, createPublicKey } from 'node:crypto';
import { isIP } from 'node:net';
import { z } from 'zod';

const flag = z.enum(['0', '1']);
const list = (s: string) => s.split(',').map((x) => x.trim());

/** Express's names for the private ranges (proxy-addr), usable among TRUST_PROXY's addresses. */
const PROXY_RANGE_NAMES = ['loopback', 'linklocal', 'uniquelocal'];
const isAddressOrSubnet = (s: string) => {
  if (PROXY_RANGE_NAMES.includes(s)) return true;
  const [ip, bits, extra] = s.split('/');
  const version = isIP(ip);
  if (!version || extra !== undefined) return false;
  return bits === undefined || (/^\d{1,3}$/.test(bits) && Number(bits) <= (version === 4 ? 32 : 128));
};

/**
 * Whom to believe about the client's address: '0' nobody (the socket's address), a hop count,
 * or the proxies' addresses and subnets. Never "everyone": any client could then choose its
 * address with a made-up X-Forwarded-For and sidestep the per-address limits.
 */
const TrustProxy = z
  .string()
  .default('0')
  .transform((s) => s.trim())
  .refine(
    (s) => /^\d{1,2}$/.test(s) || list(s).every(isAddressOrSubnet),
    'a hop count (0: no proxy) or comma-separated IPs, CIDRs, loopback, linklocal, uniquelocal',
  )
  .transform((s): false | number | string[] => (/^\d+$/.test(s) ? Number(s) || false : list(s)));

/** Origins images may come from besides the site itself (CSP img-src), e.g. the operator's CDN. */
const ImgOrigins = z
  .string()
  .default('')
  .transform((s) => list(s).filter(Boolean))
  .refine(
    (origins) => origins.every((o) => URL.canParse(o) && new URL(o).origin === o && /^https?:$/.test(new URL(o).protocol)),
    'comma-separated origins such as https://cdn.example.com',
  );

/** A PEM key given in one variable (literal "\n" accepted); checked at boot so a bad key names itself. */
const pemKey = (kind: 'private' | 'public') =>
  z
    .string()
    .optional()
    .transform((s) => (s ? s.replace(/\\n/g, '\n').trim() : undefined))
    .refine((s) => {
      if (!s) return true;
      try {
        if (kind === 'private') createPrivateKey(s);
        else createPublicKey(s);
        return true;
      } catch {
        return false;
      }
    }, `an RSA ${kind} key in PEM`);

/** The aggregators' settings: each one is on with all of its settings, off with none. */
export const AGGREGATOR_SETTINGS = { hub88: ['HUB88_API_URL', 'HUB88_OPERATOR_ID', 'HUB88_PRIVATE_KEY', 'HUB88_PUBLIC_KEY'] } as const;

/** Switches that make the reference API a demo: never on in production. */
export const DEMO_SWITCHES = ['DEMO_TAC', 'DEMO_PAYMENTS', 'DEMO_SPORTS', 'DEMO_SPORTS_FEED', 'DEMO_GAMES', 'SEED_DEMO', 'TEST_CLOCK'] as const;

/** HOUSE_STYLE 5: configuration is validated at boot; a bad value names itself and stops the start. */
const EnvFields = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  PORT: z.coerce.number().int().min(1).max(65535).default(3900),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must start with postgres://')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  OPERATOR_API_URL: z
    .string()
    .url()
    .optional()
    .or(z.literal('').transform(() => undefined)),
  SESSION_TTL_MINUTES: z.coerce
    .number()
    .int()
    .min(1)
    .max(60 * 24 * 30)
    .default(60 * 24),
  /** Demo: one-time codes travel in the answer. */
  DEMO_TAC: flag.default('0'),
  /** Demo: the demo payment provider, its hosted page and the back office that approves withdrawals. */
  DEMO_PAYMENTS: flag.default('0'),
  /** Demo: the simulated sports feed that prices and settles the sportsbook; off, the sportsbook has no events. */
  DEMO_SPORTS: flag.default('0'),
  /**
   * Demo: the same simulation as a client of the sports feed ingestion in this server, so its
   * events, prices and results go the way a real feed's do (only the bet types a feed carries).
   * Instead of DEMO_SPORTS, never with it.
   */
  DEMO_SPORTS_FEED: flag.default('0'),
  /**
   * Demo: the demo game provider on this server (api/games/demo-provider/), speaking Hub88's protocol:
   * with no HUB88_* settings, the Hub88 adapter talks to it and the catalogue's games open through it.
   * Off (and no Hub88), games do not open.
   */
  DEMO_GAMES: flag.default('0'),
  /** With DEMO_SPORTS: the simulation's secret seed (32+ characters); made once and kept in the database when unset. */
  SPORTS_DEMO_SEED: z
    .string()
    .min(32)
    .optional()
    .or(z.literal('').transform(() => undefined)),
  /**
   * Odds providers that push to /api/feed/messages (docs/integrations/sports.md): "provider:<sha256
   * hex of its key>" pairs, comma-separated; only hashes here (`npm run feed-key -- <provider>`).
   */
  FEED_PUSH_KEYS: z
    .string()
    .regex(/^\s*([a-z][a-z0-9]{1,9}:[0-9a-f]{64}\s*)(,\s*[a-z][a-z0-9]{1,9}:[0-9a-f]{64}\s*)*$/, '"provider:<sha256 hex>" pairs, comma-separated')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  /** A feed the server pulls: 'the-odds-api' (The Odds API v4, with ODDS_API_KEY and ODDS_API_SPORTS). */
  SPORTS_FEED: z
    .enum(['the-odds-api'])
    .optional()
    .or(z.literal('').transform(() => undefined)),
  ODDS_API_URL: z.string().url().default('https://api.the-odds-api.com'),
  ODDS_API_KEY: z
    .string()
    .min(8)
    .max(128)
    .optional()
    .or(z.literal('').transform(() => undefined)),
  /** The Odds API's sport keys to list, comma-separated (soccer_epl,basketball_nba,icehockey_nhl,tennis_atp_wimbledon). */
  ODDS_API_SPORTS: z
    .string()
    .regex(/^[a-z0-9_]+(,[a-z0-9_]+)*$/, 'sport keys, comma-separated')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  /** The bookmakers' regions whose prices are read (uk, us, eu, au; comma-separated). */
  ODDS_API_REGIONS: z
    .string()
    .regex(/^[a-z0-9]+(,[a-z0-9]+)*$/)
    .default('eu'),
  /** Seconds between pulls while the quota is plentiful (each pull costs 2 requests per sport, more with several regions). */
  ODDS_API_POLL_SECONDS: z.coerce.number().int().min(10).max(86_400).default(300),
  /** The operator's margin (percent) on a pulled feed's prices: the bookmakers' own margin is taken out first. */
  SPORTS_MARGIN_PCT: z.coerce.number().min(0).max(30).default(5),
  /** Tests: POST /api/ops/test_clock (OPS_KEY) moves one player's clock forward (api/lib/clock.ts). */
  TEST_CLOCK: flag.default('0'),
  /** Demo: the demo operators and the demo player (whose password is published); default on outside production. */
  SEED_DEMO: flag.optional().or(z.literal('').transform(() => undefined)),
  /** How long a client may take to send a request's headers, then its whole request, before the connection is closed. */
  HTTP_HEADERS_TIMEOUT_MS: z.coerce.number().int().min(1000).max(120_000).default(10_000),
  HTTP_REQUEST_TIMEOUT_MS: z.coerce.number().int().min(1000).max(600_000).default(20_000),
  STARTUP_CACHE_SECONDS: z.coerce.number().int().min(0).max(3600).default(10),
  /** How long a guest's page is served from memory (0: never), and how much longer while a new one renders. */
  PAGE_CACHE_SECONDS: z.coerce.number().int().min(0).max(600).default(5),
  PAGE_CACHE_STALE_SECONDS: z.coerce.number().int().min(0).max(3600).default(30),
  TRUST_PROXY: TrustProxy,
  IMG_ORIGINS: ImgOrigins,
  /** Failed sign-ins and code checks one address may make in 15 minutes. */
  LOGIN_FAILURES_PER_ADDRESS: z.coerce.number().int().min(1).max(100_000).default(30),
  /**
   * Distinct new addresses (never signed in to the account) whose passwords one account checks in
   * 24 hours; past it, or past 5 checks per such address, a new address needs the code sent to the
   * account's phone as well. 10: a player who forgets a password on a trip or a new phone stays well
   * below it, while an attacker with any number of addresses gets at most 50 guesses a day instead
   * of 5 per address; an address that has signed in before is never asked, so nobody is locked out.
   */
  SIGN_IN_NEW_ADDRESSES_PER_ACCOUNT: z.coerce.number().int().min(1).max(10_000).default(10),
  /** One-time codes requested and sign-ups one address may make in an hour. */
  TAC_REQUESTS_PER_ADDRESS: z.coerce.number().int().min(1).max(100_000).default(20),
  /** One-time codes one operator's site may send in an hour. */
  TAC_REQUESTS_PER_OPERATOR: z.coerce.number().int().min(1).max(10_000_000).default(1000),
  /** Saved bank accounts a player may hold. */
  MAX_BANK_ACCOUNTS: z.coerce.number().int().min(1).max(20).default(3),
  /** Balance streams open at once on this server (each holds a connection and a file handle). */
  MAX_BALANCE_STREAMS: z.coerce.number().int().min(1).max(100_000).default(2000),
  /** With DEMO_PAYMENTS: the demo back office decides a withdrawal this long after it is requested (0: never). */
  WITHDRAWAL_DECISION_SECONDS: z.coerce.number().int().min(0).max(86_400).default(20),
  /** Key shared with the demo payment provider; made once and kept in DATA_DIR when unset. */
  PAYMENT_DEMO_SECRET: z
    .string()
    .min(16)
    .optional()
    .or(z.literal('').transform(() => undefined)),
  /** Where the demo provider sends its notifications (default: this server on loopback). */
  PAYMENT_NOTIFY_URL: z
    .string()
    .url()
    .optional()
    .or(z.literal('').transform(() => undefined)),
  /** How long the demo provider waits before it notifies, as a real provider does. */
  PAYMENT_NOTIFY_DELAY_MS: z.coerce.number().int().min(0).max(60_000).default(1500),
  /**
   * The real payment provider (docs/integrations/payments.md): 'stripe' for Stripe Checkout, with
   * STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET; 'demo' the demo provider (needs DEMO_PAYMENTS=1).
   * Unset: the demo provider with DEMO_PAYMENTS=1, no payments otherwise.
   */
  PAYMENTS_PROVIDER: z
    .enum(['demo', 'stripe'])
    .optional()
    .or(z.literal('').transform(() => undefined)),
  /** The provider API's base URL (Stripe's own by default; a local server speaking its protocol in tests). */
  PAYMENTS_API_URL: z
    .string()
    .url()
    .optional()
    .or(z.literal('').transform(() => undefined)),
  /** Stripe: the account's secret or restricted key (sk_… / rk_…). */
  STRIPE_SECRET_KEY: z
    .string()
    .regex(/^(sk|rk)_\w{8,}$/, 'a Stripe secret key (sk_… or rk_…)')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  /** Stripe: the webhook endpoint's signing secret (whsec_…), shown when the endpoint is added. */
  STRIPE_WEBHOOK_SECRET: z
    .string()
    .regex(/^whsec_\w{8,}$/, 'a Stripe webhook signing secret (whsec_…)')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  /** GET /metrics needs `Authorization: Bearer <key>` (or x-ops-key = OPS_KEY); unset, only direct loopback requests. */
  METRICS_KEY: z
    .string()
    .min(16)
    .optional()
    .or(z.literal('').transform(() => undefined)),
  /** On SIGTERM, how long in-flight requests, jobs and transactions may take before the process exits anyway. */
  DRAIN_TIMEOUT_MS: z.coerce.number().int().min(0).max(600_000).default(15_000),
  /** Queries slower than this are logged with their request id (0: never). */
  DB_SLOW_QUERY_MS: z.coerce.number().int().min(0).max(600_000).default(500),
  /** PostgreSQL's statement_timeout for this instance's pool (0: none): a slowed database answers errors instead of hanging requests. */
  DB_STATEMENT_TIMEOUT_MS: z.coerce.number().int().min(0).max(600_000).default(0),
  /** PostgreSQL connections of this instance's pool (the bus and the job queue keep their own 1 + 3). */
  DB_POOL_MAX: z.coerce.number().int().min(1).max(500).default(10),
  /** How long a query waits for a pool connection (or a new connection to PostgreSQL) before it answers 503. */
  DB_CONNECT_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(30_000),
  /** PGlite's shared_buffers (32MB keeps its WebAssembly memory at its 128 MB floor). */
  PGLITE_SHARED_BUFFERS: z
    .string()
    .regex(/^\d+(kB|MB|GB)$/)
    .default('32MB'),
  /** How long a sign-in may wait in line for password hashing before it hears 429 busy (0: no bound). */
  HASH_QUEUE_WAIT_MS: z.coerce.number().int().min(0).max(600_000).default(5000),
  /** PostgreSQL connections of the job queue (pg-boss) of this instance. */
  JOBS_POOL_MAX: z.coerce.number().int().min(1).max(50).default(3),
  /** 1 logs every request as a JSON line (method, route, status, ms, request id); 0 only errors and slow ones. */
  LOG_REQUESTS: flag.default('0'),
  /**
   * The SMS gateway that carries one-time codes: 'twilio' (the Twilio Messages API, or a gateway
   * speaking it at SMS_API_URL). Unset in production: no code can be sent, so code sign-in,
   * sign-up and password reset are off (said at start).
   */
  SMS_PROVIDER: z
    .enum(['twilio'])
    .optional()
    .or(z.literal('').transform(() => undefined)),
  SMS_API_URL: z.string().url().default('https://api.twilio.com'),
  SMS_ACCOUNT_SID: z.string().max(64).optional(),
  SMS_AUTH_TOKEN: z.string().max(256).optional(),
  /** The sender: a phone number in E.164 or an alphanumeric sender id the gateway allows. */
  SMS_FROM: z.string().max(32).optional(),
  /** Hub88 (game aggregator, docs/integrations/games.md): its Operator API's base URL; with the three below, or none of them. */
  HUB88_API_URL: z
    .string()
    .url()
    .optional()
    .or(z.literal('').transform(() => undefined)),
  /** Hub88: our operator id there. */
  HUB88_OPERATOR_ID: z.coerce
    .number()
    .int()
    .positive()
    .optional()
    .or(z.literal('').transform(() => undefined)),
  /** Hub88: our RSA private key (PEM; "\n" for line breaks on one line): signs our calls and our wallet's answers. */
  HUB88_PRIVATE_KEY: pemKey('private'),
  /** Hub88: its RSA public key (PEM): checks the signature of every wallet call it makes. */
  HUB88_PUBLIC_KEY: pemKey('public'),
  /**
   * The operator console's host name: /console/api/* answers only on this host (any other: 404),
   * and its session cookie is scoped to it. Default console.localhost outside production; unset in
   * production, the console answers nowhere.
   */
  CONSOLE_HOST: z
    .string()
    .trim()
    .toLowerCase()
    .regex(/^(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)*[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/, 'a host name without scheme or port, e.g. console.example.com')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  /** The console's origin in the one-time sign-in links it and `npm run operator -- create-admin` print, e.g. https://console.example.com. */
  CONSOLE_ORIGIN: z
    .string()
    .refine((o) => URL.canParse(o) && new URL(o).origin === o && /^https?:$/.test(new URL(o).protocol), 'an origin such as https://console.example.com')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  /**
   * Encrypts the staff's authenticator secrets at rest (AES-256-GCM): 32+ random characters
   * (openssl rand -base64 32), the same on every instance, kept apart from database backups.
   * Required in production wherever the console answers (CONSOLE_HOST); elsewhere, made once and
   * kept in DATA_DIR when unset. Changed, every member sets up their authenticator again.
   */
  CONSOLE_SECRET_KEY: z
    .string()
    .min(32, '32 characters or more (openssl rand -base64 32)')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  /** Enables GET /api/ops/ledger-check for callers sending this key in x-ops-key (16+ characters). */
  OPS_KEY: z
    .string()
    .min(16)
    .optional()
    .or(z.literal('').transform(() => undefined)),
});
const EnvSchema = EnvFields.superRefine((env, ctx) => {
  for (const names of Object.values(AGGREGATOR_SETTINGS)) {
    const set = names.filter((n) => env[n] !== undefined);
    if (set.length && set.length < names.length)
      for (const n of names.filter((n) => env[n] === undefined)) ctx.addIssue({ code: 'custom', path: [n], message: `needed with ${set.join(', ')}` });
  }
  if (env.SMS_PROVIDER === 'twilio') {
    for (const name of ['SMS_ACCOUNT_SID', 'SMS_AUTH_TOKEN', 'SMS_FROM'] as const) {
      if (!env[name]) ctx.addIssue({ code: 'custom', path: [name], message: 'required with SMS_PROVIDER=twilio' });
    }
  }
  if (env.PAYMENTS_PROVIDER === 'stripe') {
    for (const name of ['STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET'] as const) {
      if (!env[name]) ctx.addIssue({ code: 'custom', path: [name], message: 'required with PAYMENTS_PROVIDER=stripe' });
    }
  }
  if (env.SPORTS_FEED === 'the-odds-api') {
    for (const name of ['ODDS_API_KEY', 'ODDS_API_SPORTS'] as const) {
      if (!env[name]) ctx.addIssue({ code: 'custom', path: [name], message: 'required with SPORTS_FEED=the-odds-api' });
    }
  }
  if (env.DEMO_SPORTS_FEED === '1' && env.DEMO_SPORTS === '1')
    ctx.addIssue({ code: 'custom', path: ['DEMO_SPORTS_FEED'], message: 'instead of DEMO_SPORTS=1, not with it (the board would list each event twice)' });
  if (env.PAYMENTS_PROVIDER === 'demo' && env.DEMO_PAYMENTS !== '1')
    ctx.addIssue({ code: 'custom', path: ['PAYMENTS_PROVIDER'], message: 'demo needs DEMO_PAYMENTS=1 (refused under NODE_ENV=production)' });
  if (env.NODE_ENV !== 'production') return;
  if (env.CONSOLE_HOST && !env.CONSOLE_SECRET_KEY)
    ctx.addIssue({ code: 'custom', path: ['CONSOLE_SECRET_KEY'], message: 'required in production with CONSOLE_HOST (openssl rand -base64 32)' });
  for (const name of DEMO_SWITCHES) {
    if (env[name] === '1') ctx.addIssue({ code: 'custom', path: [name], message: 'a demo switch, refused under NODE_ENV=production' });
  }
}).transform((env) => ({
  ...env,
  SEED_DEMO: env.SEED_DEMO ?? (env.NODE_ENV === 'production' ? '0' : '1'),
  CONSOLE_HOST: env.CONSOLE_HOST ?? (env.NODE_ENV === 'production' ? undefined : 'console.localhost'),
}));
export type Env = z.infer<typeof EnvSchema>;

export const demoSwitchesOn = (env: Pick<Env, (typeof DEMO_SWITCHES)[number]>) => DEMO_SWITCHES.filter((name) => env[name] === '1');

/** Where the console's links point: CONSOLE_ORIGIN, else the console host on this server's port (https in production). */
export const consoleOrigin = (env: Pick<Env, 'CONSOLE_ORIGIN' | 'CONSOLE_HOST' | 'NODE_ENV' | 'PORT'>) =>
  env.CONSOLE_ORIGIN ??
  (env.NODE_ENV === 'production' && env.CONSOLE_HOST ? `https://${env.CONSOLE_HOST}` : `http://${env.CONSOLE_HOST ?? 'console.localhost'}:${env.PORT}`);

export function loadEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const parsed = EnvSchema.safeParse(source);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  return parsed.data;
}
