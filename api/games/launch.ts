import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { aggregatorGames, gameLaunches, operators, players, recentlyPlayed } from '../db/schema.ts';
import { languageDef } from '../../contract/languages.ts';
import { sha256 } from '../lib/crypto.ts';
import { ApiError } from '../lib/errors.ts';
import { log } from '../lib/log.ts';
import type { AggregatorLaunch, GameAggregator } from './aggregator.ts';
import { userOf } from './hub88/protocol.ts';

/** An aggregator's game session lives two hours, slid by each bet; it also ends with the player's site session. */
export const GAME_SESSION_MS = 2 * 60 * 60_000;

export interface LaunchContext {
  /** ISO 639-1 (the page's language); the site's default page language when absent. */
  language?: string;
  /** The operator's site the player plays on: the game's home button leads back to it. */
  domain?: string;
  ip?: string;
  userAgent?: string;
}

/** The language a site's pages show when the player chose none: English when offered, else its first (as the pages decide). */
const siteLanguageOf = (offered: string[]) => languageDef(offered.includes('EN') || !offered.length ? 'EN' : offered[0])?.lng ?? 'en';

type WithoutGame<T> = T extends unknown ? Omit<T, 'game'> : never;
const mobile = (ua = '') => /Mobi|Android|iPhone|iPad/i.test(ua);

/**
 * Launches the games an aggregator supplies (the catalogue's aggregator_games). The game session
 * token is made here and handed to the aggregator with the game URL request, server to server: it
 * never reaches the browser, which only gets the aggregator's URL. A game no aggregator supplies
 * does not open (null).
 */
export class GameLaunchService {
  constructor(
    private db: Db,
    private aggregators: Map<string, GameAggregator>,
  ) {}

  private async supplier(providerCode: string, gameCode: string) {
    const [row] = await this.db
      .select()
      .from(aggregatorGames)
      .where(and(eq(aggregatorGames.providerCode, providerCode), eq(aggregatorGames.gameCode, gameCode)));
    if (!row) return null;
    const aggregator = this.aggregators.get(row.aggregator);
    // Imported once, configured no longer: the game cannot open.
    if (!aggregator) throw new ApiError('launchFailed');
    return { aggregator, external: row.externalCode };
  }

  /** A real-money launch for a signed-in player; null when no aggregator supplies the game. */
  async launch(player: { id: number; sessionId: number }, providerCode: string, gameCode: string, ctx: LaunchContext = {}) {
    const found = await this.supplier(providerCode, gameCode);
    if (!found) return null;
    const [p] = await this.db
      .select({ currency: operators.currency, languages: operators.languages, site: operators.code })
      .from(players)
      .innerJoin(operators, eq(operators.id, players.operatorId))
      .where(eq(players.id, player.id));
    if (!p) throw new ApiError('launchFailed');
    const token = randomBytes(32).toString('base64url');
    await this.db.insert(gameLaunches).values({
      playerId: player.id,
      sessionId: player.sessionId,
      providerCode,
      gameCode,
      tokenHash: sha256(token),
      openedAt: new Date(),
      expiresAt: new Date(Date.now() + GAME_SESSION_MS),
    });
    const url = await this.url(found, {
      mode: 'real',
      user: userOf(player.id),
      token,
      currency: p.currency,
      site: p.site,
      ...this.common(ctx, siteLanguageOf(p.languages)),
    });
    await this.db
      .insert(recentlyPlayed)
      .values({ playerId: player.id, providerCode, gameCode })
      .onConflictDoUpdate({ target: [recentlyPlayed.playerId, recentlyPlayed.providerCode, recentlyPlayed.gameCode], set: { playedAt: new Date() } });
    return { statusCode: 1, message: 'OK', url, expires_in: Math.floor(GAME_SESSION_MS / 1000) };
  }

  /** A demo launch: fun money, no player, no wallet calls. Null when no aggregator supplies the game. */
  async launchDemo(providerCode: string, gameCode: string, ctx: LaunchContext = {}) {
    const found = await this.supplier(providerCode, gameCode);
    if (!found) return null;
    const url = await this.url(found, { mode: 'demo', ...this.common(ctx, 'en') });
    return { statusCode: 1, message: 'OK', url, expires_in: 0 };
  }

  private common(ctx: LaunchContext, fallbackLanguage: string) {
    return {
      language: (ctx.language ?? fallbackLanguage).slice(0, 2).toLowerCase(),
      returnUrl: ctx.domain ? `https://${ctx.domain}/` : '',
      platform: mobile(ctx.userAgent) ? ('mobile' as const) : ('desktop' as const),
      ip: ctx.ip || undefined,
    };
  }

  private async url(found: { aggregator: GameAggregator; external: string }, launch: WithoutGame<AggregatorLaunch>) {
    try {
      return await found.aggregator.gameUrl({ ...launch, game: found.external } as AggregatorLaunch);
    } catch (err) {
      log.warn({ err: String(err), aggregator: found.aggregator.code, game: found.external }, 'game URL request failed');
      throw new ApiError('launchFailed');
    }
  }
}
