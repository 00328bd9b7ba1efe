import { randomBytes } from 'node:crypto';
import { and, count, desc, eq, gte, inArray, lt, ne, sql } from 'drizzle-orm';
import type {
  BetLeg,
  BetLimits,
  BetResult,
  EventStatus,
  MatchListAnswer,
  OddsLine,
  OddsPolicy,
  PriceChange,
  PublicOddsAnswer,
  SportBet,
  SportCode,
} from '../../../contract/sports.ts';
import { ODDS_POLICIES, OddsFormatCode } from '../../../contract/sports.ts';
import type { Db } from '../../db/client.ts';
import { operators, players, sportBetLegs, sportBets, sportCashoutQuotes, sportResults } from '../../db/schema.ts';
import { rowsOf } from '../../lib/db-rows.ts';
import { ApiError } from '../../lib/errors.ts';
import { log } from '../../lib/log.ts';
import { parseMoney, toMoneyString } from '../../lib/money.ts';
import type { BalanceEvents } from '../balance-events.ts';
import { balancesOf, lockPlayer, postEntries } from '../ledger.ts';
import type { AssertMay } from '../protection.ts';
import type { Player } from '../sessions.ts';
import { SPORTS, localNames } from './catalog.ts';
import { parseSelectionId, type SportsFeed } from './feed.ts';
import { betPayout, betResult, cashoutValue, oddsFromDecimal, oddsToDecimal, potentialReturn, settleLeg, totalOdds, type EventResult } from './settle.ts';
import { matchLines, outrightLines, teamNames, toMatch, toOutright } from './views.ts';

const ODDS_FORMAT_CODES = new Set<string>(OddsFormatCode.options);

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
type BetRow = typeof sportBets.$inferSelect;
type LegRow = typeof sportBetLegs.$inferSelect;
type ResultRow = typeof sportResults.$inferSelect;

/** The book's limits, in minor units (decision 0008). */
export const SPORTS_LIMITS = {
  minStake: 100,
  maxStake: 500_000,
  maxPayout: 10_000_000,
  /** What one player could win on one selection across open bets. */
  maxLiability: 2_000_000,
  /** What all of an operator's players together could win on one selection, unless the operator set its own. */
  maxSelectionLiability: 20_000_000,
  minLegs: 2,
  maxLegs: 10,
  quoteSeconds: 10,
  /** Percent the house keeps from a cash-out's fair value. */
  cashoutCut: 5,
};

const REF = 'sports_bet';
/** The advisory-lock namespace of the book's selections (api/lib/stream-slots.ts holds 17). */
const SELECTION_LOCK = 14;
const iso = (d: Date | null) => (d ? d.toISOString() : null);

const toResult = (r: ResultRow): EventResult => ({
  status: r.status,
  home: r.home,
  away: r.away,
  htHome: r.htHome,
  htAway: r.htAway,
  firstGoal: r.firstGoal ?? null,
  lastGoal: r.lastGoal ?? null,
  winner: r.winner,
});

export interface ForceInput {
  event_id: string;
  home?: number;
  away?: number;
  ht_home?: number;
  ht_away?: number;
  first_goal?: 'H' | 'A' | 'N';
  last_goal?: 'H' | 'A' | 'N';
  winner?: string;
  cancel?: boolean;
}

/**
 * The sportsbook of the reference API: the feed's board, bets held on the ledger, settlement
 * and cash-out. Every money movement is one transaction through postEntries (the player row
 * locked); a bet's row is locked before its settlement or cash-out, so each pays once.
 */
export class SportsService {
  private settler: NodeJS.Timeout | null = null;
  private lastForced = new Date(0);
  /** Told when the back office forced a result here (the bus tells the other instances). */
  onForced?: (eventId: string) => void;

  constructor(
    private db: Db,
    readonly feed: SportsFeed,
    private events: BalanceEvents,
    /** Limits and exclusions, checked in the placement's transaction under the player lock. */
    private assertMay?: AssertMay,
  ) {}

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

