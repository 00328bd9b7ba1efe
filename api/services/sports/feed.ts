import { createHash, createHmac } from 'node:crypto';
import type { BetType, EventStatus } from '../../../contract/sports.ts';
import { LIVE_MS, SPORTS, buildLeagues, type LeagueDef, type SportDef, type TeamDef } from './catalog.ts';
import { fairMarkets, MARGINS, type FairMarket, type MatchState } from './model.ts';
import { gauss, hash32, secretStream } from './rng.ts';
import type { EventResult } from './grading.ts';
import type { IngestedBook } from './ingest.ts';

/**
 * The reference API's demo sports feed (DEMO_SPORTS=1): a rolling schedule of 30 leagues,
 * every match played by a seeded simulation on a compressed clock (14 real minutes live).
 * Everything follows from the seed and the time, so the same seed and clock give the same board,
 * scores and prices (and a restart, or another instance, finds the same events); results forced by
 * the back office overlay it. Whoever knows the seed knows every result: it is a secret of the
 * deployment (sports/demo-seed.ts), never in the source. docs/decisions/0008-sportsbook-markets.md.
 */

const MIN = 60_000;
/** Fixtures a league lists ahead (each league always shows this many upcoming events). */
export const UPCOMING_SLOTS = 12;
/** Finished events stay listed (as results) this long. */
export const RESULTS_MS = 60 * MIN;
/** Markets suspend this long after a goal, a set or a map: long enough to re-price, short enough not to empty a slip. */
export const SUSPEND_MS = 8_000;
/** Markets close this long before the end. */
const CLOSING_MS = 15_000;
const TEAMS = 8;
const SEASON = (TEAMS - 1) * (TEAMS / 2);

export interface FeedEvent {
  id: string;
  league: LeagueDef;
  sport: SportDef;
  /** The league's slot number: kick-offs follow one another every intervalMin minutes. */
  k: number;
  season: number;
  home: TeamDef;
  away: TeamDef;
  start: number;
  /** An event a feed sent (ingest.ts), not the simulation's. */
  ingested?: true;
}

export interface OutrightEvent {
  id: string;
  league: LeagueDef;
  sport: SportDef;
  season: number;
  firstK: number;
  lastK: number;
  start: number;
  closesAt: number;
  end: number;
}

interface Goal {
  /** Game minute (fractional). */
  x: number;
  side: 'H' | 'A';
  /** Real milliseconds after the start. */
  at: number;
}
interface Sim {
  goals: Goal[];
  /** Points sports: points each side has scored by the start of each game minute. */
  ptsH: number[];
  ptsA: number[];
  sets: ('H' | 'A')[];
  duration: number;
  result: EventResult;
  expHome: number;
  expAway: number;
  pSet: number;
}

type FairEntry = FairMarket & { id: string; phase: number };

export interface EventState {
  status: EventStatus;
  period: string;
  clock: string;
  minute: number | null;
  score: { home: number; away: number } | null;
  ht: { home: number; away: number } | null;
  /** Game minutes played. */
  x: number;
  halfDone: boolean;
  firstGoal: 'H' | 'A' | null;
  /** Around a goal, a set or a map: prices hold, bets wait. */
  suspended: boolean;
  /** The last seconds, or over: no more bets. */
  closing: boolean;
}

export interface PricedSelection {
  id: string;
  key: string;
  homeAway: 'H' | 'A' | 'D' | '';
  criteria1: string;
  /** Decimal odds × 10 000. */
  odds: number;
  open: boolean;
  teamId?: string;
}
export interface PricedMarket {
  id: string;
  eventId: string;
  betType: BetType;
  period: 'FT' | '1H';
  lineQ: number | null;
  homeAway: 'H' | 'A' | 'D' | '';
  criteria1: string;
  main: boolean;
  status: 'open' | 'suspended' | 'closed';
  selections: PricedSelection[];
}

/** How a selection id names its market: "<event>:<bet type>:<line in quarters or empty>:<key>". */
export const marketIdOf = (eventId: string, betType: BetType, lineQ: number | null) => `${eventId}:${betType}:${lineQ ?? ''}`;
export function parseSelectionId(id: string) {
  const parts = id.split(':');
  if (parts.length !== 4) return null;
  const [eventId, betType, line, key] = parts;
  if (!/^[a-z0-9-]{3,40}$/.test(eventId) || !key || (line !== '' && !/^-?\d{1,4}$/.test(line))) return null;
  return { eventId, betType, lineQ: line === '' ? null : Number(line), key, marketId: `${eventId}:${betType}:${line}` };
}

