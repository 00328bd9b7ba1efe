import { describe, expect, it } from 'vitest';
import type { OddsLine } from '#contract/sports.ts';
import { boardView, marketsOf } from './sports.server.ts';

const line = (over: Partial<OddsLine>): OddsLine =>
  ({
    home_team_name: 'Leeds Stars',
    away_team_name: 'Birmingham Mariners',
    home_name_cn: '利兹群星',
    bet_type: 'HDP',
    home_away: 'H',
    criteria1: '-0.25',
    event_id: 'eng1-1',
    market_id: 'eng1-1:HDP:-1',
    selection_id: 'eng1-1:HDP:-1:H',
    key: 'H',
    period: 'FT',
    odds: 1.9,
    status: 'open',
    sport: 'football',
    league: 'eng1',
    start_time: '2026-11-23T20:00:00.000Z',
    event_status: 'upcoming',
    ...over,
  }) as OddsLine;

describe('sportsbook board data', () => {
  it('reads the view from the address and drops what is not a sport, league or event id', () => {
    expect(boardView(new URL('http://x/sports?sport=tennis&league=eng1&event=eng1-22&all=1'))).toEqual({
      sport: 'tennis',
      league: 'eng1',
      event: 'eng1-22',
      all: true,
    });
    expect(boardView(new URL('http://x/sports?sport=chess&league=<b>&event=../x'))).toEqual({ sport: '', league: '', event: '', all: false });
  });

  it("groups an event's lines back into markets: the market's line as the home side reads it, suspended and closed states", () => {
    const ms = marketsOf(
      [
        line({ home_away: 'A', key: 'A', criteria1: '+0.25', selection_id: 'eng1-1:HDP:-1:A' }),
        line({}),
        line({ bet_type: 'OU', market_id: 'eng1-1:OU:10', selection_id: 'eng1-1:OU:10:O', key: 'O', criteria1: '2.5', status: 'suspended' }),
        line({ bet_type: 'CS', market_id: 'eng1-1:CS:', selection_id: 'eng1-1:CS::0-0', key: '0-0', criteria1: '0-0', status: 'closed' }),
        line({ bet_type: 'OR', market_id: 'or-eng1-1:OR:', selection_id: 'or-eng1-1:OR::eng1-2', key: 'eng1-2', criteria1: 'eng1-2', away_team_name: '' }),
      ],
      'cn',
    );
    expect(ms.map((m) => [m.bet_type, m.criteria1, m.status, m.selections.length])).toEqual([
      ['HDP', '-0.25', 'open', 2],
      ['OU', '2.5', 'suspended', 1],
      ['CS', '', 'closed', 1],
      ['OR', '', 'open', 1],
    ]);
    expect(ms[3].selections[0].criteria1).toBe('利兹群星');
  });
});
