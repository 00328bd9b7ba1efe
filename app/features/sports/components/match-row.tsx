import { memo, useMemo } from 'react';
import { Link } from 'react-router';
import type { Market, Selection } from '#contract/sports.ts';
import { useTranslation } from '~/i18n/use-translation.ts';
import { prices, useMainLine, useMatchState } from '~/features/sports/odds-stream.ts';
import type { BoardMatch } from '~/features/sports/sports-view.ts';
import { useDateFormat } from '~/lib/shared/use-date-format.ts';
import { useHydrated } from '~/lib/shared/use-hydrated.ts';
import type { SlipItem } from '~/features/sports/slip-store.ts';
import { useBetLabels } from './bet-labels.ts';
import { OddsButton, useBoard } from './odds-button.tsx';

type Names = Pick<BoardMatch, 'home' | 'away' | 'home_team_name' | 'away_team_name'>;

/** What the slip keeps of a selection of this match (names in the reader's language until the slip refreshes them). */
export function slipItemOf(
  m: Pick<BoardMatch, 'event_id' | 'sport' | 'league' | 'start_time'> & Names,
  market: Pick<Market, 'market_id' | 'bet_type' | 'period'>,
  s: Selection,
  lang: string,
): Omit<SlipItem, 'seen' | 'odds' | 'status'> {
  return {
    selection_id: s.selection_id,
    event_id: m.event_id,
    market_id: market.market_id,
    bet_type: market.bet_type,
    period: market.period,
    key: s.key,
    home_away: s.home_away,
    criteria1: s.criteria1,
    sport: m.sport,
    league: m.league,
    start_time: m.start_time,
    names: { home_team_name: m.home_team_name, away_team_name: m.away_team_name, [`home_name_${lang}`]: m.home, [`away_name_${lang}`]: m.away },
  };
}

/** The feed's name suffix (en, cn, rus…) of the page's language. */
export function useFeedLang() {
  const { i18n } = useTranslation();
  const map: Record<string, string> = { en: 'en', zh: 'cn', fil: 'php', es: 'esp', ru: 'rus', vi: 'vi', ms: 'ms', ne: 'ne' };
  return map[i18n.language] ?? 'en';
}

/** The board's three main markets in a fixed order: the result (1X2 or ML), the handicap, the total. */
export function mainMarkets(m: BoardMatch) {
  const result = m.markets.find((x) => x.bet_type === '1X2' || x.bet_type === 'ML');
  const hdp = m.markets.find((x) => x.bet_type === 'HDP');
  const ou = m.markets.find((x) => x.bet_type === 'OU');
  return { result, hdp, ou };
}

/** The clock of a live match, or its kick-off time. */
export function MatchTime({ match, since }: { match: BoardMatch; since: number }) {
  const { t } = useTranslation();
  const date = useDateFormat();
  const state = useMatchState(match.event_id, match, since);
  if (state.status === 'live') {
    return (
      <span className="mt-live">
        <span>
          <span className="live-dot" aria-hidden="true" />
          {t('sports.live', 'Live')}
        </span>
        <span>{state.clock}</span>
      </span>
    );
  }
  if (state.status === 'finished') return <span className="text-xs font-semibold text-muted">{t('sports.fullTime', 'FT')}</span>;
  return (
    <span className="text-xs tabular-nums text-muted">
      <time dateTime={match.start_time}>{date(match.start_time, { timeStyle: 'short' })}</time>
    </span>
  );
}

function Score({ match, since }: { match: BoardMatch; since: number }) {
  const state = useMatchState(match.event_id, match, since);
  if (!state.score || state.status === 'upcoming') return null;
  return (
    <span className="mr-score" aria-live="off">
      <span>{state.score.home}</span>
      <span>{state.score.away}</span>
    </span>
  );
}

/**
 * One match on the board: time or clock, the teams (a link to the match's every market), the
 * score, and the three main markets. In a narrow list (a phone) only the result market shows, under the teams.
 */
