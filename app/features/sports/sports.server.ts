import type { LoaderFunctionArgs } from 'react-router';
import { SPORT_CODES, sportsLang, type Market, type Match, type MatchListAnswer, type OddsLine, type SportCode, type SportsLang } from '#contract/sports.ts';
import { requestContext } from '../../lib/server/request-context.ts';
import { optionalPlayerCall, requirePlayer } from '../../lib/server/player.server.ts';
import { sportBetsBodyOf, sportBetsPage } from './components/bet-list.tsx';
import { ODDS_COOKIE, parseCookies } from '../../lib/shared/cookies.ts';
import { isOddsFormat, type OddsFormat } from './odds.ts';
import type { BoardData, BoardMatch, BoardView } from './sports-view.ts';

/** How many matches the first view carries; the rest come with "Show all" (`all=1`). */
const FIRST_VIEW = { live: 10, upcoming: 16 };

const EVENT_ID = /^[a-z0-9-]{1,40}$/;
const LEAGUE = /^[a-z0-9]{1,16}$/;

/** The board's view from the page address: sport, league, match (routes stay flat: query parameters). */
export function boardView(url: URL): BoardView {
  const p = url.searchParams;
  const sport = p.get('sport') ?? '';
  const league = p.get('league') ?? '';
  const event = p.get('event') ?? '';
  return {
    sport: (SPORT_CODES as readonly string[]).includes(sport) ? (sport as SportCode) : '',
    league: LEAGUE.test(league) ? league : '',
    event: EVENT_ID.test(event) ? event : '',
    all: p.get('all') === '1',
  };
}

type Named = { [k: string]: unknown };
const nameIn = (o: Named, prefix: string, lang: SportsLang, fallback: string) => {
  const v = o[`${prefix}${lang}`];
  return typeof v === 'string' && v ? v : fallback;
};

/** A match in the reader's language only: two of the eighteen name fields. */
export function boardMatch(m: Match, lang: SportsLang): BoardMatch {
  return {
    event_id: m.event_id,
    sport: m.sport,
    league: m.league,
    start_time: m.start_time,
    status: m.status,
    clock: m.clock,
    score: m.score,
    home: nameIn(m, 'home_name_', lang, m.home_team_name),
    away: nameIn(m, 'away_name_', lang, m.away_team_name),
    home_team_name: m.home_team_name,
    away_team_name: m.away_team_name,
    markets: m.markets,
    market_count: m.market_count,
  };
}

/** public_odds answers one line per selection: the match view groups them back into markets. */
export function marketsOf(lines: OddsLine[], lang: SportsLang): Market[] {
  const byId = new Map<string, Market>();
  for (const l of lines) {
    let m = byId.get(l.market_id);
    if (!m) {
      m = {
        market_id: l.market_id,
        bet_type: l.bet_type,
        period: l.period,
        criteria1: !LINED.has(l.bet_type) ? '' : l.home_away === 'A' && /^[+-]/.test(l.criteria1) ? flip(l.criteria1) : l.criteria1,
        home_away: '',
        status: l.status === 'suspended' ? 'suspended' : 'open',
        selections: [],
      };
      byId.set(l.market_id, m);
    }
    // An outright's line names its team as the home side.
    const criteria1 = l.bet_type === 'OR' ? nameIn(l, 'home_name_', lang, l.home_team_name) : l.criteria1;
    m.selections.push({
      selection_id: l.selection_id,
      key: l.key,
      home_away: l.home_away,
      criteria1,
      odds: l.odds,
      status: l.status === 'closed' ? 'closed' : 'open',
    });
    if (l.status === 'suspended') m.status = 'suspended';
  }
  for (const m of byId.values()) if (m.selections.every((s) => s.status === 'closed')) m.status = 'closed';
  return [...byId.values()];
}
/** Markets with a line (handicap or total): the others' criteria1 names the outcome, not the market. */
const LINED = new Set(['HDP', 'HDPH', '1X2HDP', 'OU', 'OUH']);
const flip = (line: string) => (line.startsWith('-') ? `+${line.slice(1)}` : `-${line.slice(1)}`);

/** The odds format this browser chose (a cookie, so a guest's first HTML shows it). */
export function oddsFormatOf(request: Request): OddsFormat {
  const v = parseCookies(request.headers.get('cookie'))[ODDS_COOKIE];
  return isOddsFormat(v) ? v : 'decimal';
}