/**
 * The longest price offered: a main market's outsider at 51, any other at 101, as books print them
 * (a fair price of 200 is still offered, at the cap, instead of a number nobody reads as odds).
 */
export const MAX_ODDS = { main: 51, other: 101 };
/** How often a price may move: live markets on a short beat, pre-match ones rarely (a slip keeps its price). */
export const PRICE_BEAT_MS = { live: 20_000, prematch: 10 * MIN };

/** Odds are floored to a step that grows with the price (1.925, 4.35, 12.5, 150). */
function roundOdds(decimal: number) {
  const o = Math.floor(decimal * 10_000);
  const step = o < 30_000 ? 50 : o < 100_000 ? 100 : o < 1_000_000 ? 1_000 : 10_000;
  return Math.max(10_100, Math.floor(o / step) * step);
}

export class SportsFeed {
  /** The simulation's leagues (DEMO_SPORTS=1). */
  private readonly simLeagues: LeagueDef[];
  /** Events from feeds (ingest.ts): listed beside the simulation's, read as they were last told. */
  book: IngestedBook | null = null;
  private byCode: Map<string, LeagueDef>;
  private fixtures = new Map<string, [number, number][]>();
  private sims = new Map<string, Sim>();
  private fair = new Map<string, { key: string; markets: FairEntry[]; all: boolean }>();
  private priced = new Map<string, { key: string; market: PricedMarket }>();
  private overrides = new Map<string, EventResult>();
  /** The schedule's, the clubs' and the prices' seed: what players see follows from it, so it may be found. */
  private readonly seed: number;
  /** The matches' key: results follow from it alone, and nothing a player sees reveals it. */
  private readonly matchKey: Buffer;

  /**
   * `secret`: the deployment's seed (a unit test may pass a number, which also seeds the schedule
   * as it is); null: no feed at all, a sportsbook without events.
   */
  constructor(
    secret: string | number | null,
    readonly now: () => number = Date.now,
  ) {
    const text = String(secret ?? '');
    this.seed = typeof secret === 'number' ? secret : createHash('sha256').update(`schedule\u0001${text}`).digest().readUInt32BE(0);
    this.matchKey = createHmac('sha256', text).update('matches').digest();
    this.simLeagues = secret === null ? [] : buildLeagues(this.seed);
    this.byCode = new Map(this.simLeagues.map((l) => [l.code, l]));
  }

  /** Every league with events: the simulation's, then the feeds'. */
  get leagues(): LeagueDef[] {
    return this.book ? [...this.simLeagues, ...this.book.leagues.filter((l) => !this.byCode.has(l.code))] : this.simLeagues;
  }

  league(code: string) {
    return this.byCode.get(code) ?? this.book?.league(code) ?? null;
  }

  /* ——— The schedule ——— */

  private nominal(l: LeagueDef, k: number) {
    return (k * l.intervalMin + l.offsetMin) * MIN;
  }

  private startOf(l: LeagueDef, k: number) {
    return this.nominal(l, k) + (hash32(this.seed, 'jitter', l.code, k) % 2) * MIN;
  }

