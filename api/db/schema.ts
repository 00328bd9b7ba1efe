import { sql } from 'drizzle-orm';
import type { EntryKind } from '../../contract/wallet-constants.ts';
import { STAFF_ROLES } from '../../contract/console.ts';
import { bigint, boolean, check, customType, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { SiteSettings } from '../../contract/console-site.ts';

const money = (name: string) => bigint(name, { mode: 'number' }).notNull().default(0);
const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

export const operators = pgTable('operators', {
  id: serial('id').primaryKey(),
  code: text('code').notNull().unique(),
  siteName: text('site_name').notNull(),
  currency: text('currency').notNull().default('PHP'),
  themeCode: text('theme_code').notNull(),
  themeColor: text('theme_color').notNull(),
  logo1: text('logo1'),
  logo2: text('logo2'),
  logo3: text('logo3'),
  logoText: text('logo_text'),
  status: boolean('status').notNull().default(true),
  expiredDate: timestamp('expired_date', { withTimezone: true }),
  externalId: text('external_id').notNull(),
  androidSub: text('android_sub'),
  iosSub: text('ios_sub'),
  manifestIcon: text('manifest_icon'),
  /** The installed app's colours (web app manifest); null: the palette's header and background. */
  appThemeColor: text('app_theme_color'),
  appBackgroundColor: text('app_background_color'),
  gamifyStatus: boolean('gamify_status').notNull().default(false),
  showReferral: boolean('show_referral').notNull().default(false),
  showAppDownload: boolean('show_app_download').notNull().default(false),
  showDownloadBar: boolean('show_download_bar').notNull().default(false),
  showPreloader: boolean('show_preloader').notNull().default(false),
  showBfAnnModal: boolean('show_bf_ann_modal').notNull().default(false),
  affDomain: text('aff_domain'),
  /** Language codes the operator offers, first is the default. */
  languages: jsonb('languages')
    .$type<string[]>()
    .notNull()
    .default(sql`'["EN"]'::jsonb`),
  localLanguage: text('local_language').notNull().default('EN'),
  maintenanceOn: boolean('maintenance_on').notNull().default(false),
  maintenanceStart: timestamp('maintenance_start', { withTimezone: true }),
  maintenanceEnd: timestamp('maintenance_end', { withTimezone: true }),
  liveChatStatus: boolean('live_chat_status').notNull().default(false),
  liveChatId: text('live_chat_id'),
  liveChatImageId: text('live_chat_image_id'),
  liveChatProvider: text('live_chat_provider'),
  liveChatScriptUrl: text('live_chat_script_url'),
  minDeposit: money('min_deposit'),
  maxDeposit: money('max_deposit'),
  minWithdrawal: money('min_withdrawal'),
  maxWithdrawal: money('max_withdrawal'),
  /** Referral programme: what the referrer earns when a friend's deposit reaches the minimum. */
  referralReward: money('referral_reward'),
  referralMinDeposit: money('referral_min_deposit'),
  /** The programme's terms as the operator words them (sanitized HTML). */
  referralTerms: text('referral_terms').notNull().default(''),
  /** The welcome offer a new player finds in the inbox at sign-up (minor units; 0: none) and the days it can be claimed. */
  welcomeBonus: money('welcome_bonus'),
  welcomeBonusDays: integer('welcome_bonus_days').notNull().default(30),
  /**
   * Social proof: the leaderboard page and the home's recent-transactions ticker can be
   * switched off, and show only once there are at least `socialProofMin` entries to show, so a new
   * operator's public pages never show an empty board.
   */
  showLeaderboard: boolean('show_leaderboard').notNull().default(true),
  showTicker: boolean('show_ticker').notNull().default(true),
  socialProofMin: integer('social_proof_min').notNull().default(5),
  /** sha256 of this operator's back-office key: it reaches this operator's players only. */
  opsKeyHash: text('ops_key_hash'),
  /**
   * The sportsbook's cap on what all of this operator's players together could win on one
   * selection (minor units); null: SPORTS_LIMITS.maxSelectionLiability.
   */
  sportsSelectionLiability: bigint('sports_selection_liability', { mode: 'number' }),
  createdAt: createdAt(),
});

export const operatorDomains = pgTable('operator_domains', {
  domain: text('domain').primaryKey(),
  operatorId: integer('operator_id')
    .notNull()
    .references(() => operators.id, { onDelete: 'cascade' }),
});

export const partners = pgTable('partners', {
  id: serial('id').primaryKey(),
  operatorId: integer('operator_id')
    .notNull()
    .references(() => operators.id, { onDelete: 'cascade' }),
  partnerName: text('partner_name').notNull(),
  href: text('href').notNull(),
  imgUrl: text('img_url').notNull(),
  sort: integer('sort').notNull().default(0),
});

export const socialAccounts = pgTable('social_accounts', {
  id: serial('id').primaryKey(),
  operatorId: integer('operator_id')
    .notNull()
    .references(() => operators.id, { onDelete: 'cascade' }),
  platform: text('platform').notNull(),
  name: text('name').notNull(),
  url: text('url').notNull(),
  sort: integer('sort').notNull().default(0),
});

export const cmsPages = pgTable(
  'cms_pages',
  {
    operatorId: integer('operator_id')
      .notNull()
      .references(() => operators.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    enTitle: text('en_title').notNull(),
    localTitle: text('local_title'),
    enBody: text('en_body').notNull(),
    localBody: text('local_body'),
    status: boolean('status').notNull().default(true),
    /** The page in each language of the site (language → title and sanitized HTML); English is the fallback. */
    texts: jsonb('texts').$type<Record<string, { title: string; html: string }>>().notNull().default({}),
    /** The console's unpublished change of `texts` (null: none); the site never reads it. */
    draftTexts: jsonb('draft_texts').$type<Record<string, { title: string; html: string }>>(),
  },
  (t) => [primaryKey({ columns: [t.operatorId, t.key] })],
);

export const seoPages = pgTable(
  'seo_pages',
  {
    id: serial('id').primaryKey(),
    operatorId: integer('operator_id')
      .notNull()
      .references(() => operators.id, { onDelete: 'cascade' }),
    pageName: text('page_name').notNull(),
    enItemName: text('en_item_name'),
    enBody: text('en_body'),
    localItemName: text('local_item_name'),
    localBody: text('local_body'),
    metaTitle: text('meta_title').notNull(),
    metaDesc: text('meta_desc').notNull().default(''),
    metaKeywords: text('meta_keywords').notNull().default(''),
    metaUrl: text('meta_url'),
    metaCanonical: text('meta_canonical'),
    metaAuthor: text('meta_author'),
    metaPublisher: text('meta_publisher'),
    metaLang: text('meta_lang'),
    metaImageUrl: text('meta_image_url'),
  },
  (t) => [uniqueIndex('seo_pages_operator_page').on(t.operatorId, t.pageName)],
);

export const analyticsScripts = pgTable('analytics_scripts', {
  id: serial('id').primaryKey(),
  operatorId: integer('operator_id')
    .notNull()
    .references(() => operators.id, { onDelete: 'cascade' }),
  section: text('section').$type<'HEAD' | 'BODY'>().notNull(),
  script: text('script').notNull(),
  sort: integer('sort').notNull().default(0),
});

export const vipLevels = pgTable(
  'vip_levels',
  {
    operatorId: integer('operator_id')
      .notNull()
      .references(() => operators.id, { onDelete: 'cascade' }),
    level: integer('level').notNull(),
    name: text('name').notNull(),
    minDeposit: money('min_deposit'),
    minTurnover: money('min_turnover'),
    /** The level's name in other languages (i18next language → name; `name` is English). */
    names: jsonb('names')
      .$type<Record<string, string>>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    /** What the level gives, per language (English required when any); shown on /vip. */
    benefits: jsonb('benefits')
      .$type<Record<string, string[]>>()
      .notNull()
      .default(sql`'{}'::jsonb`),
  },
  (t) => [primaryKey({ columns: [t.operatorId, t.level] })],
);

export const players = pgTable(
  'players',
  {
    id: serial('id').primaryKey(),
    operatorId: integer('operator_id')
      .notNull()
      .references(() => operators.id, { onDelete: 'cascade' }),
    accountId: text('account_id').notNull(),
    /** Lower-cased account id: sign-in is case-insensitive, uniqueness too. */
    accountKey: text('account_key').notNull(),
    passwordHash: text('password_hash').notNull(),
    fullName: text('full_name').notNull().default(''),
    contactEmail: text('contact_email').notNull().default(''),
    contactPhone: text('contact_phone').notNull().default(''),
    referrerCode: text('referrer_code').notNull().default(''),
    referralCode: text('referral_code').notNull(),
    tracking: jsonb('tracking')
      .$type<Record<string, string>>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    /** Minor units (cents). Changed only together with a ledger entry. */
    gameBalance: money('game_balance'),
    gameToken: money('game_token'),
    frozenToken: money('frozen_token'),
    totalDeposit: money('total_deposit'),
    totalTurnover: money('total_turnover'),
    status: text('status').$type<'active' | 'BLOCK' | 'CLOSE'>().notNull().default('active'),
    /** The sportsbook's odds format the player chose (remembered per player, on every device). */
    oddsFormat: text('odds_format'),
    createdAt: createdAt(),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('players_operator_account').on(t.operatorId, t.accountKey)],
);

export const sessions = pgTable(
  'sessions',
  {
    id: serial('id').primaryKey(),
    playerId: integer('player_id')
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    /** The operator the session was opened on: checked on every call. */
    operatorId: integer('operator_id')
      .notNull()
      .references(() => operators.id, { onDelete: 'cascade' }),
    /** sha256 of the 256-bit token; the token itself is never stored. */
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: createdAt(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    ip: text('ip'),
    userAgent: text('user_agent'),
    /**
     * 'full', or 'withdraw': opened during a time-out or self-exclusion, it reaches only the calls
     * that take the remaining balance out (decision 0012).
     */
    scope: text('scope', { enum: ['full', 'withdraw'] })
      .notNull()
      .default('full'),
  },
  (t) => [index('sessions_player').on(t.playerId)],
);

export const providers = pgTable('providers', {
  code: text('code').primaryKey(),
  name: text('name').notNull(),
  sort: integer('sort').notNull().default(0),
});

export const games = pgTable(
  'games',
  {
    id: serial('id').primaryKey(),
    providerCode: text('provider_code')
      .notNull()
      .references(() => providers.code),
    gameCode: text('game_code').notNull(),
    gameName: text('game_name').notNull(),
    gameType: text('game_type').notNull(),
    theme: text('theme').notNull().default(''),
    hot: boolean('hot').notNull().default(false),
    featured: boolean('featured').notNull().default(false),
    popular: boolean('popular').notNull().default(false),
    isNew: boolean('is_new').notNull().default(false),
    rtpBp: integer('rtp_bp'),
    volatility: text('volatility'),
    sort: integer('sort').notNull().default(0),
    released: text('released'),
  },
  (t) => [uniqueIndex('games_provider_code').on(t.providerCode, t.gameCode), index('games_type').on(t.gameType)],
);

export const favourites = pgTable(
  'favourites',
  {
    playerId: integer('player_id')
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    providerCode: text('provider_code').notNull(),
    gameCode: text('game_code').notNull(),
    gameName: text('game_name').notNull(),
    gameType: text('game_type').notNull(),
    imgUrl: text('img_url').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.playerId, t.providerCode, t.gameCode] })],
);

