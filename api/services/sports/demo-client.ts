import type { SportsFeed, FeedEvent } from './feed.ts';
import { FEED_BET_KEYS, type ApplyOutcome, type FeedMessage } from './ingest.ts';
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

/** The provider code the demo's simulation feeds the book as (its events are "demo-<id>"). */
export const DEMO_PROVIDER = 'demo';

/**
 * The simulation as a client of the ingestion in this server (DEMO_SPORTS_FEED=1): each round, its
 * listed events' messages go through the same apply as a real provider's, and so do its results,
 * which settle bets through the ingestion. Only what changed since the round before is sent (a
 * price, a clock, a score, a result): the simulation moves every second, the book is written when
 * something a player sees changed.
 */
export class DemoFeedClient {
  /** What was last applied, by event and message (its content without the sequence number). */
  private sent = new Map<string, string>();

  constructor(
    private sim: SportsFeed,
    private apply: (provider: string, m: FeedMessage) => Promise<ApplyOutcome>,
    /** Only these leagues (all when empty): fewer writes on a small machine. */
    private leagues: Set<string> = new Set(),
  ) {}

  /** One round at t: answers how many messages were applied. */
  async round(t = Date.now()) {
    // Numbers above the last round's: time-based, as a pulling adapter numbers them.
    let seq = t * 10;
    let applied = 0;
    const listed = new Set<string>();
    for (const ev of this.sim.listed(t)) {
      if (this.leagues.size && !this.leagues.has(ev.league.code)) continue;
      listed.add(ev.id);
      const ms = simulationMessages(this.sim, ev, t, 0);
      for (let i = 0; i < ms.length; i++) {
        const key = `${ev.id}:${ms[i].type}:${i}`;
        const content = JSON.stringify({ ...ms[i], seq: 0 });
        if (this.sent.get(key) === content) continue;
        if ((await this.apply(DEMO_PROVIDER, { ...ms[i], seq: seq++ })).applied) applied++;
        this.sent.set(key, content);
      }
    }
    for (const key of this.sent.keys()) if (!listed.has(key.slice(0, key.indexOf(':')))) this.sent.delete(key);
    return applied;
  }
}