  /** A season's fixtures (circle method), ordered so that no side plays two overlapping matches. */
  private seasonFixtures(l: LeagueDef): [number, number][] {
    const cached = this.fixtures.get(l.code);
    if (cached) return cached;
    const rounds = Array.from({ length: TEAMS - 1 }, (_, r) => {
      const rot = Array.from({ length: TEAMS - 1 }, (_, i) => (i + r) % (TEAMS - 1));
      const pairs: [number, number][] = [r % 2 ? [TEAMS - 1, rot[0]] : [rot[0], TEAMS - 1]];
      for (let i = 1; i < TEAMS / 2; i++) pairs.push(r % 2 ? [rot[TEAMS - 1 - i], rot[i]] : [rot[i], rot[TEAMS - 1 - i]]);
      return pairs;
    });
    const clash = (a: [number, number], b: [number, number]) => a.some((t) => b.includes(t));
    const order = (first: number) => {
      const out: [number, number][] = [];
      rounds.forEach((pairs, r) => {
        let o = r === 0 ? first : 0;
        if (r > 0) while (o < pairs.length - 1 && clash(pairs[o], out[out.length - 1])) o++;
        for (let i = 0; i < pairs.length; i++) out.push(pairs[(o + i) % pairs.length]);
      });
      return out;
    };
    let season = order(0);
    for (let first = 0; first < TEAMS / 2; first++) {
      const s = order(first);
      if (!clash(s[0], s[s.length - 1]) && !clash([s[0][1], s[0][0]], s[s.length - 1])) {
        season = s;
        break;
      }
    }
    this.fixtures.set(l.code, season);
    return season;
  }

  private build(l: LeagueDef, k: number): FeedEvent {
    const season = Math.floor(k / SEASON);
    const [h, a] = this.seasonFixtures(l)[k - season * SEASON];
    const [home, away] = season % 2 ? [a, h] : [h, a];
    return {
      id: `${l.code}-${k}`,
      league: l,
      sport: SPORTS.find((s) => s.code === l.sport)!,
      k,
      season,
      home: l.teams[home],
      away: l.teams[away],
      start: this.startOf(l, k),
    };
  }

  /** The slot playing around a moment, so ids far from now (a forged selection id) are refused. */
  private slotAt(l: LeagueDef, t: number) {
    return Math.floor((t / MIN - l.offsetMin) / l.intervalMin);
  }

  event(id: string): FeedEvent | null {
    if (this.book?.has(id)) return this.book.event(id);
    const m = /^([a-z0-9]+)-(\d{1,9})$/.exec(id);
    const l = m && this.byCode.get(m[1]);
    if (!m || !l) return null;
    const k = Number(m[2]);
    const now = this.slotAt(l, this.now());
    if (k < now - 20_000 || k > now + UPCOMING_SLOTS + 1) return null;
    return this.build(l, k);
  }

  /** Events listed at t: opened (up to 12 slots ahead), live, and finished within the last hour. */
  listed(t = this.now()): FeedEvent[] {
    const out: FeedEvent[] = this.book ? this.book.listed(t) : [];
    for (const l of this.simLeagues) {
      const hi = Math.floor((t / MIN - l.offsetMin) / l.intervalMin) + UPCOMING_SLOTS;
      const lo = Math.floor(((t - LIVE_MS - RESULTS_MS) / MIN - l.offsetMin - 2) / l.intervalMin);
      for (let k = lo; k <= hi; k++) {
        if (this.nominal(l, k) - UPCOMING_SLOTS * l.intervalMin * MIN > t) continue;
        const ev = this.build(l, k);
        if (this.endOf(ev) + RESULTS_MS <= t) continue;
        out.push(ev);
      }
    }
    return out;
  }

  /* ——— Matches, played ——— */

  private rates(ev: FeedEvent) {
    const d = ev.home.rating - ev.away.rating;
    switch (ev.sport.code) {
      case 'football':
        return { expHome: 1.45 * Math.exp(0.45 * d), expAway: 1.15 * Math.exp(-0.45 * d), pSet: 0.5 };
      case 'ice-hockey':
        return { expHome: 3.1 * Math.exp(0.3 * d), expAway: 2.7 * Math.exp(-0.3 * d), pSet: 0.5 };
      case 'basketball':
        return { expHome: 113 + 7 * d, expAway: 110 - 7 * d, pSet: 0.5 };
      default: {
        const slope = ev.sport.code === 'tennis' ? 1.4 : ev.sport.code === 'volleyball' ? 1.1 : 1.2;
        return { expHome: 0, expAway: 0, pSet: 1 / (1 + Math.exp(-slope * d)) };
      }
    }
  }

  /** Real milliseconds from the start at which a game minute is played. */
  private realAt(sp: SportDef, x: number) {
    let real = 0;
    for (let p = 1; p <= sp.periods; p++) {
      if (x <= sp.periodMinutes) return real + (x / sp.periodMinutes) * sp.periodMs;
      x -= sp.periodMinutes;
      real += sp.periodMs + (sp.breaksMs[p - 1] ?? 0);
    }
    return real;
  }

