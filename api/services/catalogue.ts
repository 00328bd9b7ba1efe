import { and, asc, eq, sql } from 'drizzle-orm';
import { GAME_FLAGS, gameImagePath, type CompactGame, type Game } from '../../contract/product.ts';
import type { Db } from '../db/client.ts';
import { games, providers } from '../db/schema.ts';

export type GameRow = typeof games.$inferSelect;

export const gameImageUrl = gameImagePath;

export function toGame(row: GameRow): Game {
  return {
    provider_code: row.providerCode,
    game_code: row.gameCode,
    game_name: row.gameName,
    game_type: row.gameType,
    game_image: gameImageUrl(row.providerCode, row.gameCode),
    hot: row.hot,
    featured: row.featured,
    popular: row.popular,
    new: row.isNew,
    rtp: row.rtpBp == null ? null : (row.rtpBp / 100).toFixed(2),
    volatility: row.volatility,
  };
}

export interface CatalogueSummary {
  providers: { code: string; name: string; sort: number }[];
  /** game_type → provider_code → number of games */
  counts: Map<string, Map<string, number>>;
  /** provider_code → number of hot games */
  hot: Map<string, number>;
}

/** The catalogue is the same for every demo operator and changes only at seed time: cache it. */
export class CatalogueService {
  private summary?: Promise<CatalogueSummary>;
  constructor(private db: Db) {}

  getSummary(): Promise<CatalogueSummary> {
    return (this.summary ??= this.load().catch((e) => {
      this.summary = undefined;
      throw e;
    }));
  }

  invalidate() {
    this.summary = undefined;
    this.compact.clear();
  }

  private async load(): Promise<CatalogueSummary> {
    const [provs, rows, hotRows] = await Promise.all([
      this.db.select().from(providers).orderBy(asc(providers.sort)),
      this.db
        .select({ type: games.gameType, provider: games.providerCode, n: sql<number>`count(*)::int` })
        .from(games)
        .groupBy(games.gameType, games.providerCode),
      this.db
        .select({ provider: games.providerCode, n: sql<number>`count(*)::int` })
        .from(games)
        .where(eq(games.hot, true))
        .groupBy(games.providerCode),
    ]);
    const counts = new Map<string, Map<string, number>>();
    for (const r of rows) {
      const m = counts.get(r.type) ?? new Map<string, number>();
      m.set(r.provider, Number(r.n));
      counts.set(r.type, m);
    }
    return {
      providers: provs,
      counts,
      hot: new Map(hotRows.map((r) => [r.provider, Number(r.n)])),
    };
  }

  async hotGames(gameType: string, limit = 60): Promise<Game[]> {
    const where = gameType ? and(eq(games.hot, true), eq(games.gameType, gameType)) : eq(games.hot, true);
    const rows = await this.db.select().from(games).where(where).orderBy(asc(games.sort)).limit(limit);
    return rows.map(toGame);
  }

  private compact = new Map<string, Promise<CompactGame[]>>();

  /** Every game of a category (hot: the hot flag) in the compact form, cached per category. */
  categoryGames(type: string): Promise<CompactGame[]> {
    let hit = this.compact.get(type);
    if (!hit) {
      const where = type === 'hot' ? eq(games.hot, true) : eq(games.gameType, type);
      hit = this.db
        .select()
        .from(games)
        .where(where)
        .orderBy(asc(games.sort))
        .then((rows) =>
          rows.map((g): CompactGame => [
            g.providerCode,
            g.gameCode,
            g.gameName,
            (g.hot ? GAME_FLAGS.hot : 0) | (g.featured ? GAME_FLAGS.featured : 0) | (g.popular ? GAME_FLAGS.popular : 0) | (g.isNew ? GAME_FLAGS.new : 0),
            g.rtpBp,
            g.sort,
          ]),
        );
      hit.catch(() => this.compact.delete(type));
      this.compact.set(type, hit);
    }
    return hit;
  }

  /** The site-wide search: names containing `q` (any case; % and _ are literal): the name itself, then names starting with it, then popular first. */
  async search(q: string, limit = 24) {
    const escaped = q.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`);
    const pattern = `%${escaped}%`;
    const rows = await this.db
      .select({ providerCode: games.providerCode, gameCode: games.gameCode, gameName: games.gameName, gameType: games.gameType })
      .from(games)
      .where(sql`lower(${games.gameName}) like ${pattern}`)
      // The name itself first, then names that start with it, then the lobby's order.
      .orderBy(
        sql`lower(${games.gameName}) = ${q.toLowerCase()} desc`,
        sql`lower(${games.gameName}) like ${`${escaped}%`} desc`,
        asc(games.sort),
        asc(games.gameName),
      )
      .limit(limit);
    return rows.map((g) => ({
      provider_code: g.providerCode,
      game_code: g.gameCode,
      game_name: g.gameName,
      game_type: g.gameType,
      game_image: gameImageUrl(g.providerCode, g.gameCode),
    }));
  }

  async find(providerCode: string, gameCode: string): Promise<GameRow | null> {
    const rows = await this.db
      .select()
      .from(games)
      .where(and(eq(games.providerCode, providerCode), eq(games.gameCode, gameCode)))
      .limit(1);
    return rows[0] ?? null;
  }
}
