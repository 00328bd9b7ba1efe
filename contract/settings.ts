import { z } from 'zod';
import { AnswerBase, PlayerRequest, SiteRequest, DomainName, MAX_ROW_ID, MoneyString, RowId, isPersonName, listAnswer } from './common.ts';
import { CONTENT_LANGUAGES } from './content.ts';

export const CMS_KEYS = ['about_us', 'privacy_policy', 'banking', 'faqs', 'responsible_gaming', 'term_condition', 'contact_us'] as const;
export type CmsKey = (typeof CMS_KEYS)[number];

export const CmsPage = z.object({
  en_title: z.string(),
  local_title: z.string().nullable(),
  en_body: z.string(),
  local_body: z.string().nullable(),
  status: z.boolean(),
  /** The page in each language of the site (language, as `en`, `zh` → title and HTML); English is the fallback. */
  texts: z.record(z.string(), z.object({ title: z.string(), html: z.string() })).optional(),
});
export type CmsPage = z.infer<typeof CmsPage>;
export const SiteInfoDetailRequest = SiteRequest;
export const SiteInfoDetailAnswer = AnswerBase.extend({
  cms: z.record(z.string(), CmsPage),
  cms_status: z.boolean(),
});
export type SiteInfoDetailAnswer = z.infer<typeof SiteInfoDetailAnswer>;

export const Partner = z.object({ href: z.string(), img_url: z.string(), partner_name: z.string() });
export type Partner = z.infer<typeof Partner>;
export const PartnersRequest = SiteRequest;
export const PartnersAnswer = AnswerBase.extend({ partners: z.array(Partner) });

export const AnalyticsScript = z.object({ section: z.enum(['HEAD', 'BODY']), script: z.string() });
export type AnalyticsScript = z.infer<typeof AnalyticsScript>;
export const GetAnalyticsRequest = z.object({ domain_name: DomainName });
export const GetAnalyticsAnswer = listAnswer(AnalyticsScript);

export const SocialAccount = z.object({ platform: z.string(), name: z.string(), url: z.string() });
export type SocialAccount = z.infer<typeof SocialAccount>;
export const SocialAccountRequest = SiteRequest;
export const SocialAccountAnswer = AnswerBase.extend({ accountList: z.array(SocialAccount) });

export const AdsVisitRequest = SiteRequest.extend({
  fbp: z.string().max(256).optional().default(''),
  appsflyer_id: z.string().max(256).optional().default(''),
});

export const ProfileUpdateRequest = PlayerRequest.extend({
  // A person's name (NAME_CHARS), in NFC; empty clears it.
  full_name: z
    .string()
    .trim()
    .normalize('NFC')
    .max(80)
    .refine((s) => s === '' || isPersonName(s), 'nameFormat'),
  contact_email: z.union([z.literal(''), z.string().trim().email('invalidEmail').max(254)]),
});
export const ProfileValue = z.object({
  account_id: z.string(),
  full_name: z.string(),
  contact_email: z.string(),
});
export const ProfileUpdateAnswer = listAnswer(ProfileValue);

export const Top10Request = SiteRequest;
export const Top10Answer = AnswerBase.extend({
  value: z.object({
    withrawal: z.array(z.object({ account_id: z.string(), amount: z.string(), date: z.string() })),
    winner: z.array(z.object({ account_id: z.string(), amount: z.string(), game_name: z.string() })),
    hour_withdrawal: z.string(),
    registered_player: z.number().int(),
    active_player: z.number().int(),
    deposited_player: z.number().int(),
  }),
});

/**
 * A message in the player's inbox. A reward message carries an amount (decimal string of the
 * operator's currency, or of tokens) that the player claims once, before it expires; a notice
 * carries none. Bodies are HTML sanitized when stored and again when shown.
 */