  /** The game clock at real milliseconds e after the start: minutes played, the period, whether in a break. */
  private gameAt(sp: SportDef, e: number) {
    let real = 0;
    for (let p = 1; p <= sp.periods; p++) {
      if (e < real + sp.periodMs) return { x: (p - 1) * sp.periodMinutes + ((e - real) / sp.periodMs) * sp.periodMinutes, p, inBreak: false };
      real += sp.periodMs;
      const brk = sp.breaksMs[p - 1] ?? 0;
      if (p < sp.periods && e < real + brk) return { x: p * sp.periodMinutes, p, inBreak: true };
      real += brk;
    }
    return { x: sp.periods * sp.periodMinutes, p: sp.periods, inBreak: false };
  }

  private sim(ev: FeedEvent): Sim {
    const cached = this.sims.get(ev.id);
    if (cached) return cached;
    const sp = ev.sport;
    const rnd = secretStream(this.matchKey, ev.id);
    const { expHome, expAway, pSet } = this.rates(ev);
    const goals: Goal[] = [];
    const ptsH = [0];
    const ptsA = [0];
    const sets: ('H' | 'A')[] = [];
    const T = sp.periods * sp.periodMinutes;
    let duration = LIVE_MS;
    let home = 0;
    let away = 0;
    let htHome: number | null = null;
    let htAway: number | null = null;
    if (sp.model === 'goals') {
      // A goal in a minute with the chance of at least one at the team's rate.
      const ph = 1 - Math.exp(-expHome / T);
      const pa = 1 - Math.exp(-expAway / T);
      for (let m = 0; m < T; m++) {
        if (rnd() < ph) goals.push({ x: m + rnd(), side: 'H', at: 0 });
        if (rnd() < pa) goals.push({ x: m + rnd(), side: 'A', at: 0 });
      }
      goals.sort((a, b) => a.x - b.x);
      for (const g of goals) g.at = Math.round(this.realAt(sp, g.x));
      home = goals.filter((g) => g.side === 'H').length;
      away = goals.length - home;
      if (sp.halves) {
        htHome = goals.filter((g) => g.side === 'H' && g.x < T / 2).length;
        htAway = goals.filter((g) => g.side === 'A' && g.x < T / 2).length;
      }
      duration = this.realAt(sp, T);
    } else if (sp.model === 'points') {
      // Scoring plays a minute at the team's rate, each worth 1, 2 or 3 (mean 2.1).
      const play = () => {
        const u = rnd();
        return u < 0.15 ? 1 : u < 0.75 ? 2 : 3;
      };
      const count = (lambda: number) => {
        let k = 0;
        let p = Math.exp(-lambda);
        let acc = p;
        const u = rnd();
        while (u > acc && k < 20) {
          k++;
          p = (p * lambda) / k;
          acc += p;
        }
        return k;
      };
      for (let m = 0; m < T; m++) {
        let h = 0;
        let a = 0;
        for (let i = count(expHome / T / 2.1); i > 0; i--) h += play();
        for (let i = count(expAway / T / 2.1); i > 0; i--) a += play();
        ptsH.push(ptsH[m] + h);
        ptsA.push(ptsA[m] + a);
      }
      // Level after regulation: overtime, played as one decisive point.
      if (ptsH[T] === ptsA[T]) {
        if (rnd() < 0.5) ptsH[T]++;
        else ptsA[T]++;
      }
      home = ptsH[T];
      away = ptsA[T];
      htHome = ptsH[T / 2];
      htAway = ptsA[T / 2];
      duration = this.realAt(sp, T);
    } else {
      const target = Math.ceil(sp.bestOf / 2);
      while (home < target && away < target) {
        const w = rnd() < pSet ? 'H' : 'A';
        sets.push(w);
        if (w === 'H') home++;
        else away++;
      }
      duration = sets.length * sp.periodMs;
    }
    const first = goals[0]?.side ?? 'N';
    const last = goals[goals.length - 1]?.side ?? 'N';
    const sim: Sim = {
      goals,
      ptsH,
      ptsA,
      sets,
      duration,
      expHome,
      expAway,
      pSet,
      result: {
        status: 'finished',
        home,
        away,
        htHome,
        htAway,
        firstGoal: sp.model === 'goals' ? first : null,
        lastGoal: sp.model === 'goals' ? last : null,
        winner: null,
      },
    };
    if (this.sims.size > 20_000) this.sims.delete(this.sims.keys().next().value!);
    this.sims.set(ev.id, sim);
    return sim;
  }

