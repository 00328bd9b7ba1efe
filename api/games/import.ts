import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { aggregatorGames, games, providers } from '../db/schema.ts';
import type { GameType } from '../catalogue/categories.ts';
import type { AggregatorGame } from './aggregator.ts';

/** The aggregator's category → the catalogue's game type; the first match wins. */
const TYPE_RULES: Array<[RegExp, GameType]> = [
  [/live/i, 'livecasino'],
  [/crash/i, 'crash'],
  [/fish/i, 'fish'],
  [/slot/i, 'slots'],
  [/table|roulette|blackjack|baccarat|poker|card/i, 'table'],
  [/lott|keno|scratch/i, 'lottery'],
  [/bingo/i, 'bingo'],
  [/sport|virtual/i, 'sportsbook'],
];
export const gameTypeOf = (category: string): GameType => TYPE_RULES.find(([re]) => re.test(category))?.[1] ?? 'arcade';

/** A studio's provider code in the catalogue: its name's letters and digits, upper case, at most 16. */
export const providerCodeOf = (studio: string) =>
  studio
    .normalize('NFKD')
    .toUpperCase()
    .replace(/[^A-Z0-9]/g, '')
    .slice(0, 16) || 'STUDIO';

export interface ImportReport {
  aggregator: string;
  listed: number;
  imported: number;
  skipped: number;
  providers: number;
}

/**
 * Puts an aggregator's enabled games into the catalogue, one provider per studio, and remembers
 * which aggregator launches each. Run again, it updates names, types and figures in place; games the
 * aggregator no longer lists stay (a launch of one fails with launchFailed until removed by hand).
 */
export async function importGames(db: Db, aggregator: string, list: AggregatorGame[]): Promise<ImportReport> {
  const enabled = list.filter((g) => g.enabled && g.code.length <= 64);
  const studios = new Map(enabled.map((g) => [providerCodeOf(g.studio), g.studio]));
  await db.transaction(async (tx) => {
    const [{ next }] = await tx.select({ next: sql<number>`coalesce(max(${providers.sort}), 0)::int + 1` }).from(providers);
    const [{ after }] = await tx.select({ after: sql<number>`coalesce(max(${games.sort}), 0)::int + 1` }).from(games);
    let i = 0;
    for (const [code, name] of studios) {
      await tx
        .insert(providers)
        .values({ code, name, sort: next + i++ })
        .onConflictDoNothing();
    }
    for (const [n, g] of enabled.entries()) {
      const row = {
        providerCode: providerCodeOf(g.studio),
        gameCode: g.code,
        gameName: g.name.slice(0, 200),
        gameType: gameTypeOf(g.category),
        rtpBp: g.rtpBp,
        volatility: g.volatility,
        released: g.released,
      };
      await tx
        .insert(games)
        .values({ ...row, sort: after + n })
        .onConflictDoUpdate({
          target: [games.providerCode, games.gameCode],
          set: { gameName: row.gameName, gameType: row.gameType, rtpBp: row.rtpBp, volatility: row.volatility, released: row.released },
        });
      await tx
        .insert(aggregatorGames)
        .values({ providerCode: row.providerCode, gameCode: g.code, aggregator, externalCode: g.code })
        .onConflictDoUpdate({
          target: [aggregatorGames.providerCode, aggregatorGames.gameCode],
          set: { aggregator, externalCode: g.code, importedAt: new Date() },
        });
    }
  });
  return { aggregator, listed: list.length, imported: enabled.length, skipped: list.length - enabled.length, providers: studios.size };
}
