import { and, eq, gte, inArray, lte, sql } from 'drizzle-orm';
import type { BetResult } from '../../../contract/sports.ts';
import { players, sportBetLegs, sportBets, sportResults, sportResultsDue } from '../../db/schema.ts';
import { rowsOf } from '../../lib/db-rows.ts';
import { ApiError } from '../../lib/errors.ts';
import { log } from '../../lib/log.ts';
import { balancesOf, postEntries, type EntryInput } from '../ledger.ts';
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

/**
 * A bet's legs graded against the results known now: the legs whose grade differs from the one
 * stored (a new result, a corrected one, or one withdrawn), and the bet's outcome once known
 * (every leg graded, or one lost). Grading from the stored results each time is what lets a
 * corrected result re-settle a bet.
 */
export function gradeBet(stake: number, legs: LegRow[], byEvent: Map<string, EventResult>) {
  const fresh: { id: number; result: BetResult | null }[] = [];
  const results = legs.map((l) => {
    const r = byEvent.get(l.eventId);
    const result = r ? gradeLeg({ betType: l.betType as never, period: l.period, lineQ: l.lineQ, key: l.selectionKey }, r) : null;
    if (result !== (l.result ?? null)) fresh.push({ id: l.id, result });
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

  /**
   * The stored result of an event. The simulation's and an outright's first result is stored when
   * the event has ended; a fed event's is written by its ingestion alone (a copy of the book in
   * memory may be a moment behind a correction or a withdrawal).
   */
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
      if (ev && !ev.ingested && feed.finished(ev)) r = feed.result(ev);
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
    return (await this.settleBets(eventId, ['open'])).changed;
  }

  /**
   * After the event's result changed (a correction, a withdrawal): every open or settled bet with
   * a leg on it is graded again and, where its outcome changed, paid anew. Cashed-out bets keep
   * their cash-out. Answers how many bets changed.
   */
  async resettleEvent(eventId: string) {
    const [due] = await this.deps.db.select().from(sportResultsDue).where(eq(sportResultsDue.eventId, eventId));
    const { changed, short } = await this.settleBets(eventId, ['open', 'settled']);
    // Done for the change read above (one that came meanwhile stays due); a bet whose player
    // cannot yet cover the correction keeps it due, and the sweep tries again.
    if (due && !short) await this.deps.db.delete(sportResultsDue).where(and(eq(sportResultsDue.eventId, eventId), lte(sportResultsDue.seq, due.seq)));
    return changed;
  }

  /** A feed message applied to an event: a changed result settles its bets again; a result or a cancellation as before settles the open ones. */
  async feedApplied(eventId: string, type: string, resultChanged: boolean) {
    if (resultChanged) return this.resettleEvent(eventId);
    if (type === 'result' || type === 'cancel') return this.settleEvent(eventId);
    return 0;
  }

  private async settleBets(eventId: string, statuses: ('open' | 'settled')[]) {
    const rows = await this.deps.db
      .selectDistinct({ id: sportBets.id })
      .from(sportBets)
      .innerJoin(sportBetLegs, eq(sportBetLegs.betId, sportBets.id))
      .where(and(eq(sportBetLegs.eventId, eventId), inArray(sportBets.status, statuses)));
    let changed = 0;
    let short = 0;
    for (const { id } of rows) {
      try {
        if (await this.settleBet(id)) changed++;
      } catch (err) {
        if (!(err instanceof ApiError && err.message === 'insufficientBalance')) throw err;
        // A correction that takes back more than the player holds now: nothing of it is applied
        // (the balance never goes below zero); the bet keeps its settlement until it can be.
        short++;
        log.error({ bet: id, event: eventId }, 'sports result correction: the player cannot cover the payout taken back');
      }
    }
    return { changed, short };
  }

  /**
   * One bet, its row locked (as cash-out locks it): its legs graded against the results stored
   * now and, when that changes its outcome, settled in the same transaction. An open bet whose
   * outcome is known is paid. A settled bet whose outcome a corrected result changed has its
   * earlier payout taken back (bet_payout_reversal) and the new one paid (bet_payout), each its
   * own ledger entry; when a withdrawn result leaves its outcome unknown it is open again. A bet
   * already as its results say is left alone, so a repeated or parallel run pays nothing twice.
   */
  async settleBet(betId: number): Promise<boolean> {
    const { db, events } = this.deps;
    const out = await db.transaction(async (tx) => {
      const locked = await tx.execute(sql`select id from sport_bets where id = ${betId} and status in ('open', 'settled') for update`);
      if (!rowsOf(locked).length) return null;
      const [b] = await tx.select().from(sportBets).where(eq(sportBets.id, betId));
      const legs = await tx.select().from(sportBetLegs).where(eq(sportBetLegs.betId, betId));
      const results = await tx
        .select()
        .from(sportResults)
        .where(inArray(sportResults.eventId, [...new Set(legs.map((l) => l.eventId))]));
      const byEvent = new Map(results.map((r) => [r.eventId, toResult(r)]));
      const graded = gradeBet(b.stake, legs, byEvent);
      const was = b.status === 'settled' ? { payout: b.payout ?? 0, result: b.result } : null;
      const will = graded.outcome;
      const now = new Date();
      for (const g of graded.fresh)
        await tx
          .update(sportBetLegs)
          .set({ result: g.result, settledAt: g.result ? now : null })
          .where(eq(sportBetLegs.id, g.id));
      if (was?.result === will?.result && was?.payout === will?.payout) return null;
      await tx
        .update(sportBets)
        .set(
          will
            ? { status: 'settled', result: will.result, payout: will.payout, settledAt: now }
            : { status: 'open', result: null, payout: null, settledAt: null },
        )
        .where(eq(sportBets.id, b.id));
      // Turnover counts a bet that won or lost; a correction to or from a void or a push moves it.
      const counts = (r: BetResult | null | undefined) => !!r && r !== 'VOID' && r !== 'PUSH';
      const turnover = (counts(will?.result) ? b.stake : 0) - (counts(was?.result) ? b.stake : 0);
      if (turnover)
        await tx
          .update(players)
          .set({ totalTurnover: sql`${players.totalTurnover} + ${turnover}` })
          .where(eq(players.id, b.playerId));
      // The new payout is written before the earlier one is taken back: a correction that leaves
      // the player level or better never fails on a balance spent meanwhile.
      const entries: EntryInput[] = [];
      if (will && will.payout > 0) entries.push({ kind: 'bet_payout', amount: will.payout, refType: BET_REF, refId: String(b.id), note: will.result });
      if (was && was.payout > 0)
        entries.push({ kind: 'bet_payout_reversal', amount: -was.payout, refType: BET_REF, refId: String(b.id), note: was.result ?? undefined });
      const after = entries.length ? await postEntries(tx, b.playerId, entries) : null;
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
    const others = [...new Set(legs.filter((l) => l.eventId !== input.event_id).map((l) => l.eventId))];
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
    // Results a feed changed whose bets were not all graded again (a failure, a restart).
    let settled = 0;
    for (const { eventId } of await db.select({ eventId: sportResultsDue.eventId }).from(sportResultsDue)) settled += await this.resettleEvent(eventId);
    const due = await db
      .selectDistinct({ eventId: sportBetLegs.eventId })
      .from(sportBetLegs)
      .innerJoin(sportBets, eq(sportBets.id, sportBetLegs.betId))
      .where(and(eq(sportBets.status, 'open'), sql`${sportBetLegs.result} is null`));
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
