import { z } from 'zod';
import { AnswerBase, DomainName, ExternalId, MoneyString, PlayerRequest, RowId, listAnswer } from './common.ts';

/**
 * The sportsbook (docs/decisions/0008-sportsbook-markets.md). The spec names
 * /api/home/public_odds and /api/home/match_list without their method or shapes, and the bet
 * line's fields: bet_type, home_away, criteria1, home_team_name, away_team_name and
 * home_name_{lang} / away_name_{lang}. {lang} is a language code in lower case:
 * en, php, cn, esp, rus, vi, ms, ne.
 *
 * Odds travel as decimal numbers with at most 4 decimals (the server keeps integers of 1/10 000);
 * money as decimal strings of major units, as everywhere else.
 */

export const SPORTS_LANGS = ['en', 'php', 'cn', 'esp', 'rus', 'vi', 'ms', 'ne'] as const;
export type SportsLang = (typeof SPORTS_LANGS)[number];
/** The name field suffix for a language code (EN → en); English for codes without names. */
export const sportsLang = (code: string): SportsLang => {
  const l = code.toLowerCase();
  return (SPORTS_LANGS as readonly string[]).includes(l) ? (l as SportsLang) : 'en';
};

/** Bet type labels; PARLAY is a kind of bet, not a market. */
export const BET_TYPES = [
  '1X2',
  '1X2H',
  '1X2HDP',
  'HDP',
  'HDPH',
  'OU',
  'OUH',
  'OE',
  'ML',
  'DC',
  'DNB',
  'HNB',
  'ANB',
  'CS',
  'TG',
  'HTFT',
  'FGLG',
  'OR',
  'BS',
  'CL',
  'TWTN',
] as const;
export type BetType = (typeof BET_TYPES)[number];
export const BET_KINDS = ['single', 'parlay'] as const;
export type BetKind = (typeof BET_KINDS)[number];
export const BET_RESULTS = ['WIN', 'LOSS', 'PUSH', 'HALF_WIN', 'HALF_LOSS', 'VOID'] as const;
export type BetResult = (typeof BET_RESULTS)[number];
/** What the server may do when the price moved since the player saw it: none, better only (default), any. */
export const ODDS_POLICIES = ['none', 'better', 'any'] as const;
export type OddsPolicy = (typeof ODDS_POLICIES)[number];
export const SPORT_CODES = ['football', 'basketball', 'ice-hockey', 'tennis', 'volleyball', 'esports'] as const;
export type SportCode = (typeof SPORT_CODES)[number];
export const EVENT_STATUSES = ['upcoming', 'live', 'finished', 'cancelled'] as const;
export type EventStatus = (typeof EVENT_STATUSES)[number];

/** A name in each of the 8 languages: name_en, name_php … name_ne. */
export const LocalNames = z.object({
  name_en: z.string(),
  name_php: z.string(),
  name_cn: z.string(),
  name_esp: z.string(),
  name_rus: z.string(),
  name_vi: z.string(),
  name_ms: z.string(),
  name_ne: z.string(),
});
export type LocalNames = z.infer<typeof LocalNames>;

/** Bet line: the teams in English and in each language. */
export const TeamNames = z.object({
  home_team_name: z.string(),
  away_team_name: z.string(),
  home_name_en: z.string(),
  home_name_php: z.string(),
  home_name_cn: z.string(),
  home_name_esp: z.string(),
  home_name_rus: z.string(),
  home_name_vi: z.string(),
  home_name_ms: z.string(),
  home_name_ne: z.string(),
  away_name_en: z.string(),
  away_name_php: z.string(),
  away_name_cn: z.string(),
  away_name_esp: z.string(),
  away_name_rus: z.string(),
  away_name_vi: z.string(),
  away_name_ms: z.string(),
  away_name_ne: z.string(),
});
export type TeamNames = z.infer<typeof TeamNames>;

/**
 * home_away: the column of a selection in the usual layout — H (home, over, odd, yes), A (away,
 * under, even, no), D (draw), '' for many-way markets (CS, TG, HTFT, FGLG, OR). On a market it
 * says which team gives the handicap (HDP, HDPH, 1X2HDP), else ''.
 * criteria1: the line or outcome as the player reads it — the selection's own handicap ("-0.25",
 * "+1.5"), a total ("2.5"), a score ("2-1"), a band ("2-3"), "H/D" for HTFT; '' when none.
 */
export const HomeAway = z.enum(['H', 'A', 'D', '']);
export const SportsBetLine = TeamNames.extend({ bet_type: z.enum(BET_TYPES), home_away: HomeAway, criteria1: z.string() });
export type SportsBetLine = z.infer<typeof SportsBetLine>;

