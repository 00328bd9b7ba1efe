import { and, desc, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import { MAX_LISTED_SESSIONS, type PlayerSession, type RecentSignIn } from '../../contract/settings.ts';
import type { Db } from '../db/client.ts';
import { players, sessions } from '../db/schema.ts';
import { newToken, sha256 } from '../lib/crypto.ts';
import { describeDevice, maskAddress } from '../lib/device.ts';
import { ApiError, sessionExpired } from '../lib/errors.ts';
import { assertOpen, type OperatorDirectory } from './operators.ts';

export type Player = typeof players.$inferSelect;
export type SessionScope = (typeof sessions.$inferSelect)['scope'];
/** What a player call carries to prove who is calling, and from which operator's site. */
export interface PlayerCall {
  account_id: string;
  auth: string;
  domain_name?: string;
}

/** Told which sessions ended, so what lives on them (balance streams) ends too. */
export interface SessionEndListener {
  sessionsEnded(playerId: number, sessionIds: number[]): void;
}

export class SessionService {
  constructor(
    private db: Db,
    private ttlMinutes: number,
    private operators: OperatorDirectory,
    private ended?: SessionEndListener,
  ) {}

  private expiry() {
    return new Date(Date.now() + this.ttlMinutes * 60_000);
  }

  async create(player: { id: number; operatorId: number }, meta: { ip?: string; userAgent?: string } = {}, scope: SessionScope = 'full'): Promise<string> {
    const token = newToken();
    await this.db.insert(sessions).values({
      scope,
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
   * The player behind `auth`, or 'sessionExpired'. The call's site must be the
   * operator the session was opened on and open (else 'maintenance').
   * Sliding expiry: each use pushes the end out again; `touch: false` checks without counting
   * as use (the balance stream's re-check). A withdraw-only session (opened during a time-out or
   * self-exclusion) passes only where the call says `withdraw: true`; elsewhere it is 'withdrawOnly'.
   */
  async requirePlayer(call: PlayerCall, { touch = true, withdraw = false } = {}): Promise<Player & { sessionId: number; sessionScope: SessionScope }> {
    // A token is only valid on its own site: no site, no session.
    if (!call.domain_name) throw sessionExpired();
    const operator = await this.operators.find(call.domain_name);
    if (!operator) throw sessionExpired();
    assertOpen(operator);
    const rows = await this.db
      .select({ session: sessions, player: players })
      .from(sessions)
      .innerJoin(players, eq(players.id, sessions.playerId))
      .where(and(eq(sessions.tokenHash, sha256(call.auth)), isNull(sessions.revokedAt)))
      .limit(1);
    const row = rows[0];
    if (!row || row.session.expiresAt.getTime() <= Date.now()) throw sessionExpired();
    if (row.session.operatorId !== operator.id) throw sessionExpired();
    if (row.player.accountKey !== call.account_id.trim().toLowerCase()) throw sessionExpired();
    if (row.player.status !== 'active') throw new ApiError(row.player.status);
    if (row.session.scope === 'withdraw' && !withdraw) throw new ApiError('withdrawOnly');
    if (touch) await this.touch(row.session);
    return { ...row.player, sessionId: row.session.id, sessionScope: row.session.scope };
  }

  /** Counts as use of the session: its end moves out again (written at most once a minute). */
  async touch(session: { id: number; lastSeenAt: Date }) {
    const now = Date.now();
    if (now - session.lastSeenAt.getTime() <= 60_000) return;
    await this.db
      .update(sessions)
      .set({ lastSeenAt: new Date(now), expiresAt: this.expiry() })
      .where(and(eq(sessions.id, session.id), isNull(sessions.revokedAt)));
  }

  async revoke(auth: string) {
    this.announce(
      await this.db
        .update(sessions)
        .set({ revokedAt: sql`now()` })
        .where(and(eq(sessions.tokenHash, sha256(auth)), isNull(sessions.revokedAt)))
        .returning({ id: sessions.id, playerId: sessions.playerId }),
    );
  }

  /** After a password change, or at the player's wish (/security), every other session of the player ends. */
  async revokeOthers(playerId: number, keepSessionId: number): Promise<number> {
    const ended = await this.db
      .update(sessions)
      .set({ revokedAt: sql`now()` })
      .where(and(eq(sessions.playerId, playerId), ne(sessions.id, keepSessionId), isNull(sessions.revokedAt)))
      .returning({ id: sessions.id, playerId: sessions.playerId });
    this.announce(ended);
    return ended.length;
  }

  /**
   * The caller's live sessions, the one calling first, then by last use, and the last
   * 10 sign-ins, ended ones included.
   */
  async list(player: { id: number; sessionId: number }): Promise<{ value: PlayerSession[]; total: number; recent: RecentSignIn[] }> {
    const now = new Date();
    const live = and(eq(sessions.playerId, player.id), isNull(sessions.revokedAt), gt(sessions.expiresAt, now));
    const rows = await this.db
      .select()
      .from(sessions)
      .where(live)
      .orderBy(desc(sql`${sessions.id} = ${player.sessionId}`), desc(sessions.lastSeenAt), desc(sessions.id))
      .limit(MAX_LISTED_SESSIONS);
    const [{ total }] = await this.db
      .select({ total: sql<number>`count(*)::int` })
      .from(sessions)
      .where(live);
    const recent = await this.db.select().from(sessions).where(eq(sessions.playerId, player.id)).orderBy(desc(sessions.createdAt), desc(sessions.id)).limit(10);
    return {
      value: rows.map((r) => ({
        ...toDevice(r),
        id: r.id,
        created_at: r.createdAt.toISOString(),
        // The call being answered is a use of its session, whether or not it was written down.
        last_seen_at: (r.id === player.sessionId ? now : r.lastSeenAt).toISOString(),
        current: r.id === player.sessionId,
      })),
      total: Number(total),
      recent: recent.map((r) => ({
        ...toDevice(r),
        id: r.id,
        created_at: r.createdAt.toISOString(),
        active: !r.revokedAt && r.expiresAt.getTime() > now.getTime(),
        current: r.id === player.sessionId,
      })),
    };
  }

  /**
   * Ends one live session of the player; any other id (another player's included) is
   * 'sessionNotFound'. Ending the calling session signs the caller out.
   */
  async end(player: { id: number; sessionId: number }, sessionId: number): Promise<{ current: boolean }> {
    const ended = await this.db
      .update(sessions)
      .set({ revokedAt: sql`now()` })
      .where(and(eq(sessions.id, sessionId), eq(sessions.playerId, player.id), isNull(sessions.revokedAt), gt(sessions.expiresAt, new Date())))
      .returning({ id: sessions.id, playerId: sessions.playerId });
    if (!ended.length) throw new ApiError('sessionNotFound');
    this.announce(ended);
    return { current: sessionId === player.sessionId };
  }

  /** After a password reset every session of the player ends. */
  async revokeAll(playerId: number) {
    this.announce(
      await this.db
        .update(sessions)
        .set({ revokedAt: sql`now()` })
        .where(and(eq(sessions.playerId, playerId), isNull(sessions.revokedAt)))
        .returning({ id: sessions.id, playerId: sessions.playerId }),
    );
  }

  private announce(ended: { id: number; playerId: number }[]) {
    const byPlayer = new Map<number, number[]>();
    for (const e of ended) byPlayer.set(e.playerId, [...(byPlayer.get(e.playerId) ?? []), e.id]);
    for (const [playerId, ids] of byPlayer) this.ended?.sessionsEnded(playerId, ids);
  }
}

function toDevice(r: { ip: string | null; userAgent: string | null }) {
  const d = describeDevice(r.userAgent);
  return { device: d.label, browser: d.browser, os: d.os, device_type: d.type, address: maskAddress(r.ip) };
}