export const MatchRow = memo(function MatchRow({ match, href }: { match: BoardMatch; href: string }) {
  const { t } = useTranslation();
  const { since } = useBoard();
  const lang = useFeedLang();
  const { marketName, selectionName } = useBetLabels();
  const main = mainMarkets(match);
  const { result } = main;
  // A handicap or total whose main line moved since the lists were read shows the new line at once.
  const hdp = useFollowedLine(match.event_id, main.hdp, since);
  const ou = useFollowedLine(match.event_id, main.ou, since);
  const teams = `${match.home} – ${match.away}`;
  // (sportsbook home HTML under 60 kB): the handicap and total show from 42 rem of list
  // width only (never on a phone): the first HTML draws their buttons' frames, the prices come in the
  // render right after hydration (a row mounted later draws them at once). The row's height is the
  // teams' three lines either way.
  const hydrated = useHydrated();
  // Equal columns, one a price (app.css `.mr-odds`).
  const buttons = (market: Market | undefined, cls: string, cols: number, withLine: boolean) => (
    <div className={cls}>
      {withLine && !hydrated
        ? Array.from({ length: cols }, (_, i) => <i key={i} className="odds-btn" />)
        : market
          ? market.selections.map((s) => {
              const line = { ...s, bet_type: market.bet_type, home_team_name: match.home, away_team_name: match.away };
              return (
                <OddsButton
                  key={s.selection_id}
                  selection={s}
                  label={
                    !withLine
                      ? `${teams}, ${marketName(market.bet_type)}: ${selectionName(line)}`
                      : market.bet_type === 'HDP'
                        ? `${teams}, ${marketName(market.bet_type)}, ${s.key === 'H' ? match.home : match.away}`
                        : `${teams}, ${marketName(market.bet_type)}`
                  }
                  line={withLine ? shortLine(market.bet_type, s.key, s.criteria1, t) : undefined}
                  item={() => slipItemOf(match, market, s, lang)}
                />
              );
            })
          : Array.from({ length: cols }, (_, i) => (
              <span key={i} className="odds-btn text-muted" aria-hidden="true">
                –
              </span>
            ))}
    </div>
  );
  return (
    <li className="match-row">
      <MatchTime match={match} since={since} />
      <div className="mr-teams">
        <Link to={href} prefetch="intent" discover="none">
          <span>{match.home}</span>
          <span>{match.away}</span>
          <span>{t('sports.moreMarkets', '+{{count}} markets', { count: match.market_count })}</span>
        </Link>
        <Score match={match} since={since} />
      </div>
      {buttons(result, 'mr-odds mr-result', result?.selections.length ?? 3, false)}
      {buttons(hdp, 'mr-odds mr-line', 2, true)}
      {buttons(ou, 'mr-odds mr-line', 2, true)}
    </li>
  );
});

function useFollowedLine(event: string, market: Market | undefined, since: number): Market | undefined {
  const moved = useMainLine(event, market?.bet_type ?? '', since);
  return useMemo(() => (market && moved && moved.market_id !== market.market_id ? movedMarket(market, moved.market_id, moved.line) : market), [market, moved]);
}

/** A line in quarters as the feed writes it (api/services/sports/grading.ts lineText): 5 → "+1.25", -2 → "-0.5". */
const lineText = (q: number, signed: boolean) => (signed && q > 0 ? `+${q / 4}` : String(q / 4));

/** The same handicap or total at the line the stream says is now the main one; prices from the stream. */
export function movedMarket(m: Market, market_id: string, q: number): Market {
  const hdp = m.bet_type === 'HDP';
  return {
    ...m,
    market_id,
    criteria1: lineText(q, hdp),
    home_away: hdp ? (q < 0 ? 'H' : q > 0 ? 'A' : '') : m.home_away,
    status: 'open',
    selections: m.selections.map((s) => {
      const selection_id = `${market_id}:${s.key}`;
      const p = prices.get(selection_id);
      return {
        ...s,
        selection_id,
        criteria1: hdp ? lineText(s.key === 'H' ? q : -q, true) : lineText(q, false),
        odds: p?.odds ?? s.odds,
        status: p?.status === 'closed' ? 'closed' : 'open',
      };
    }),
  };
}

type T = (key: string, fallback: string, opts?: Record<string, unknown>) => string;
/** The short line in an odds button: "-0.25", "O 2.5", "U 2.5". */
export function shortLine(betType: string, key: string, criteria1: string, t: T): string {
  if (betType === 'OU' || betType === 'OUH')
    return key === 'O' ? t('sports.overShort', 'O {{line}}', { line: criteria1 }) : t('sports.underShort', 'U {{line}}', { line: criteria1 });
  return criteria1;
}
