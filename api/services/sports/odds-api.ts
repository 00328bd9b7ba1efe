import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { SportCode } from '../../../contract/sports.ts';
import type { Db } from '../../db/client.ts';
import { rowsOf } from '../../lib/db-rows.ts';
import { log } from '../../lib/log.ts';
import type { ApplyOutcome, FeedMessage } from './ingest.ts';

/**
 * The Odds API v4 (https://the-odds-api.com/liveapi/guides/v4/), pulled on a schedule
 * (SPORTS_FEED=the-odds-api): its events and the bookmakers' decimal prices (h2h, spreads,
 * totals) become the ingestion's messages, priced with the operator's margin; its scores become
 * live scores and results, which settle bets. Every pull's messages carry a sequence number above
 * the last pull's, so they apply through the same path a pushing provider uses.
 *
 * Quota: every answer says how many requests remain (x-requests-remaining); pulls space out as the
 * remainder shrinks and stop while it cannot pay for a whole pull (checked again hourly). The quota
 * is the account's, whatever number of instances pull: they share one schedule (PullLease), and
 * one instance at a time pulls.
 */

export const ODDS_API_PROVIDER = 'toa';

export interface OddsApiConfig {
  baseUrl: string;
  apiKey: string;
  /** The Odds API's sport keys (soccer_epl, basketball_nba…). */
  sports: string[];
  regions: string;
  /** Percent the operator adds on the bookmakers' fair prices. */
  marginPct: number;
  pollSeconds: number;
  fetch?: typeof fetch;
  now?: () => number;
  /** The schedule shared with the other instances pulling with this key (default: this process's own). */
  lease?: PullLease;
}

/** What a pull leaves for the next, whichever instance makes it. */
export interface PullState {
  remaining: number | null;
  used: number | null;
  /** The last sequence number given to a message: the next pull's are above it. */
  lastSeq: number;
}

/** Who pulls, and when: one instance at a time, none before the shared next time. */
export interface PullLease {
  /** Takes the pull for `holdMs` when it is due at `at` and nobody holds it: the state the last pull left, or null. */
  claim(at: number, holdMs: number): Promise<PullState | null>;
  /** Gives the pull back, with the next one's time and the state this one leaves. */
  release(state: PullState & { nextAt: number }): Promise<void>;
}

/** One process's schedule, in memory. */
export class LocalPullLease implements PullLease {
  private nextAt = 0;
  private held = false;
  private state: PullState = { remaining: null, used: null, lastSeq: 0 };

  async claim(at: number) {
    if (this.held || at < this.nextAt) return null;
    this.held = true;
    return { ...this.state };
  }

  async release({ nextAt, ...state }: PullState & { nextAt: number }) {
    this.nextAt = nextAt;
    this.state = state;
    this.held = false;
  }
}

/** The lease's row of an account: the feed and a hash of its key (the key itself is never stored). */
export const oddsApiLeaseKey = (apiKey: string) => `the-odds-api:${createHash('sha256').update(apiKey).digest('hex').slice(0, 16)}`;

/**
 * Instances sharing a database (sport_feed_pulls): the claim is one statement that takes the row
 * only when the next pull is due and no unexpired lease holds it, so of instances asking at once
 * exactly one pulls. Times are the instances' clocks (a few seconds apart at most, against pulls
 * minutes apart).
 */
export class DbPullLease implements PullLease {
  private until: string | null = null;

  constructor(
    private db: Db,
    private feed: string,
  ) {}

  async claim(at: number, holdMs: number) {
    const now = new Date(at).toISOString();
    const until = new Date(at + holdMs).toISOString();
    const res = await this.db.execute(sql`
      insert into sport_feed_pulls as p (feed, next_at, held_until) values (${this.feed}, ${now}::timestamptz, ${until}::timestamptz)
      on conflict (feed) do update set held_until = excluded.held_until
      where p.next_at <= ${now}::timestamptz and (p.held_until is null or p.held_until <= ${now}::timestamptz)
      returning remaining, used, last_seq`);
    const [row] = rowsOf<{ remaining: number | null; used: number | null; last_seq: string | number }>(res);
    if (!row) return null;
    this.until = until;
    const num = (v: number | null) => (v === null ? null : Number(v));
    return { remaining: num(row.remaining), used: num(row.used), lastSeq: Number(row.last_seq) };
  }

