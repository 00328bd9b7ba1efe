import { and, eq, gte, inArray, sql } from 'drizzle-orm';
import type { BetResult } from '../../../contract/sports.ts';
import { players, sportBetLegs, sportBets, sportResults } from '../../db/schema.ts';
import { rowsOf } from '../../lib/db-rows.ts';
import { ApiError } from '../../lib/errors.ts';
import { log } from '../../lib/log.ts';
import { balancesOf, postEntries } from '../ledger.ts';
import { warmBoard } from './board.ts';
import { betPayout, betResult, gradeLeg, type EventResult } from './grading.ts';
import { BET_REF, toResult, type LegRow, type SportsDeps } from './shared.ts';

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

/** A bet's legs graded against the results known: the legs newly graded, and its outcome once known (every leg settled, or one lost). */
export function gradeBet(stake: number, legs: LegRow[], byEvent: Map<string, EventResult>) {
  const fresh: { id: number; result: BetResult }[] = [];
  const results = legs.map((l) => {
    if (l.result) return l.result;
    const r = byEvent.get(l.eventId);
    if (!r) return null;
    const result = gradeLeg({ betType: l.betType as never, period: l.period, lineQ: l.lineQ, key: l.selectionKey }, r);
    fresh.push({ id: l.id, result });
    return result;
  });
  const lost = results.some((r) => r === 'LOSS');
  if (!lost && results.some((r) => !r)) return { fresh, outcome: null };
  const graded = legs.map((l, i) => ({ odds: l.odds, result: (results[i] ?? 'LOSS') as BetResult }));
  const payout = lost ? 0 : betPayout(stake, graded);
  const result: BetResult = lost && legs.length > 1 ? 'LOSS' : betResult(stake, graded, payout);
  return { fresh, outcome: { payout, result } };
}

/** The result stored for an event stands: the same one again is no change, another is refused. */
const sameResult = (kept: EventResult, r: EventResult) =>
  kept.status === r.status && (r.status === 'cancelled' || (kept.home === r.home && kept.away === r.away && kept.winner === r.winner));

/** What settling an event with a result would do to one open bet: its payout, or null while other legs wait. */
export interface SettlementPreviewRow {
  betId: number;
  playerId: number;
  stake: number;
  outcome: { payout: number; result: BetResult } | null;
}

/**
 * Settlement: results stored once per event (the feed's, or the back office's), and each open bet
 * graded and paid in its own transaction. A bet's row is locked before it is paid, as cash-out
 * locks it, so each bet pays once.
 */
export class SettlementService {
  private settler: NodeJS.Timeout | null = null;
  private lastForced = new Date(0);
  /** Told when the back office forced a result here (the bus tells the other instances). */
  onForced?: (eventId: string) => void;

  constructor(private deps: SportsDeps) {}

  /** The stored result of an event, storing the feed's first when the event has ended. */
  async resultOf(eventId: string): Promise<EventResult | null> {
    const { db, feed } = this.deps;
    const [row] = await db.select().from(sportResults).where(eq(sportResults.eventId, eventId)).limit(1);
    if (row) return toResult(row);
    let r: EventResult | null = null;
    if (eventId.startsWith('or-')) {
      const o = feed.outright(eventId);
      if (o && feed.outrightStatus(o) === 'finished') r = feed.outrightResult(o);
    } else {
      const ev = feed.event(eventId);
      if (ev && feed.finished(ev)) r = feed.result(ev);
    }
    if (!r) return null;
    await db
      .insert(sportResults)
      .values({ eventId, ...r })
      .onConflictDoNothing();
    const [stored] = await db.select().from(sportResults).where(eq(sportResults.eventId, eventId)).limit(1);
    return stored ? toResult(stored) : null;
  }

  /** Settles every open bet with a leg on the event: one transaction each. Answers how many settled. */
  async settleEvent(eventId: string) {
    const rows = await this.deps.db
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
    const { db, events } = this.deps;
    const out = await db.transaction(async (tx) => {
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
      const graded = gradeBet(b.stake, legs, byEvent);
      for (const g of graded.fresh) await tx.update(sportBetLegs).set({ result: g.result, settledAt: now }).where(eq(sportBetLegs.id, g.id));
      if (!graded.outcome) return null;
      const { payout, result } = graded.outcome;
      await tx.update(sportBets).set({ status: 'settled', result, payout, settledAt: now }).where(eq(sportBets.id, b.id));
      if (result !== 'VOID' && result !== 'PUSH')
        await tx
          .update(players)
          .set({ totalTurnover: sql`${players.totalTurnover} + ${b.stake}` })
          .where(eq(players.id, b.playerId));
      const after =
        payout > 0 ? await postEntries(tx, b.playerId, [{ kind: 'bet_payout', amount: payout, refType: BET_REF, refId: String(b.id), note: result }]) : null;
      return { playerId: b.playerId, after };
    });
    if (!out) return false;
    events.publish(out.playerId, out.after ?? (await balancesOf(db, out.playerId)), 'sports_settled');
    return true;
  }

