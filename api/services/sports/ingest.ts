import { createHash, timingSafeEqual } from 'node:crypto';
import { and, eq, gt, isNull, or, sql } from 'drizzle-orm';
import { SPORTS_LANGS, type EventStatus, type SportCode, type SportsLang } from '../../../contract/sports.ts';
import { FEED_BET_TYPES, HALF_BET_TYPES, type FeedBetType, type FeedMessage } from '../../../contract/sports-feed.ts';
import type { Db } from '../../db/client.ts';
import { sportFeedEvents, sportTeamNames } from '../../db/schema.ts';
import { rowsOf } from '../../lib/db-rows.ts';
import { sportOf, type LeagueDef, type Names8, type TeamDef } from './catalog.ts';
import type { EventState, FeedEvent, PricedMarket } from './feed.ts';
import { marketIdOf, RESULTS_MS } from './feed.ts';
import { lineText, oddsFromDecimal, type EventResult } from './grading.ts';

// The protocol's shapes (the contract), for the adapters and tests that speak it.
export { FEED_BET_KEYS, FeedBatch, FeedMessage, PROVIDER_CODE, TeamNamesRequest, type FeedMessageInput } from '../../../contract/sports-feed.ts';

/**
 * Sports from a feed (docs/integrations/sports.md): providers send messages about events — the
 * fixture, markets and prices, the live status and score, the result, a cancellation — each with
 * a sequence number of its own event. A message is applied when its number is above the last one
 * applied to the event and ignored otherwise (a duplicate, or one overtaken), in one statement, so
 * parallel deliveries never apply an older message over a newer one. The book (IngestedBook) is
 * the events as last applied; the sportsbook's feed lists them beside the demo's.
 */

interface Fixture {
  sport: SportCode;
  league: { code: string; name: string; country: string };
  home: string;
  away: string;
  start: number;
}
interface StoredMarket {
  betType: FeedBetType;
  lineQ: number | null;
  status: 'open' | 'suspended' | 'closed';
  main?: boolean;
  selections: { key: string; odds: number }[];
}
interface Live {
  status: 'upcoming' | 'live';
  period: string;
  clock: string;
  minute: number | null;
  score: { home: number; away: number } | null;
  ht: { home: number; away: number } | null;
  suspended: boolean;
}
type StoredResult = EventResult & { at: number; reason?: string };

export interface BookEvent {
  id: string;
  provider: string;
  seq: number;
  fixture: Fixture | null;
  markets: Record<string, StoredMarket>;
  live: Live | null;
  result: StoredResult | null;
}

/** The book's id of a provider's event. */
export const bookEventId = (provider: string, eventId: string) => `${provider}-${eventId}`;

const teamIds = new Map<string, string>();
/** A fed team's id, from its name (kept: the board asks for it every second). */
const teamId = (name: string) => {
  let id = teamIds.get(name);
  if (!id) teamIds.set(name, (id = `t-${createHash('sha256').update(name.toLowerCase()).digest('hex').slice(0, 12)}`));
  return id;
};

