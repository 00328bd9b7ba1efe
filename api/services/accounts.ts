import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { phoneOfAccountId, type SignupRequest } from '../../contract/auth.ts';
import type { Db } from '../db/client.ts';
import { inboxMessages, players } from '../db/schema.ts';
import { hashPassword, verifyPassword } from '../lib/crypto.ts';
import { ApiError } from '../lib/errors.ts';
import { referrerCodeOf } from './referrals.ts';
import type { Operator } from './operators.ts';
import type { PlayerService } from './players.ts';
import { welcomeMessage } from './welcome.ts';
import type { Player, SessionScope, SessionService } from './sessions.ts';
import { TAC_RESEND_MS, TAC_TTL_MS, type TacService } from './tac.ts';

/** Registration, one-time-code sign-in, password changes and profile (Auth, Settings). */
export class AccountService {
  /** True while the player is on a time-out or self-exclusion: no code is sent to them then. */
  onBreak?: (playerId: number) => Promise<boolean>;

  constructor(
    private db: Db,
    private players: PlayerService,
    private sessions: SessionService,
    private tac: TacService,
  ) {}

  /** The body may omit contact_phone when the account id is itself a phone number. */
  async requestRegisterCode(o: Operator, accountId: string, contactPhone: string | undefined, ip: string, lng?: string) {
    const phone = contactPhone ?? phoneOfAccountId(accountId);
    if (!phone) throw new ApiError('invalidRequest', -422, 400, { errors: [{ field: 'contact_phone', message: 'required' }] });
    // The answer says whether the account exists: limited per address.
    await this.tac.countAddress(ip);
    if (await this.players.findByAccount(o.id, accountId)) throw new ApiError('accountExists');
    const resendIn = await this.tac.claimResend(o, accountId, 'register');
    if (resendIn > 0) throw new ApiError('tacThrottled', -429, 200, { resend_in: resendIn });
    await this.tac.countOperator(o);
    return { statusCode: 1, message: 'OK', ...(await this.tac.issue(o, accountId, 'register', phone, { lng })) };
  }

  async verifyRegisterCode(o: Operator, accountId: string, code: string, ip: string) {
    const attempt = await this.players.countCodeCheck(ip);
    const row = await this.tac.check(o.id, accountId, 'register', code);
    await attempt.passed();
    await this.tac.markVerified(row.id);
    return { statusCode: 1, message: 'OK' };
  }

  async signup(o: Operator, b: SignupRequest, meta: { ip: string; userAgent?: string }) {
    await this.tac.countAddress(meta.ip);
    if (await this.players.findByAccount(o.id, b.account_id)) throw new ApiError('accountExists');
    const code = await this.tac.verifiedRegistration(o.id, b.account_id, b.contact_phone);
    // Hashed before the code is used up: a busy answer leaves the code for the next try.
    const passwordHash = await hashPassword(b.password);
    await this.tac.consume(code.id);
    // Referral codes count within the operator that issued them.
    const referrer = await referrerCodeOf(this.db, o.id, b.referrer_code);
    // The player and the operator's welcome offer in the inbox (every language of the site) are one write.
    const player = await this.db.transaction(async (tx) => {
      const [made] = await tx
        .insert(players)
        .values({
          operatorId: o.id,
          accountId: b.account_id,
          accountKey: b.account_id.toLowerCase(),
          passwordHash,
          contactEmail: b.contact_email,
          contactPhone: b.contact_phone,
          referrerCode: referrer,
          referralCode: randomBytes(5).toString('hex').toUpperCase(),
          tracking: { ch: b.ch, cm: b.cm, pp: b.pp, affiliate_code: b.affiliate_code, fbp: b.fbp, appsflyer_id: b.appsflyer_id, visitor_id: b.visitor_id },
        })
        .onConflictDoNothing()
        .returning();
      if (made && o.welcomeBonus > 0) await tx.insert(inboxMessages).values(welcomeMessage(made.id, o));
      return made;
    });
    if (!player) throw new ApiError('accountExists');
    return this.players.startSession(player, meta);
  }

