import { createHmac, randomBytes, randomInt } from 'node:crypto';
import { and, desc, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { gameLaunches, gameRounds, games, players, recentlyPlayed } from '../db/schema.ts';
import { safeEqual, sha256 } from '../lib/crypto.ts';
import { ApiError } from '../lib/errors.ts';
import { toMoneyString } from '../lib/money.ts';
import { gameImageUrl, toGame, type CatalogueService } from './catalogue.ts';
import { postEntries } from './ledger.ts';
import type { Player } from './sessions.ts';
import type { BalanceEvents } from './balance-events.ts';

/** The launch URL opens the game within this time; the game session then lives this long. */
export const LAUNCH_OPEN_SECONDS = 120;
const GAME_SESSION_MS = 2 * 60 * 60_000;
export const BETS = [100, 500, 1000, 5000] as const;
/** Pay table of the demo slot (multipliers of the bet, weights): RTP ≈ 96 %. */
const PAYS: Array<[number, number]> = [[0, 630], [1, 150], [2, 120], [3, 60], [5, 28], [10, 10], [25, 2]];
const TOTAL = PAYS.reduce((a, [, w]) => a + w, 0);

export class PlayService {
  private secret = randomBytes(32);
  constructor(private db: Db, private catalogue: CatalogueService, private events?: BalanceEvents) {}

  private sign(token: string, exp: number) {
    return createHmac('sha256', this.secret).update(`${token}.${exp}`).digest('base64url');
  }

  /** A signed, short-lived URL of the demo game page; the token itself is stored hashed. */
  async launch(p: Player, providerCode: string, gameCode: string) {
    const game = await this.catalogue.find(providerCode, gameCode);
    if (!game) throw new ApiError('gameNotFound');
    const token = randomBytes(24).toString('base64url');
    const exp = Math.floor(Date.now() / 1000) + LAUNCH_OPEN_SECONDS;
    await this.db.insert(gameLaunches).values({
      playerId: p.id,
      providerCode,
      gameCode,
      tokenHash: sha256(token),
      expiresAt: new Date(Date.now() + GAME_SESSION_MS),
    });
    await this.db
      .insert(recentlyPlayed)
      .values({ playerId: p.id, providerCode, gameCode })
      .onConflictDoUpdate({ target: [recentlyPlayed.playerId, recentlyPlayed.providerCode, recentlyPlayed.gameCode], set: { playedAt: new Date() } });
    const url = `/api/demo-game/play?t=${token}&exp=${exp}&sig=${this.sign(token, exp)}`;
    return { statusCode: 1, message: 'OK', url, expires_in: LAUNCH_OPEN_SECONDS };
  }

  /** Opening the page: the signature and its time limit, then the stored launch. */
  async open(token: string, exp: number, sig: string) {
    if (!safeEqual(sig, this.sign(token, exp)) || exp * 1000 < Date.now()) throw new ApiError('launchFailed', -1, 403);
    return this.session(token);
  }

  async session(token: string) {
    const rows = await this.db
      .select({ launch: gameLaunches, game: games, player: players })
      .from(gameLaunches)
      .innerJoin(games, and(eq(games.providerCode, gameLaunches.providerCode), eq(games.gameCode, gameLaunches.gameCode)))
      .innerJoin(players, eq(players.id, gameLaunches.playerId))
      .where(and(eq(gameLaunches.tokenHash, sha256(token)), gt(gameLaunches.expiresAt, new Date())))
      .limit(1);
    if (!rows[0]) throw new ApiError('sessionExpired', -1, 403);
    return rows[0];
  }

  /** One round: bet and win move money in one transaction; a replayed round_ref moves nothing. */
  async round(token: string, bet: number, roundRef: string) {
    if (!(BETS as readonly number[]).includes(bet)) throw new ApiError('invalidRequest', -422, 400);
    const { launch, game } = await this.session(token);
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
      const seen = await tx.select().from(gameRounds).where(eq(gameRounds.roundRef, roundRef)).limit(1);
      if (seen[0]) {
        const [p] = await tx.select().from(players).where(eq(players.id, launch.playerId));
        return { answer: { statusCode: 1, message: 'OK', win: toMoneyString(seen[0].win), multiplier: seen[0].bet ? seen[0].win / seen[0].bet : 0, balance: toMoneyString(p.gameBalance), replay: true }, after: null };
      }
      const [round] = await tx
        .insert(gameRounds)
        .values({ playerId: launch.playerId, providerCode: game.providerCode, gameCode: game.gameCode, gameName: game.gameName, gameType: game.gameType, bet, win, roundRef })
        .returning();
      const after = await postEntries(tx, launch.playerId, [
        { kind: 'bet', amount: -bet, refType: 'round', refId: String(round.id) },
        ...(win > 0 ? [{ kind: 'win' as const, amount: win, refType: 'round', refId: String(round.id) }] : []),
      ]);
      await tx.update(players).set({ totalTurnover: sql`${players.totalTurnover} + ${bet}` }).where(eq(players.id, launch.playerId));
      await tx.update(gameLaunches).set({ expiresAt: new Date(Date.now() + GAME_SESSION_MS) }).where(eq(gameLaunches.id, launch.id));
      return { answer: { statusCode: 1, message: 'OK', win: toMoneyString(win), multiplier: mult, balance: toMoneyString(after.balance), replay: false }, after };
    });
    // Published after the commit: the balance stream never shows money that could still roll back.
    if (after) this.events?.publish(launch.playerId, after, 'round');
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
