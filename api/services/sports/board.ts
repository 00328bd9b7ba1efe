import { eq } from 'drizzle-orm';
import type { BetLimits, EventStatus, MatchListAnswer, OddsLine, PublicOddsAnswer, SportCode } from '../../../contract/sports.ts';
import { ODDS_POLICIES, OddsFormatCode } from '../../../contract/sports.ts';
import { players } from '../../db/schema.ts';
import { toMoneyString } from '../../lib/money.ts';
import type { Player } from '../sessions.ts';
import { SPORTS, localNames } from './catalog.ts';
import type { EventState, PricedMarket, SportsFeed } from './feed.ts';
import { SPORTS_LIMITS, type SportsDeps } from './shared.ts';
import { matchLines, outrightLines, toMatch, toOutright } from './views.ts';

const ODDS_FORMAT_CODES = new Set<string>(OddsFormatCode.options);

/**
 * How far up a live match goes: 0 open to bets, 1 held for a moment (a goal, a set), 2 nothing left
 * to bet (its last seconds, or every main market decided). The board leads with what can be bet.
 */
export function liveRank(st: EventState, mains: PricedMarket[]): 0 | 1 | 2 {
  if (st.closing || !mains.some((m) => m.status !== 'closed')) return 2;
  return st.suspended || !mains.some((m) => m.status === 'open') ? 1 : 0;
}

/** Prices every listed event once, a few at a time, so the first board a visitor asks for is quick. */
export function warmBoard(feed: SportsFeed) {
  const queue = feed.listed();
  const step = () => {
    const t = feed.now();
    for (const ev of queue.splice(0, 20)) feed.markets(ev, t);
    if (queue.length) setImmediate(step);
  };
  setImmediate(step);
}

/** The board (public): the feed's events, markets and prices, the book's limits; and the odds format a player reads them in. */
export class BoardService {
  private readonly feed: SportsFeed;

  constructor(private deps: SportsDeps) {
    this.feed = deps.feed;
  }

  limits(): BetLimits {
    return {
      min_stake: toMoneyString(SPORTS_LIMITS.minStake),
      max_stake: toMoneyString(SPORTS_LIMITS.maxStake),
      max_payout: toMoneyString(SPORTS_LIMITS.maxPayout),
      max_liability: toMoneyString(SPORTS_LIMITS.maxLiability),
      min_legs: SPORTS_LIMITS.minLegs,
      max_legs: SPORTS_LIMITS.maxLegs,
      odds_policies: [...ODDS_POLICIES],
      default_odds_policy: 'better',
      cashout_quote_seconds: SPORTS_LIMITS.quoteSeconds,
    };
  }

  /** The board changes at most once a second: answers are kept that long (the whole board costs ~0.2 s to build). */
  private boards = new Map<string, { at: number; answer: MatchListAnswer }>();

  matchList(q: { sport?: SportCode; league?: string; status: 'all' | 'live' | 'upcoming' | 'finished'; event_id?: string }): MatchListAnswer {
    const second = Math.floor(this.feed.now() / 1000);
    const k = JSON.stringify([q.sport, q.league, q.status, q.event_id]);
    const hit = this.boards.get(k);
    if (hit && hit.at === second) return hit.answer;
    const answer = this.buildMatchList(q);
    if (this.boards.size > 200) this.boards.clear();
    this.boards.set(k, { at: second, answer });
    return answer;
  }

