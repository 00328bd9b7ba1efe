import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { games, recentlyPlayed } from '../db/schema.ts';
import { toGame } from './catalogue.ts';
import type { Player } from './sessions.ts';

/**
 * What a player played: every launch (api/games/launch.ts) puts its game first. The games
 * themselves, the demo game included, are an aggregator's (api/games/).
 */
export class PlayService {
  constructor(private db: Db) {}

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