  /** The back office: the operator's cap per selection (`change`: minor units, null for the default), then the one in force. */
  async selectionLiability(operatorId: number, change?: number | null) {
    const rows =
      change === undefined
        ? await this.db.select({ cap: operators.sportsSelectionLiability }).from(operators).where(eq(operators.id, operatorId))
        : await this.db
            .update(operators)
            .set({ sportsSelectionLiability: change })
            .where(eq(operators.id, operatorId))
            .returning({ cap: operators.sportsSelectionLiability });
    const cap = rows[0]?.cap ?? null;
    return { selection_liability: toMoneyString(cap ?? SPORTS_LIMITS.maxSelectionLiability), selection_liability_set: cap !== null };
  }

  /* ——— The board (public) ——— */

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
    const rows = listed
      .filter(({ ev }) => (!q.sport || ev.sport.code === q.sport) && (!q.league || ev.league.code === q.league) && (!q.event_id || ev.id === q.event_id))
      .filter(({ st }) => q.event_id || wanted[q.status].includes(st.status))
      .sort((a, b) => (q.status === 'finished' ? b.ev.start - a.ev.start : a.ev.start - b.ev.start));
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
      value: rows.map(({ ev, st }) => toMatch(ev, st, this.feed.markets(ev, t, true), this.feed.marketCount(ev, t))),
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

  /* ——— Bets ——— */