/** One message as the columns it sets (null: left as it is). */
function columnsOf(m: FeedMessage, now: number) {
  const none = { fixture: null, markets: null, live: null, result: null, startsAt: null } as {
    fixture: Fixture | null;
    markets: Record<string, StoredMarket> | null;
    live: Live | null;
    result: StoredResult | null;
    startsAt: Date | null;
  };
  switch (m.type) {
    case 'event': {
      const start = Date.parse(m.start_time);
      return { ...none, fixture: { sport: m.sport, league: m.league, home: m.home, away: m.away, start }, startsAt: new Date(start) };
    }
    case 'markets': {
      const markets: Record<string, StoredMarket> = {};
      for (const x of m.markets) {
        const lineQ = x.line === null || x.line === undefined ? null : Math.round(x.line * 4);
        markets[`${x.bet_type}:${lineQ ?? ''}`] = {
          betType: x.bet_type,
          lineQ,
          status: x.status,
          ...(x.main === undefined ? {} : { main: x.main }),
          selections: x.selections.map((s) => ({ key: s.key, odds: oddsFromDecimal(s.odds) })),
        };
      }
      return { ...none, markets };
    }
    case 'status':
      return {
        ...none,
        live: {
          status: m.status,
          period: m.period,
          clock: m.clock,
          minute: m.minute ?? null,
          score: m.score ?? null,
          ht: m.ht_score ?? null,
          suspended: m.suspended,
        },
      };
    case 'result': {
      const ht = m.ht_home !== null && m.ht_home !== undefined && m.ht_away !== null && m.ht_away !== undefined;
      return {
        ...none,
        result: {
          status: 'finished',
          home: m.home,
          away: m.away,
          htHome: ht ? m.ht_home! : null,
          htAway: ht ? m.ht_away! : null,
          firstGoal: null,
          lastGoal: null,
          winner: null,
          at: now,
        },
      };
    }
    case 'cancel':
      return {
        ...none,
        result: { status: 'cancelled', home: 0, away: 0, htHome: null, htAway: null, firstGoal: null, lastGoal: null, winner: null, at: now, reason: m.reason },
      };
    case 'result_withdrawn':
      return none;
  }
}

/** The live state of an event whose result was withdrawn before any status: its markets held until a message lifts them. */
const HELD: Live = { status: 'live', period: '', clock: '', minute: null, score: null, ht: null, suspended: true };

type Row = typeof sportFeedEvents.$inferSelect;
const toBookEvent = (r: Row): BookEvent => ({
  id: r.eventId,
  provider: r.provider,
  seq: Number(r.seq),
  fixture: (r.fixture as Fixture | null) ?? null,
  markets: (r.markets as Record<string, StoredMarket>) ?? {},
  live: (r.live as Live | null) ?? null,
  result: (r.result as StoredResult | null) ?? null,
});

export interface ApplyOutcome {
  event_id: string;
  seq: number;
  applied: boolean;
}

/**
 * The events fed to the book, in memory (read by the board and the odds stream every second) and
 * in the database (what every instance and a restart read). `onApplied` is told of every applied
 * message: the settlement of results, the other instances' copies.
 */
export class IngestedBook {
  private events = new Map<string, BookEvent>();
  private leagueDefs = new Map<string, LeagueDef>();
  /** The feed's own name of each team (by id) and league (by code): what translations are keyed by. */
  private fedNames = new Map<string, string>();
  /** Translations given for fed names (sport_team_names). */
  private translations = new Map<string, Partial<Names8>>();
  onApplied?: (ev: BookEvent, m: FeedMessage, resultChanged: boolean) => Promise<void> | void;

  constructor(
    private db: Db,
    readonly now: () => number = Date.now,
  ) {}

  /** A fed name in every language: the translation given, else the feed's name. */
  private namesOf(name: string): Names8 {
    const t = this.translations.get(name);
    return Object.fromEntries(SPORTS_LANGS.map((l) => [l, t?.[l] ?? name])) as Names8;
  }

  /** Reads the translations of fed names, and names the teams and leagues listed by them. */
  async loadNames() {
    const rows = await this.db.select().from(sportTeamNames);
    this.translations.clear();
    for (const r of rows) this.translations.set(r.name, { ...this.translations.get(r.name), [r.lang as SportsLang]: r.text });
    for (const l of this.leagueDefs.values()) {
      l.names = this.namesOf(this.fedNames.get(`league:${l.code}`) ?? l.names.en);
      for (const t of l.teams) t.names = this.namesOf(this.fedNames.get(t.id) ?? t.names.en);
    }
  }

  /**
   * Sets (or, with null, removes) translations of fed names: one transaction. The caller tells
   * the other instances to read them again.
   */
  async setNames(names: { name: string; lang: SportsLang; text: string | null }[]) {
    await this.db.transaction(async (tx) => {
      for (const n of names) {
        if (n.text === null) await tx.delete(sportTeamNames).where(and(eq(sportTeamNames.name, n.name), eq(sportTeamNames.lang, n.lang)));
        else
          await tx
            .insert(sportTeamNames)
            .values({ name: n.name, lang: n.lang, text: n.text })
            .onConflictDoUpdate({ target: [sportTeamNames.name, sportTeamNames.lang], set: { text: n.text, updatedAt: new Date() } });
      }
    });
    await this.loadNames();
  }