  /**
   * What settling the event with this result would pay, bet by bet, graded by the same code that
   * pays (gradeBet) and paying nothing. A result already stored stands: another one is refused as
   * force refuses it. `within` narrows the bets to those it keeps (an operator's).
   */
  async preview(input: ForceInput, within?: (betIds: number[]) => Promise<Set<number>>): Promise<{ result: EventResult; bets: SettlementPreviewRow[] }> {
    const { db } = this.deps;
    const r = this.resultFrom(input);
    const [stored] = await db.select().from(sportResults).where(eq(sportResults.eventId, input.event_id));
    if (stored) {
      const kept = toResult(stored);
      if (!sameResult(kept, r)) throw new ApiError('eventSettled', -409, 409, { result: kept });
    }
    const open = await db
      .selectDistinct({ id: sportBets.id, playerId: sportBets.playerId, stake: sportBets.stake })
      .from(sportBets)
      .innerJoin(sportBetLegs, eq(sportBetLegs.betId, sportBets.id))
      .where(and(eq(sportBetLegs.eventId, input.event_id), eq(sportBets.status, 'open')));
    const keep = within ? await within(open.map((b) => b.id)) : null;
    const bets = keep ? open.filter((b) => keep.has(b.id)) : open;
    if (!bets.length) return { result: r, bets: [] };
    const legs = await db
      .select()
      .from(sportBetLegs)
      .where(
        inArray(
          sportBetLegs.betId,
          bets.map((b) => b.id),
        ),
      );
    const others = [...new Set(legs.filter((l) => !l.result && l.eventId !== input.event_id).map((l) => l.eventId))];
    const results = others.length ? await db.select().from(sportResults).where(inArray(sportResults.eventId, others)) : [];
    const byEvent = new Map(results.map((x) => [x.eventId, toResult(x)]));
    byEvent.set(input.event_id, r);
    return {
      result: r,
      bets: bets.map((b) => ({
        betId: b.id,
        playerId: b.playerId,
        stake: b.stake,
        outcome: gradeBet(
          b.stake,
          legs.filter((l) => l.betId === b.id),
          byEvent,
        ).outcome,
      })),
    };
  }

  /** The settler's round: events with open legs that have ended get their result and their bets settled. */
  async settleDue() {
    const { db, feed } = this.deps;
    await this.loadForced();
    const due = await db
      .selectDistinct({ eventId: sportBetLegs.eventId })
      .from(sportBetLegs)
      .innerJoin(sportBets, eq(sportBets.id, sportBetLegs.betId))
      .where(and(eq(sportBets.status, 'open'), sql`${sportBetLegs.result} is null`));
    let settled = 0;
    for (const { eventId } of due) {
      // The feed knows without a query whether an event has ended; only those are looked up.
      const o = eventId.startsWith('or-') ? feed.outright(eventId) : null;
      const ev = o ? null : feed.event(eventId);
      const ended = o ? feed.outrightStatus(o) === 'finished' : ev ? feed.finished(ev) : false;
      if (ended && (await this.resultOf(eventId))) settled += await this.settleEvent(eventId);
    }
    return settled;
  }

  /** Results the back office set (here or on another instance) overlay the feed. */
  async loadForced() {
    const rows = await this.deps.db
      .select()
      .from(sportResults)
      .where(and(eq(sportResults.forced, true), gte(sportResults.createdAt, this.lastForced)));
    for (const r of rows) {
      this.deps.feed.setOverride(r.eventId, toResult(r));
      if (r.createdAt > this.lastForced) this.lastForced = r.createdAt;
    }
  }

  startSettler(everyMs = 2000) {
    if (this.settler) return;
    warmBoard(this.deps.feed);
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

  /** The result a back-office input stands for (checked against the event: a score, a winner or a cancellation). */
  resultFrom(input: ForceInput): EventResult {
    const { feed } = this.deps;
    const id = input.event_id;
    const o = id.startsWith('or-') ? feed.outright(id) : null;
    const ev = o ? null : feed.event(id);
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
    return r;
  }

  /**
   * The back office ends an event with a chosen result (or cancels it) and settles its bets. The
   * first result stored for an event stands: the same result again settles nothing new; another
   * is refused.
   */
  async force(input: ForceInput) {
    const { db, feed } = this.deps;
    const id = input.event_id;
    const r = this.resultFrom(input);
    const inserted = await db
      .insert(sportResults)
      .values({ eventId: id, ...r, forced: true })
      .onConflictDoNothing()
      .returning({ id: sportResults.eventId });
    const [stored] = await db.select().from(sportResults).where(eq(sportResults.eventId, id));
    const kept = toResult(stored);
    if (!inserted.length) {
      if (!sameResult(kept, r)) throw new ApiError('eventSettled', -409, 409, { result: kept });
    }
    feed.setOverride(id, kept);
    // Every other instance overlays the result at once (their odds streams show it ended).
    this.onForced?.(id);
    const settled = await this.settleEvent(id);
    return { statusCode: 1, message: 'OK', event_id: id, result: kept, settled, already: !inserted.length };
  }
}