  /**
   * Places a single or a parlay. One transaction: the player row is locked first, so a player's
   * placements run one at a time (an idempotency key makes one bet, liability and balance are
   * checked against committed bets); the prices are taken again inside it; the stake moves to
   * the open-bets hold with the bet. Never retried: a refused bet changed nothing.
   */
  async place(
    p: Player,
    input: { kind: 'single' | 'parlay'; stake: string; legs: { selection_id: string; odds: number }[]; odds_policy: OddsPolicy; idempotency_key: string },
  ) {
    const stake = parseMoney(input.stake);
    const ids = input.legs.map((l) => l.selection_id);
    const parsed = ids.map((id) => parseSelectionId(id));
    const unknown = ids.filter((_, i) => !parsed[i]);
    if (unknown.length)
      throw new ApiError('selectionNotFound', -1, 200, { changes: unknown.map((selection_id) => ({ selection_id, odds: 0, status: 'closed' })) });
    if (input.kind === 'parlay') {
      if (input.legs.length > SPORTS_LIMITS.maxLegs) throw new ApiError('parlayLegs', -422, 200, { max_legs: SPORTS_LIMITS.maxLegs });
      if (new Set(parsed.map((x) => x!.eventId)).size !== parsed.length) throw new ApiError('parlaySameEvent', -422);
    }
    const out = await this.db.transaction(async (tx) => {
      await lockPlayer(tx, p.id);
      const [seen] = await tx
        .select()
        .from(sportBets)
        .where(and(eq(sportBets.playerId, p.id), eq(sportBets.idempotencyKey, input.idempotency_key)))
        .limit(1);
      if (seen) {
        const legs = await tx.select({ id: sportBetLegs.selectionId }).from(sportBetLegs).where(eq(sportBetLegs.betId, seen.id));
        const same = seen.stake === stake && seen.kind === input.kind && legs.length === ids.length && legs.every((l) => ids.includes(l.id));
        if (!same) throw new ApiError('idempotencyKeyReused', -422);
        return { betId: seen.id, after: null };
      }
      if (stake < SPORTS_LIMITS.minStake)
        throw new ApiError('stakeBelowMinimum', -422, 200, {
          min: toMoneyString(SPORTS_LIMITS.minStake),
          errors: [{ field: 'stake', message: 'stakeBelowMinimum' }],
        });
      if (stake > SPORTS_LIMITS.maxStake)
        throw new ApiError('stakeAboveMaximum', -422, 200, {
          max: toMoneyString(SPORTS_LIMITS.maxStake),
          errors: [{ field: 'stake', message: 'stakeAboveMaximum' }],
        });

      // Re-price every leg now.
      const t = this.feed.now();
      const legs = input.legs.map((l) => ({ req: l, found: this.feed.selection(l.selection_id, t) }));
      const missing = legs.filter((l) => !l.found).map((l) => ({ selection_id: l.req.selection_id, odds: 0, status: 'closed' as const }));
      if (missing.length) throw new ApiError('selectionNotFound', -1, 200, { changes: missing });
      const closed: PriceChange[] = [];
      const suspended: PriceChange[] = [];
      for (const { req, found } of legs) {
        if (!found?.market || !found.selection || !found.selection.open || found.market.status === 'closed')
          closed.push({ selection_id: req.selection_id, odds: found?.selection ? oddsToDecimal(found.selection.odds) : 0, status: 'closed' });
        else if (found.market.status === 'suspended')
          suspended.push({ selection_id: req.selection_id, odds: oddsToDecimal(found.selection.odds), status: 'suspended' });
      }
      if (closed.length) throw new ApiError('marketClosed', -1, 200, { changes: [...closed, ...suspended] });
      if (suspended.length) throw new ApiError('marketSuspended', -1, 200, { changes: suspended });
      const accepted = legs.map(({ req, found }) => {
        const current = found!.selection!.odds;
        const seenOdds = oddsFromDecimal(req.odds);
        const ok = input.odds_policy === 'any' || current === seenOdds || (input.odds_policy === 'better' && current > seenOdds);
        return { req, found: found!, current, ok };
      });
      const moved = accepted.filter((a) => !a.ok);
      if (moved.length)
        throw new ApiError('oddsChanged', -1, 200, {
          changes: accepted.map((a) => ({ selection_id: a.req.selection_id, odds: oddsToDecimal(a.current), status: 'open' })),
        });
      const odds = accepted.map((a) => a.current);
      const potential = potentialReturn(stake, odds);
      if (potential > SPORTS_LIMITS.maxPayout) throw new ApiError('payoutAboveMaximum', -422, 200, { max: toMoneyString(SPORTS_LIMITS.maxPayout) });

      // Liability: what this player, and all of the operator's players, could win on each selection
      // across open bets, this one included. The player's lock orders one player's placements; each
      // selection's lock (taken in one order, held to the commit) orders the book's, so no two
      // placements both count the same room.
      for (const id of [...new Set(ids)].sort()) await tx.execute(sql`select pg_advisory_xact_lock(${SELECTION_LOCK}, hashtext(${`${p.operatorId}:${id}`}))`);
      const [op] = await tx.select({ cap: operators.sportsSelectionLiability }).from(operators).where(eq(operators.id, p.operatorId));
      const bookCap = op?.cap ?? SPORTS_LIMITS.maxSelectionLiability;
      const exposure = await tx.execute(sql`
        select l.selection_id,
          coalesce(sum(b.potential_return - b.stake) filter (where b.player_id = ${p.id}), 0)::text as mine,
          coalesce(sum(b.potential_return - b.stake), 0)::text as book
        from sport_bet_legs l join sport_bets b on b.id = l.bet_id join players pl on pl.id = b.player_id
        where pl.operator_id = ${p.operatorId} and b.status = 'open' and l.selection_id in (${sql.join(
          ids.map((id) => sql`${id}`),
          sql`, `,
        )})
        group by l.selection_id`);
      const held = new Map(rowsOf<{ selection_id: string; mine: string; book: string }>(exposure).map((r) => [r.selection_id, r]));
      const liability = potential - stake;
      for (const id of ids) {
        const mine = Number(held.get(id)?.mine ?? 0);
        const book = Number(held.get(id)?.book ?? 0);
        if (mine + liability > SPORTS_LIMITS.maxLiability)
          throw new ApiError('liabilityLimit', -1, 200, {
            selection_id: id,
            available: toMoneyString(Math.max(0, SPORTS_LIMITS.maxLiability - mine)),
          });
        if (book + liability > bookCap)
          throw new ApiError('selectionLiabilityLimit', -1, 200, {
            selection_id: id,
            available: toMoneyString(Math.max(0, bookCap - book)),
          });
      }

      const [bet] = await tx
        .insert(sportBets)
        .values({
          playerId: p.id,
          kind: input.kind,
          stake,
          odds: totalOdds(odds),
          potentialReturn: potential,
          oddsPolicy: input.odds_policy,
          idempotencyKey: input.idempotency_key,
        })
        .returning({ id: sportBets.id });
      await tx.insert(sportBetLegs).values(
        accepted.map(({ req, found, current }) => {
          const m = found.market!;
          const s = found.selection!;
          const ev = found.event;
          const o = found.outright;
          const team = o?.league.teams.find((x) => x.id === s.key);
          const names = ev ? teamNames(ev.home.names, ev.away.names) : teamNames(team!.names);
          return {
            betId: bet.id,
            eventId: ev?.id ?? o!.id,
            marketId: m.id,
            selectionId: req.selection_id,
            betType: m.betType,
            period: m.period,
            lineQ: m.lineQ,
            selectionKey: s.key,
            homeAway: s.homeAway,
            criteria1: s.criteria1,
            odds: current,
            sport: (ev ?? o)!.sport.code,
            league: (ev ?? o)!.league.code,
            startTime: new Date(ev?.start ?? o!.start),
            names,
          };
        }),
      );
      const first = accepted[0].found;
      const what = first.event ? `${first.event.home.names.en} v ${first.event.away.names.en}` : first.outright!.league.names.en;
      const note = input.kind === 'parlay' ? `Parlay ×${accepted.length}` : `${first.market!.betType} ${what}`.slice(0, 200);
      await this.assertMay?.(tx, p.id, { kind: 'wager', amount: stake });
      const after = await postEntries(tx, p.id, [{ kind: 'bet_hold', amount: -stake, refType: REF, refId: String(bet.id), note }]);
      return { betId: bet.id, after };
    });
    if (out.after) this.events.publish(p.id, out.after, 'sports_bet');
    const balance = out.after ? out.after.balance : (await balancesOf(this.db, p.id)).balance;
    const [bet] = await this.views([out.betId]);
    return { statusCode: 1, message: 'OK', bet, balance: toMoneyString(balance), replay: !out.after };
  }

