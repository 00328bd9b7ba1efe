import type { Market, Match, OddsLine, Outright, Selection, SportsLang, TeamNames } from '../../../contract/sports.ts';
import { SPORTS_LANGS } from '../../../contract/sports.ts';
import { localNames, type Names8, type TeamDef } from './catalog.ts';
import type { EventState, FeedEvent, OutrightEvent, PricedMarket, PricedSelection, SportsFeed } from './feed.ts';
import { oddsToDecimal } from './grading.ts';

/** Feed objects in the contract's shapes (docs/decisions/0008-sportsbook-markets.md). */

const EMPTY: Names8 = { en: '', php: '', cn: '', esp: '', rus: '', vi: '', ms: '', ne: '' };

export function teamNames(home: Names8, away: Names8 = EMPTY): TeamNames {
  const out: Record<string, string> = { home_team_name: home.en, away_team_name: away.en };
  for (const l of SPORTS_LANGS as readonly SportsLang[]) {
    out[`home_name_${l}`] = home[l];
    out[`away_name_${l}`] = away[l];
  }
  return out as TeamNames;
}

const iso = (ms: number) => new Date(ms).toISOString();

export function toSelection(s: PricedSelection, teams?: Map<string, TeamDef>): Selection {
  const team = s.teamId ? teams?.get(s.teamId) : undefined;
  return {
    selection_id: s.id,
    key: s.key,
    home_away: s.homeAway,
    criteria1: s.criteria1,
    odds: oddsToDecimal(s.odds),
    status: s.open ? 'open' : 'closed',
    ...(team ? { team: { team_id: team.id, ...localNames(team.names) } } : {}),
  };
}

export function toMarket(m: PricedMarket, teams?: Map<string, TeamDef>): Market {
  return {
    market_id: m.id,
    bet_type: m.betType,
    period: m.period,
    criteria1: m.criteria1,
    home_away: m.homeAway,
    status: m.status,
    selections: m.selections.map((s) => toSelection(s, teams)),
  };
}

export function toMatch(ev: FeedEvent, st: EventState, markets: PricedMarket[], marketCount: number): Match {
  return {
    event_id: ev.id,
    sport: ev.sport.code,
    league: ev.league.code,
    start_time: iso(ev.start),
    status: st.status,
    period: st.period,
    clock: st.clock,
    minute: st.minute,
    score: st.score,
    ht_score: st.ht,
    home_team_id: ev.home.id,
    away_team_id: ev.away.id,
    ...teamNames(ev.home.names, ev.away.names),
    markets: markets.map((m) => toMarket(m)),
    market_count: marketCount,
  };
}

export function toOutright(feed: SportsFeed, o: OutrightEvent, t: number): Outright {
  const teams = new Map(o.league.teams.map((team) => [team.id, team]));
  return {
    event_id: o.id,
    sport: o.sport.code,
    league: o.league.code,
    season: o.season,
    closes_at: iso(o.closesAt),
    status: feed.outrightStatus(o, t),
    market: toMarket(feed.outrightMarket(o, t), teams),
  };
}

/** The market's status as a line shows it: a closed selection is closed whatever its market. */
const lineStatus = (m: PricedMarket, s: PricedSelection) => (s.open ? m.status : 'closed');

export function matchLines(ev: FeedEvent, st: EventState, markets: PricedMarket[]): OddsLine[] {
  const names = teamNames(ev.home.names, ev.away.names);
  return markets.flatMap((m) =>
    m.selections.map((s) => ({
      ...names,
      bet_type: m.betType,
      home_away: s.homeAway,
      criteria1: s.criteria1,
      event_id: ev.id,
      market_id: m.id,
      selection_id: s.id,
      key: s.key,
      period: m.period,
      odds: oddsToDecimal(s.odds),
      status: lineStatus(m, s),
      sport: ev.sport.code,
      league: ev.league.code,
      start_time: iso(ev.start),
      event_status: st.status,
    })),
  );
}

/** An outright's lines: the team is the "home" name, the away names are empty. */
export function outrightLines(feed: SportsFeed, o: OutrightEvent, t: number, market = feed.outrightMarket(o, t)): OddsLine[] {
  const teams = new Map(o.league.teams.map((team) => [team.id, team]));
  const status = feed.outrightStatus(o, t);
  return market.selections.map((s) => ({
    ...teamNames(teams.get(s.key)?.names ?? EMPTY),
    bet_type: 'OR' as const,
    home_away: '' as const,
    criteria1: s.criteria1,
    event_id: o.id,
    market_id: market.id,
    selection_id: s.id,
    key: s.key,
    period: 'FT' as const,
    odds: oddsToDecimal(s.odds),
    status: lineStatus(market, s),
    sport: o.sport.code,
    league: o.league.code,
    start_time: iso(o.start),
    event_status: status,
  }));
}