/** A signed-in player's odds format is kept on their account (every device); else the cookie's. */
export async function oddsFormatFor(args: Pick<LoaderFunctionArgs, 'context' | 'request'>): Promise<OddsFormat> {
  const answer = await optionalPlayerCall(args.context.get(requestContext), '/sports/settings', {});
  const own = answer?.statusCode === 1 ? answer.odds_format : null;
  return own ?? oddsFormatOf(args.request);
}

/**
 * The sportsbook's first view for the page address: sports and leagues with their counts, the
 * live matches and the next ones of the chosen sport (or league), and the opened match with every
 * market. In the reader's language only; the odds stream moves the prices from there.
 */
export async function sportsBoardLoader(args: Pick<LoaderFunctionArgs, 'context' | 'request'>, first = FIRST_VIEW): Promise<BoardData> {
  const info = args.context.get(requestContext);
  const view = boardView(new URL(args.request.url));
  const lang = sportsLang(info.presentation?.language.code ?? 'EN');
  const domain_name = info.site.domain;
  const [list, detail, format] = await Promise.all([
    info.api.call(
      '/home/match_list',
      { domain_name, status: 'all', ...(view.league ? { league: view.league } : view.sport ? { sport: view.sport } : {}) },
      info,
    ),
    view.event ? info.api.call('/home/public_odds', { domain_name, event_id: view.event }, info) : null,
    oddsFormatFor(args),
  ]);
  if (list.statusCode !== 1)
    return {
      ok: false,
      view,
      format,
      time: new Date().toISOString(),
      sports: [],
      leagues: [],
      live: [],
      upcoming: [],
      liveTotal: 0,
      more: 0,
      outright: null,
      event: null,
      limits: null,
    };
  const a = list as MatchListAnswer;
  const live = a.value.filter((m) => m.status === 'live');
  const upcoming = a.value.filter((m) => m.status === 'upcoming');
  const cut = (ms: Match[], n: number) => (view.all ? ms : ms.slice(0, n));
  const sent = cut(live, first.live).length + cut(upcoming, first.upcoming).length;
  let event: BoardData['event'] = null;
  // A match that has just ended has no lines left: the page says so (event stays null).
  if (detail && detail.statusCode === 1 && detail.value.length) {
    const head = detail.value[0];
    const match = a.value.find((m) => m.event_id === view.event);
    event = {
      event_id: view.event,
      match: match ? boardMatch(match, lang) : null,
      league: head.league,
      sport: head.sport,
      start_time: head.start_time,
      status: head.event_status,
      home: nameIn(head, 'home_name_', lang, head.home_team_name),
      away: nameIn(head, 'away_name_', lang, head.away_team_name),
      home_team_name: head.home_team_name,
      away_team_name: head.away_team_name,
      markets: marketsOf(detail.value, lang),
    };
  }
  const outright = view.league ? (a.outrights.find((o) => o.league === view.league) ?? null) : null;
  return {
    ok: true,
    view,
    format,
    time: a.server_time,
    limits: a.limits,
    sports: a.sports.map((s) => ({ code: s.code, name: nameIn(s, 'name_', lang, s.name_en), live: s.live_count, count: s.event_count })),
    leagues: a.leagues.map((l) => ({ code: l.code, sport: l.sport, name: nameIn(l, 'name_', lang, l.name_en), live: l.live_count, count: l.event_count })),
    live: cut(live, first.live).map((m) => boardMatch(m, lang)),
    upcoming: cut(upcoming, first.upcoming).map((m) => boardMatch(m, lang)),
    liveTotal: live.length,
    more: live.length + upcoming.length - sent,
    outright: outright
      ? {
          event_id: outright.event_id,
          sport: outright.sport,
          league: outright.league,
          closes_at: outright.closes_at,
          market: localTeams(outright.market, lang),
        }
      : null,
    event,
  };
}

/** Outright selections carry their team's names: the reader's only. */
function localTeams(m: Market, lang: SportsLang): Market {
  return {
    ...m,
    selections: m.selections.map((s) => (s.team ? { ...s, criteria1: nameIn(s.team, 'name_', lang, s.team.name_en), team: undefined } : s)),
  };
}

/** A page of the player's sports bets for the page address (`?status=&page=`). */
export async function sportBetsLoader(args: Parameters<typeof requirePlayer>[0], params: URLSearchParams) {
  const answer = await requirePlayer(args).call('/sports/bets', sportBetsBodyOf(params) as never);
  return sportBetsPage(answer);
}