  /** Bets in the contract's shape, legs with their final scores once settled. */
  private async views(ids: number[], db: Db | Tx = this.db): Promise<SportBet[]> {
    if (!ids.length) return [];
    const [bets, legs] = await Promise.all([
      db.select().from(sportBets).where(inArray(sportBets.id, ids)),
      db.select().from(sportBetLegs).where(inArray(sportBetLegs.betId, ids)).orderBy(sportBetLegs.id),
    ]);
    const eventIds = [...new Set(legs.filter((l) => l.result).map((l) => l.eventId))];
    const results = eventIds.length ? await db.select().from(sportResults).where(inArray(sportResults.eventId, eventIds)) : [];
    const scores = new Map(results.map((r) => [r.eventId, r]));
    const byId = new Map(bets.map((b) => [b.id, b]));
    return ids
      .map((id) => byId.get(id))
      .filter((b): b is BetRow => !!b)
      .map((b) =>
        this.toBet(
          b,
          legs.filter((l) => l.betId === b.id),
          scores,
        ),
      );
  }

  private toBet(b: BetRow, legs: LegRow[], scores: Map<string, ResultRow>): SportBet {
    return {
      id: b.id,
      kind: b.kind,
      stake: toMoneyString(b.stake),
      odds: oddsToDecimal(b.odds),
      potential_return: toMoneyString(b.potentialReturn),
      odds_policy: b.oddsPolicy,
      status: b.status,
      result: b.result ?? null,
      payout: b.payout === null ? null : toMoneyString(b.payout),
      created_at: b.createdAt.toISOString(),
      settled_at: iso(b.settledAt),
      legs: legs.map((l): BetLeg => {
        const r = scores.get(l.eventId);
        return {
          ...(l.names as unknown as BetLeg),
          bet_type: l.betType as BetLeg['bet_type'],
          home_away: l.homeAway as BetLeg['home_away'],
          criteria1: l.criteria1,
          event_id: l.eventId,
          market_id: l.marketId,
          selection_id: l.selectionId,
          key: l.selectionKey,
          period: l.period,
          odds: oddsToDecimal(l.odds),
          sport: l.sport as SportCode,
          league: l.league,
          start_time: l.startTime.toISOString(),
          result: l.result ?? null,
          score: r && l.result && r.status === 'finished' && l.betType !== 'OR' ? { home: r.home, away: r.away } : null,
          settled_at: iso(l.settledAt),
        };
      }),
    };
  }

