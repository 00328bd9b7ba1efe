import { randomBytes, randomInt } from 'node:crypto';
import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { gameLaunches, gameRounds, games, operators, players, recentlyPlayed, sessions } from '../db/schema.ts';
import { sha256 } from '../lib/crypto.ts';
import { ApiError } from '../lib/errors.ts';
import { log } from '../lib/log.ts';
import { toMoneyString } from '../lib/money.ts';
import { gameImageUrl, toGame, type CatalogueService } from './catalogue.ts';
import { lockPlayer, postEntries } from './ledger.ts';
import type { AssertMay } from './protection.ts';
import { assertOpen } from './operators.ts';
import type { Player, SessionService } from './sessions.ts';
import type { BalanceEvents } from './balance-events.ts';

/** The launch URL opens the game within this time; the game session then lives this long. */
export const LAUNCH_OPEN_SECONDS = 120;
const GAME_SESSION_MS = 2 * 60 * 60_000;
export const BETS = [100, 500, 1000, 5000] as const;
/** Pay table of the demo slot (multipliers of the bet, weights): RTP ≈ 96 %. */
const PAYS: Array<[number, number]> = [
  [0, 630],
  [1, 150],
  [2, 120],
  [3, 60],
  [5, 28],
  [10, 10],
  [25, 2],
];
const TOTAL = PAYS.reduce((a, [, w]) => a + w, 0);

const secret = () => randomBytes(32).toString('base64url');
const gameEnded = () => new ApiError('sessionExpired', -1, 403);

/**
 * The demo game: a launch belongs to the player's session and ends with it. Its
 * URL carries only a one-time ticket; the game session token is made when the page opens and
 * written into the page, never into a URL.
 */
export class PlayService {
  constructor(
    private db: Db,
    private catalogue: CatalogueService,
    private events?: BalanceEvents,
    private sessions?: SessionService,
    /** Limits and exclusions, checked in the round's transaction under the player lock. */
    private assertMay?: AssertMay,
  ) {}

  async launch(p: Player & { sessionId: number }, providerCode: string, gameCode: string) {
    const game = await this.catalogue.find(providerCode, gameCode);
    if (!game) throw new ApiError('gameNotFound');
    const ticket = secret();
    await this.db.insert(gameLaunches).values({
      playerId: p.id,
      sessionId: p.sessionId,
      providerCode,
      gameCode,
      ticketHash: sha256(ticket),
      expiresAt: new Date(Date.now() + GAME_SESSION_MS),
    });
    await this.db
      .insert(recentlyPlayed)
      .values({ playerId: p.id, providerCode, gameCode })
      .onConflictDoUpdate({ target: [recentlyPlayed.playerId, recentlyPlayed.providerCode, recentlyPlayed.gameCode], set: { playedAt: new Date() } });
    return { statusCode: 1, message: 'OK', url: `/api/demo-game/play?ticket=${ticket}`, expires_in: LAUNCH_OPEN_SECONDS };
  }

  /**
   * Opening the page redeems the ticket, once and in one statement (two opens of one URL race
   * for the same row), while its session lives; the answer carries the new game session token.
   */
  async open(ticket: string) {
    if (!/^[\w-]{16,128}$/.test(ticket)) throw new ApiError('launchFailed', -1, 403);
    const token = secret();
    const opened = await this.db
      .update(gameLaunches)
      .set({ openedAt: sql`now()`, tokenHash: sha256(token), expiresAt: new Date(Date.now() + GAME_SESSION_MS) })
      .where(
        and(
          eq(gameLaunches.ticketHash, sha256(ticket)),
          isNull(gameLaunches.openedAt),
          gt(gameLaunches.createdAt, sql`now() - ${sql.raw(`interval '${LAUNCH_OPEN_SECONDS} seconds'`)}`),
          sql`exists (select 1 from ${sessions} where ${sessions.id} = ${gameLaunches.sessionId} and ${sessions.revokedAt} is null and ${sessions.expiresAt} > now())`,
        ),
      )
      .returning({ id: gameLaunches.id });
    if (!opened[0]) throw new ApiError('launchFailed', -1, 403);
    return { ...(await this.session(token)), token };
  }

