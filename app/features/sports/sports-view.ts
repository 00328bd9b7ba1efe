import type { BetLimits, Market, Score, Selection, SportCode } from '#contract/sports.ts';
import type { OddsFormat } from './odds.ts';

/** The board's view, from the page address (`?sport=&league=&event=&all=1`). */
export interface BoardView {
  sport: SportCode | '';
  league: string;
  event: string;
  all: boolean;
}

/** A match as the board shows it: the reader's names only (the contract's Match carries 18). */
export interface BoardMatch {
  event_id: string;
  sport: SportCode;
  league: string;
  start_time: string;
  status: 'upcoming' | 'live' | 'finished' | 'cancelled';
  clock: string;
  score: Score | null;
  home: string;
  away: string;
  home_team_name: string;
  away_team_name: string;
  markets: Market[];
  market_count: number;
}

export interface BoardData {
  ok: boolean;
  view: BoardView;
  format: OddsFormat;
  /** The feed's time of these prices: the stream's newer ones replace them. */
  time: string;
  limits: BetLimits | null;
  sports: { code: SportCode; name: string; live: number; count: number }[];
  leagues: { code: string; sport: SportCode; name: string; live: number; count: number }[];
  live: BoardMatch[];
  upcoming: BoardMatch[];
  /** Live matches of the view, shown or not: the same count as the sport's chip. */
  liveTotal: number;
  /** Listed matches left out of the first view ("Show all"). */
  more: number;
  outright: BoardOutright | null;
  /** The opened match (`?event=`) with every market. */
  event: BoardEvent | null;
  /**
   * The home's upcoming matches left out of its first HTML (`deferUpcoming`): rows per league, in
   * the list's order, drawn as stand-ins of a row's size until the page has them (`/home-board`).
   */
  upcomingLater?: number[];
}

/** The address of a board view on a page (the sportsbook home keeps its own path). */
export function boardHref(path: string, v: Partial<BoardView>): string {
  const p = new URLSearchParams();
  if (v.sport) p.set('sport', v.sport);
  if (v.league) p.set('league', v.league);
  if (v.event) p.set('event', v.event);
  if (v.all) p.set('all', '1');
  const q = p.toString();
  return q ? `${path}?${q}` : path;
}

/** An opened match or outright: every market, grouped back from public_odds' lines. */
export interface BoardEvent {
  event_id: string;
  /** The match as listed (clock and score), when the board's list has it. */
  match: BoardMatch | null;
  league: string;
  sport: SportCode;
  start_time: string;
  status: BoardMatch['status'];
  home: string;
  away: string;
  home_team_name: string;
  away_team_name: string;
  markets: Market[];
}

/** A league's season winner market (its teams named in the reader's language). */
export interface BoardOutright {
  event_id: string;
  sport: SportCode;
  league: string;
  closes_at: string;
  market: Market;
}

/**
 * A selection in the home page's data (hydration data under 15 kB): `[key, odds]` when
 * every other field follows from its market (id `<market_id>:<key>`, the market's line or, for a
 * handicap's away side, that line turned round, the usual side of its key), `[key, odds, 'closed']`
 * when it is closed; otherwise the selection itself.
 */
export type PackedSelection = Selection | [key: string, odds: number] | [key: string, odds: number, status: 'closed'];
/**
 * A market: `[market_id, bet_type, period, criteria1, selections, home_away, status]` (the last two
 * left out at '' and 'open', a late match's closed or suspended market keeps `home_away`).
 */
export type PackedMarket =
  | (Omit<Market, 'selections'> & { selections: PackedSelection[] })
  | [
      market_id: string,
      bet_type: Market['bet_type'],
      period: Market['period'],
      criteria1: string,
      selections: PackedSelection[],
      home_away?: Market['home_away'],
      status?: Market['status'],
    ];
export type PackedMatch = Omit<BoardMatch, 'markets'> & { markets: PackedMarket[] };
export type PackedBoard = Omit<BoardData, 'live' | 'upcoming'> & { live: PackedMatch[]; upcoming: PackedMatch[] };

const SIDE: Record<string, Selection['home_away']> = { H: 'H', D: 'D', A: 'A', O: 'H', U: 'A' };
const sideOf = (key: string): Selection['home_away'] => SIDE[key] ?? '';
/** A selection's line as its market gives it: a handicap's away side has it turned round ("-1.5" → "+1.5"). */
const lineOf = (m: Pick<Market, 'bet_type' | 'criteria1'>, key: string) =>
  m.bet_type === 'HDP' && key === 'A' && /^[+-]/.test(m.criteria1) ? `${m.criteria1.startsWith('-') ? '+' : '-'}${m.criteria1.slice(1)}` : m.criteria1;