  /** The player's odds format (null until chosen); with `format`, stores it first. */
  async settings(p: Player, format?: OddsFormatCode) {
    if (format) await this.db.update(players).set({ oddsFormat: format }).where(eq(players.id, p.id));
    const [row] = await this.db.select({ format: players.oddsFormat }).from(players).where(eq(players.id, p.id));
    const stored = row?.format;
    return { statusCode: 1, message: 'OK', odds_format: stored && ODDS_FORMAT_CODES.has(stored) ? (stored as OddsFormatCode) : null };
  }

  async bets(p: Player, q: { status: 'all' | 'open' | 'settled'; page: number; page_size: number; date_from: string; date_to: string }) {
    const conds = [eq(sportBets.playerId, p.id)];
    if (q.status === 'open') conds.push(eq(sportBets.status, 'open'));
    if (q.status === 'settled') conds.push(ne(sportBets.status, 'open'));
    if (q.date_from) conds.push(gte(sportBets.createdAt, new Date(`${q.date_from}T00:00:00Z`)));
    if (q.date_to) conds.push(lt(sportBets.createdAt, new Date(Date.parse(`${q.date_to}T00:00:00Z`) + 86_400_000)));
    const where = and(...conds);
    const [page, [all], [open]] = await Promise.all([
      this.db
        .select({ id: sportBets.id })
        .from(sportBets)
        .where(where)
        .orderBy(desc(sportBets.id))
        .limit(q.page_size)
        .offset((q.page - 1) * q.page_size),
      this.db.select({ n: count() }).from(sportBets).where(where),
      this.db
        .select({ n: count(), stake: sql<string>`coalesce(sum(${sportBets.stake}), 0)::text` })
        .from(sportBets)
        .where(and(eq(sportBets.playerId, p.id), eq(sportBets.status, 'open'))),
    ]);
    return {
      statusCode: 1,
      message: 'OK',
      value: await this.views(page.map((r) => r.id)),
      total: Number(all?.n ?? 0),
      page: q.page,
      page_size: q.page_size,
      open_stake: toMoneyString(Number(open?.stake ?? 0)),
      open_count: Number(open?.n ?? 0),
    };
  }

  /* ——— Cash-out ——— */

  /** What an open bet is worth now; null when a leg lost or a market is not open. */
  private valueOf(b: BetRow, legs: LegRow[]): number | null {
    const t = this.feed.now();
    return cashoutValue(
      b.stake,
      legs.map((l) => {
        if (l.result) return { odds: l.odds, result: l.result, current: null };
        const found = this.feed.selection(l.selectionId, t);
        const open = found?.market?.status === 'open' && found.selection?.open;
        return { odds: l.odds, result: null, current: open ? found!.selection!.odds : null };
      }),
      SPORTS_LIMITS.cashoutCut,
    );
  }

  async cashoutQuote(p: Player, betId: number) {
    const [b] = await this.db
      .select()
      .from(sportBets)
      .where(and(eq(sportBets.id, betId), eq(sportBets.playerId, p.id)))
      .limit(1);
    if (!b) throw new ApiError('betNotFound');
    if (b.status !== 'open') throw new ApiError('betNotOpen');
    const legs = await this.db.select().from(sportBetLegs).where(eq(sportBetLegs.betId, b.id));
    const amount = this.valueOf(b, legs);
    if (amount === null || amount <= 0) throw new ApiError('cashoutUnavailable');
    const id = randomBytes(18).toString('base64url');
    const expiresAt = new Date(Date.now() + SPORTS_LIMITS.quoteSeconds * 1000);
    await this.db.insert(sportCashoutQuotes).values({ id, betId: b.id, playerId: p.id, amount, expiresAt });
    return {
      statusCode: 1,
      message: 'OK',
      quote_id: id,
      bet_id: b.id,
      amount: toMoneyString(amount),
      expires_at: expiresAt.toISOString(),
      expires_in: SPORTS_LIMITS.quoteSeconds,
    };
  }