  private buildMatchList(q: { sport?: SportCode; league?: string; status: 'all' | 'live' | 'upcoming' | 'finished'; event_id?: string }): MatchListAnswer {
    const t = this.feed.now();
    const listed = this.feed.listed(t).map((ev) => ({ ev, st: this.feed.state(ev, t) }));
    const counts = (pick: (e: (typeof listed)[number]) => boolean) => {
      const open = listed.filter((e) => pick(e) && (e.st.status === 'live' || e.st.status === 'upcoming'));
      return { event_count: open.length, live_count: open.filter((e) => e.st.status === 'live').length };
    };
    const wanted: Record<typeof q.status, EventStatus[]> = {
      all: ['live', 'upcoming'],
      live: ['live'],
      upcoming: ['upcoming'],
      finished: ['finished', 'cancelled'],
    };
    // Live matches: open to bets first, then held for a moment, then those with nothing left to bet;
    // within each, the one with the most time left first. Upcoming: by kick-off. Results: latest first.
    const rows = listed
      .filter(({ ev }) => (!q.sport || ev.sport.code === q.sport) && (!q.league || ev.league.code === q.league) && (!q.event_id || ev.id === q.event_id))
      .filter(({ st }) => q.event_id || wanted[q.status].includes(st.status))
      .map((e) => {
        const mains = this.feed.markets(e.ev, t, true);
        const live = e.st.status === 'live';
        return { ...e, mains, rank: live ? liveRank(e.st, mains) : 0, left: live ? this.feed.endOf(e.ev) - t : 0 };
      })
      .sort((a, b) => {
        if (q.status === 'finished') return b.ev.start - a.ev.start;
        const la = a.st.status === 'live' ? 0 : 1;
        const lb = b.st.status === 'live' ? 0 : 1;
        return la - lb || a.rank - b.rank || b.left - a.left || a.ev.start - b.ev.start;
      });
    const outrights = this.feed
      .outrights(t)
      .filter((o) => (!q.sport || o.sport.code === q.sport) && (!q.league || o.league.code === q.league))
      .filter((o) => (q.status === 'finished') === (this.feed.outrightStatus(o, t) === 'finished'))
      .map((o) => toOutright(this.feed, o, t));
    return {
      statusCode: 1,
      message: 'OK',
      server_time: new Date(t).toISOString(),
      limits: this.limits(),
      sports: SPORTS.map((s) => ({ code: s.code, ...localNames(s.names), ...counts((e) => e.ev.sport.code === s.code) })),
      leagues: this.feed.leagues.map((l) => ({
        code: l.code,
        sport: l.sport,
        country: l.country,
        ...localNames(l.names),
        ...counts((e) => e.ev.league.code === l.code),
      })),
      // A market closed for good (decided, or the match's last seconds) is left off the row: no dead prices.
      value: rows.map(({ ev, st, mains }) =>
        toMatch(
          ev,
          st,
          mains.filter((m) => m.status !== 'closed'),
          this.feed.marketCount(ev, t),
        ),
      ),
      outrights,
    };
  }

  publicOdds(q: { event_id?: string; league?: string; sport?: SportCode; selection_ids?: string[] }): PublicOddsAnswer {
    const t = this.feed.now();
    const answer = (value: OddsLine[]) => ({ statusCode: 1, message: 'OK', server_time: new Date(t).toISOString(), value });
    if (q.selection_ids?.length) {
      const lines: OddsLine[] = [];
      for (const id of q.selection_ids) {
        const found = this.feed.selection(id, t);
        if (!found?.market || !found.selection) continue;
        if (found.outright) lines.push(...outrightLines(this.feed, found.outright, t, found.market).filter((l) => l.selection_id === id));
        else if (found.event) lines.push(...matchLines(found.event, this.feed.state(found.event, t), [{ ...found.market, selections: [found.selection] }]));
      }
      return answer(lines);
    }
    if (q.event_id?.startsWith('or-')) {
      const o = this.feed.outright(q.event_id);
      return answer(o ? outrightLines(this.feed, o, t) : []);
    }
    if (q.event_id) {
      const ev = this.feed.event(q.event_id);
      return answer(ev ? matchLines(ev, this.feed.state(ev, t), this.feed.markets(ev, t)) : []);
    }
    const open = this.feed
      .listed(t)
      .filter((ev) => (!q.sport || ev.sport.code === q.sport) && (!q.league || ev.league.code === q.league))
      .map((ev) => ({ ev, st: this.feed.state(ev, t) }))
      .filter(({ st }) => st.status === 'live' || st.status === 'upcoming')
      .sort((a, b) => a.ev.start - b.ev.start);
    // The home page: every live event and the next ones to start; a league or sport: all of its events.
    const picked = q.league || q.sport ? open : [...open.filter((e) => e.st.status === 'live'), ...open.filter((e) => e.st.status === 'upcoming').slice(0, 20)];
    const lines = picked.flatMap(({ ev, st }) => matchLines(ev, st, this.feed.markets(ev, t, true)));
    if (q.league) {
      for (const o of this.feed.outrights(t).filter((x) => x.league.code === q.league && this.feed.outrightStatus(x, t) !== 'finished'))
        lines.push(...outrightLines(this.feed, o, t));
    }
    return answer(lines);
  }

  /** The player's odds format (null until chosen); with `format`, stores it first. */
  async settings(p: Player, format?: OddsFormatCode) {
    const { db } = this.deps;
    if (format) await db.update(players).set({ oddsFormat: format }).where(eq(players.id, p.id));
    const [row] = await db.select({ format: players.oddsFormat }).from(players).where(eq(players.id, p.id));
    const stored = row?.format;
    return { statusCode: 1, message: 'OK', odds_format: stored && ODDS_FORMAT_CODES.has(stored) ? (stored as OddsFormatCode) : null };
  }

  warm() {
    warmBoard(this.feed);
  }
}
