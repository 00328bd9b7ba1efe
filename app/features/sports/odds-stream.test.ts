import { describe, expect, it } from 'vitest';
import type { Market } from '#contract/sports.ts';
import { movedMarket } from '~/features/sports/components/match-row.tsx';
import { applyOdds, mainLines, prices } from './odds-stream.ts';

const ts = (s: number) => new Date(Date.UTC(2026, 10, 24, 12, 0, s)).toISOString();

describe('a main line that moves', () => {
  it('is recorded from the stream for handicaps and totals, not for other markets or alternative lines', () => {
    applyOdds({
      ts: ts(1),
      changes: [
        { selection_id: 'e1:HDP:-5:H', market_id: 'e1:HDP:-5', event_id: 'e1', odds: 1.9, status: 'open', main: true },
        { selection_id: 'e1:HDP:-5:A', market_id: 'e1:HDP:-5', event_id: 'e1', odds: 1.95, status: 'open', main: true },
        { selection_id: 'e1:OU:10:O', market_id: 'e1:OU:10', event_id: 'e1', odds: 1.8, status: 'open' },
        { selection_id: 'e1:1X2::H', market_id: 'e1:1X2:', event_id: 'e1', odds: 2.1, status: 'open', main: true },
        { selection_id: 'e1:HDP:-4:H', market_id: 'e1:HDP:-4', event_id: 'e1', odds: 0, status: 'closed', main: true },
      ],
    });
    expect(mainLines.get('e1:HDP')).toMatchObject({ market_id: 'e1:HDP:-5', line: -5 });
    expect(mainLines.get('e1:OU')).toBeUndefined();
    expect(mainLines.get('e1:1X2')).toBeUndefined();
  });

  it("turns the row's market into the new line with the stream's prices and both sides' lines", () => {
    const old: Market = {
      market_id: 'e1:HDP:-4',
      bet_type: 'HDP',
      period: 'FT',
      criteria1: '-1',
      home_away: 'H',
      status: 'open',
      selections: [
        { selection_id: 'e1:HDP:-4:H', key: 'H', home_away: 'H', criteria1: '-1', odds: 2.0, status: 'open' },
        { selection_id: 'e1:HDP:-4:A', key: 'A', home_away: 'A', criteria1: '+1', odds: 1.85, status: 'open' },
      ],
    };
    const moved = movedMarket(old, 'e1:HDP:-5', -5);
    expect(moved.market_id).toBe('e1:HDP:-5');
    expect(moved.criteria1).toBe('-1.25');
    expect(moved.selections.map((s) => [s.selection_id, s.criteria1, s.odds])).toEqual([
      ['e1:HDP:-5:H', '-1.25', prices.get('e1:HDP:-5:H')!.odds],
      ['e1:HDP:-5:A', '+1.25', 1.95],
    ]);
    const total: Market = {
      ...old,
      market_id: 'e2:OU:10',
      bet_type: 'OU',
      criteria1: '2.5',
      home_away: '',
      selections: [
        { selection_id: 'e2:OU:10:O', key: 'O', home_away: 'H', criteria1: '2.5', odds: 1.9, status: 'open' },
        { selection_id: 'e2:OU:10:U', key: 'U', home_away: 'A', criteria1: '2.5', odds: 1.9, status: 'open' },
      ],
    };
    expect(movedMarket(total, 'e2:OU:11', 11).selections.map((s) => [s.selection_id, s.criteria1])).toEqual([
      ['e2:OU:11:O', '2.75'],
      ['e2:OU:11:U', '2.75'],
    ]);
  });
});