export const Period = z.enum(['FT', '1H']);
export const SelectionStatus = z.enum(['open', 'closed']);
export const MarketStatus = z.enum(['open', 'suspended', 'closed']);

export const Selection = z.object({
  /** What a bet names: "<event_id>:<bet_type>:<line>:<key>". */
  selection_id: z.string(),
  /** H, D, A, O, U, ODD, EVEN, Y, N, 1X, 12, X2, "2-1", "AOS", "0-1", "7+", "HD", "HF", a team id (OR)… */
  key: z.string(),
  home_away: HomeAway,
  criteria1: z.string(),
  odds: z.number(),
  /** closed: the outcome can no longer happen (a correct score passed by), or the market is decided. */
  status: SelectionStatus,
  /** Outrights: the team's names. */
  team: LocalNames.extend({ team_id: z.string() }).optional(),
});
export type Selection = z.infer<typeof Selection>;

export const Market = z.object({
  market_id: z.string(),
  bet_type: z.enum(BET_TYPES),
  period: Period,
  /** The market's line as the home side reads it ("-0.25", "2.5"), '' when none. */
  criteria1: z.string(),
  home_away: HomeAway,
  /** suspended: around a goal or a set point, for seconds; closed: no more bets (half time passed, decided). */
  status: MarketStatus,
  selections: z.array(Selection),
});
export type Market = z.infer<typeof Market>;

export const Score = z.object({ home: z.number().int(), away: z.number().int() });
export type Score = z.infer<typeof Score>;

export const Match = TeamNames.extend({
  event_id: z.string(),
  sport: z.enum(SPORT_CODES),
  league: z.string(),
  start_time: z.string(),
  status: z.enum(EVENT_STATUSES),
  /** 1H, HT, 2H, Q1–Q4, P1–P3, S1–S5 (sets or maps), FT; '' before the start. */
  period: z.string(),
  /** What the board shows as the clock: "63'", "HT", "Q3 7:12", "Set 2", "FT"; '' before the start. */
  clock: z.string(),
  /** Game minutes played (goal and points sports), else null. */
  minute: z.number().int().nullable(),
  score: Score.nullable(),
  ht_score: Score.nullable(),
  home_team_id: z.string(),
  away_team_id: z.string(),
  /** The board's main markets (1X2 or ML, the main HDP and OU); public_odds has all of them. */
  markets: z.array(Market),
  market_count: z.number().int(),
});
export type Match = z.infer<typeof Match>;

export const Outright = z.object({
  event_id: z.string(),
  sport: z.enum(SPORT_CODES),
  league: z.string(),
  season: z.number().int(),
  /** Bets close when the season's last match starts; it settles when that match ends. */
  closes_at: z.string(),
  status: z.enum(EVENT_STATUSES),
  market: Market,
});
export type Outright = z.infer<typeof Outright>;

export const SportInfo = LocalNames.extend({ code: z.enum(SPORT_CODES), event_count: z.number().int(), live_count: z.number().int() });
export const LeagueInfo = LocalNames.extend({
  code: z.string(),
  sport: z.enum(SPORT_CODES),
  country: z.string(),
  event_count: z.number().int(),
  live_count: z.number().int(),
});

/** The slip's limits (minor units travel as money strings). */
export const BetLimits = z.object({
  min_stake: MoneyString,
  max_stake: MoneyString,
  /** Highest possible return of one bet. */
  max_payout: MoneyString,
  /** Highest possible win (return − stake) on one selection for one player, across open bets. */
  max_liability: MoneyString,
  min_legs: z.number().int(),
  max_legs: z.number().int(),
  odds_policies: z.array(z.enum(ODDS_POLICIES)),
  default_odds_policy: z.enum(ODDS_POLICIES),
  /** Seconds a cash-out quote holds. */
  cashout_quote_seconds: z.number().int(),
});
export type BetLimits = z.infer<typeof BetLimits>;

const EventId = z
  .string()
  .max(40)
  .regex(/^[a-z0-9-]+$/, 'invalidEventId');
const LeagueCode = z
  .string()
  .max(16)
  .regex(/^[a-z0-9]+$/, 'invalidLeague');

