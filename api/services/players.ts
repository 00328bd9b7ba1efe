import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { FavGame } from '../../contract/home.ts';
import type { VipLevelInfo } from '../../contract/auth.ts';
import type { Db } from '../db/client.ts';
import { favourites, players, vipLevels } from '../db/schema.ts';
import { busy, dummyPasswordHash, hashGate, verifyPassword } from '../lib/crypto.ts';
import { ApiError } from '../lib/errors.ts';
import { toMoneyString } from '../lib/money.ts';
import type { Limit, Throttle } from '../lib/throttle.ts';
import type { Operator } from './operators.ts';
import type { Player, SessionScope, SessionService } from './sessions.ts';
import type { ExclusionView } from '../../contract/protection.ts';
import type { SignInGuard } from './sign-in-guard.ts';

export function toUserInfo(p: Player, token: string) {
  return { account_id: p.accountId, full_name: p.fullName, contact_email: p.contactEmail, session_token: token };
}

const WINDOW_MS = 15 * 60_000;
/**
 * Password checks of one account from one address (or of one signed-in player): 5 in 15 minutes,
 * then each needs a wait after the one before that doubles, 1 s to 5 minutes. Keyed on the
 * address too, so nobody elsewhere can lock the owner out.
 */
export const PASSWORD_LIMIT: Limit = { max: 5, windowMs: WINDOW_MS, delay: { baseMs: 1000, capMs: 5 * 60_000 } };

/** A counted attempt: what to give back once it is known how it went. */
export interface Attempt {
  /** The check passed. */
  passed(): Promise<void>;
  /** The check never ran (the server was busy): the attempt is given back. */
  unchecked(): Promise<void>;
}

export class PlayerService {
  private addressLimit: Limit;
  /** Refuses sign-in during a time-out or self-exclusion (throws with its end date). */
  /**
   * Asked before a session opens: the scope it may have (a time-out or self-exclusion
   * refuses sign-in, or opens a withdraw-only session when the player asks for one).
   */
  beforeSignIn?: (p: Player, wanted: SessionScope) => Promise<{ scope: SessionScope; exclusion?: ExclusionView }>;
  /** The account-wide budget of password checks from new addresses, and the owner's alert. */
  guard?: SignInGuard;

  /** `failuresPerAddress`: failed sign-ins and code checks one address may make in 15 minutes. */
  constructor(
    private db: Db,
    private sessions: SessionService,
    private throttle: Throttle,
    failuresPerAddress = 30,
  ) {
    this.addressLimit = { max: failuresPerAddress, windowMs: WINDOW_MS };
  }

  async findByAccount(operatorId: number, accountId: string): Promise<Player | null> {
    const rows = await this.db
      .select()
      .from(players)
      .where(and(eq(players.operatorId, operatorId), eq(players.accountKey, accountId.trim().toLowerCase())))
      .limit(1);
    return rows[0] ?? null;
  }

  /**
   * Counts a password sign-in before it is checked: per account and address, and
   * per address. Throws 'tooManyAttempts' with retry_after when either refuses.
   */
  async countSignIn(o: Operator, accountId: string, ip: string): Promise<Attempt> {
    const pair = `login:acct-ip:${o.id}:${accountId.trim().toLowerCase()}:${ip}`;
    await this.throttle.take(pair, PASSWORD_LIMIT);
    const address = await this.countCodeCheck(ip).catch(async (e: unknown) => {
      await this.throttle.refund(pair);
      throw e;
    });
    return {
      passed: async () => {
        await Promise.all([this.throttle.reset(pair), address.passed()]);
      },
      unchecked: () => this.throttle.refund(pair, `login:ip:${ip}`),
    };
  }

  /** Counts a one-time-code check on the address (the code itself allows 5 tries). */
  async countCodeCheck(ip: string): Promise<Attempt> {
    const key = `login:ip:${ip}`;
    await this.throttle.take(key, this.addressLimit);
    // The address limit is on failures: a success gives its attempt back.
    const giveBack = () => this.throttle.refund(key);
    return { passed: giveBack, unchecked: giveBack };
  }