  /**
   * Executes a quote: once, before it expires, while the bet is open and its markets are open.
   * The bet row is locked (as settlement does), so a cash-out and a settlement never both pay.
   */
  async cashout(p: Player, quoteId: string) {
    const out = await this.db.transaction(async (tx) => {
      const locked = await tx.execute(
        sql`select id, bet_id, amount, expires_at, used_at from sport_cashout_quotes where id = ${quoteId} and player_id = ${p.id} for update`,
      );
      const q = rowsOf<{ id: string; bet_id: number; amount: string | number; expires_at: string | Date; used_at: string | Date | null }>(locked)[0];
      if (!q) throw new ApiError('quoteNotFound');
      const betRows = rowsOf(await tx.execute(sql`select id from sport_bets where id = ${q.bet_id} for update`));
      if (!betRows.length) throw new ApiError('betNotFound');
      const [b] = await tx.select().from(sportBets).where(eq(sportBets.id, q.bet_id));
      // The same quote again (a retry, a double click) answers the cash-out it made, marked as a replay.
      if (q.used_at) {
        if (b.status === 'cashed_out') return { betId: b.id, after: null };
        throw new ApiError('quoteUsed');
      }
      if (new Date(q.expires_at).getTime() <= Date.now()) throw new ApiError('quoteExpired');
      if (b.status !== 'open') throw new ApiError('betNotOpen');
      const legs = await tx.select().from(sportBetLegs).where(eq(sportBetLegs.betId, b.id));
      if (this.valueOf(b, legs) === null) throw new ApiError('cashoutUnavailable');
      const amount = Number(q.amount);
      await tx.update(sportCashoutQuotes).set({ usedAt: new Date() }).where(eq(sportCashoutQuotes.id, q.id));
      await tx.update(sportBets).set({ status: 'cashed_out', payout: amount, settledAt: new Date() }).where(eq(sportBets.id, b.id));
      const after = await postEntries(tx, p.id, [{ kind: 'bet_cashout', amount, refType: REF, refId: String(b.id), note: 'Cash-out' }]);
      return { betId: b.id, after };
    });
    if (out.after) this.events.publish(p.id, out.after, 'sports_cashout');
    const balance = out.after ? out.after.balance : (await balancesOf(this.db, p.id)).balance;
    const [bet] = await this.views([out.betId]);
    return { statusCode: 1, message: 'OK', bet, balance: toMoneyString(balance), replay: !out.after };
  }

  /* ——— Settlement ——— */

  /** The stored result of an event, storing the feed's first when the event has ended. */
  async resultOf(eventId: string): Promise<EventResult | null> {
    const [row] = await this.db.select().from(sportResults).where(eq(sportResults.eventId, eventId)).limit(1);
    if (row) return toResult(row);
    let r: EventResult | null = null;
    if (eventId.startsWith('or-')) {
      const o = this.feed.outright(eventId);
      if (o && this.feed.outrightStatus(o) === 'finished') r = this.feed.outrightResult(o);
    } else {
      const ev = this.feed.event(eventId);
      if (ev && this.feed.finished(ev)) r = this.feed.result(ev);
    }
    if (!r) return null;
    await this.db
      .insert(sportResults)
      .values({ eventId, ...r })
      .onConflictDoNothing();
    const [stored] = await this.db.select().from(sportResults).where(eq(sportResults.eventId, eventId)).limit(1);
    return stored ? toResult(stored) : null;
  }

