import { and, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { ConsoleAbility, ConsoleViewer } from '../../contract/console-backend.ts';
import type { ConsoleSports, SelectionLiability, SettleForm, SportsEventRow } from '../../contract/console-sports.ts';
import type { Db } from '../db/client.ts';
import { operators, players, sportBetLegs, sportBets, sportResults } from '../db/schema.ts';
import { ApiError } from '../lib/errors.ts';
import { audit } from '../services/audit.ts';
import type { ForceInput, SettlementService } from '../services/sports/settlement.ts';
import { lineText } from '../services/sports/grading.ts';

type Operator = typeof operators.$inferSelect;

export interface SportsConsoleDeps {
  db: Db;
  settlement?: SettlementService;
  operatorFor(viewer: ConsoleViewer, code: string, ability: ConsoleAbility): Promise<Operator>;
}

const iso = (d: Date | string) => new Date(d).toISOString();
const forceOf = (f: SettleForm): ForceInput => (f.outcome === 'void' ? { event_id: f.event, cancel: true } : { event_id: f.event, home: f.home, away: f.away });

/** "Home v Away" from a leg's stored names; an outright's league. */
function titleOf(eventId: string, names: Record<string, string> | null, league: string) {
  if (!names) return league;
  if (eventId.startsWith('or-')) return `${league}: ${names.home_team_name ?? ''}`.trim();
  return `${names.home_team_name ?? '?'} v ${names.away_team_name ?? '?'}`;
}

/**
 * The console's sportsbook screen. Everything read is the operator's players' bets; a result is
 * the event's, so settling or voiding pays every operator's bets on it, through the sportsbook's
 * own settlement (each bet in its own transaction, its row locked: a bet pays once however many
 * settlements run). Setting a result is therefore a platform administrator's ('sportsResults').
 */
export function consoleSports(deps: SportsConsoleDeps): ConsoleSports {
  const { db } = deps;
  const settlement = () => {
    if (!deps.settlement) throw new ApiError('unavailable', -1, 503);
    return deps.settlement;
  };
  const ofOperator = (opId: number) => and(eq(players.operatorId, opId), eq(sportBets.status, 'open'));

  async function eventRows(opId: number, where: ReturnType<typeof and>, limit: number): Promise<SportsEventRow[]> {
    // Per bet first (a parlay may hold two legs of one event), then per event.
    const perBet = db
      .select({
        eventId: sportBetLegs.eventId,
        betId: sportBets.id,
        stake: sql<number>`max(${sportBets.stake})`.as('stake'),
        potential: sql<number>`max(${sportBets.potentialReturn})`.as('potential'),
        open: sql<boolean>`bool_or(${sportBets.status} = 'open' and ${sportBetLegs.result} is null)`.as('open'),
        sport: sql<string>`min(${sportBetLegs.sport})`.as('sport'),
        league: sql<string>`min(${sportBetLegs.league})`.as('league'),
        start: sql<Date>`min(${sportBetLegs.startTime})`.as('start'),
        names: sql<Record<string, string>>`(array_agg(${sportBetLegs.names}))[1]`.as('names'),
      })
      .from(sportBetLegs)
      .innerJoin(sportBets, eq(sportBets.id, sportBetLegs.betId))
      .innerJoin(players, eq(players.id, sportBets.playerId))
      .where(and(eq(players.operatorId, opId), where))
      .groupBy(sportBetLegs.eventId, sportBets.id)
      .as('per_bet');
    const rows = await db
      .select({
        eventId: perBet.eventId,
        sport: sql<string>`min(${perBet.sport})`,
        league: sql<string>`min(${perBet.league})`,
        start: sql<string>`min(${perBet.start})`,
        names: sql<Record<string, string>>`(array_agg(${perBet.names}))[1]`,
        openBets: sql<number>`count(*) filter (where ${perBet.open})::int`,
        stakes: sql<string>`coalesce(sum(${perBet.stake}) filter (where ${perBet.open}), 0)`,
        potential: sql<string>`coalesce(sum(${perBet.potential}) filter (where ${perBet.open}), 0)`,
        status: sportResults.status,
        home: sportResults.home,
        away: sportResults.away,
        winner: sportResults.winner,
      })
      .from(perBet)
      .leftJoin(sportResults, eq(sportResults.eventId, perBet.eventId))
      .groupBy(perBet.eventId, sportResults.eventId)
      .orderBy(sql`min(${perBet.start})`)
      .limit(limit);
    return rows.map((r) => ({
      eventId: r.eventId,
      title: titleOf(r.eventId, r.names, r.league),
      sport: r.sport,
      league: r.league,
      startTime: iso(r.start),
      openBets: r.openBets,
      stakes: Number(r.stakes),
      potentialPayout: Number(r.potential),
      result: r.status ? { status: r.status, home: r.home ?? 0, away: r.away ?? 0, winner: r.winner ?? null } : null,
    }));
  }

  return {
    async sportsEvents(viewer, code) {
      const op = await deps.operatorFor(viewer, code, 'money');
      const open = await eventRows(op.id, and(eq(sportBets.status, 'open'), isNull(sportBetLegs.result)), 100);
      // Results: the latest events with a stored result that the operator's players bet on.
      const recent = await db
        .selectDistinct({ eventId: sportResults.eventId, at: sportResults.createdAt })
        .from(sportResults)
        .innerJoin(sportBetLegs, eq(sportBetLegs.eventId, sportResults.eventId))
        .innerJoin(sportBets, eq(sportBets.id, sportBetLegs.betId))
        .innerJoin(players, eq(players.id, sportBets.playerId))
        .where(eq(players.operatorId, op.id))
        .orderBy(desc(sportResults.createdAt))
        .limit(20);
      const settled = recent.length
        ? await eventRows(
            op.id,
            inArray(
              sportBetLegs.eventId,
              recent.map((r) => r.eventId),
            ),
            20,
          )
        : [];
      return { open, settled: settled.filter((e) => e.result) };
    },

    async eventLiability(viewer, code, eventId) {
      const op = await deps.operatorFor(viewer, code, 'money');
      const [event] = await eventRows(op.id, eq(sportBetLegs.eventId, eventId), 1);
      if (!event) throw new ApiError('notFound', -404, 404);
      const rows = await db
        .select({
          selectionId: sportBetLegs.selectionId,
          betType: sportBetLegs.betType,
          period: sportBetLegs.period,
          lineQ: sportBetLegs.lineQ,
          key: sportBetLegs.selectionKey,
          bets: sql<number>`count(distinct ${sportBets.id})::int`,
          stakes: sql<string>`sum(${sportBets.stake})`,
          potential: sql<string>`sum(${sportBets.potentialReturn})`,
        })
        .from(sportBetLegs)
        .innerJoin(sportBets, eq(sportBets.id, sportBetLegs.betId))
        .innerJoin(players, eq(players.id, sportBets.playerId))
        .where(and(ofOperator(op.id), eq(sportBetLegs.eventId, eventId), isNull(sportBetLegs.result)))
        .groupBy(sportBetLegs.selectionId, sportBetLegs.betType, sportBetLegs.period, sportBetLegs.lineQ, sportBetLegs.selectionKey)
        .orderBy(desc(sql`sum(${sportBets.potentialReturn})`));
      const selections: SelectionLiability[] = rows.map((r) => ({
        selectionId: r.selectionId,
        market: `${r.betType}${r.period === '1H' ? ' (1st half)' : ''}${r.lineQ === null ? '' : ` ${lineText(r.lineQ, true)}`}`,
        selection: r.key,
        bets: r.bets,
        stakes: Number(r.stakes),
        potentialPayout: Number(r.potential),
      }));
      return { event, selections };
    },

    async previewSettlement(viewer, code, form) {
      const op = await deps.operatorFor(viewer, code, 'money');
      const all = await settlement().preview(forceOf(form));
      const ids = [...new Set(all.bets.map((b) => b.playerId))];
      const mine = ids.length
        ? await db
            .select({ id: players.id, accountId: players.accountId })
            .from(players)
            .where(and(inArray(players.id, ids), eq(players.operatorId, op.id)))
        : [];
      const accounts = new Map(mine.map((p) => [p.id, p.accountId]));
      const bets = all.bets
        .filter((b) => accounts.has(b.playerId))
        .map((b) => ({
          betId: b.betId,
          accountId: accounts.get(b.playerId)!,
          stake: b.stake,
          result: b.outcome?.result ?? null,
          payout: b.outcome?.payout ?? 0,
        }));
      const r = all.result;
      return {
        eventId: form.event,
        result: { status: r.status, home: r.home, away: r.away, winner: r.winner },
        bets,
        payout: bets.reduce((t, b) => t + b.payout, 0),
        allOperators: { bets: all.bets.length, payout: all.bets.reduce((t, b) => t + (b.outcome?.payout ?? 0), 0) },
      };
    },

    async settleSportsEvent(viewer, code, form, meta) {
      const op = await deps.operatorFor(viewer, code, 'sportsResults');
      const answer = await settlement().force(forceOf(form));
      // Each bet settles in its own transaction; this entry records the result that was set.
      await audit(db, {
        actor: `staff:${viewer.member.id}`,
        operatorId: op.id,
        action: form.outcome === 'void' ? 'sports.void' : 'sports.settle',
        target: form.event,
        after: { result: answer.result, settled: answer.settled, already: answer.already },
        fromAddress: meta.ip,
      });
      return { settled: answer.settled, already: answer.already };
    },
  };
}