  /** Counts a signed-in player's check of their own password (change password). */
  async countPasswordCheck(playerId: number): Promise<Attempt> {
    const key = `password:player:${playerId}`;
    await this.throttle.take(key, PASSWORD_LIMIT);
    return { passed: () => this.throttle.reset(key), unchecked: () => this.throttle.refund(key) };
  }

  /**
   * Password sign-in. From an address that has never opened a session of the account, the check
   * also spends the account-wide budget (SignInGuard); once it is spent, the answer is
   * 'codeRequired' whatever the password, and the sign-in needs `tac` (tac/request_login) as well.
   */
  async login(o: Operator, accountId: string, password: string, meta: { ip: string; userAgent?: string }, wanted: SessionScope = 'full', tac?: string) {
    // A flood is shed before it costs even a query; the rest is counted before the hash runs.
    if (hashGate.full) throw busy();
    const attempt = await this.countSignIn(o, accountId, meta.ip);
    const player = await this.findByAccount(o.id, accountId);
    const guard = this.guard;
    const fromNew = guard ? !(player && (await guard.known(player.id, meta.ip))) : false;
    let code: { use(): Promise<void> } | undefined;
    let counted = false;
    if (guard && fromNew) {
      // The code comes first (a wrong one stays counted): once the budget is spent, a password is
      // compared only for whoever holds the phone, so guessing learns nothing more.
      if (tac) code = await guard.checkCode(o, accountId, tac);
      else if (!(counted = await guard.claim(o.id, accountId, meta.ip))) {
        await attempt.unchecked();
        throw new ApiError('codeRequired');
      }
    }
    let ok: boolean;
    try {
      // Compare against a dummy hash when the account is unknown: same time either way.
      ok = await verifyPassword(password, player?.passwordHash ?? (await dummyPasswordHash()));
    } catch (e) {
      await attempt.unchecked();
      if (counted) await guard!.giveBack(o.id, accountId, meta.ip);
      throw e;
    }
    if (!player || !ok) {
      if (counted && player) await guard!.failed(player, meta.ip);
      throw new ApiError('invalidCredentials');
    }
    await code?.use();
    await attempt.passed();
    if (counted) await guard!.giveBack(o.id, accountId, meta.ip);
    if (player.status !== 'active') throw new ApiError(player.status);
    return this.startSession(player, meta, wanted);
  }

  async startSession(player: Player, meta: { ip: string; userAgent?: string }, wanted: SessionScope = 'full') {
    const { scope, exclusion } = (await this.beforeSignIn?.(player, wanted)) ?? { scope: 'full' as const };
    const token = await this.sessions.create(player, meta, scope);
    await this.db.update(players).set({ lastLoginAt: new Date() }).where(eq(players.id, player.id));
    const alert = await this.guard?.takeAlert(player.operatorId, player.accountId);
    return {
      statusCode: 1,
      message: 'OK',
      token,
      user: toUserInfo(player, token),
      fullname: player.fullName,
      email: player.contactEmail,
      ...(scope === 'withdraw' ? { session_scope: scope, exclusion } : {}),
      ...(alert ? { password_alert: alert } : {}),
    };
  }

  balance(p: Player) {
    return { statusCode: 1, message: 'OK', game_balance: toMoneyString(p.gameBalance), game_token: toMoneyString(p.gameToken) };
  }

  /** Vip: nextLevel[0] built from the operator's levels and the player's real totals. */
  async vip(p: Player): Promise<VipLevelInfo> {
    const levels = await this.db.select().from(vipLevels).where(eq(vipLevels.operatorId, p.operatorId)).orderBy(asc(vipLevels.level));
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
    const rows = await this.db.select().from(favourites).where(eq(favourites.playerId, p.id)).orderBy(desc(favourites.createdAt));
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
    await this.db.delete(favourites).where(and(eq(favourites.playerId, p.id), eq(favourites.providerCode, providerCode), eq(favourites.gameCode, gameCode)));
  }
}