  /** Reads the events still listed (or still to be settled) from the database, and the names' translations. */
  async load() {
    await this.loadNames();
    const since = new Date(this.now() - 2 * 24 * 3_600_000);
    const rows = await this.db
      .select()
      .from(sportFeedEvents)
      .where(or(isNull(sportFeedEvents.result), gt(sportFeedEvents.updatedAt, since)));
    for (const r of rows) this.remember(toBookEvent(r));
  }

  /** Re-reads one event (another instance applied a message to it). */
  async reload(id: string) {
    const [r] = await this.db.select().from(sportFeedEvents).where(eq(sportFeedEvents.eventId, id));
    if (r) this.remember(toBookEvent(r));
  }

  private remember(ev: BookEvent) {
    const before = this.events.get(ev.id);
    if (before && before.seq > ev.seq) return;
    this.events.set(ev.id, ev);
    if (ev.fixture) {
      const f = ev.fixture;
      const l = this.leagueDefs.get(f.league.code) ?? {
        code: f.league.code,
        sport: f.sport,
        country: f.league.country,
        names: this.namesOf(f.league.name),
        teams: [],
        intervalMin: 0,
        offsetMin: 0,
      };
      if (this.fedNames.get(`league:${l.code}`) !== f.league.name) {
        this.fedNames.set(`league:${l.code}`, f.league.name);
        l.names = this.namesOf(f.league.name);
      }
      for (const name of [f.home, f.away]) {
        const id = teamId(name);
        if (l.teams.some((t) => t.id === id)) continue;
        this.fedNames.set(id, name);
        l.teams.push({ id, names: this.namesOf(name), rating: 0 });
      }
      this.leagueDefs.set(l.code, l);
    }
  }