/* ——— Accounts (TAC one-time codes) ——— */
export const tacCodes = pgTable(
  'tac_codes',
  {
    id: serial('id').primaryKey(),
    operatorId: integer('operator_id')
      .notNull()
      .references(() => operators.id, { onDelete: 'cascade' }),
    accountKey: text('account_key').notNull(),
    purpose: text('purpose').$type<'register' | 'login' | 'reset'>().notNull(),
    phone: text('phone'),
    /** sha256 of operator/account/purpose/code: the code itself is never stored. */
    codeHash: text('code_hash').notNull(),
    tries: integer('tries').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    verifiedAt: timestamp('verified_at', { withTimezone: true }),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('tac_codes_lookup').on(t.operatorId, t.accountKey, t.purpose)],
);

/**
 * Text messages handed to the SMS gateway, one row a message: its state (queued, sending, sent,
 * dead: the gateway refused it or every try failed) for operators to see. The text itself is not kept (a
 * one-time code is a secret); the number only masked.
 */
export const smsMessages = pgTable(
  'sms_messages',
  {
    id: serial('id').primaryKey(),
    operatorId: integer('operator_id')
      .notNull()
      .references(() => operators.id, { onDelete: 'cascade' }),
    purpose: text('purpose').notNull(),
    phoneMasked: text('phone_masked').notNull(),
    language: text('language').notNull(),
    status: text('status').$type<'queued' | 'sending' | 'sent' | 'dead'>().notNull().default('queued'),
    attempts: integer('attempts').notNull().default(0),
    gateway: text('gateway').notNull(),
    gatewayId: text('gateway_id'),
    lastError: text('last_error'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('sms_messages_status').on(t.status, t.createdAt)],
);

/* ——— Lobby: launches, rounds, recently played ——— */
export const gameLaunches = pgTable('game_launches', {
  id: serial('id').primaryKey(),
  playerId: integer('player_id')
    .notNull()
    .references(() => players.id, { onDelete: 'cascade' }),
  /** The player's session that launched the game: the game ends with it. */
  sessionId: integer('session_id').references(() => sessions.id, { onDelete: 'cascade' }),
  providerCode: text('provider_code').notNull(),
  gameCode: text('game_code').notNull(),
  /** sha256 of the one-time ticket in the launch URL, redeemed once when the game page opens. */
  ticketHash: text('ticket_hash').unique(),
  openedAt: timestamp('opened_at', { withTimezone: true }),
  /** sha256 of the game session token handed to the game page when it opens (never in a URL). */
  tokenHash: text('token_hash').unique(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  createdAt: createdAt(),
});

export const recentlyPlayed = pgTable(
  'recently_played',
  {
    playerId: integer('player_id')
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    providerCode: text('provider_code').notNull(),
    gameCode: text('game_code').notNull(),
    playedAt: timestamp('played_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.playerId, t.providerCode, t.gameCode] })],
);

/* ——— Wallet: the ledger and what moves money ——— */
export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    playerId: integer('player_id')
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<EntryKind>().notNull(),
    /** Which balance moves: the game balance or the token balance. */
    account: text('account').$type<'balance' | 'token'>().notNull().default('balance'),
    /** Signed minor units. */
    amount: bigint('amount', { mode: 'number' }).notNull(),
    balanceAfter: bigint('balance_after', { mode: 'number' }).notNull(),
    refType: text('ref_type'),
    refId: text('ref_id'),
    note: text('note'),
    createdAt: createdAt(),
  },
  (t) => [index('ledger_player').on(t.playerId, t.id)],
);

export const operatorBanks = pgTable(
  'operator_banks',
  {
    operatorId: integer('operator_id')
      .notNull()
      .references(() => operators.id, { onDelete: 'cascade' }),
    code: text('code').notNull(),
    name: text('name').notNull(),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.operatorId, t.code] })],
);