  async release(s: PullState & { nextAt: number }) {
    const until = this.until;
    this.until = null;
    // Only while still ours: a pull that outlived its lease leaves the row to the one that took it over.
    await this.db.execute(sql`
      update sport_feed_pulls set held_until = null, next_at = ${new Date(s.nextAt).toISOString()}::timestamptz,
        remaining = ${s.remaining}::int, used = ${s.used}::int, last_seq = greatest(last_seq, ${s.lastSeq}::bigint)
      where feed = ${this.feed} and held_until = ${until}::timestamptz`);
  }
}

interface OddsOutcome {
  name: string;
  price: number;
  point?: number;
}
interface OddsEvent {
  id: string;
  sport_key: string;
  sport_title?: string;
  commence_time: string;
  home_team: string;
  away_team: string;
  bookmakers?: { key: string; markets: { key: string; outcomes: OddsOutcome[] }[] }[];
}
interface ScoreEvent {
  id: string;
  sport_key: string;
  sport_title?: string;
  commence_time: string;
  completed: boolean;
  home_team: string;
  away_team: string;
  scores: { name: string; score: string }[] | null;
}

/** The book's sport for an Odds API sport key; null for the sports the book has no markets for. */
export function sportOfKey(key: string): SportCode | null {
  const group = key.split('_')[0];
  const map: Record<string, SportCode> = {
    soccer: 'football',
    basketball: 'basketball',
    icehockey: 'ice-hockey',
    tennis: 'tennis',
    volleyball: 'volleyball',
    esports: 'esports',
  };
  return map[group] ?? null;
}

const leagueCode = (key: string) => key.replace(/_/g, '-').slice(0, 30);
const eventIdOf = (id: string) =>
  id
    .toLowerCase()
    .replace(/[^a-z0-9-]/g, '')
    .slice(0, 32);

/**
 * Bookmakers' prices to the operator's: each bookmaker's implied chances with its margin taken
 * out, averaged, then the operator's margin added in proportion (the sum of the chances becomes
 * 1 + margin); prices are floored to 0.01, never below 1.01.
 */
export function priceWithMargin(books: number[][], marginPct: number): number[] {
  const n = books[0].length;
  const fair = Array.from({ length: n }, () => 0);
  for (const odds of books) {
    const implied = odds.map((o) => 1 / o);
    const total = implied.reduce((a, b) => a + b, 0);
    implied.forEach((p, i) => (fair[i] += p / total / books.length));
  }
  return fair.map((p) => Math.max(1.01, Math.floor(100 / (p * (1 + marginPct / 100))) / 100));
}

type MarketMessage = Extract<FeedMessage, { type: 'markets' }>['markets'][number];

/** An event's markets from its bookmakers: the three-way (soccer) or two-way h2h, and the most offered spread and total. */
export function marketsOf(ev: OddsEvent, sport: SportCode, marginPct: number): MarketMessage[] {
  const out: MarketMessage[] = [];
  const books = ev.bookmakers ?? [];
  const h2h = books.flatMap((b) => b.markets.filter((m) => m.key === 'h2h'));
  const three = sport === 'football';
  const names = three ? [ev.home_team, 'Draw', ev.away_team] : [ev.home_team, ev.away_team];
  const rows = h2h
    .map((m) => names.map((n) => m.outcomes.find((o) => o.name === n)?.price))
    .filter((r): r is number[] => r.every((p) => typeof p === 'number' && p > 1));
  if (rows.length) {
    const prices = priceWithMargin(rows, marginPct);
    const keys = three ? ['H', 'D', 'A'] : ['H', 'A'];
    out.push({ bet_type: three ? '1X2' : 'ML', status: 'open', selections: keys.map((key, i) => ({ key, odds: prices[i] })) });
  }
  // Lines: the one most bookmakers offer (the nearest to even money on a tie).
  const lined = (marketKey: 'spreads' | 'totals', first: string, second: string) => {
    const byLine = new Map<number, number[][]>();
    for (const b of books)
      for (const m of b.markets.filter((x) => x.key === marketKey)) {
        const a = m.outcomes.find((o) => o.name === first);
        const z = m.outcomes.find((o) => o.name === second);
        if (!a || !z || typeof a.point !== 'number' || !(a.price > 1) || !(z.price > 1) || !Number.isInteger(a.point * 4)) continue;
        byLine.set(a.point, [...(byLine.get(a.point) ?? []), [a.price, z.price]]);
      }
    const best = [...byLine.entries()].sort((x, y) => y[1].length - x[1].length || Math.abs(x[1][0][0] - x[1][0][1]) - Math.abs(y[1][0][0] - y[1][0][1]))[0];
    return best ? { line: best[0], prices: priceWithMargin(best[1], marginPct) } : null;
  };
  const spread = lined('spreads', ev.home_team, ev.away_team);
  if (spread)
    out.push({
      bet_type: 'HDP',
      line: spread.line,
      status: 'open',
      selections: [
        { key: 'H', odds: spread.prices[0] },
        { key: 'A', odds: spread.prices[1] },
      ],
    });
  const total = lined('totals', 'Over', 'Under');
  if (total)
    out.push({
      bet_type: 'OU',
      line: total.line,
      status: 'open',
      selections: [
        { key: 'O', odds: total.prices[0] },
        { key: 'U', odds: total.prices[1] },
      ],
    });
  return out;
}