/** "no body": every field is optional, and GET takes them as query parameters. */
export const MatchListRequest = z.object({
  domain_name: DomainName.optional(),
  external_id: ExternalId,
  sport: z.enum(SPORT_CODES).optional(),
  league: LeagueCode.optional(),
  /** all: live and upcoming (the default); finished: results of the last hour. */
  status: z.enum(['all', 'live', 'upcoming', 'finished']).optional().default('all'),
  event_id: EventId.optional(),
});
export const MatchListAnswer = AnswerBase.extend({
  server_time: z.string(),
  limits: BetLimits,
  sports: z.array(SportInfo),
  leagues: z.array(LeagueInfo),
  value: z.array(Match),
  outrights: z.array(Outright),
});
export type MatchListAnswer = z.infer<typeof MatchListAnswer>;

/** One selection as a bet line with its price: what the slip holds and the public odds list. */
export const OddsLine = SportsBetLine.extend({
  event_id: z.string(),
  market_id: z.string(),
  selection_id: z.string(),
  key: z.string(),
  period: Period,
  odds: z.number(),
  /** open, suspended (the market) or closed (the market or the selection). */
  status: MarketStatus,
  sport: z.enum(SPORT_CODES),
  league: z.string(),
  start_time: z.string(),
  event_status: z.enum(EVENT_STATUSES),
});
export type OddsLine = z.infer<typeof OddsLine>;

/**
 * Without a filter: the main lines of live events and the next ones to start (the home page's
 * odds). With event_id: every line of that event (a match or an outright). With league or sport:
 * the main lines of its events, and its outright.
 */
export const PublicOddsRequest = z.object({
  domain_name: DomainName.optional(),
  external_id: ExternalId,
  event_id: EventId.optional(),
  league: LeagueCode.optional(),
  sport: z.enum(SPORT_CODES).optional(),
  /** Only these selections (the slip's), comma-separated or a list: their current prices. */
  selection_ids: z
    .union([z.array(z.string().max(80)).max(10), z.string().max(820)])
    .optional()
    .transform((v) => (v === undefined ? undefined : (Array.isArray(v) ? v : v.split(',')).filter(Boolean).slice(0, 10))),
});
export const PublicOddsAnswer = listAnswer(OddsLine).extend({ server_time: z.string() });
export type PublicOddsAnswer = z.infer<typeof PublicOddsAnswer>;

/* ——— Bets ——— */

export const PositiveStake = MoneyString.refine((s) => !s.startsWith('-') && /[1-9]/.test(s), 'amountPositive');
export const BetIdempotencyKey = z.string().regex(/^[A-Za-z0-9_-]{8,64}$/, 'invalidIdempotencyKey');
export const BetLegRequest = z.object({
  selection_id: z.string().min(1).max(80),
  /** The price the player saw (decimal). */
  odds: z.number().positive().max(100_000),
});
export const PlaceBetRequest = PlayerRequest.extend({
  kind: z.enum(BET_KINDS).optional().default('single'),
  stake: PositiveStake,
  legs: z.array(BetLegRequest).min(1).max(10),
  odds_policy: z.enum(ODDS_POLICIES).optional().default('better'),
  /** Made once per press of the button; the same key again answers the first bet (never retried). */
  idempotency_key: BetIdempotencyKey,
}).superRefine((b, ctx) => {
  if (b.kind === 'single' && b.legs.length !== 1) ctx.addIssue({ code: 'custom', path: ['legs'], message: 'singleNeedsOneLeg' });
  if (b.kind === 'parlay' && b.legs.length < 2) ctx.addIssue({ code: 'custom', path: ['legs'], message: 'parlayLegs' });
});

export const BetLeg = OddsLine.omit({ status: true, event_status: true }).extend({
  result: z.enum(BET_RESULTS).nullable(),
  /** The final score (or set score) once the leg is settled. */
  score: Score.nullable(),
  settled_at: z.string().nullable(),
});
export type BetLeg = z.infer<typeof BetLeg>;

export const SportBet = z.object({
  id: z.number().int(),
  kind: z.enum(BET_KINDS),
  stake: MoneyString,
  /** Total decimal odds (a parlay's product). */
  odds: z.number(),
  potential_return: MoneyString,
  odds_policy: z.enum(ODDS_POLICIES),
  status: z.enum(['open', 'settled', 'cashed_out']),
  /** A parlay's result follows from its legs' (decision 0008); null while open or cashed out. */
  result: z.enum(BET_RESULTS).nullable(),
  /** What came back (settled or cashed out); null while open. */
  payout: MoneyString.nullable(),
  created_at: z.string(),
  settled_at: z.string().nullable(),
  legs: z.array(BetLeg),
  /** An open bet that a cash-out offer can be had for now (every open leg's market open, none lost). */
  cashout_available: z.boolean().optional(),
});
export type SportBet = z.infer<typeof SportBet>;