  endOf(ev: FeedEvent) {
    if (ev.ingested) return this.book?.result(ev.id) ? ev.start : Number.MAX_SAFE_INTEGER;
    return ev.start + this.sim(ev).duration;
  }

  /** The final result: the back office's when it set one, else the match as played. */
  result(ev: FeedEvent): EventResult {
    if (ev.ingested) {
      const r = this.overrides.get(ev.id) ?? this.book?.result(ev.id);
      if (!r) throw new Error(`no result yet for ${ev.id}`);
      return r;
    }
    return this.overrides.get(ev.id) ?? this.sim(ev).result;
  }

  /** Whether the event has ended (naturally or by the back office) at t. */
  finished(ev: FeedEvent, t = this.now()) {
    if (ev.ingested) return this.overrides.has(ev.id) || !!this.book?.result(ev.id);
    return this.overrides.has(ev.id) || t >= this.endOf(ev);
  }

  state(ev: FeedEvent, t = this.now()): EventState {
    const sp = ev.sport;
    const forced = this.overrides.get(ev.id);
    const none = { x: 0, halfDone: false, firstGoal: null, suspended: false };
    if (forced) {
      const ht = forced.htHome !== null && forced.htAway !== null ? { home: forced.htHome, away: forced.htAway } : null;
      return { ...none, status: forced.status, period: 'FT', clock: 'FT', minute: null, score: { home: forced.home, away: forced.away }, ht, closing: true };
    }
    if (ev.ingested && this.book) return this.book.state(ev.id);
    const e = t - ev.start;
    if (e < 0) return { ...none, status: 'upcoming', period: '', clock: '', minute: null, score: null, ht: null, closing: false };
    const sim = this.sim(ev);
    if (e >= sim.duration) {
      const r = sim.result;
      const ht = r.htHome !== null && r.htAway !== null ? { home: r.htHome, away: r.htAway } : null;
      return { ...none, status: 'finished', period: 'FT', clock: 'FT', minute: null, score: { home: r.home, away: r.away }, ht, closing: true };
    }
    const closing = e > sim.duration - CLOSING_MS;
    if (sp.model === 'sets') {
      const done = Math.min(Math.floor(e / sp.periodMs), sim.sets.length);
      const won = sim.sets.slice(0, done);
      const home = won.filter((w) => w === 'H').length;
      const label = sp.code === 'esports' ? 'Map' : 'Set';
      return {
        status: 'live',
        period: `${sp.periodLabel}${done + 1}`,
        clock: `${label} ${done + 1}`,
        minute: null,
        score: { home, away: done - home },
        ht: null,
        x: 0,
        halfDone: false,
        firstGoal: null,
        suspended: done > 0 && e - done * sp.periodMs < SUSPEND_MS,
        closing,
      };
    }
    const T = sp.periods * sp.periodMinutes;
    const { x, p, inBreak } = this.gameAt(sp, e);
    let home: number;
    let away: number;
    let firstGoal: 'H' | 'A' | null = null;
    let suspended = false;
    if (sp.model === 'goals') {
      const scored = sim.goals.filter((g) => g.x <= x);
      home = scored.filter((g) => g.side === 'H').length;
      away = scored.length - home;
      firstGoal = scored[0]?.side ?? null;
      suspended = sim.goals.some((g) => e >= g.at && e < g.at + SUSPEND_MS);
    } else {
      const m = Math.min(Math.floor(x), T);
      home = sim.ptsH[m];
      away = sim.ptsA[m];
    }
    const halfDone = sp.halves && x >= T / 2;
    const ht = halfDone ? this.htScore(ev, sim) : null;
    let period: string;
    let clock: string;
    if (sp.code === 'football') {
      period = inBreak ? 'HT' : p === 1 ? '1H' : '2H';
      clock = inBreak ? 'HT' : `${Math.min(Math.floor(x) + 1, p * 45)}'`;
    } else {
      const left = Math.max(0, p * sp.periodMinutes - x);
      const mm = Math.floor(left);
      const ss = Math.floor((left - mm) * 60);
      period = inBreak ? (p * 2 === sp.periods ? 'HT' : 'BRK') : `${sp.periodLabel}${p}`;
      clock = inBreak ? period : `${sp.periodLabel}${p} ${mm}:${String(ss).padStart(2, '0')}`;
    }
    return { status: 'live', period, clock, minute: Math.floor(x), score: { home, away }, ht, x, halfDone, firstGoal, suspended, closing };
  }