  /**
   * Applies one message of a provider: one statement inserts the event or updates it when the
   * message's sequence number is above the stored one (the row's lock orders parallel deliveries).
   * Answers whether it was applied.
   *
   * A result, a cancellation or a withdrawn result also writes the event's settled result
   * (sport_results) in the same statement, so the result settlement reads is always the one of the
   * highest sequence number applied: a correction replaces it, a withdrawal removes it (and holds
   * the event's markets). A result the back office set stands over the feed's. A changed result
   * also marks the event's bets as due to be graded again (sport_results_due).
   */
  async apply(provider: string, m: FeedMessage): Promise<ApplyOutcome> {
    const id = bookEventId(provider, m.event_id);
    const c = columnsOf(m, this.now());
    const j = (v: unknown) => (v === null ? sql`null::jsonb` : sql`${JSON.stringify(v)}::jsonb`);
    const settles = m.type === 'result' || m.type === 'cancel' || m.type === 'result_withdrawn';
    const withdrawn = m.type === 'result_withdrawn';
    const r = c.result;
    const res = await this.db.execute(sql`
      with f as (
        insert into sport_feed_events as f (event_id, provider, seq, fixture, markets, live, result, starts_at, updated_at)
        values (${id}, ${provider}, ${m.seq}, ${j(c.fixture)}, coalesce(${j(c.markets)}, '{}'::jsonb), ${j(c.live)}, ${j(c.result)}, ${c.startsAt?.toISOString() ?? null}::timestamptz, now())
        on conflict (event_id) do update set
          seq = excluded.seq,
          fixture = coalesce(${j(c.fixture)}, f.fixture),
          markets = f.markets || coalesce(${j(c.markets)}, '{}'::jsonb),
          live = case when ${withdrawn}::boolean
                      then jsonb_set(coalesce(f.live, ${JSON.stringify(HELD)}::jsonb), '{suspended}', 'true'::jsonb)
                      else coalesce(${j(c.live)}, f.live) end,
          result = case when ${settles}::boolean then ${j(c.result)} else f.result end,
          starts_at = coalesce(excluded.starts_at, f.starts_at),
          updated_at = now()
        where f.seq < excluded.seq and f.provider = excluded.provider
        returning event_id, provider, seq, fixture, markets, live, result
      ),
      kept as (
        insert into sport_results (event_id, status, home, away, ht_home, ht_away)
        select event_id, ${r?.status ?? null}::text, ${r?.home ?? 0}::int, ${r?.away ?? 0}::int, ${r?.htHome ?? null}::int, ${r?.htAway ?? null}::int
        from f where ${r !== null}::boolean
        on conflict (event_id) do update set
          status = excluded.status, home = excluded.home, away = excluded.away, ht_home = excluded.ht_home, ht_away = excluded.ht_away,
          first_goal = null, last_goal = null, winner = null
        where not sport_results.forced
          and (sport_results.status, sport_results.home, sport_results.away, sport_results.ht_home, sport_results.ht_away)
              is distinct from (excluded.status, excluded.home, excluded.away, excluded.ht_home, excluded.ht_away)
        returning event_id
      ),
      gone as (
        delete from sport_results s
        where ${withdrawn}::boolean and s.event_id = ${id} and not s.forced and exists (select 1 from f)
        returning s.event_id
      ),
      due as (
        insert into sport_results_due (event_id, seq)
        select event_id, ${m.seq}::bigint from (select event_id from kept union select event_id from gone) changed
        on conflict (event_id) do update set seq = greatest(sport_results_due.seq, excluded.seq)
        returning event_id
      )
      select f.*, exists (select 1 from due) as result_changed from f`);
    const [row] = rowsOf<{
      event_id: string;
      provider: string;
      seq: string | number;
      fixture: unknown;
      markets: unknown;
      live: unknown;
      result: unknown;
      result_changed: boolean;
    }>(res);
    if (!row) return { event_id: id, seq: m.seq, applied: false };
    const parse = (v: unknown) => (typeof v === 'string' ? JSON.parse(v) : v);
    const ev: BookEvent = {
      id: row.event_id,
      provider: row.provider,
      seq: Number(row.seq),
      fixture: parse(row.fixture) ?? null,
      markets: parse(row.markets) ?? {},
      live: parse(row.live) ?? null,
      result: parse(row.result) ?? null,
    };
    this.remember(ev);
    await this.onApplied?.(ev, m, settles && row.result_changed === true);
    return { event_id: id, seq: m.seq, applied: true };
  }

  /* ——— The events as the sportsbook's feed reads them ——— */

  get leagues(): LeagueDef[] {
    return [...this.leagueDefs.values()];
  }

  league(code: string) {
    return this.leagueDefs.get(code) ?? null;
  }

  has(id: string) {
    return this.events.get(id)?.fixture != null;
  }

  raw(id: string) {
    return this.events.get(id) ?? null;
  }

  event(id: string): FeedEvent | null {
    const ev = this.events.get(id);
    if (!ev?.fixture) return null;
    const f = ev.fixture;
    const league = this.leagueDefs.get(f.league.code)!;
    const team = (name: string): TeamDef => league.teams.find((t) => t.id === teamId(name))!;
    return { id, league, sport: sportOf(f.sport), k: 0, season: 0, home: team(f.home), away: team(f.away), start: f.start, ingested: true };
  }

  /** Events listed at t: all not ended, and the ended for an hour after their result. */
  listed(t: number): FeedEvent[] {
    const out: FeedEvent[] = [];
    for (const ev of this.events.values()) {
      // Settled two days ago: no longer kept in memory (its bets were settled when its result came).
      if (ev.result && ev.result.at + 2 * 24 * 3_600_000 < t) this.events.delete(ev.id);
      if (!ev.fixture) continue;
      if (ev.result ? ev.result.at + RESULTS_MS <= t : ev.fixture.start + 24 * 3_600_000 <= t) continue;
      out.push(this.event(ev.id)!);
    }
    return out;
  }

  result(id: string): EventResult | null {
    const r = this.events.get(id)?.result;
    if (!r) return null;
    const { at: _at, reason: _reason, ...result } = r;
    return result;
  }