export const bankAccounts = pgTable(
  'bank_accounts',
  {
    id: serial('id').primaryKey(),
    playerId: integer('player_id')
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    bankCode: text('bank_code').notNull(),
    bankName: text('bank_name').notNull(),
    accountName: text('account_name').notNull(),
    accountNumber: text('account_number').notNull(),
    createdAt: createdAt(),
    removedAt: timestamp('removed_at', { withTimezone: true }),
  },
  (t) => [index('bank_accounts_player').on(t.playerId)],
);

export const deposits = pgTable(
  'deposits',
  {
    id: serial('id').primaryKey(),
    playerId: integer('player_id')
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    method: text('method').notNull(),
    provider: text('provider').notNull(),
    /** The provider's reference for this payment: a notification is matched on it. */
    providerRef: text('provider_ref').notNull().unique(),
    status: text('status').$type<'pending' | 'credited' | 'cancelled' | 'failed'>().notNull().default('pending'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('deposits_player').on(t.playerId, t.id)],
);

export const paymentNotifications = pgTable(
  'payment_notifications',
  {
    id: serial('id').primaryKey(),
    provider: text('provider').notNull(),
    providerRef: text('provider_ref').notNull(),
    event: text('event').notNull(),
    payload: jsonb('payload').notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('payment_notifications_once').on(t.provider, t.providerRef, t.event)],
);

export const withdrawals = pgTable(
  'withdrawals',
  {
    id: serial('id').primaryKey(),
    playerId: integer('player_id')
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    bankAccountId: integer('bank_account_id')
      .notNull()
      .references(() => bankAccounts.id),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    status: text('status').$type<'pending' | 'approved' | 'rejected'>().notNull().default('pending'),
    idempotencyKey: text('idempotency_key').notNull(),
    reason: text('reason'),
    createdAt: createdAt(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    /**
     * The payout through the payment provider, after approval (null: none asked): due, then sending
     * (claimed once), then pending or paid at the provider; failed sends the withdrawal back to
     * pending for staff, its hold kept.
     */
    payoutStatus: text('payout_status').$type<'due' | 'sending' | 'pending' | 'paid' | 'failed'>(),
    payoutProvider: text('payout_provider'),
    /** The provider's id of the payout. */
    payoutRef: text('payout_ref'),
    /** Payouts the provider refused: each later one is asked under a new idempotency key. */
    payoutRefusals: integer('payout_refusals').notNull().default(0),
    payoutError: text('payout_error'),
  },
  (t) => [uniqueIndex('withdrawals_idempotency').on(t.playerId, t.idempotencyKey), index('withdrawals_player').on(t.playerId, t.id)],
);

export const gameRounds = pgTable(
  'game_rounds',
  {
    id: serial('id').primaryKey(),
    playerId: integer('player_id')
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    providerCode: text('provider_code').notNull(),
    gameCode: text('game_code').notNull(),
    gameName: text('game_name').notNull(),
    gameType: text('game_type').notNull(),
    bet: bigint('bet', { mode: 'number' }).notNull(),
    win: bigint('win', { mode: 'number' }).notNull(),
    /** Idempotency of the round, per player: a replayed round id moves no money twice. */
    roundRef: text('round_ref').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('game_rounds_player').on(t.playerId, t.id), uniqueIndex('game_rounds_player_ref').on(t.playerId, t.roundRef)],
);

/* ——— Inbox: messages and rewards the operator sends a player ——— */
export const inboxMessages = pgTable(
  'inbox_messages',
  {
    id: serial('id').primaryKey(),
    playerId: integer('player_id')
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    /** Sanitized HTML. */
    body: text('body').notNull(),
    /** Minor units paid when the player claims it; null for a notice. */
    rewardAmount: bigint('reward_amount', { mode: 'number' }),
    rewardAccount: text('reward_account').$type<'balance' | 'token'>().notNull().default('balance'),
    /** Title and body in other languages (i18next language → texts; the columns are English). */
    texts: jsonb('texts')
      .$type<Record<string, { title?: string; body?: string }>>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    readAt: timestamp('read_at', { withTimezone: true }),
    claimedAt: timestamp('claimed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('inbox_player').on(t.playerId, t.id)],
);

/** One reward per referred friend: paid (through the inbox) when their deposit first qualifies. */
export const referralRewards = pgTable(
  'referral_rewards',
  {
    id: serial('id').primaryKey(),
    referrerId: integer('referrer_id')
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    friendId: integer('friend_id')
      .notNull()
      .unique()
      .references(() => players.id, { onDelete: 'cascade' }),
    depositId: integer('deposit_id')
      .notNull()
      .references(() => deposits.id),
    inboxId: integer('inbox_id')
      .notNull()
      .references(() => inboxMessages.id),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('referral_rewards_referrer').on(t.referrerId, t.id)],
);

/** The operator's promotions page: offers with a period, terms and where the player goes next. */
export const promotions = pgTable(
  'promotions',
  {
    id: serial('id').primaryKey(),
    operatorId: integer('operator_id')
      .notNull()
      .references(() => operators.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    summary: text('summary').notNull(),
    /** Terms (sanitized HTML). */
    body: text('body').notNull(),
    category: text('category').$type<'all' | 'casino' | 'slots' | 'sports'>().notNull().default('all'),
    /** An internal path the offer's button leads to (/deposit, /slots, /vip…). */
    ctaPath: text('cta_path').notNull().default('/deposit'),
    /** Title, summary and terms in other languages (the columns are English, the fallback). */
    texts: jsonb('texts')
      .$type<Record<string, { title?: string; summary?: string; body?: string }>>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    startsAt: timestamp('starts_at', { withTimezone: true }),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    sort: integer('sort').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [index('promotions_operator').on(t.operatorId, t.sort)],
);

/**
 * The operator's voice (decision 0013): hero slides, announcements, the marquee and
 * news articles, each with its text per language (en required, others fall back to it).
 */
export const operatorContent = pgTable(
  'operator_content',
  {
    id: serial('id').primaryKey(),
    operatorId: integer('operator_id')
      .notNull()
      .references(() => operators.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<'slide' | 'announcement' | 'marquee' | 'news'>().notNull(),
    /** News only: the article's address in /news?article=<slug>. */
    slug: text('slug'),
    /** i18next language → { title, body (sanitized HTML for announcements and news), summary, cta }. */
    texts: jsonb('texts').$type<Record<string, { title?: string; body?: string; summary?: string; cta?: string }>>().notNull(),
    imageUrl: text('image_url'),
    /** An internal path the item leads to. */
    link: text('link'),
    /** Announcements: 'public' reaches signed-out visitors too, 'players' only signed-in ones. */
    audience: text('audience').$type<'public' | 'players'>().notNull().default('public'),
    /** Promotional items are withheld from players in a time-out or self-exclusion. */
    promotional: boolean('promotional').notNull().default(true),
    startsAt: timestamp('starts_at', { withTimezone: true }),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    sort: integer('sort').notNull().default(0),
    /** Bumped by every update: an announcement shows again when its version changes. */
    version: integer('version').notNull().default(1),
    retiredAt: timestamp('retired_at', { withTimezone: true }),
    /** A draft is shown only in the console's preview; publishing makes it live. */
    draft: boolean('draft').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('operator_content_kind').on(t.operatorId, t.kind, t.sort),
    uniqueIndex('operator_content_slug')
      .on(t.operatorId, t.slug)
      .where(sql`${t.slug} is not null`),
  ],
);

/** Bytes (uploaded pictures), read back as a Buffer on either driver. */
const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (v) => Buffer.from(v),
});

/**
 * Pictures uploaded in the console, each in the hero's widths and formats: kept in the database so
 * every instance serves them (/api/art/upload/<key>/<width>.<ext>).
 */
export const contentImages = pgTable(
  'content_images',
  {
    id: serial('id').primaryKey(),
    operatorId: integer('operator_id')
      .notNull()
      .references(() => operators.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    width: integer('width').notNull(),
    format: text('format').$type<'webp' | 'jpeg'>().notNull(),
    bytes: bytea('bytes').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('content_images_variant').on(t.key, t.width, t.format)],
);

/* ——— Limits: attempt counters shared by every instance on the database ——— */
export const throttles = pgTable(
  'throttles',
  {
    /** What is limited and for whom, e.g. "login:acct-ip:3:demo01:127.0.0.1". */
    key: text('key').primaryKey(),
    /** Attempts counted in the current window (counted before they are checked). */
    count: integer('count').notNull().default(0),
    windowStart: timestamp('window_start', { withTimezone: true }).notNull().defaultNow(),
    lastAt: timestamp('last_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('throttles_window').on(t.windowStart)],
);

/**
 * Password sign-ins of one account from addresses that have never opened a session of it, in a
 * window: the account-wide budget of password guesses. Keyed on the account id asked about,
 * whether or not it exists, so the answers say nothing about which accounts exist.
 */
export const signInGuards = pgTable(
  'sign_in_guards',
  {
    operatorId: integer('operator_id')
      .notNull()
      .references(() => operators.id, { onDelete: 'cascade' }),
    accountKey: text('account_key').notNull(),
    windowStart: timestamp('window_start', { withTimezone: true }).notNull().defaultNow(),
    /** The distinct new addresses whose passwords were checked in this window. */
    addresses: text('addresses')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** Password checks from new addresses in this window (counted before they run). */
    attempts: integer('attempts').notNull().default(0),
    /** When the owner was told that the budget ran out (once a window). */
    notifiedAt: timestamp('notified_at', { withTimezone: true }),
    /** What the owner's next sign-in shows: the address that ran the budget out, when, and how many tried. */
    alertIp: text('alert_ip'),
    alertAt: timestamp('alert_at', { withTimezone: true }),
    alertAddresses: integer('alert_addresses'),
    alertShownAt: timestamp('alert_shown_at', { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.operatorId, t.accountKey] }), index('sign_in_guards_window').on(t.windowStart)],
);

/**
 * Open live streams across every instance: one row per stream and cap key (address,
 * session, player), with a lease its instance renews while the stream is open. Rows whose lease
 * ran out (their instance died) are ignored and pruned.
 */
export const streamLeases = pgTable(
  'stream_leases',
  {
    /** The stream (random per open stream). */
    holder: text('holder').notNull(),
    /** The cap it counts against, e.g. "bal:a:127.0.0.1", "bal:p:12". */
    key: text('key').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.holder, t.key] }), index('stream_leases_key').on(t.key, t.expiresAt)],
);

/* ——— Sportsbook: bets, their legs, results and cash-out quotes ——— */
export const sportBets = pgTable(
  'sport_bets',
  {
    id: serial('id').primaryKey(),
    playerId: integer('player_id')
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<'single' | 'parlay'>().notNull(),
    /** Minor units, held on the ledger (bet_hold) while the bet is open. */
    stake: bigint('stake', { mode: 'number' }).notNull(),
    /** Total decimal odds × 10 000 (a parlay's product, rounded down). */
    odds: bigint('odds', { mode: 'number' }).notNull(),
    potentialReturn: bigint('potential_return', { mode: 'number' }).notNull(),
    oddsPolicy: text('odds_policy').$type<'none' | 'better' | 'any'>().notNull(),
    status: text('status').$type<'open' | 'settled' | 'cashed_out'>().notNull().default('open'),
    result: text('result').$type<'WIN' | 'LOSS' | 'PUSH' | 'HALF_WIN' | 'HALF_LOSS' | 'VOID'>(),
    /** What came back (bet_payout or bet_cashout), minor units. */
    payout: bigint('payout', { mode: 'number' }),
    idempotencyKey: text('idempotency_key').notNull(),
    createdAt: createdAt(),
    settledAt: timestamp('settled_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('sport_bets_idempotency').on(t.playerId, t.idempotencyKey),
    index('sport_bets_player').on(t.playerId, t.id),
    index('sport_bets_status').on(t.status),
  ],
);

export const sportBetLegs = pgTable(
  'sport_bet_legs',
  {
    id: serial('id').primaryKey(),
    betId: integer('bet_id')
      .notNull()
      .references(() => sportBets.id, { onDelete: 'cascade' }),
    eventId: text('event_id').notNull(),
    marketId: text('market_id').notNull(),
    selectionId: text('selection_id').notNull(),
    betType: text('bet_type').notNull(),
    period: text('period').$type<'FT' | '1H'>().notNull(),
    /** The line in quarters (−0.25 → −1), null when the market has none. */
    lineQ: integer('line_q'),
    selectionKey: text('selection_key').notNull(),
    homeAway: text('home_away').notNull(),
    criteria1: text('criteria1').notNull(),
    /** Decimal odds × 10 000 the leg was accepted at. */
    odds: integer('odds').notNull(),
    sport: text('sport').notNull(),
    league: text('league').notNull(),
    startTime: timestamp('start_time', { withTimezone: true }).notNull(),
    /** The teams' names in the 8 languages as the player saw them (bet history shows them). */
    names: jsonb('names').$type<Record<string, string>>().notNull(),
    result: text('result').$type<'WIN' | 'LOSS' | 'PUSH' | 'HALF_WIN' | 'HALF_LOSS' | 'VOID'>(),
    settledAt: timestamp('settled_at', { withTimezone: true }),
  },
  (t) => [index('sport_bet_legs_bet').on(t.betId), index('sport_bet_legs_event').on(t.eventId), index('sport_bet_legs_selection').on(t.selectionId)],
);

/** Results of events that had bets (or that the back office set): what settlement reads. */
export const sportResults = pgTable('sport_results', {
  eventId: text('event_id').primaryKey(),
  status: text('status').$type<'finished' | 'cancelled'>().notNull(),
  home: integer('home').notNull().default(0),
  away: integer('away').notNull().default(0),
  htHome: integer('ht_home'),
  htAway: integer('ht_away'),
  firstGoal: text('first_goal').$type<'H' | 'A' | 'N'>(),
  lastGoal: text('last_goal').$type<'H' | 'A' | 'N'>(),
  /** Outrights: the winning team's id. */
  winner: text('winner'),
  /** Set by the back office (POST /api/ops/sports/settle), not by the feed. */
  forced: boolean('forced').notNull().default(false),
  createdAt: createdAt(),
});

/**
 * Events whose stored result a feed changed (a correction, a withdrawal, or the first result)
 * and whose bets are still to be graded again: written in the statement that changed the result,
 * removed once the bets are settled by it, so the settlement sweep finishes what a failure left.
 */
export const sportResultsDue = pgTable('sport_results_due', {
  eventId: text('event_id').primaryKey(),
  /** The sequence number of the feed message that changed the result. */
  seq: bigint('seq', { mode: 'number' }).notNull(),
});

export const sportCashoutQuotes = pgTable(
  'sport_cashout_quotes',
  {
    /** Random, sent to the player: the quote is executed against it. */
    id: text('id').primaryKey(),
    betId: integer('bet_id')
      .notNull()
      .references(() => sportBets.id, { onDelete: 'cascade' }),
    playerId: integer('player_id')
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('sport_cashout_quotes_bet').on(t.betId)],
);

/**
 * Events as a sports feed last told them (api/services/sports/ingest.ts): one row per event, each
 * message applied only when its sequence number is above the row's, in one statement. A column a
 * message does not carry keeps its value; markets merge by market id.
 */
export const sportFeedEvents = pgTable(
  'sport_feed_events',
  {
    /** The book's event id: "<provider>-<the provider's event id>". */
    eventId: text('event_id').primaryKey(),
    provider: text('provider').notNull(),
    /** The highest sequence number applied. */
    seq: bigint('seq', { mode: 'number' }).notNull(),
    /** Sport, league, teams and start (null until an event message came). */
    fixture: jsonb('fixture').$type<Record<string, unknown>>(),
    /** Markets by market id. */
    markets: jsonb('markets')
      .$type<Record<string, unknown>>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    /** Status, period, clock, score, half-time score, suspension. */
    live: jsonb('live').$type<Record<string, unknown>>(),
    /** The final result or the cancellation. */
    result: jsonb('result').$type<Record<string, unknown>>(),
    startsAt: timestamp('starts_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('sport_feed_events_starts').on(t.startsAt)],
);

/**
 * Names of fed teams and leagues in the site's languages, given by whoever runs the deployment
 * (POST /api/ops/sports/team-names): a feed names them in one language; a missing translation
 * shows the feed's name. Keyed by the name exactly as the feed gives it.
 */
export const sportTeamNames = pgTable(
  'sport_team_names',
  {
    name: text('name').notNull(),
    /** A sports name language: en, php, cn, esp, rus, vi, ms, ne. */
    lang: text('lang').notNull(),
    text: text('text').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.name, t.lang] })],
);

/**
 * A pulled feed's schedule, shared by every instance that pulls it (api/services/sports/odds-api.ts):
 * one instance at a time holds the pull (claimed in one statement), the next pull's time and the
 * quota as the provider last told it are what all of them go by.
 */
export const sportFeedPulls = pgTable('sport_feed_pulls', {
  /** The feed and a hash of its account's key (never the key): instances with one key share a row. */
  feed: text('feed').primaryKey(),
  /** No pull starts before this. */
  nextAt: timestamp('next_at', { withTimezone: true }).notNull(),
  /** An instance pulls until then (a lease: one that died frees it when it runs out). */
  heldUntil: timestamp('held_until', { withTimezone: true }),
  remaining: integer('remaining'),
  used: integer('used'),
  /** The last sequence number a pull gave its messages: the next pull's are above it, whichever instance pulls. */
  lastSeq: bigint('last_seq', { mode: 'number' }).notNull().default(0),
});

/** Secrets made once per deployment and shared by all its instances (the demo sports feed's seed): never in the source. */
export const deploymentSecrets = pgTable('deployment_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: createdAt(),
});

/**
 * The demo game provider's own sessions (DEMO_GAMES=1, api/games/demo-provider/): what a real
 * aggregator keeps on its side. A game URL carries a one-time ticket; opening it makes the page's
 * token. The operator's game session token is kept to name the player's session in wallet calls.
 */
export const demoProviderSessions = pgTable('demo_provider_sessions', {
  id: serial('id').primaryKey(),
  ticketHash: text('ticket_hash').notNull().unique(),
  /** sha256 of the game page's token, made when the page opens (never in a URL). */
  pageTokenHash: text('page_token_hash').unique(),
  user: text('user').notNull(),
  operatorToken: text('operator_token').notNull(),
  currency: text('currency').notNull(),
  gameCode: text('game_code').notNull(),
  lang: text('lang').notNull(),
  lobbyUrl: text('lobby_url').notNull(),
  /** A demo-mode launch (no player): its fun money, minor units; null for real money. */
  funBalance: bigint('fun_balance', { mode: 'number' }),
  openedAt: timestamp('opened_at', { withTimezone: true }),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  createdAt: createdAt(),
});

/* ——— Engagement (decision 0014): missions, the daily spin, the minigame ——— */
/** Per operator: its time zone (daily and weekly periods), the wheel and the minigame's stakes. */
export const engageSettings = pgTable('engage_settings', {
  operatorId: integer('operator_id')
    .primaryKey()
    .references(() => operators.id, { onDelete: 'cascade' }),
  /** IANA zone: daily periods start at local midnight, weekly ones on Monday. */
  timeZone: text('time_zone').notNull().default('UTC'),
  /** The wheel's slices in order: label key, amount (minor units, 0 = nothing), account and weight. */
  spinPrizes: jsonb('spin_prizes').$type<{ label: string; amount: number; account: 'balance' | 'token'; weight: number }[]>().notNull(),
  /** Tokens (minor units) an extra spin costs after the day's free one. */
  spinTokenCost: money('spin_token_cost'),
  /** Token stakes the minigame offers (minor units). */
  minigameStakes: jsonb('minigame_stakes').$type<number[]>().notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const missions = pgTable(
  'missions',
  {
    id: serial('id').primaryKey(),
    operatorId: integer('operator_id')
      .notNull()
      .references(() => operators.id, { onDelete: 'cascade' }),
    code: text('code').notNull(),
    period: text('period').$type<'daily' | 'weekly' | 'once'>().notNull(),
    /** What counts: deposits, wagers (optionally of one game type), rounds, parlays, sign-in days in a row. */
    kind: text('kind').$type<'deposit' | 'wager' | 'rounds' | 'parlay' | 'signin_streak'>().notNull(),
    gameType: text('game_type'),
    /** Minor units for deposit and wager, a count otherwise. */
    target: bigint('target', { mode: 'number' }).notNull(),
    rewardAmount: bigint('reward_amount', { mode: 'number' }).notNull(),
    rewardAccount: text('reward_account').$type<'balance' | 'token'>().notNull().default('balance'),
    sort: integer('sort').notNull().default(0),
    active: boolean('active').notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('missions_operator_code').on(t.operatorId, t.code)],
);

/** A mission paid once per period: the unique index is what makes ten claims pay once. */
export const missionClaims = pgTable(
  'mission_claims',
  {
    id: serial('id').primaryKey(),
    playerId: integer('player_id')
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    missionId: integer('mission_id')
      .notNull()
      .references(() => missions.id, { onDelete: 'cascade' }),
    /** 'd:2026-11-24', 'w:2026-11-23' (the Monday) or 'once'. */
    periodKey: text('period_key').notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    account: text('account').$type<'balance' | 'token'>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('mission_claims_once').on(t.playerId, t.missionId, t.periodKey)],
);

/** A player's server seeds: one active (revealed_at null), older ones revealed on rotation. */
export const fairSeeds = pgTable(
  'fair_seeds',
  {
    id: serial('id').primaryKey(),
    playerId: integer('player_id')
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    serverSeed: text('server_seed').notNull(),
    seedHash: text('seed_hash').notNull(),
    clientSeed: text('client_seed').notNull(),
    /** The last nonce used with this seed (the next draw uses nonce + 1). */
    nonce: integer('nonce').notNull().default(0),
    revealedAt: timestamp('revealed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('fair_seeds_player').on(t.playerId, t.id),
    uniqueIndex('fair_seeds_active')
      .on(t.playerId)
      .where(sql`${t.revealedAt} is null`),
  ],
);

export const spins = pgTable(
  'spins',
  {
    id: serial('id').primaryKey(),
    playerId: integer('player_id')
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    /** The operator's local day of the spin (YYYY-MM-DD). */
    day: text('day').notNull(),
    free: boolean('free').notNull(),
    /** Tokens paid for an extra spin (minor units). */
    cost: bigint('cost', { mode: 'number' }).notNull().default(0),
    seedId: integer('seed_id')
      .notNull()
      .references(() => fairSeeds.id),
    clientSeed: text('client_seed').notNull(),
    nonce: integer('nonce').notNull(),
    hmac: text('hmac').notNull(),
    /** The wheel as it was at the spin (the operator may change it later). */
    prizes: jsonb('prizes').$type<{ label: string; amount: number; account: 'balance' | 'token'; weight: number }[]>().notNull(),
    prizeIndex: integer('prize_index').notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    account: text('account').$type<'balance' | 'token'>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('spins_player').on(t.playerId, t.id),
    uniqueIndex('spins_free_day')
      .on(t.playerId, t.day)
      .where(sql`${t.free}`),
  ],
);

export const minigameRounds = pgTable(
  'minigame_rounds',
  {
    id: serial('id').primaryKey(),
    playerId: integer('player_id')
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    /** Tokens (minor units) moved to frozen_token while the round is open. */
    stake: bigint('stake', { mode: 'number' }).notNull(),
    status: text('status').$type<'open' | 'settled'>().notNull().default('open'),
    seedId: integer('seed_id')
      .notNull()
      .references(() => fairSeeds.id),
    clientSeed: text('client_seed').notNull(),
    nonce: integer('nonce').notNull(),
    hmac: text('hmac').notNull(),
    /** Multipliers (basis points) under the chests, fixed when the round opens. */
    layout: jsonb('layout').$type<number[]>().notNull(),
    pick: integer('pick'),
    payout: bigint('payout', { mode: 'number' }),
    createdAt: createdAt(),
    settledAt: timestamp('settled_at', { withTimezone: true }),
  },
  (t) => [
    index('minigame_rounds_player').on(t.playerId, t.id),
    uniqueIndex('minigame_rounds_open')
      .on(t.playerId)
      .where(sql`${t.status} = 'open'`),
  ],
);

/* ——— Player protection (decision 0012): limits, reality checks, exclusions, their record ——— */
export const protectionLimits = pgTable(
  'protection_limits',
  {
    playerId: integer('player_id')
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    /** deposit/loss/wager: minor units per period; reality: minutes between reality checks. */
    kind: text('kind').$type<'deposit' | 'loss' | 'wager' | 'reality'>().notNull(),
    /** Rolling 24 hours, 7 days, 30 days; 'session' for the reality check. */
    period: text('period').$type<'day' | 'week' | 'month' | 'session'>().notNull(),
    /** In force now; null: none. */
    amount: bigint('amount', { mode: 'number' }),
    /** A higher value (or none) the player asked for: waits until pending_from, then needs their confirmation. */
    pending: boolean('pending').notNull().default(false),
    pendingAmount: bigint('pending_amount', { mode: 'number' }),
    pendingFrom: timestamp('pending_from', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.playerId, t.kind, t.period] })],
);

export const protectionExclusions = pgTable(
  'protection_exclusions',
  {
    id: serial('id').primaryKey(),
    playerId: integer('player_id')
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<'timeout' | 'self_exclusion'>().notNull(),
    /** Digits of the player's phone when taken: a self-exclusion covers every account with it, on every operator. */
    phoneKey: text('phone_key'),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    /** End of the period; null for an open-ended self-exclusion (its minimum is min_end_at). */
    endsAt: timestamp('ends_at', { withTimezone: true }),
    minEndAt: timestamp('min_end_at', { withTimezone: true }).notNull(),
    /** The player asked to come back (after the period): they may confirm from confirmable_at. */
    returnRequestedAt: timestamp('return_requested_at', { withTimezone: true }),
    confirmableAt: timestamp('confirmable_at', { withTimezone: true }),
    /** Confirmed by the player: no longer in force. */
    endedAt: timestamp('ended_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('protection_exclusions_player').on(t.playerId), index('protection_exclusions_phone').on(t.phoneKey)],
);

/** Append-only: every change of a limit or an exclusion (who, what, when, from which session). */
export const protectionLog = pgTable(
  'protection_log',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    playerId: integer('player_id')
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    sessionId: integer('session_id'),
    /** 'player' or 'system' (a pending change that took effect, a linked account's exclusion). */
    actor: text('actor').notNull().default('player'),
    action: text('action').notNull(),
    detail: jsonb('detail').$type<Record<string, unknown>>().notNull(),
    /** The player's clock (api/lib/clock.ts) when it happened. */
    at: timestamp('at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('protection_log_player').on(t.playerId, t.id)],
);

/* ——— Game aggregators (api/games/): their seamless-wallet transactions and the games they supply ——— */
/**
 * One row per aggregator transaction (a bet, a win, a rollback), unique by its uuid: a repeat finds
 * the row and answers as the first did (status and balance are kept). A bet's state moves once from
 * 'open' to 'settled' (a win) or 'rolled_back' under the player lock, so a win and a rollback of one
 * bet never both apply. A rollback of a bet never seen leaves a 'rolled_back' bet row with no
 * amount: the bet, should it arrive later, finds its uuid taken and is refused.
 */
export const providerTransactions = pgTable(
  'provider_transactions',
  {
    id: serial('id').primaryKey(),
    aggregator: text('aggregator').notNull(),
    transactionUuid: text('transaction_uuid').notNull(),
    kind: text('kind').$type<'bet' | 'win' | 'rollback'>().notNull(),
    playerId: integer('player_id')
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    /** The bet a win or rollback refers to. */
    referenceUuid: text('reference_uuid'),
    round: text('round'),
    gameCode: text('game_code'),
    currency: text('currency'),
    /** As the aggregator sent it, in its own units; null for the row a rollback left for an unseen bet. */
    amount: bigint('amount', { mode: 'number' }),
    /** What this transaction moved on the ledger (signed minor units, as its entry); 0 when nothing moved. */
    moved: bigint('moved', { mode: 'number' }).notNull().default(0),
    /** Bets: 'open' | 'settled' | 'rolled_back' | 'refused'; wins and rollbacks: 'done' | 'refused'. */
    state: text('state').$type<'open' | 'settled' | 'rolled_back' | 'refused' | 'done'>().notNull(),
    /** The answer given, replayed to a repeat: the outcome and the balance it carried (minor units). */
    outcome: text('outcome').notNull(),
    balance: bigint('balance', { mode: 'number' }).notNull(),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('provider_transactions_once').on(t.aggregator, t.transactionUuid),
    index('provider_transactions_player').on(t.playerId, t.id),
    index('provider_transactions_reference').on(t.aggregator, t.referenceUuid),
  ],
);

/** Which aggregator supplies a catalogue game, and the game's code there (launches go through it). */
export const aggregatorGames = pgTable(
  'aggregator_games',
  {
    providerCode: text('provider_code').notNull(),
    gameCode: text('game_code').notNull(),
    aggregator: text('aggregator').notNull(),
    externalCode: text('external_code').notNull(),
    importedAt: timestamp('imported_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.providerCode, t.gameCode] }),
    index('aggregator_games_aggregator').on(t.aggregator),
    // The wallet finds the catalogue's game of each call by the aggregator's code.
    index('aggregator_games_external').on(t.aggregator, t.externalCode),
  ],
);

/* ——— Audit ——— */
/**
 * Append-only: one row per change made by staff or an operator command (who, when, on which
 * operator, what it was before and after). Rows are never updated or deleted.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: serial('id').primaryKey(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    /** Who made the change: 'operator command:<os user>' for the operator command (npm run operator), a staff account later. */
    actor: text('actor').notNull(),
    operatorId: integer('operator_id').references(() => operators.id, { onDelete: 'set null' }),
    /** What was done, e.g. 'operator.create', 'operator.update', 'operator.maintenance'. */
    action: text('action').notNull(),
    /** What it was done to, e.g. the operator's code or a domain. */
    target: text('target').notNull(),
    before: jsonb('before'),
    after: jsonb('after'),
    fromAddress: text('from_address'),
  },
  (t) => [index('audit_log_operator').on(t.operatorId, t.id)],
);

/* ——— Staff (the operator console) ——— */

/** People who run sites through the console: never players, never signed in on a player site. */
export const staff = pgTable(
  'staff',
  {
    id: serial('id').primaryKey(),
    /** Lower case; the sign-in name. */
    email: text('email').notNull().unique(),
    /** scrypt (api/lib/crypto.ts); null until the welcome link is used. */
    passwordHash: text('password_hash'),
    /** The confirmed authenticator secret (base32); never sent back once confirmed. */
    totpSecret: text('totp_secret'),
    /** A secret handed out for enrolment, waiting for its first code. */
    totpPendingSecret: text('totp_pending_secret'),
    /** The last 30-second step a code was accepted for: a code works once. */
    totpLastStep: bigint('totp_last_step', { mode: 'number' }),
    role: text('role', { enum: STAFF_ROLES }).notNull(),
    /** The operator the member works for; null only for a platform administrator. */
    operatorId: integer('operator_id').references(() => operators.id, { onDelete: 'cascade' }),
    disabled: boolean('disabled').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // A platform administrator works for no operator; everyone else for exactly one.
  (t) => [index('staff_operator').on(t.operatorId), check('staff_operator_by_role', sql`(${t.role} = 'platform_admin') = (${t.operatorId} is null)`)],
);

export const staffSessions = pgTable(
  'staff_sessions',
  {
    id: serial('id').primaryKey(),
    staffId: integer('staff_id')
      .notNull()
      .references(() => staff.id, { onDelete: 'cascade' }),
    /** sha256 of the 256-bit token; the token itself is never stored. */
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    ip: text('ip'),
    userAgent: text('user_agent'),
  },
  (t) => [index('staff_sessions_staff').on(t.staffId)],
);

/** One-time sign-in links: the welcome of a new member (or a reset), valid 24 hours, used once. */
export const staffInvites = pgTable(
  'staff_invites',
  {
    id: serial('id').primaryKey(),
    staffId: integer('staff_id')
      .notNull()
      .references(() => staff.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('staff_invites_staff').on(t.staffId)],
);

/** Staff notes on a player (append-only): support writes them, the console shows them with their author. */
export const playerNotes = pgTable(
  'player_notes',
  {
    id: serial('id').primaryKey(),
    playerId: integer('player_id')
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    /** The author; kept when the member is removed (their email stays with the note). */
    staffId: integer('staff_id').references(() => staff.id, { onDelete: 'set null' }),
    author: text('author').notNull(),
    body: text('body').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('player_notes_player').on(t.playerId, t.id)],
);

/* ——— Site settings (the console's Site screen) ——— */

/**
 * Every published version of an operator's site settings, numbered 1, 2, 3… per operator: the
 * newest is what players see (restoring an earlier one publishes its settings again as a new
 * version). Rows are never updated or deleted.
 */
export const siteVersions = pgTable(
  'site_versions',
  {
    id: serial('id').primaryKey(),
    operatorId: integer('operator_id')
      .notNull()
      .references(() => operators.id, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    settings: jsonb('settings').$type<SiteSettings>().notNull(),
    /** The audit log's actor ('staff:<id>'), or 'before the console' for the settings found at the first change. */
    publishedBy: text('published_by').notNull(),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull().defaultNow(),
    /** The version whose settings a restore published again. */
    restoredFrom: integer('restored_from'),
  },
  (t) => [uniqueIndex('site_versions_number').on(t.operatorId, t.version)],
);

/** The settings being edited, one draft per operator: players never see it, the preview does. */
export const siteDrafts = pgTable('site_drafts', {
  operatorId: integer('operator_id')
    .primaryKey()
    .references(() => operators.id, { onDelete: 'cascade' }),
  settings: jsonb('settings').$type<SiteSettings>().notNull(),
  savedBy: text('saved_by').notNull(),
  savedAt: timestamp('saved_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Logos and icons uploaded in the console, re-encoded; served from the operator's own hosts by id and hash. */
export const siteAssets = pgTable(
  'site_assets',
  {
    id: serial('id').primaryKey(),
    operatorId: integer('operator_id')
      .notNull()
      .references(() => operators.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['logo', 'icon'] }).notNull(),
    /** sha256 of the body, hex: part of the address, so an address always names the same bytes. */
    hash: text('hash').notNull(),
    contentType: text('content_type').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    body: bytea('body').notNull(),
    createdBy: text('created_by').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('site_assets_operator').on(t.operatorId, t.id)],
);

/**
 * Manual credits and debits staff make to a player's balance. At or below the operator's
 * threshold one is posted as it is made; above it, it waits as 'pending' until a different member
 * with the money role approves (then posted) or rejects it. The ledger entry refers to it
 * (ref_type 'adjustment'), so each posted adjustment is on the ledger exactly once.
 */
export const manualAdjustments = pgTable(
  'manual_adjustments',
  {
    id: serial('id').primaryKey(),
    operatorId: integer('operator_id')
      .notNull()
      .references(() => operators.id, { onDelete: 'cascade' }),
    playerId: integer('player_id')
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    /** Signed minor units: a credit is positive, a debit negative. */
    amount: bigint('amount', { mode: 'number' }).notNull(),
    reason: text('reason').notNull(),
    status: text('status').$type<'pending' | 'posted' | 'rejected'>().notNull(),
    requestedBy: integer('requested_by').references(() => staff.id, { onDelete: 'set null' }),
    requestedByEmail: text('requested_by_email').notNull(),
    decidedBy: integer('decided_by').references(() => staff.id, { onDelete: 'set null' }),
    decidedByEmail: text('decided_by_email'),
    decisionNote: text('decision_note'),
    createdAt: createdAt(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
  },
  (t) => [
    index('manual_adjustments_queue').on(t.operatorId, t.status, t.id),
    index('manual_adjustments_player').on(t.playerId, t.id),
    check('manual_adjustments_amount', sql`${t.amount} <> 0`),
  ],
);

/** An operator's console settings: the amount above which a manual adjustment needs a second member's approval. */
export const consoleSettings = pgTable('console_settings', {
  operatorId: integer('operator_id')
    .primaryKey()
    .references(() => operators.id, { onDelete: 'cascade' }),
  /** Minor units; an adjustment of more than this (either way) waits for approval. */
  adjustmentApprovalAbove: bigint('adjustment_approval_above', { mode: 'number' }).notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A console send of a message or reward, by the key its form carried: a second press, a resent
 * form or a retried request with the same key sends nothing again (the key is taken in the
 * transaction that writes the messages).
 */
export const consoleSends = pgTable(
  'console_sends',
  {
    id: serial('id').primaryKey(),
    operatorId: integer('operator_id')
      .notNull()
      .references(() => operators.id, { onDelete: 'cascade' }),
    sendKey: text('send_key').notNull(),
    staffId: integer('staff_id').references(() => staff.id, { onDelete: 'set null' }),
    /** How many players it reached. */
    sent: integer('sent').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('console_sends_key').on(t.operatorId, t.sendKey)],
);
