import type { BetLimits, Market, Score, SportCode } from '#contract/sports.ts';
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
  /** Listed matches left out of the first view ("Show all"). */
  more: number;
  outright: BoardOutright | null;
  /** The opened match (`?event=`) with every market. */
  event: BoardEvent | null;
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
