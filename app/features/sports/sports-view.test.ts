import { describe, expect, it } from 'vitest';
import type { Market } from '#contract/sports.ts';
import { deferUpcoming, laterUpcoming, packBoard, unpackBoard, withUpcoming, type BoardData, type BoardMatch } from './sports-view.ts';

const market = (id: string, bet_type: Market['bet_type'], criteria1: string, sel: Market['selections']): Market => ({
  market_id: id,
  bet_type,
  period: 'FT',
  criteria1,
  home_away: '',
  status: 'open',
  selections: sel,
});
const sel = (
  market_id: string,
  key: string,
  home_away: Market['selections'][number]['home_away'],
  criteria1: string,
  odds: number,
  status: 'open' | 'closed' = 'open',
) => ({
  selection_id: `${market_id}:${key}`,
  key,
  home_away,
  criteria1,
  odds,
  status,
});
const match = (event_id: string, league: string, markets: Market[]): BoardMatch => ({
  event_id,
  sport: 'football',
  league,
  start_time: '2026-11-25T00:47:00.000Z',
  status: 'upcoming',
  clock: '',
  score: null,
  home: 'A',
  away: 'B',
  home_team_name: 'A',
  away_team_name: 'B',
  markets,
  market_count: markets.length,
});

describe('the home board in the page data', () => {
  const m1 = 'e1:1X2:';
  const m2 = 'e1:HDP:3';
  const m3 = 'e1:OU:10';
  const m4 = 'e1:HDP:-4';
  const board: BoardData = {
    ok: true,
    view: { sport: '', league: '', event: '', all: false },
    format: 'decimal',
    time: '2026-11-25T00:00:00.000Z',
    limits: null,
    sports: [{ code: 'football', name: 'Football', live: 0, count: 2 }],
    leagues: [
      { code: 'esp1', sport: 'football', name: 'Spain', live: 0, count: 1 },
      { code: 'eng1', sport: 'football', name: 'England', live: 0, count: 1 },
      { code: 'nba', sport: 'basketball', name: 'NBA', live: 0, count: 0 },
    ],
    live: [],
    upcoming: [
      match('e1', 'esp1', [
        market(m1, '1X2', '', [sel(m1, 'H', 'H', '', 2.51), sel(m1, 'D', 'D', '', 3.56), sel(m1, 'A', 'A', '', 2.69, 'closed')]),
        market(m2, 'HDP', '-0.5', [sel(m2, 'H', 'H', '-0.5', 1.85), sel(m2, 'A', 'A', '+0.5', 1.995)]),
        market(m3, 'OU', '2.5', [sel(m3, 'O', 'H', '2.5', 1.99), sel(m3, 'U', 'A', '2.5', 1.855)]),
        { ...market('e1:OU:11', 'OU', '3.5', [sel('e1:OU:11', 'O', 'H', '3.5', 1.5), sel('e1:OU:11', 'U', 'A', '3.5', 2.4)]), status: 'suspended' },
        // a side of its own; the away line not the turned one (kept whole)
        { ...market(m4, 'HDP', '+1', [sel(m4, 'H', 'H', '+1', 1.7), sel(m4, 'A', 'A', '+1', 2.1)]), home_away: 'A' },
      ]),
    ],
    liveTotal: 0,
    more: 1,
    outright: null,
    event: null,
  };

  it('unpacks to exactly the board it packed; only derivable selections are shortened', () => {
    const packed = packBoard(board);
    expect(unpackBoard(packed)).toEqual({ ...board, leagues: [board.leagues[0]] });
    // /sports keeps every league (its menu lists them).
    expect(unpackBoard(packBoard(board, { allLeagues: true }))).toEqual(board);
    const [x12, hdp, ou, suspended, sided] = packed.upcoming[0].markets;
    expect(x12).toEqual([
      m1,
      '1X2',
      'FT',
      '',
      [
        ['H', 2.51],
        ['D', 3.56],
        ['A', 2.69, 'closed'],
      ],
    ]);
    // a handicap's away side carries the line turned round; the market's own side rides along
    expect(hdp).toEqual([
      m2,
      'HDP',
      'FT',
      '-0.5',
      [
        ['H', 1.85],
        ['A', 1.995],
      ],
    ]);
    expect(sided).toEqual([m4, 'HDP', 'FT', '+1', [['H', 1.7], board.upcoming[0].markets[4].selections[1]], 'A']);
    expect(Array.isArray(ou) && ou[4]).toEqual([
      ['O', 1.99],
      ['U', 1.855],
    ]);
    // a suspended market keeps its side ('' here) and its status at the end
    expect(suspended).toEqual([
      'e1:OU:11',
      'OU',
      'FT',
      '3.5',
      [
        ['O', 1.5],
        ['U', 2.4],
      ],
      '',
      'suspended',
    ]);
  });

  it("keeps the leagues of the opened sport or league, not the others'", () => {
    const v = packBoard({ ...board, view: { ...board.view, league: 'eng1' } });
    expect(v.leagues.map((l) => l.code)).toEqual(['esp1', 'eng1']);
  });

  it('leaves the upcoming matches out with their shape, and takes them back whole from /home-board', () => {
    const full: BoardData = { ...board, upcoming: [...board.upcoming, match('e2', 'eng1', []), match('e3', 'esp1', [])] };
    const first = deferUpcoming(full);
    // Rows per league, grouped as the list draws them (by league, in the list's order).
    expect(first.upcoming).toEqual([]);
    expect(first.upcomingLater).toEqual([2, 1]);
    // Its leagues leave the page data with them.
    expect(packBoard(first).leagues).toEqual([]);
    const answer = laterUpcoming(full);
    expect(answer.leagues.map((l) => l.code)).toEqual(['esp1', 'eng1']);
    const back = unpackBoard(withUpcoming(packBoard(first), JSON.parse(JSON.stringify(answer)) as typeof answer));
    expect(back).toEqual({ ...full, leagues: answer.leagues, upcomingLater: undefined });
    // A match view and "Show all" keep every row in the first HTML.
    expect(deferUpcoming({ ...full, view: { ...full.view, all: true } })).toEqual({ ...full, view: { ...full.view, all: true } });
    expect(deferUpcoming({ ...full, view: { ...full.view, event: 'e1' } }).upcoming).toHaveLength(3);
  });
});