  /**
   * A code for sign-in or reset, to the account's own phone. The answer has the same shape and
   * the same resend_in whether or not the account exists: the one-a-minute limit
   * is claimed for every account id asked about, and the gateway is not waited for.
   */
  private async sendToAccount(o: Operator, accountId: string, purpose: 'login' | 'reset', ip: string, phoneMatches: (p: Player) => boolean, lng?: string) {
    await this.tac.countAddress(ip);
    const resendIn = await this.tac.claimResend(o, accountId, purpose);
    const answer = { statusCode: 1, message: 'OK', expires_in: TAC_TTL_MS / 1000, resend_in: resendIn || TAC_RESEND_MS / 1000 };
    if (resendIn > 0) return answer;
    await this.tac.countOperator(o);
    const player = await this.players.findByAccount(o.id, accountId);
    if (player?.status !== 'active' || !player.contactPhone || !phoneMatches(player)) return answer;
    // Someone on a break asked not to be contacted: nothing is sent, and the answer is an unknown account's.
    if (await this.onBreak?.(player.id)) return answer;
    try {
      const sent = await this.tac.issue(o, accountId, purpose, player.contactPhone, { background: true, lng });
      return 'demo_tac' in sent ? { ...answer, demo_tac: sent.demo_tac } : answer;
    } catch (e) {
      // The phone had its codes for the hour: say nothing that an unknown account would not.
      if (e instanceof ApiError && e.message === 'tooManyAttempts') return answer;
      throw e;
    }
  }

  requestLoginCode(o: Operator, accountId: string, ip: string, lng?: string) {
    return this.sendToAccount(o, accountId, 'login', ip, () => true, lng);
  }

  async loginWithCode(o: Operator, accountId: string, code: string, meta: { ip: string; userAgent?: string }, scope: SessionScope = 'full') {
    const attempt = await this.players.countCodeCheck(meta.ip);
    const player = await this.players.findByAccount(o.id, accountId);
    if (!player) throw new ApiError('invalidTac');
    const row = await this.tac.check(o.id, accountId, 'login', code);
    await this.tac.consume(row.id);
    await attempt.passed();
    if (player.status !== 'active') throw new ApiError(player.status);
    return this.players.startSession(player, meta, scope);
  }

  forgotPassword(o: Operator, accountId: string, phone: string, ip: string, lng?: string) {
    return this.sendToAccount(o, accountId, 'reset', ip, (p) => p.contactPhone === phone.trim(), lng);
  }

  async resetPassword(o: Operator, accountId: string, code: string, newPassword: string, ip: string) {
    const attempt = await this.players.countCodeCheck(ip);
    const player = await this.players.findByAccount(o.id, accountId);
    if (!player) throw new ApiError('invalidTac');
    const row = await this.tac.check(o.id, accountId, 'reset', code);
    await attempt.passed();
    // Hashed before the code is used up: a busy answer leaves the code for the next try.
    const passwordHash = await hashPassword(newPassword);
    await this.tac.consume(row.id);
    await this.db.update(players).set({ passwordHash }).where(eq(players.id, player.id));
    await this.sessions.revokeAll(player.id);
    return { statusCode: 1, message: 'OK' };
  }

  /** The old password must match; every other session of the player ends, this one stays. */
  async updatePassword(p: Player & { sessionId: number }, oldPassword: string, newPassword: string) {
    const attempt = await this.players.countPasswordCheck(p.id);
    let ok: boolean;
    try {
      ok = await verifyPassword(oldPassword, p.passwordHash);
    } catch (e) {
      await attempt.unchecked();
      throw e;
    }
    if (!ok) throw new ApiError('wrongPassword');
    await attempt.passed();
    await this.db
      .update(players)
      .set({ passwordHash: await hashPassword(newPassword) })
      .where(eq(players.id, p.id));
    await this.sessions.revokeOthers(p.id, p.sessionId);
    return { statusCode: 1, message: 'OK' };
  }

  async updateProfile(p: Player, fullName: string, email: string) {
    const [row] = await this.db.update(players).set({ fullName: fullName.trim(), contactEmail: email.trim() }).where(eq(players.id, p.id)).returning();
    return { statusCode: 1, message: 'OK', value: [{ account_id: row.accountId, full_name: row.fullName, contact_email: row.contactEmail }] };
  }
}
