import type { SportsFeed, FeedEvent } from './feed.ts';
import { FEED_BET_KEYS, type FeedMessage } from './ingest.ts';
import { oddsToDecimal } from './grading.ts';

type MarketMessage = Extract<FeedMessage, { type: 'markets' }>['markets'][number];

/**
 * The simulation as a feed's client: one of its events at t in the ingestion's messages (the
 * fixture, the markets a feed may price, the live status, the result or the cancellation), numbered
 * from `seq`. `npm run feed-demo` pushes them to a server's /api/feed/messages like any provider.
 */
export function simulationMessages(feed: SportsFeed, ev: FeedEvent, t: number, seq: number): FeedMessage[] {
  const out: FeedMessage[] = [
    {
      type: 'event',
      event_id: ev.id,
      seq: seq++,
      sport: ev.sport.code,
      league: { code: ev.league.code, name: ev.league.names.en, country: ev.league.country.slice(0, 3) },
      home: ev.home.names.en,
      away: ev.away.names.en,
      start_time: new Date(ev.start).toISOString(),
    },
  ];
  const st = feed.state(ev, t);
  if (st.status === 'finished' || st.status === 'cancelled') {
    const r = feed.result(ev);
    out.push(
      r.status === 'cancelled'
        ? { type: 'cancel', event_id: ev.id, seq: seq++ }
        : { type: 'result', event_id: ev.id, seq: seq++, home: r.home, away: r.away, ht_home: r.htHome, ht_away: r.htAway },
    );
    return out;
  }
  out.push({
    type: 'status',
    event_id: ev.id,
    seq: seq++,
    status: st.status,
    period: st.period,
    clock: st.clock,
    minute: st.minute,
    score: st.score,
    ht_score: st.ht,
    suspended: st.suspended,
  });
  const markets: MarketMessage[] = [];
  for (const m of feed.markets(ev, t)) {
    if (!(m.betType in FEED_BET_KEYS) || m.selections.some((s) => !s.open || s.odds <= 10_000)) continue;
    markets.push({
      bet_type: m.betType as MarketMessage['bet_type'],
      line: m.lineQ === null ? null : m.lineQ / 4,
      status: m.status === 'closed' ? 'closed' : 'open',
      main: m.main,
      selections: m.selections.map((s) => ({ key: s.key, odds: oddsToDecimal(s.odds) })),
    });
  }
  for (let i = 0; i < markets.length; i += 60) out.push({ type: 'markets', event_id: ev.id, seq: seq++, markets: markets.slice(i, i + 60) });
  return out;
}