  state(id: string): EventState {
    const ev = this.events.get(id);
    const base = { x: 0, halfDone: false, firstGoal: null, suspended: false };
    const r = ev?.result;
    if (r) {
      const ht = r.htHome !== null && r.htAway !== null ? { home: r.htHome, away: r.htAway } : null;
      const score = r.status === 'finished' ? { home: r.home, away: r.away } : null;
      return { ...base, status: r.status as EventStatus, period: 'FT', clock: 'FT', minute: null, score, ht, closing: true };
    }
    const l = ev?.live;
    if (!l) return { ...base, status: 'upcoming', period: '', clock: '', minute: null, score: null, ht: null, closing: false };
    return { ...base, status: l.status, period: l.period, clock: l.clock, minute: l.minute, score: l.score, ht: l.ht, suspended: l.suspended, closing: false };
  }

  markets(id: string, onlyMain = false): PricedMarket[] {
    const ev = this.events.get(id);
    if (!ev || ev.result) return [];
    const st = this.state(id);
    const out: PricedMarket[] = [];
    const mainTaken = new Set<string>();
    const stored = Object.values(ev.markets).sort((a, b) => FEED_BET_TYPES.indexOf(a.betType) - FEED_BET_TYPES.indexOf(b.betType));
    for (const m of stored) if (m.main) mainTaken.add(m.betType);
    for (const m of stored) {
      const main = m.main ?? !mainTaken.has(m.betType);
      if (main) mainTaken.add(m.betType);
      if (onlyMain && !main) continue;
      const mid = marketIdOf(id, m.betType, m.lineQ);
      const status = m.status === 'closed' ? 'closed' : st.suspended ? 'suspended' : m.status;
      const lined = m.lineQ !== null;
      const handicap = m.betType === 'HDP' || m.betType === 'HDPH';
      out.push({
        id: mid,
        eventId: id,
        betType: m.betType,
        period: HALF_BET_TYPES.has(m.betType) ? '1H' : 'FT',
        lineQ: m.lineQ,
        homeAway: handicap && m.lineQ ? (m.lineQ < 0 ? 'H' : 'A') : '',
        criteria1: lined ? lineText(m.lineQ!, handicap) : '',
        main,
        status,
        selections: m.selections.map((s) => ({
          id: `${mid}:${s.key}`,
          key: s.key,
          homeAway: s.key === 'H' || s.key === 'O' ? 'H' : s.key === 'A' || s.key === 'U' ? 'A' : s.key === 'D' ? 'D' : '',
          criteria1: !lined ? '' : handicap ? lineText(s.key === 'H' ? m.lineQ! : -m.lineQ!, true) : lineText(m.lineQ!, false),
          odds: s.odds,
          open: s.odds > 10_000 && status !== 'closed',
        })),
      });
    }
    return out;
  }
}

/* ——— Providers' keys ——— */

const sha256 = (s: string) => createHash('sha256').update(s).digest('hex');

/**
 * Push providers' keys from FEED_PUSH_KEYS: "provider:sha256-of-key" pairs, comma-separated (only
 * hashes are configured; `npm run feed-key -- <provider>` makes a key and its line).
 */
export function parsePushKeys(text: string | undefined): Map<string, string> {
  const out = new Map<string, string>();
  for (const part of (text ?? '').split(',').map((p) => p.trim())) {
    if (!part) continue;
    const m = /^([a-z][a-z0-9]{1,9}):([0-9a-f]{64})$/.exec(part);
    if (!m) throw new Error('FEED_PUSH_KEYS: "provider:<sha256 hex of the key>" pairs, comma-separated');
    out.set(m[2], m[1]);
  }
  return out;
}

/** The provider a key belongs to, or null. */
export function providerOfKey(keys: Map<string, string>, key: string | undefined): string | null {
  if (!key || key.length < 32 || key.length > 200) return null;
  const h = sha256(key);
  for (const [hash, provider] of keys) if (timingSafeEqual(Buffer.from(hash), Buffer.from(h))) return provider;
  return null;
}

export const hashPushKey = sha256;
