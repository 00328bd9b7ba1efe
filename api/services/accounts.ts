import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { SignupRequest } from '../../contract/auth.ts';
import type { Db } from '../db/client.ts';
import { players, sessions } from '../db/schema.ts';
import { hashPassword, verifyPassword } from '../lib/crypto.ts';
import { ApiError } from '../lib/errors.ts';
import { referrerCodeOf } from './referrals.ts';
import type { Operator } from './operators.ts';
import type { PlayerService } from './players.ts';
import type { Player, SessionService } from './sessions.ts';
import type { TacService } from './tac.ts';

/** Code checks: the code's own 5 tries limit each account; the address limit still applies. */
const CODE = { account: false } as const;

/** Registration, one-time-code sign-in, password changes and profile (SPEC §7 Auth, Settings). */
export class AccountService {
  constructor(
    private db: Db,
    private players: PlayerService,
    private sessions: SessionService,
    private tac: TacService,
  ) {}

  async requestRegisterCode(o: Operator, accountId: string, phone: string | undefined) {
    if (!phone) throw new ApiError('invalidRequest', -422, 400, { errors: [{ field: 'contact_phone', message: 'required' }] });
    if (await this.players.findByAccount(o.id, accountId)) throw new ApiError('accountExists');
    return { statusCode: 1, message: 'OK', ...(await this.tac.issue(o, accountId, 'register', phone)) };
  }

  async verifyRegisterCode(o: Operator, accountId: string, code: string, ip: string) {
    this.players.checkThrottle(o, accountId, ip, CODE);
    try {
      await this.tac.check(o.id, accountId, 'register', code, false);
    } catch (e) {
      this.players.recordFailure(o, accountId, ip, CODE);
      throw e;
    }
    return { statusCode: 1, message: 'OK' };
  }

  async signup(o: Operator, b: SignupRequest, meta: { ip: string; userAgent?: string }) {
    if (await this.players.findByAccount(o.id, b.account_id)) throw new ApiError('accountExists');
    await this.tac.consumeVerified(o.id, b.account_id, b.contact_phone);
    // Referral codes count within the operator that issued them.
    const referrer = await referrerCodeOf(this.db, o.id, b.referrer_code);
    const [player] = await this.db
      .insert(players)
      .values({
        operatorId: o.id,
        accountId: b.account_id,
        accountKey: b.account_id.toLowerCase(),
        passwordHash: await hashPassword(b.password),
        contactEmail: b.contact_email,
        contactPhone: b.contact_phone,
        referrerCode: referrer,
        referralCode: randomBytes(5).toString('hex').toUpperCase(),
        tracking: { ch: b.ch, cm: b.cm, pp: b.pp, affiliate_code: b.affiliate_code, fbp: b.fbp, appsflyer_id: b.appsflyer_id, visitor_id: b.visitor_id },
      })
      .onConflictDoNothing()
      .returning();
    if (!player) throw new ApiError('accountExists');
    return this.players.startSession(player, meta);
  }

  /** Same answer whether or not the account exists: nobody learns who plays here. */
  async requestLoginCode(o: Operator, accountId: string) {
    const player = await this.players.findByAccount(o.id, accountId);
    let extra = {};
    if (player?.status === 'active' && player.contactPhone) {
      try {
        extra = await this.tac.issue(o, accountId, 'login', player.contactPhone);
      } catch (e) {
        if (!(e instanceof ApiError && e.message === 'tacThrottled')) throw e;
        extra = { resend_in: (e.extra as { resend_in: number }).resend_in };
      }
    }
    return { statusCode: 1, message: 'OK', expires_in: 300, resend_in: 60, ...extra };
  }

  async loginWithCode(o: Operator, accountId: string, code: string, meta: { ip: string; userAgent?: string }) {
    this.players.checkThrottle(o, accountId, meta.ip, CODE);
    const player = await this.players.findByAccount(o.id, accountId);
    try {
      if (!player) throw new ApiError('invalidTac');
      await this.tac.check(o.id, accountId, 'login', code, true);
    } catch (e) {
      this.players.recordFailure(o, accountId, meta.ip, CODE);
      throw e;
    }
    if (player.status !== 'active') throw new ApiError(player.status);
    return this.players.startSession(player, meta);
  }

  async forgotPassword(o: Operator, accountId: string, phone: string) {
    const player = await this.players.findByAccount(o.id, accountId);
    if (player?.status === 'active' && player.contactPhone && player.contactPhone === phone.trim()) {
      try {
        const sent = await this.tac.issue(o, accountId, 'reset', player.contactPhone);
        if ('demo_tac' in sent) return { statusCode: 1, message: 'OK', expires_in: 300, resend_in: 60, demo_tac: sent.demo_tac };
      } catch (e) {
        if (!(e instanceof ApiError && e.message === 'tacThrottled')) throw e;
      }
    }
    return { statusCode: 1, message: 'OK', expires_in: 300, resend_in: 60 };
  }

  async resetPassword(o: Operator, accountId: string, code: string, newPassword: string, ip: string) {
    this.players.checkThrottle(o, accountId, ip, CODE);
    const player = await this.players.findByAccount(o.id, accountId);
    try {
      if (!player) throw new ApiError('invalidTac');
      await this.tac.check(o.id, accountId, 'reset', code, true);
    } catch (e) {
      this.players.recordFailure(o, accountId, ip, CODE);
      throw e;
    }
    await this.db.update(players).set({ passwordHash: await hashPassword(newPassword) }).where(eq(players.id, player.id));
    await this.db.update(sessions).set({ revokedAt: new Date() }).where(eq(sessions.playerId, player.id));
    return { statusCode: 1, message: 'OK' };
  }

  /** The old password must match; every other session of the player ends, this one stays. */
  async updatePassword(p: Player & { sessionId: number }, oldPassword: string, newPassword: string) {
    if (!(await verifyPassword(oldPassword, p.passwordHash))) throw new ApiError('wrongPassword');
    await this.db.update(players).set({ passwordHash: await hashPassword(newPassword) }).where(eq(players.id, p.id));
    await this.sessions.revokeOthers(p.id, p.sessionId);
    return { statusCode: 1, message: 'OK' };
  }

  async updateProfile(p: Player, fullName: string, email: string) {
    const [row] = await this.db
      .update(players)
      .set({ fullName: fullName.trim(), contactEmail: email.trim() })
      .where(eq(players.id, p.id))
      .returning();
    return { statusCode: 1, message: 'OK', value: [{ account_id: row.accountId, full_name: row.fullName, contact_email: row.contactEmail }] };
  }
}