  /** The launch behind a game token, checked on every use: session live, player active, site open. */
  async session(token: string) {
    const rows = await this.db
      .select({ launch: gameLaunches, game: games, player: players, operator: operators, session: sessions })
      .from(gameLaunches)
      .innerJoin(sessions, and(eq(sessions.id, gameLaunches.sessionId), isNull(sessions.revokedAt), gt(sessions.expiresAt, new Date())))
      .innerJoin(games, and(eq(games.providerCode, gameLaunches.providerCode), eq(games.gameCode, gameLaunches.gameCode)))
      .innerJoin(players, eq(players.id, gameLaunches.playerId))
      .innerJoin(operators, eq(operators.id, players.operatorId))
      .where(and(eq(gameLaunches.tokenHash, sha256(token)), gt(gameLaunches.expiresAt, new Date())))
      .limit(1);
    const row = rows[0];
    if (!row) throw gameEnded();
    if (row.player.status !== 'active') throw new ApiError(row.player.status, -1, 403);
    assertOpen(row.operator);
    return row;
  }

  /**
   * One round: bet and win move money in one transaction. A round_ref is the player's own
   *: the first of any number of parallel rounds with it plays, the rest replay it.
   */
  async round(token: string, bet: number, roundRef: string) {
    if (!(BETS as readonly number[]).includes(bet)) throw new ApiError('invalidRequest', -422, 400);
    const { launch, game, session } = await this.session(token);
    const roll = randomInt(0, TOTAL);
    let acc = 0;
    let mult = 0;
    for (const [m, w] of PAYS) {
      acc += w;
      if (roll < acc) {
        mult = m;
        break;
      }
    }
    const win = bet * mult;
    const { answer, after } = await this.db.transaction(async (tx) => {
      // The player row first: the round's insert takes a key-share lock on it, and two
      // rounds that both hold one and then ask for the update lock deadlock on PostgreSQL.
      await lockPlayer(tx, launch.playerId);
      // ON CONFLICT waits for a parallel round with this ref to commit, then yields to it.
      const [round] = await tx
        .insert(gameRounds)
        .values({
          playerId: launch.playerId,
          providerCode: game.providerCode,
          gameCode: game.gameCode,
          gameName: game.gameName,
          gameType: game.gameType,
          bet,
          win,
          roundRef,
        })
        .onConflictDoNothing({ target: [gameRounds.playerId, gameRounds.roundRef] })
        .returning();
      if (!round) {
        const [seen] = await tx
          .select()
          .from(gameRounds)
          .where(and(eq(gameRounds.playerId, launch.playerId), eq(gameRounds.roundRef, roundRef)))
          .limit(1);
        if (!seen) throw new ApiError('roundFailed', -1, 409);
        const [p] = await tx.select().from(players).where(eq(players.id, launch.playerId));
        return {
          answer: {
            statusCode: 1,
            message: 'OK',
            win: toMoneyString(seen.win),
            multiplier: seen.bet ? seen.win / seen.bet : 0,
            balance: toMoneyString(p.gameBalance),
            replay: true,
          },
          after: null,
        };
      }
      await this.assertMay?.(tx, launch.playerId, { kind: 'wager', amount: bet });
      const after = await postEntries(tx, launch.playerId, [
        { kind: 'bet', amount: -bet, refType: 'round', refId: String(round.id) },
        ...(win > 0 ? [{ kind: 'win' as const, amount: win, refType: 'round', refId: String(round.id) }] : []),
      ]);
      await tx
        .update(players)
        .set({ totalTurnover: sql`${players.totalTurnover} + ${bet}` })
        .where(eq(players.id, launch.playerId));
      await tx
        .update(gameLaunches)
        .set({ expiresAt: new Date(Date.now() + GAME_SESSION_MS) })
        .where(eq(gameLaunches.id, launch.id));
      return {
        answer: { statusCode: 1, message: 'OK', win: toMoneyString(win), multiplier: mult, balance: toMoneyString(after.balance), replay: false },
        after,
      };
    });
    // Published after the commit: the balance stream never shows money that could still roll back.
    if (after) this.events?.publish(launch.playerId, after, 'round');
    // Playing is using the site: the player's session slides as with any other call.
    // The round has committed: a failed touch must not turn its answer into an error.
    await this.sessions?.touch(session).catch((err: unknown) => log.warn({ err: String(err) }, 'session touch after a round failed'));
    return answer;
  }

  async recent(p: Player) {
    const rows = await this.db
      .select({ game: games })
      .from(recentlyPlayed)
      .innerJoin(games, and(eq(games.providerCode, recentlyPlayed.providerCode), eq(games.gameCode, recentlyPlayed.gameCode)))
      .where(eq(recentlyPlayed.playerId, p.id))
      .orderBy(desc(recentlyPlayed.playedAt))
      .limit(12);
    return rows.map((r) => toGame(r.game));
  }
}

export { gameImageUrl };
