import type { MatchStreamMessage, OddsStreamMessage } from '../../../contract/sports.ts';
import { log } from '../../lib/log.ts';
import type { PricedMarket, SportsFeed } from './feed.ts';
import { oddsToDecimal } from './grading.ts';

export interface OddsSubscriber {
  /** Events whose every market the page wants (a match view, the slip's legs); the board's main markets always come. */
  events: Set<string>;
  send(event: 'odds' | 'match', data: OddsStreamMessage | MatchStreamMessage): void;
}

/**
 * The odds stream's one ticker for the process (decision 0008): about once a second it reads the
 * feed, compares every price and every event's clock and score with what it last saw, and sends
 * each open page the changes it asked for. It runs only while a page listens.
 */
export class OddsHub {
  private subs = new Set<OddsSubscriber>();
  private timer: NodeJS.Timeout | null = null;
  private prices = new Map<string, string>();
  private states = new Map<string, string>();
  private watched = new Set<string>();
  private seeded = false;

  constructor(
    private feed: SportsFeed,
    private everyMs = 1000,
  ) {}

  get size() {
    return this.subs.size;
  }

  subscribe(sub: OddsSubscriber): () => void {
    this.subs.add(sub);
    if (!this.timer) {
      this.timer = setInterval(() => {
        try {
          this.tick();
        } catch (err) {
          log.error({ err: err instanceof Error ? err.stack : String(err) }, 'odds stream tick failed');
        }
      }, this.everyMs);
      this.timer.unref();
    }
    return () => {
      this.subs.delete(sub);
      if (!this.subs.size && this.timer) {
        clearInterval(this.timer);
        this.timer = null;
        // A later listener starts from a fresh picture: no stale "changes".
        this.prices.clear();
        this.states.clear();
        this.watched.clear();
        this.seeded = false;
      }
    };
  }

  /** One round: what moved since the last, to whoever asked for it. */
  tick(t = this.feed.now()) {
    const ts = new Date(t).toISOString();
    const wanted = new Set<string>();
    for (const s of this.subs) for (const id of s.events) wanted.add(id);
    const changes: (Omit<OddsStreamMessage['changes'][number], 'main'> & { main: boolean })[] = [];
    const events: MatchStreamMessage['events'] = [];
    const listedIds = new Set<string>();
    const added: string[] = [];
    const seen = (m: PricedMarket, quiet: boolean) => {
      for (const s of m.selections) {
        const status = s.open ? m.status : 'closed';
        const key = `${s.odds}|${status}`;
        const prev = this.prices.get(s.id);
        if (prev === key) continue;
        this.prices.set(s.id, key);
        if (prev === undefined && quiet) continue;
        changes.push({ selection_id: s.id, market_id: m.id, event_id: m.eventId, odds: oddsToDecimal(s.odds), status, main: m.main });
      }
    };
    for (const ev of this.feed.listed(t)) {
      const st = this.feed.state(ev, t);
      listedIds.add(ev.id);
      const stateKey = JSON.stringify([st.status, st.period, st.clock, st.score, st.ht]);
      const before = this.states.get(ev.id);
      if (before !== stateKey) {
        this.states.set(ev.id, stateKey);
        if (before === undefined && this.seeded) added.push(ev.id);
        if (this.seeded)
          events.push({ event_id: ev.id, status: st.status, period: st.period, clock: st.clock, minute: st.minute, score: st.score, ht_score: st.ht });
      }
      if (st.status !== 'live' && st.status !== 'upcoming') continue;
      const full = wanted.has(ev.id);
      // An event first watched in full: its other markets are recorded, not announced.
      const firstFull = full && !this.watched.has(ev.id);
      if (full) this.watched.add(ev.id);
      for (const m of this.feed.markets(ev, t, !full)) seen(m, !this.seeded || (firstFull && !m.main));
    }
    for (const o of this.feed.outrights(t)) {
      listedIds.add(o.id);
      if (this.feed.outrightStatus(o, t) !== 'finished') seen(this.feed.outrightMarket(o, t), !this.seeded);
    }
    const removed: string[] = [];
    for (const id of this.states.keys())
      if (!listedIds.has(id)) {
        removed.push(id);
        this.states.delete(id);
        this.watched.delete(id);
      }
    if (removed.length) {
      const gone = new Set(removed);
      for (const id of this.prices.keys()) if (gone.has(id.slice(0, id.indexOf(':')))) this.prices.delete(id);
    }
    for (const id of this.watched) if (!wanted.has(id)) this.watched.delete(id);
    const first = !this.seeded;
    this.seeded = true;
    if (first) return;
    for (const sub of this.subs) {
      // `main` marks the board's main lines, so a page can follow a line that moved.
      const mine = changes.filter((c) => c.main || sub.events.has(c.event_id)).map(({ main, ...c }) => (main ? { ...c, main } : c));
      if (mine.length) sub.send('odds', { ts, changes: mine });
      if (events.length || added.length || removed.length) sub.send('match', { ts, events, added, removed });
    }
  }
}
