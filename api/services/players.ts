import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { FavGame } from '../../contract/home.ts';
import type { VipLevelInfo } from '../../contract/auth.ts';
import type { Db } from '../db/client.ts';
import { favourites, players, vipLevels } from '../db/schema.ts';
import { dummyPasswordHash, verifyPassword } from '../lib/crypto.ts';
import { ApiError } from '../lib/errors.ts';
import { toMoneyString } from '../lib/money.ts';
import { FailureThrottle } from '../lib/throttle.ts';
import type { Operator } from './operators.ts';
import type { Player, SessionService } from './sessions.ts';

export function toUserInfo(p: Player, token: string) {
  return { account_id: p.accountId, full_name: p.fullName, contact_email: p.contactEmail, session_token: token };
}

export class PlayerService {
  /** 5 failed sign-ins per account in 15 minutes; per address as configured (default 30). */
  readonly accountThrottle = new FailureThrottle(5, 15 * 60_000);
  readonly addressThrottle: FailureThrottle;

  constructor(private db: Db, private sessions: SessionService, failuresPerAddress = 30) {
    this.addressThrottle = new FailureThrottle(failuresPerAddress, 15 * 60_000);
  }

  async findByAccount(operatorId: number, accountId: string): Promise<Player | null> {
    const rows = await this.db
      .select()
      .from(players)
      .where(and(eq(players.operatorId, operatorId), eq(players.accountKey, accountId.trim().toLowerCase())))
      .limit(1);
    return rows[0] ?? null;
  }

  /** One-time codes carry their own limit of tries, so code checks pass `account: false`. */
  checkThrottle(o: Operator, accountId: string, ip: string, opts: { account?: boolean } = {}) {
    const wait = Math.max(
      opts.account === false ? 0 : this.accountThrottle.retryAfter(`${o.id}:${accountId.toLowerCase()}`),
      this.addressThrottle.retryAfter(ip),
    );
    if (wait > 0) throw new ApiError('tooManyAttempts', -429, 200, { retry_after: wait });
  }

  recordFailure(o: Operator, accountId: string, ip: string, opts: { account?: boolean } = {}) {
    if (opts.account !== false) this.accountThrottle.fail(`${o.id}:${accountId.toLowerCase()}`);
    this.addressThrottle.fail(ip);
  }

  async login(o: Operator, accountId: string, password: string, meta: { ip: string; userAgent?: string }) {
    this.checkThrottle(o, accountId, meta.ip);
    const player = await this.findByAccount(o.id, accountId);
    // Compare against a dummy hash when the account is unknown: same time either way.
    const ok = await verifyPassword(password, player?.passwordHash ?? (await dummyPasswordHash()));
    if (!player || !ok) {
      this.recordFailure(o, accountId, meta.ip);
      throw new ApiError('invalidCredentials');
    }
    if (player.status !== 'active') throw new ApiError(player.status);
    this.accountThrottle.reset(`${o.id}:${accountId.toLowerCase()}`);
    return this.startSession(player, meta);
  }

  async startSession(player: Player, meta: { ip: string; userAgent?: string }) {
    const token = await this.sessions.create(player, meta);
    await this.db.update(players).set({ lastLoginAt: new Date() }).where(eq(players.id, player.id));
    return {
      statusCode: 1,
      message: 'OK',
      token,
      user: toUserInfo(player, token),
      fullname: player.fullName,
      email: player.contactEmail,
    };
  }

  balance(p: Player) {
    return { statusCode: 1, message: 'OK', game_balance: toMoneyString(p.gameBalance), game_token: toMoneyString(p.gameToken) };
  }

  /** SPEC §7 vip: nextLevel[0] built from the operator's levels and the player's real totals. */
  async vip(p: Player): Promise<VipLevelInfo> {
    const levels = await this.db
      .select()
      .from(vipLevels)
      .where(eq(vipLevels.operatorId, p.operatorId))
      .orderBy(asc(vipLevels.level));
    const reached = levels.filter((l) => p.totalDeposit >= l.minDeposit && p.totalTurnover >= l.minTurnover);
    const current = reached.at(-1) ?? levels[0];
    const next = levels.find((l) => current && l.level > current.level);
    return {
      starting_deposit: toMoneyString(current?.minDeposit ?? 0),
      cycle_deposit: toMoneyString(p.totalDeposit),
      deposit_next: toMoneyString(next?.minDeposit ?? current?.minDeposit ?? 0),
      starting_turnover: toMoneyString(current?.minTurnover ?? 0),
      cycle_turnover: toMoneyString(p.totalTurnover),
      turnover_next: toMoneyString(next?.minTurnover ?? current?.minTurnover ?? 0),
      vip_name: current?.name ?? 'VIP 0',
      vip_name_next: next?.name ?? null,
    };
  }

  async favList(p: Player): Promise<FavGame[]> {
    const rows = await this.db
      .select()
      .from(favourites)
      .where(eq(favourites.playerId, p.id))
      .orderBy(desc(favourites.createdAt));
    return rows.map((r) => ({
      game_code: r.gameCode,
      game_name: r.gameName,
      game_type: r.gameType,
      img_url: r.imgUrl,
      provider_code: r.providerCode,
    }));
  }

  async favAdd(p: Player, g: FavGame) {
    const count = await this.db
      .select({ n: sql<number>`count(*)::int` })
      .from(favourites)
      .where(eq(favourites.playerId, p.id));
    if (Number(count[0]?.n ?? 0) >= 500) throw new ApiError('limitExceeded');
    await this.db
      .insert(favourites)
      .values({
        playerId: p.id,
        providerCode: g.provider_code,
        gameCode: g.game_code,
        gameName: g.game_name,
        gameType: g.game_type,
        imgUrl: g.img_url,
      })
      .onConflictDoNothing();
  }

  async favRemove(p: Player, providerCode: string, gameCode: string) {
    await this.db
      .delete(favourites)
      .where(and(eq(favourites.playerId, p.id), eq(favourites.providerCode, providerCode), eq(favourites.gameCode, gameCode)));
  }
}