  /** Settles every open bet with a leg on the event: one transaction each. Answers how many settled. */
  async settleEvent(eventId: string) {
    const rows = await this.db
      .selectDistinct({ id: sportBets.id })
      .from(sportBets)
      .innerJoin(sportBetLegs, eq(sportBetLegs.betId, sportBets.id))
      .where(and(eq(sportBetLegs.eventId, eventId), eq(sportBets.status, 'open')));
    let settled = 0;
    for (const { id } of rows) if (await this.settleBet(id)) settled++;
    return settled;
  }

  /**
   * One bet: its row locked, the legs whose events have results settled, and, when its result is
   * known (every leg settled, or one lost), its return paid — in the same transaction. A bet no
   * longer open (settled by a parallel run, or cashed out) is left alone: it pays once.
   */
  async settleBet(betId: number): Promise<boolean> {
    const out = await this.db.transaction(async (tx) => {
      const locked = await tx.execute(sql`select id from sport_bets where id = ${betId} and status = 'open' for update`);
      if (!rowsOf(locked).length) return null;
      const [b] = await tx.select().from(sportBets).where(eq(sportBets.id, betId));
      const legs = await tx.select().from(sportBetLegs).where(eq(sportBetLegs.betId, betId));
      const open = legs.filter((l) => !l.result);
      const results = open.length
        ? await tx
            .select()
            .from(sportResults)
            .where(inArray(sportResults.eventId, [...new Set(open.map((l) => l.eventId))]))
        : [];
      const byEvent = new Map(results.map((r) => [r.eventId, toResult(r)]));
      const now = new Date();
      for (const l of open) {
        const r = byEvent.get(l.eventId);
        if (!r) continue;
        l.result = settleLeg({ betType: l.betType as never, period: l.period, lineQ: l.lineQ, key: l.selectionKey }, r);
        l.settledAt = now;
        await tx.update(sportBetLegs).set({ result: l.result, settledAt: now }).where(eq(sportBetLegs.id, l.id));
      }
      const lost = legs.some((l) => l.result === 'LOSS');
      if (!lost && legs.some((l) => !l.result)) return null;
      const graded = legs.map((l) => ({ odds: l.odds, result: (l.result ?? 'LOSS') as BetResult }));
      const payout = lost ? 0 : betPayout(b.stake, graded);
      const result = lost && legs.length > 1 ? 'LOSS' : betResult(b.stake, graded, payout);
      await tx.update(sportBets).set({ status: 'settled', result, payout, settledAt: now }).where(eq(sportBets.id, b.id));
      if (result !== 'VOID' && result !== 'PUSH')
        await tx
          .update(players)
          .set({ totalTurnover: sql`${players.totalTurnover} + ${b.stake}` })
          .where(eq(players.id, b.playerId));
      const after =
        payout > 0 ? await postEntries(tx, b.playerId, [{ kind: 'bet_payout', amount: payout, refType: REF, refId: String(b.id), note: result }]) : null;
      return { playerId: b.playerId, after };
    });
    if (!out) return false;
    this.events.publish(out.playerId, out.after ?? (await balancesOf(this.db, out.playerId)), 'sports_settled');
    return true;
  }

  /** The settler's round: events with open legs that have ended get their result and their bets settled. */
  async settleDue() {
    await this.loadForced();
    const due = await this.db
      .selectDistinct({ eventId: sportBetLegs.eventId })
      .from(sportBetLegs)
      .innerJoin(sportBets, eq(sportBets.id, sportBetLegs.betId))
      .where(and(eq(sportBets.status, 'open'), sql`${sportBetLegs.result} is null`));
    let settled = 0;
    for (const { eventId } of due) {
      // The feed knows without a query whether an event has ended; only those are looked up.
      const o = eventId.startsWith('or-') ? this.feed.outright(eventId) : null;
      const ev = o ? null : this.feed.event(eventId);
      const ended = o ? this.feed.outrightStatus(o) === 'finished' : ev ? this.feed.finished(ev) : false;
      if (ended && (await this.resultOf(eventId))) settled += await this.settleEvent(eventId);
    }
    return settled;
  }