  private htScore(ev: FeedEvent, sim: Sim) {
    const r = sim.result;
    return r.htHome !== null && r.htAway !== null ? { home: r.htHome, away: r.htAway } : null;
  }

  /* ——— Prices ——— */

  /** Fair markets for the event's state, cached until the state changes; the board's alone are cheaper. */
  private fairOf(ev: FeedEvent, st: EventState, mainOnly = false): FairEntry[] {
    const x = Math.floor(st.x);
    const key = `${st.status}|${x}|${st.score?.home ?? 0}-${st.score?.away ?? 0}|${st.halfDone}|${st.firstGoal}`;
    const hit = this.fair.get(ev.id);
    if (hit && hit.key === key && (hit.all || mainOnly)) return mainOnly ? hit.markets.filter((m) => m.main) : hit.markets;
    const sim = this.sim(ev);
    const state: MatchState = {
      sport: ev.sport,
      x,
      home: st.score?.home ?? 0,
      away: st.score?.away ?? 0,
      halfDone: st.halfDone,
      firstGoal: st.firstGoal,
      expHome: sim.expHome,
      expAway: sim.expAway,
      pSet: sim.pSet,
    };
    const markets = fairMarkets(state, mainOnly).map((m) => {
      const id = marketIdOf(ev.id, m.betType, m.lineQ);
      return { ...m, id, phase: hash32(this.seed, 'phase', id) };
    });
    if (this.fair.size > 5_000) this.fair.delete(this.fair.keys().next().value!);
    this.fair.set(ev.id, { key, markets, all: !mainOnly });
    return mainOnly ? markets.filter((m) => m.main) : markets;
  }

  /**
   * Margin and drift on fair probabilities: every market re-prices on its own beat (PRICE_BEAT_MS)
   * with a seeded wobble, so live prices move and pages see it; the match's own events (a goal, a
   * minute played) move live prices too.
   */
  private price(ev: FeedEvent, m: FairEntry, st: EventState, t: number, teams?: Map<string, string>): PricedMarket {
    const live = st.status === 'live';
    const period = live ? PRICE_BEAT_MS.live : PRICE_BEAT_MS.prematch;
    const tick = Math.floor((t + (m.phase % period)) / period);
    const sigma = live ? 0.02 : 0.01;
    const decided = m.exclusive && m.selections.some((s) => s.p > 0.985);
    const ended = st.status !== 'live' && st.status !== 'upcoming';
    const status = st.closing || ended || decided ? 'closed' : st.suspended ? 'suspended' : 'open';
    const key = `${tick}|${status}|${this.fair.get(ev.id)?.key}`;
    const hit = this.priced.get(m.id);
    if (hit && hit.key === key) return hit.market;
    const weights = m.selections.map((s) => (s.p > 0 ? s.p * Math.exp(sigma * gauss(this.seed, m.id, s.key, tick)) : 0));
    const total = m.exclusive ? weights.reduce((a, b) => a + b, 0) || 1 : 1;
    const qs = weights.map((w) => Math.min(w / total, 1));
    // The margin falls on outsiders more than on favourites (a sure thing still pays at least 1.01):
    // exclusive markets add up to 1 + margin; others add the margin to each selection.
    const spread = qs.reduce((a, q) => a + q * (1 - q), 0) || 1;
    const implied = qs.map((q) => (m.exclusive ? q + (m.margin * q * (1 - q)) / spread : q * (1 + m.margin * (1 - q))));
    const market: PricedMarket = {
      id: m.id,
      eventId: ev.id,
      betType: m.betType,
      period: m.period,
      lineQ: m.lineQ,
      homeAway: m.homeAway,
      criteria1: m.criteria1,
      main: m.main,
      status,
      selections: m.selections.map((s, i) => {
        const open = s.p >= 0.002 && s.p <= 0.985 && qs[i] > 0;
        return {
          id: `${m.id}:${s.key}`,
          key: s.key,
          homeAway: s.homeAway,
          criteria1: s.criteria1,
          odds: open ? roundOdds(Math.min(m.main ? MAX_ODDS.main : MAX_ODDS.other, 1 / implied[i])) : 0,
          open,
          teamId: teams?.get(s.key),
        };
      }),
    };
    if (this.priced.size > 60_000) this.priced.clear();
    this.priced.set(m.id, { key, market });
    return market;
  }

