import { describe, expect, it } from 'vitest';
import { BoardService } from './board.ts';
import { SportsFeed } from './feed.ts';
import type { SportsDeps } from './shared.ts';

const T0 = Date.UTC(2026, 10, 24, 12, 0, 0);

/** The board alone: match lists read the feed only. */
const boardAt = (t: number) => {
  const feed = new SportsFeed(7, () => t);
  return { feed, board: new BoardService({ feed } as unknown as SportsDeps) };
};

describe('the live board', () => {
  it('leads with what can be bet, the most time left first; dead prices are left off; counts match the list', () => {
    for (let i = 0; i < 4; i++) {
      const t = T0 + i * 167_000;
      const { feed, board } = boardAt(t);
      const list = board.matchList({ status: 'all' });
      const live = list.value.filter((m) => m.status === 'live');
      expect(live.length).toBeGreaterThan(10);
      // Every live match counted by the chips is on the list, and no more.
      expect(list.sports.reduce((n, s) => n + s.live_count, 0)).toBe(live.length);
      // The first three rows can be bet on now, for a while yet.
      for (const m of live.slice(0, 3)) {
        expect(
          m.markets.some((x) => x.status === 'open' && x.selections.some((s) => s.status === 'open')),
          m.event_id,
        ).toBe(true);
        const ev = feed.event(m.event_id)!;
        expect(feed.endOf(ev) - t, m.event_id).toBeGreaterThan(60_000);
      }
      // Open rows before held ones before those with nothing left; no closed market is shown.
      const rank = live.map((m) => {
        const st = feed.state(feed.event(m.event_id)!, t);
        return st.closing || !m.markets.length ? 2 : st.suspended || !m.markets.some((x) => x.status === 'open') ? 1 : 0;
      });
      expect(rank).toEqual([...rank].sort((a, b) => a - b));
      for (const m of live)
        expect(
          m.markets.every((x) => x.status !== 'closed'),
          m.event_id,
        ).toBe(true);
      // A sport's list counts what its chip says.
      const sport = list.sports.find((s) => s.live_count > 0)!;
      const one = board.matchList({ status: 'live', sport: sport.code });
      expect(one.value).toHaveLength(sport.live_count);
    }
  }, 30_000);
});