export class OddsApiFeed {
  /** The quota as the last answer told it. */
  remaining: number | null = null;
  used: number | null = null;
  private titles = new Map<string, string>();
  private titlesAt = 0;
  private lastSeq = 0;
  private readonly fetch: typeof fetch;
  private readonly now: () => number;
  private readonly lease: PullLease;

  constructor(
    private cfg: OddsApiConfig,
    private apply: (provider: string, m: FeedMessage) => Promise<ApplyOutcome>,
  ) {
    this.fetch = cfg.fetch ?? fetch;
    this.now = cfg.now ?? Date.now;
    this.lease = cfg.lease ?? new LocalPullLease();
  }

  /** Requests one pull costs: odds at 1 per market and region, scores with past days at 2. */
  get costPerPull() {
    return this.cfg.sports.length * (3 * this.cfg.regions.split(',').length + 2);
  }

  /** Seconds to the next pull: the configured interval while the quota is plentiful, longer as it runs out. */
  delaySeconds() {
    const base = this.cfg.pollSeconds;
    if (this.remaining === null) return base;
    const pulls = this.remaining / this.costPerPull;
    if (pulls < 1) return Math.max(base, 3600);
    if (pulls < 20) return base * 8;
    if (pulls < 100) return base * 3;
    return base;
  }

  /**
   * The schedule's call, on every instance: pulls when the shared schedule says a pull is due and
   * no other instance is pulling; the quota and the next time it leaves are every instance's.
   * Answers whether it pulled.
   */
  async pullDue() {
    // Long enough for a whole pull: per sport two requests of at most 15 s, and the titles.
    const holdMs = Math.max(60_000, (this.cfg.sports.length * 2 + 1) * 15_000 + 15_000);
    const claim = await this.lease.claim(this.now(), holdMs);
    if (!claim) return false;
    if (claim.remaining !== null) this.remaining = claim.remaining;
    if (claim.used !== null) this.used = claim.used;
    this.lastSeq = Math.max(this.lastSeq, claim.lastSeq);
    try {
      await this.pull();
    } finally {
      await this.lease.release({ remaining: this.remaining, used: this.used, lastSeq: this.lastSeq, nextAt: this.now() + this.delaySeconds() * 1000 });
    }
    return true;
  }

  private async get<T>(path: string, query: Record<string, string>): Promise<T | null> {
    const url = new URL(path, this.cfg.baseUrl);
    for (const [k, v] of Object.entries({ apiKey: this.cfg.apiKey, ...query })) url.searchParams.set(k, v);
    const res = await this.fetch(url, { headers: { accept: 'application/json' }, signal: AbortSignal.timeout(15_000) });
    const remaining = res.headers.get('x-requests-remaining');
    const used = res.headers.get('x-requests-used');
    if (remaining !== null && Number.isFinite(Number(remaining))) this.remaining = Number(remaining);
    if (used !== null && Number.isFinite(Number(used))) this.used = Number(used);
    if (!res.ok) {
      // 401: the key is refused; 429: too fast or the quota is spent. Nothing is retried before the next pull.
      if (res.status === 429 || res.status === 401) this.remaining = 0;
      log.warn({ feed: 'the-odds-api', path, status: res.status, remaining: this.remaining }, 'sports feed request refused');
      return null;
    }
    return (await res.json()) as T;
  }