function packMarket(m: Market): PackedMarket {
  const selections = m.selections.map((s): PackedSelection =>
    s.selection_id === `${m.market_id}:${s.key}` &&
    s.criteria1 === lineOf(m, s.key) &&
    s.home_away === sideOf(s.key) &&
    s.team === undefined &&
    Object.keys(s).length === 6
      ? s.status === 'closed'
        ? [s.key, s.odds, 'closed']
        : [s.key, s.odds]
      : s,
  );
  if (Object.keys(m).length !== 7) return { ...m, selections };
  const head = [m.market_id, m.bet_type, m.period, m.criteria1, selections] as const;
  return m.status !== 'open' ? [...head, m.home_away, m.status] : m.home_away ? [...head, m.home_away] : [...head];
}

function unpackMarket(p: PackedMarket): Market {
  const m = Array.isArray(p)
    ? { market_id: p[0], bet_type: p[1], period: p[2], criteria1: p[3], home_away: p[5] ?? '', status: p[6] ?? 'open', selections: p[4] }
    : p;
  return {
    ...m,
    selections: m.selections.map((s) =>
      Array.isArray(s)
        ? { selection_id: `${m.market_id}:${s[0]}`, key: s[0], home_away: sideOf(s[0]), criteria1: lineOf(m, s[0]), odds: s[1], status: s[2] ?? 'open' }
        : s,
    ),
  };
}

const packMatch = (m: BoardMatch): PackedMatch => ({ ...m, markets: m.markets.map(packMarket) });
const unpackMatch = (m: PackedMatch): BoardMatch => ({ ...m, markets: m.markets.map(unpackMarket) });

/**
 * The board as a page's data carries it: selections packed and, on the home page, only the leagues
 * the board can name (its matches', the opened sport's); /sports (`allLeagues`: its menu lists
 * them) and "Show all" have the rest.
 */
export function packBoard(b: BoardData, { allLeagues = false } = {}): PackedBoard {
  if (allLeagues) return { ...b, live: b.live.map(packMatch), upcoming: b.upcoming.map(packMatch) };
  const active = b.view.sport || b.leagues.find((l) => l.code === b.view.league)?.sport || '';
  const named = new Set([...b.live, ...b.upcoming].map((m) => m.league));
  if (b.event) named.add(b.event.league);
  if (b.outright) named.add(b.outright.league);
  return {
    ...b,
    leagues: b.leagues.filter((l) => named.has(l.code) || l.code === b.view.league || (active !== '' && l.sport === active)),
    live: b.live.map(packMatch),
    upcoming: b.upcoming.map(packMatch),
  };
}

export function unpackBoard(b: PackedBoard): BoardData {
  return { ...b, live: b.live.map(unpackMatch), upcoming: b.upcoming.map(unpackMatch) };
}

/**
 * The sportsbook home's board without its upcoming matches (HTML under 60 kB, hydration
 * data under 15 kB): below the first screen of a phone and of a desktop, they come right after
 * hydration (`/home-board`); their shape (rows per league, as `MatchList` groups them) keeps their
 * place. A match view and "Show all" keep every row.
 */
export function deferUpcoming(b: BoardData): BoardData {
  if (b.view.all || b.view.event || !b.upcoming.length) return b;
  const rows = new Map<string, number>();
  for (const m of b.upcoming) rows.set(m.league, (rows.get(m.league) ?? 0) + 1);
  return { ...b, upcoming: [], upcomingLater: [...rows.values()] };
}

/** What `/home-board` answers: the upcoming matches `deferUpcoming` left out, packed, with the leagues they name. */
export interface LaterUpcoming {
  upcoming: PackedMatch[];
  leagues: BoardData['leagues'];
}

/** The upcoming matches of the board, from `/home-board`, in place of their stand-ins. */
export function withUpcoming(b: PackedBoard, later: LaterUpcoming): PackedBoard {
  const known = new Set(b.leagues.map((l) => l.code));
  return { ...b, upcoming: later.upcoming, leagues: [...b.leagues, ...later.leagues.filter((l) => !known.has(l.code))], upcomingLater: undefined };
}

/** The answer of `/home-board`: the board's upcoming matches, packed, and their leagues. */
export function laterUpcoming(b: BoardData): LaterUpcoming {
  const named = new Set(b.upcoming.map((m) => m.league));
  return { upcoming: b.upcoming.map(packMatch), leagues: b.leagues.filter((l) => named.has(l.code)) };
}