  /** Every market of an event at t (all closed once it has ended). */
  markets(ev: FeedEvent, t = this.now(), onlyMain = false): PricedMarket[] {
    const st = this.state(ev, t);
    if (st.status === 'finished' || st.status === 'cancelled') return [];
    if (ev.ingested) return this.book?.markets(ev.id, onlyMain) ?? [];
    return this.fairOf(ev, st, onlyMain).map((m) => this.price(ev, m, st, t));
  }

  marketCount(ev: FeedEvent, t = this.now()) {
    const st = this.state(ev, t);
    if (st.status === 'finished' || st.status === 'cancelled') return 0;
    return ev.ingested ? (this.book?.markets(ev.id).length ?? 0) : this.fairOf(ev, st).length;
  }

  /** One selection as it stands at t, with its market and event; null when no such selection is offered. */
  selection(id: string, t = this.now()) {
    const p = parseSelectionId(id);
    if (!p) return null;
    if (p.eventId.startsWith('or-')) {
      const o = this.outright(p.eventId);
      if (!o) return null;
      const market = this.outrightMarket(o, t);
      const selection = market.selections.find((s) => s.id === id);
      return selection ? { outright: o, event: null, market, selection } : null;
    }
    const ev = this.event(p.eventId);
    if (!ev) return null;
    const st = this.state(ev, t);
    if (st.status === 'finished' || st.status === 'cancelled') {
      return { outright: null, event: ev, market: null, selection: null };
    }
    if (ev.ingested) {
      const market = this.markets(ev, t).find((m) => m.id === p.marketId) ?? null;
      return { outright: null, event: ev, market, selection: market?.selections.find((s) => s.id === id) ?? null };
    }
    const fm = this.fairOf(ev, st).find((m) => m.id === p.marketId);
    if (!fm) return { outright: null, event: ev, market: null, selection: null };
    const market = this.price(ev, fm, st, t);
    return { outright: null, event: ev, market, selection: market.selections.find((s) => s.id === id) ?? null };
  }

  /* ——— Outrights: one per league and season ——— */

  outright(id: string): OutrightEvent | null {
    const m = /^or-([a-z0-9]+)-(\d{1,8})$/.exec(id);
    const l = m && this.byCode.get(m[1]);
    if (!m || !l) return null;
    const season = Number(m[2]);
    const current = Math.floor(this.slotAt(l, this.now()) / SEASON);
    if (season < current - 1000 || season > current + 1) return null;
    return this.outrightOf(l, season);
  }

  private outrightOf(l: LeagueDef, season: number): OutrightEvent {
    const firstK = season * SEASON;
    const lastK = firstK + SEASON - 1;
    const last = this.build(l, lastK);
    return {
      id: `or-${l.code}-${season}`,
      league: l,
      sport: SPORTS.find((s) => s.code === l.sport)!,
      season,
      firstK,
      lastK,
      start: this.startOf(l, firstK),
      closesAt: last.start,
      end: this.endOf(last),
    };
  }

  /** Outrights listed at t: seasons with a listed match. */
  outrights(t = this.now()): OutrightEvent[] {
    const out: OutrightEvent[] = [];
    for (const l of this.simLeagues) {
      const k = this.slotAt(l, t);
      const seasons = new Set([Math.floor((k - 10) / SEASON), Math.floor(k / SEASON), Math.floor((k + UPCOMING_SLOTS) / SEASON)]);
      for (const s of seasons) {
        const o = this.outrightOf(l, s);
        if (o.end + RESULTS_MS > t && o.start - UPCOMING_SLOTS * l.intervalMin * MIN <= t) out.push(o);
      }
    }
    return out;
  }

