import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { players, sessions } from '../db/schema.ts';
import { newToken, sha256 } from '../lib/crypto.ts';
import { ApiError, sessionExpired } from '../lib/errors.ts';

export type Player = typeof players.$inferSelect;
/** What a player call carries to prove who is calling, and from which operator's site (SPEC §6). */
export interface PlayerCall {
  account_id: string;
  auth: string;
  domain_name?: string;
}

export class SessionService {
  constructor(private db: Db, private ttlMinutes: number) {}

  private expiry() {
    return new Date(Date.now() + this.ttlMinutes * 60_000);
  }

  async create(player: { id: number; operatorId: number }, meta: { ip?: string; userAgent?: string } = {}): Promise<string> {
    const token = newToken();
    await this.db.insert(sessions).values({
      playerId: player.id,
      operatorId: player.operatorId,
      tokenHash: sha256(token),
      expiresAt: this.expiry(),
      ip: meta.ip?.slice(0, 64),
      userAgent: meta.userAgent?.slice(0, 256),
    });
    return token;
  }

  /**
   * The player behind `auth`, or 'sessionExpired' (SPEC §8). Sliding expiry: each use pushes
   * the end out again, written at most once a minute to spare the database.
   */
  async requirePlayer({ account_id: accountId, auth }: PlayerCall): Promise<Player & { sessionId: number }> {
    const rows = await this.db
      .select({ session: sessions, player: players })
      .from(sessions)
      .innerJoin(players, eq(players.id, sessions.playerId))
      .where(and(eq(sessions.tokenHash, sha256(auth)), isNull(sessions.revokedAt)))
      .limit(1);
    const row = rows[0];
    const now = Date.now();
    if (!row || row.session.expiresAt.getTime() <= now) throw sessionExpired();
    if (row.player.accountKey !== accountId.trim().toLowerCase()) throw sessionExpired();
    if (row.player.status !== 'active') throw new ApiError(row.player.status);
    if (now - row.session.lastSeenAt.getTime() > 60_000) {
      await this.db
        .update(sessions)
        .set({ lastSeenAt: new Date(now), expiresAt: this.expiry() })
        .where(eq(sessions.id, row.session.id));
    }
    return { ...row.player, sessionId: row.session.id };
  }

  async revoke(auth: string) {
    await this.db.update(sessions).set({ revokedAt: new Date() }).where(eq(sessions.tokenHash, sha256(auth)));
  }

  /** After a password change every other session of the player ends. */
  async revokeOthers(playerId: number, keepSessionId: number) {
    await this.db
      .update(sessions)
      .set({ revokedAt: sql`now()` })
      .where(and(eq(sessions.playerId, playerId), ne(sessions.id, keepSessionId), isNull(sessions.revokedAt)));
  }
}