export const InboxItem = z.object({
  inbox_id: z.number().int(),
  title: z.string(),
  body: z.string(),
  reward_amount: z.string().nullable(),
  /** Which balance a reward goes to: the game balance or the token balance. */
  reward_account: z.enum(['balance', 'token']).nullable(),
  claimed: z.boolean(),
  claimed_at: z.string().nullable(),
  read: z.boolean(),
  expires_at: z.string().nullable(),
  created_at: z.string(),
  /** The language title and body are in (the asked one, or English). */
  lang: z.string().optional(),
});
export type InboxItem = z.infer<typeof InboxItem>;
/** `lang`, the page's language (texts fall back to English). */
const InboxLang = { lang: z.string().trim().max(12).optional() };
export const GetInboxRequest = PlayerRequest.extend(InboxLang);
export const GetInboxAnswer = listAnswer(InboxItem).extend({
  /** Messages not opened yet, and rewards that can still be claimed. */
  unread: z.number().int(),
  claimable: z.number().int(),
});
export const ClaimInboxRequest = PlayerRequest.extend({ inbox_id: z.coerce.number().int().min(1).max(MAX_ROW_ID), ...InboxLang });
/** The claimed message and the balances after the reward was paid. */
export const ClaimInboxAnswer = AnswerBase.extend({ item: InboxItem, balance: z.string(), token: z.string() });
/** Marks messages read: one, or every message when inbox_id is absent. */
export const ReadInboxRequest = PlayerRequest.extend({ inbox_id: z.coerce.number().int().min(1).max(MAX_ROW_ID).optional() });
export const CheckStatusRequest = PlayerRequest;
export const CheckStatusAnswer = AnswerBase.extend({ status: z.string().optional() });

/**
 * The operator's back office sends a message or reward to one player (POST /api/ops/inbox with
 * x-ops-key; not a player call). reward_amount is a decimal string of major units.
 */
export const OpsInboxSendRequest = z.object({
  domain_name: DomainName,
  account_id: z.string().min(1).max(32),
  title: z.string().trim().min(1).max(120),
  body: z.string().max(20_000),
  reward_amount: MoneyString.max(14)
    .refine((v) => !v.startsWith('-'), 'amountPositive')
    .optional(),
  reward_account: z.enum(['balance', 'token']).optional(),
  expires_in_days: z.number().int().min(1).max(365).optional(),
  /** Title and body in other languages (i18next language → texts); title and body above are English. */
  texts: z
    .record(
      z.string().refine((l) => CONTENT_LANGUAGES.includes(l), 'unknownLanguage'),
      z.object({ title: z.string().trim().min(1).max(120).optional(), body: z.string().max(20_000).optional() }),
    )
    .optional(),
});

/**
 * The player's sessions (/security). Addresses are never whole: IPv4 without its last
 * octet ("203.0.113.*"), IPv6 as its /48. `device` is an English label of the user agent
 * ("Chrome on Android"); `browser` and `os` are its parts, for a label in the page's language.
 */
const SessionDevice = {
  device: z.string(),
  browser: z.string().nullable(),
  /** The phone or tablet model where known (iPhone, iPad), else the operating system. */
  os: z.string().nullable(),
  device_type: z.enum(['mobile', 'tablet', 'desktop']).nullable(),
  address: z.string().nullable(),
};
/** A live session: not ended, not expired. `current` marks the session making the call. */
export const PlayerSession = z.object({
  id: z.number().int(),
  ...SessionDevice,
  created_at: z.string(),
  last_seen_at: z.string(),
  current: z.boolean(),
});
export type PlayerSession = z.infer<typeof PlayerSession>;
/** A sign-in: a session as it was opened, ended or not. */
export const RecentSignIn = PlayerSession.omit({ last_seen_at: true }).extend({ active: z.boolean() });
export type RecentSignIn = z.infer<typeof RecentSignIn>;
export const SessionsRequest = PlayerRequest;
export const MAX_LISTED_SESSIONS = 50;
/**
 * Live sessions, most recently used first (at most MAX_LISTED_SESSIONS; `total` counts them all),
 * and the last 10 sign-ins, newest first.
 */
export const SessionsAnswer = listAnswer(PlayerSession).extend({ total: z.number().int(), recent: z.array(RecentSignIn) });
/** Ends one of the caller's own sessions; another player's id is answered as an unknown one. */
export const SessionEndRequest = PlayerRequest.extend({ session_id: RowId });
/** `current`: the ended session was the caller's own, which is now signed out. */
export const SessionEndAnswer = AnswerBase.extend({ current: z.boolean() });
export const SessionsEndOthersRequest = PlayerRequest;
/** How many other sessions ended. */
export const SessionsEndOthersAnswer = AnswerBase.extend({ ended: z.number().int() });