export const PlaceBetAnswer = AnswerBase.extend({
  bet: SportBet,
  balance: MoneyString,
  /** True when the idempotency key had already made this bet: nothing new happened. */
  replay: z.boolean(),
});
export type PlaceBetAnswer = z.infer<typeof PlaceBetAnswer>;
/** Extra fields of a refused placement ('oddsChanged', 'marketSuspended', 'selectionNotFound'). */
export const PriceChange = z.object({ selection_id: z.string(), odds: z.number(), status: MarketStatus });
export type PriceChange = z.infer<typeof PriceChange>;

const DateOnly = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'invalidDate');
export const SportBetsRequest = PlayerRequest.extend({
  status: z.enum(['all', 'open', 'settled']).optional().default('all'),
  page: z.number().int().min(1).max(100_000).default(1),
  page_size: z.number().int().min(1).max(50).default(10),
  date_from: DateOnly.or(z.literal('')).optional().default(''),
  date_to: DateOnly.or(z.literal('')).optional().default(''),
});
export const SportBetsAnswer = listAnswer(SportBet).extend({
  total: z.number().int(),
  page: z.number().int(),
  page_size: z.number().int(),
  /** Stakes held by the player's open bets. */
  open_stake: MoneyString,
  open_count: z.number().int(),
});
export type SportBetsAnswer = z.infer<typeof SportBetsAnswer>;

export const CashoutQuoteRequest = PlayerRequest.extend({ bet_id: RowId });
export const CashoutQuoteAnswer = AnswerBase.extend({
  quote_id: z.string(),
  bet_id: z.number().int(),
  amount: MoneyString,
  expires_at: z.string(),
  expires_in: z.number().int(),
});
export type CashoutQuoteAnswer = z.infer<typeof CashoutQuoteAnswer>;
export const CashoutRequest = PlayerRequest.extend({ quote_id: z.string().regex(/^[A-Za-z0-9_-]{16,64}$/, 'invalidQuote') });
export const CashoutAnswer = AnswerBase.extend({
  bet: SportBet,
  balance: MoneyString,
  /** True when this quote had already cashed the bet out: nothing new happened. */
  replay: z.boolean(),
});

/**
 * The back office's sportsbook limits for one operator (POST /api/ops/sports/limits): what all of
 * its players together may win on one selection; null goes back to the book's default.
 */
export const OpsSportsLimitsRequest = z.object({
  domain_name: DomainName,
  selection_liability: MoneyString.refine((s) => !s.startsWith('-'), 'notNegative')
    .nullable()
    .optional(),
});
export type OpsSportsLimitsRequest = z.infer<typeof OpsSportsLimitsRequest>;
export const OpsSportsLimitsAnswer = AnswerBase.extend({
  /** The cap in force. */
  selection_liability: MoneyString,
  /** Whether the operator set it (false: the book's default). */
  selection_liability_set: z.boolean(),
});
export type OpsSportsLimitsAnswer = z.infer<typeof OpsSportsLimitsAnswer>;

/** The odds formats a player can choose; kept per player (app/features/sports/odds.ts formats them). */
export const OddsFormatCode = z.enum(['decimal', 'hongkong', 'malay', 'indo', 'american', 'fractional']);
export type OddsFormatCode = z.infer<typeof OddsFormatCode>;
/** The player's sportsbook settings: read them, or with `odds_format` change them. */
export const SportsSettingsRequest = PlayerRequest.extend({ odds_format: OddsFormatCode.optional() });
export const SportsSettingsAnswer = AnswerBase.extend({ odds_format: OddsFormatCode.nullable() });
export type SportsSettingsAnswer = z.infer<typeof SportsSettingsAnswer>;

/* ——— The odds stream: GET /api/sports/stream (text/event-stream, public) ——— */

/** `event: odds` — prices that moved since the last message (about once a second). */
export const OddsStreamMessage = z.object({
  ts: z.string(),
  /** `main`: a main line of the board (the row's handicap and total follow a line that moved). */
  changes: z.array(PriceChange.extend({ market_id: z.string(), event_id: z.string(), main: z.literal(true).optional() })),
});
/** `event: match` — clock, score and status of events that changed; new and removed events. */
export const MatchStreamMessage = z.object({
  ts: z.string(),
  events: z.array(Match.pick({ event_id: true, status: true, period: true, clock: true, minute: true, score: true, ht_score: true })),
  added: z.array(z.string()),
  removed: z.array(z.string()),
});
export type OddsStreamMessage = z.infer<typeof OddsStreamMessage>;
export type MatchStreamMessage = z.infer<typeof MatchStreamMessage>;