  /** One pull: every configured sport's events, prices and scores, applied as messages. Answers how many were applied. */
  async pull() {
    if (this.remaining !== null && this.remaining < this.costPerPull) {
      // A spent quota: one free request tells whether it was renewed.
      await this.loadTitles(true);
      if (this.remaining !== null && this.remaining < this.costPerPull) return 0;
    }
    await this.loadTitles(false);
    // Sequence numbers above every earlier pull's: time-based, and never below the last used.
    let seq = Math.max(this.now() * 10, this.lastSeq + 1);
    const next = () => (this.lastSeq = seq++);
    let applied = 0;
    const send = async (m: FeedMessage) => {
      if ((await this.apply(ODDS_API_PROVIDER, m)).applied) applied++;
    };
    for (const key of this.cfg.sports) {
      const sport = sportOfKey(key);
      if (!sport) continue;
      const league = { code: leagueCode(key), name: this.titles.get(key) ?? key, country: '' };
      const odds = await this.get<OddsEvent[]>(`/v4/sports/${encodeURIComponent(key)}/odds`, {
        regions: this.cfg.regions,
        markets: 'h2h,spreads,totals',
        oddsFormat: 'decimal',
        dateFormat: 'iso',
      });
      const scores = await this.get<ScoreEvent[]>(`/v4/sports/${encodeURIComponent(key)}/scores`, { daysFrom: '1', dateFormat: 'iso' });
      // Live scores for events listed from the odds; results for any event of the sport (its bets settle).
      const oddsIds = new Set((odds ?? []).map((e) => e.id));
      const fixture = (e: OddsEvent | ScoreEvent): FeedMessage | null => {
        const id = eventIdOf(e.id);
        if (!id || !e.home_team || !e.away_team || Number.isNaN(Date.parse(e.commence_time))) return null;
        return {
          type: 'event',
          event_id: id,
          seq: next(),
          sport,
          league,
          home: e.home_team,
          away: e.away_team,
          start_time: new Date(e.commence_time).toISOString(),
        };
      };
      for (const e of odds ?? []) {
        const ev = fixture(e);
        if (!ev) continue;
        await send(ev);
        const markets = marketsOf(e, sport, this.cfg.marginPct);
        if (markets.length) await send({ type: 'markets', event_id: ev.event_id, seq: next(), markets });
      }
      for (const s of scores ?? []) {
        const ev = fixture(s);
        if (!ev) continue;
        const pts = (name: string) => Number(s.scores?.find((x) => x.name === name)?.score);
        const home = pts(s.home_team);
        const away = pts(s.away_team);
        const scored = Number.isInteger(home) && Number.isInteger(away) && home >= 0 && away >= 0;
        if (s.completed && scored) {
          await send(ev);
          await send({ type: 'result', event_id: ev.event_id, seq: next(), home, away });
        } else if (Date.parse(s.commence_time) <= this.now() && !s.completed && oddsIds.has(s.id)) {
          await send({
            type: 'status',
            event_id: ev.event_id,
            seq: next(),
            status: 'live',
            period: '',
            clock: '',
            score: scored ? { home, away } : null,
            suspended: false,
          });
        }
      }
    }
    return applied;
  }

  /** The sports' titles (the leagues' names), hourly: /v4/sports costs no quota. */
  private async loadTitles(force: boolean) {
    if (!force && this.titles.size && this.now() - this.titlesAt < 3_600_000) return;
    const list = await this.get<{ key: string; title: string; active: boolean }[]>('/v4/sports', {});
    if (!list) return;
    this.titlesAt = this.now();
    for (const s of list) this.titles.set(s.key, s.title);
    const unknown = this.cfg.sports.filter((k) => !this.titles.has(k) || !sportOfKey(k));
    if (unknown.length) log.warn({ feed: 'the-odds-api', sports: unknown }, 'ODDS_API_SPORTS: not offered, or no markets for this sport');
  }
}