  /** Results the back office set (here or on another instance) overlay the feed. */
  async loadForced() {
    const rows = await this.db
      .select()
      .from(sportResults)
      .where(and(eq(sportResults.forced, true), gte(sportResults.createdAt, this.lastForced)));
    for (const r of rows) {
      this.feed.setOverride(r.eventId, toResult(r));
      if (r.createdAt > this.lastForced) this.lastForced = r.createdAt;
    }
  }

  startSettler(everyMs = 2000) {
    if (this.settler) return;
    this.warm();
    let busy = false;
    this.settler = setInterval(async () => {
      if (busy) return;
      busy = true;
      try {
        await this.settleDue();
      } catch (err) {
        log.error({ err: String(err) }, 'sports settlement failed');
      } finally {
        busy = false;
      }
    }, everyMs);
    this.settler.unref();
  }

  stopSettler() {
    if (this.settler) clearInterval(this.settler);
    this.settler = null;
  }

  /**
   * The back office ends an event with a chosen result (or cancels it) and settles its bets. The
   * first result stored for an event stands: the same result again settles nothing new; another
   * is refused.
   */
  async force(input: ForceInput) {
    const id = input.event_id;
    const o = id.startsWith('or-') ? this.feed.outright(id) : null;
    const ev = o ? null : this.feed.event(id);
    if (!o && !ev) throw new ApiError('eventNotFound', -404, 404);
    let r: EventResult;
    if (input.cancel) r = { status: 'cancelled', home: 0, away: 0, htHome: null, htAway: null, firstGoal: null, lastGoal: null, winner: null };
    else if (o) {
      if (!input.winner || !o.league.teams.some((t) => t.id === input.winner)) throw new ApiError('invalidWinner', -422, 400);
      r = { status: 'finished', home: 0, away: 0, htHome: null, htAway: null, firstGoal: null, lastGoal: null, winner: input.winner };
    } else {
      const h = input.home;
      const a = input.away;
      if (h === undefined || a === undefined) throw new ApiError('scoreRequired', -422, 400);
      const sp = ev!.sport;
      const htHome = sp.halves ? (input.ht_home ?? Math.floor(h / 2)) : null;
      const htAway = sp.halves ? (input.ht_away ?? Math.floor(a / 2)) : null;
      if (htHome !== null && htAway !== null && (htHome > h || htAway > a)) throw new ApiError('invalidHalfTime', -422, 400);
      const goals = sp.model === 'goals';
      // Unless told, goals alternate from the home side: it scores first, the side with more scores last.
      const firstGoal = goals ? (input.first_goal ?? (h > 0 ? 'H' : a > 0 ? 'A' : 'N')) : null;
      const lastGoal = goals ? (input.last_goal ?? (h > a ? 'H' : a > 0 ? 'A' : h > 0 ? 'H' : 'N')) : null;
      r = { status: 'finished', home: h, away: a, htHome, htAway, firstGoal, lastGoal, winner: null };
    }
    const inserted = await this.db
      .insert(sportResults)
      .values({ eventId: id, ...r, forced: true })
      .onConflictDoNothing()
      .returning({ id: sportResults.eventId });
    const [stored] = await this.db.select().from(sportResults).where(eq(sportResults.eventId, id));
    const kept = toResult(stored);
    if (!inserted.length) {
      const same = kept.status === r.status && (r.status === 'cancelled' || (kept.home === r.home && kept.away === r.away && kept.winner === r.winner));
      if (!same) throw new ApiError('eventSettled', -409, 409, { result: kept });
    }
    this.feed.setOverride(id, kept);
    // Every other instance overlays the result at once (their odds streams show it ended).
    this.onForced?.(id);
    const settled = await this.settleEvent(id);
    return { statusCode: 1, message: 'OK', event_id: id, result: kept, settled, already: !inserted.length };
  }

  /** Prices every listed event once, a few at a time, so the first board a visitor asks for is quick. */
  warm() {
    const queue = this.feed.listed();
    const step = () => {
      const t = this.feed.now();
      for (const ev of queue.splice(0, 20)) this.feed.markets(ev, t);
      if (queue.length) setImmediate(step);
    };
    setImmediate(step);
  }
}