  outrightStatus(o: OutrightEvent, t = this.now()): EventStatus {
    const forced = this.overrides.get(o.id);
    if (forced) return forced.status;
    return t >= o.end ? 'finished' : t >= o.start ? 'live' : 'upcoming';
  }

  /** The league table of a season from its matches finished by t. */
  standings(o: OutrightEvent, t = this.now()) {
    const draw = o.sport.draw;
    const rows = o.league.teams.map((team, i) => ({ team, i, pts: 0, diff: 0, scored: 0, played: 0 }));
    for (let k = o.firstK; k <= o.lastK; k++) {
      const ev = this.build(o.league, k);
      if (!this.finished(ev, t)) continue;
      const r = this.result(ev);
      if (r.status !== 'finished') continue;
      const h = rows.find((x) => x.team.id === ev.home.id)!;
      const a = rows.find((x) => x.team.id === ev.away.id)!;
      h.played++;
      a.played++;
      h.scored += r.home;
      a.scored += r.away;
      h.diff += r.home - r.away;
      a.diff += r.away - r.home;
      const win = draw ? 3 : 2;
      if (r.home > r.away) h.pts += win;
      else if (r.home < r.away) a.pts += win;
      else {
        h.pts += 1;
        a.pts += 1;
      }
    }
    return rows.sort((x, y) => y.pts - x.pts || y.diff - x.diff || y.scored - x.scored || x.i - y.i);
  }

  outrightResult(o: OutrightEvent): EventResult {
    const forced = this.overrides.get(o.id);
    if (forced) return forced;
    const top = this.standings(o, o.end)[0];
    return { status: 'finished', home: 0, away: 0, htHome: null, htAway: null, firstGoal: null, lastGoal: null, winner: top.team.id };
  }

  outrightMarket(o: OutrightEvent, t = this.now()): PricedMarket {
    const table = this.standings(o, t);
    const games = (TEAMS - 1) * 2;
    const perGame = (r: number) => (o.sport.draw ? 1.35 + 0.8 * r : 1 + 0.7 * r);
    const left = table.map((row) => Math.max(0, games / 2 - row.played));
    const spread = 0.8 + 0.6 * Math.sqrt(left.reduce((a, b) => a + b, 0) / table.length);
    const est = table.map((row, i) => row.pts + left[i] * perGame(row.team.rating) + row.diff * 0.01);
    const top = Math.max(...est);
    const w = est.map((e) => Math.exp((e - top) / spread));
    const sum = w.reduce((a, b) => a + b, 0);
    const played = table.reduce((a, r) => a + r.played, 0);
    const status = this.outrightStatus(o, t);
    const fair: FairEntry = {
      betType: 'OR',
      period: 'FT',
      lineQ: null,
      exclusive: true,
      margin: MARGINS.OR,
      homeAway: '',
      criteria1: '',
      main: true,
      id: marketIdOf(o.id, 'OR', null),
      phase: hash32(this.seed, 'phase', o.id),
      selections: table.map((row, i) => ({ key: row.team.id, p: w[i] / sum, homeAway: '' as const, criteria1: row.team.id })),
    };
    // Keep the table's changes in the cache key: a finished match moves the prices at once.
    this.fair.set(o.id, { key: `${status}|${played}`, markets: [fair], all: true });
    const pseudo: EventState = {
      status: status === 'live' ? 'upcoming' : status,
      period: '',
      clock: '',
      minute: null,
      score: null,
      ht: null,
      x: 0,
      halfDone: false,
      firstGoal: null,
      suspended: false,
      closing: t >= o.closesAt || status === 'finished' || status === 'cancelled',
    };
    const pseudoEvent = { id: o.id } as FeedEvent;
    return this.price(pseudoEvent, fair, pseudo, t, new Map(o.league.teams.map((team) => [team.id, team.id])));
  }

  /* ——— The back office ——— */

  /** A result set by the back office: the event ends with it at once. */
  setOverride(id: string, r: EventResult) {
    this.overrides.set(id, r);
    this.fair.delete(id);
  }

  hasOverride(id: string) {
    return this.overrides.has(id);
  }
}
