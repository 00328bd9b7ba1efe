import { and, eq, sql } from 'drizzle-orm';
import type { OddsPolicy, PriceChange } from '../../../contract/sports.ts';
import { operators, sportBetLegs, sportBets } from '../../db/schema.ts';
import { rowsOf } from '../../lib/db-rows.ts';
import { ApiError } from '../../lib/errors.ts';
import { parseMoney, toMoneyString } from '../../lib/money.ts';
import { balancesOf, lockPlayer, postEntries } from '../ledger.ts';
import type { Player } from '../sessions.ts';
import type { BetService } from './bets.ts';
import { parseSelectionId } from './feed.ts';
import { oddsFromDecimal, oddsToDecimal, potentialReturn, totalOdds } from './grading.ts';
import { BET_REF, SPORTS_LIMITS, type SportsDeps } from './shared.ts';
import { teamNames } from './views.ts';

/** The advisory-lock namespace of the book's selections (api/lib/stream-slots.ts holds 17). */
const SELECTION_LOCK = 14;

/** Placing bets: prices taken again, limits and liability checked, and the stake held on the ledger with the bet. */
export class PlacementService {
  constructor(
    private deps: SportsDeps,
    private bets: BetService,
  ) {}

  /** The back office: the operator's cap per selection (`change`: minor units, null for the default), then the one in force. */
  async selectionLiability(operatorId: number, change?: number | null) {
    const { db } = this.deps;
    const rows =
      change === undefined
        ? await db.select({ cap: operators.sportsSelectionLiability }).from(operators).where(eq(operators.id, operatorId))
        : await db
            .update(operators)
            .set({ sportsSelectionLiability: change })
            .where(eq(operators.id, operatorId))
            .returning({ cap: operators.sportsSelectionLiability });
    const cap = rows[0]?.cap ?? null;
    return { selection_liability: toMoneyString(cap ?? SPORTS_LIMITS.maxSelectionLiability), selection_liability_set: cap !== null };
  }

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
    const { db, feed } = this.deps;
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
    const out = await db.transaction(async (tx) => {
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
      const t = feed.now();
      const legs = input.legs.map((l) => ({ req: l, found: feed.selection(l.selection_id, t) }));
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
      await this.deps.assertMay?.(tx, p.id, { kind: 'wager', amount: stake });
      const after = await postEntries(tx, p.id, [{ kind: 'bet_hold', amount: -stake, refType: BET_REF, refId: String(bet.id), note }]);
      return { betId: bet.id, after };
    });
    if (out.after) this.deps.events.publish(p.id, out.after, 'sports_bet');
    const balance = out.after ? out.after.balance : (await balancesOf(db, p.id)).balance;
    const [bet] = await this.bets.views([out.betId]);
    return { statusCode: 1, message: 'OK', bet, balance: toMoneyString(balance), replay: !out.after };
  }
}
