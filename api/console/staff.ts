import { and, eq, gt, isNull, or, lt, sql } from 'drizzle-orm';
import type { StaffMember, StaffRole, TotpEnrolment } from '../../contract/console.ts';
import type { Db } from '../db/client.ts';
import { operators, staff, staffInvites, staffSessions } from '../db/schema.ts';
import { busy, dummyPasswordHash, hashGate, hashPassword, newToken, sha256, verifyPassword } from '../lib/crypto.ts';
import { ApiError } from '../lib/errors.ts';
import type { Limit, Throttle } from '../lib/throttle.ts';
import { DEMO_STAFF } from '../db/seed/factories.ts';
import { audit } from '../services/audit.ts';
import { newTotpSecret, totpStep, totpUri } from './totp.ts';
import { SecretBox, confirmedContext, isSealed, pendingContext } from './staff-secrets.ts';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type StaffRow = typeof staff.$inferSelect;

/** A one-time sign-in link is valid this long. */
export const INVITE_TTL_MS = 24 * 3600_000;
/** A console session ends this long after sign-in, used or not. */
export const STAFF_SESSION_TTL_MS = 12 * 3600_000;
/**
 * Failed sign-ins one account may take in 15 minutes, from any number of addresses, and one
 * address over any accounts. Both stay under the password hasher's queue (api/lib/crypto.ts), so
 * a burst is refused by the limit, not by a busy hasher.
 */
export const STAFF_ACCOUNT_LIMIT: Limit = { max: 5, windowMs: 15 * 60_000 };
export const STAFF_ADDRESS_LIMIT: Limit = { max: 10, windowMs: 15 * 60_000 };

export interface StaffOptions {
  /** Production asks every member for an authenticator; the demo lets it be optional. */
  totpRequired: boolean;
  /** Production: the demo administrator's published password must never open a session. */
  production: boolean;
  /**
   * Encrypts the authenticator secrets at rest (CONSOLE_SECRET_KEY, server/index.ts). Without
   * one (unit tests; production with no console host, where the console answers nowhere), a key
   * of this process only: its secrets do not survive a restart.
   */
  secrets?: SecretBox;
}

export interface SignedIn {
  token: string;
  expiresAt: Date;
  member: StaffMember;
  /** An authenticator to set up before anything else (production, not yet enrolled). */
  enrolment?: TotpEnrolment;
}

export interface StaffSession {
  id: number;
  member: StaffRow;
  expiresAt: Date;
}

/** The generic refusal of a sign-in: unknown email, wrong password, wrong or missing code, disabled. */
export const invalidCredentials = () => new ApiError('invalidCredentials', -1, 401);

/** How long the code step of a sign-in may follow its password step. */
export const TICKET_TTL_MS = 5 * 60_000;
const TICKET_CONTEXT = 'staff:sign-in-ticket';
interface Ticket {
  id: number;
  /** ms since the epoch */
  exp: number;
  /** a mark of the password hash it was given for: a new password voids it */
  pw: string;
}
const passwordMark = (hash: string) => sha256(hash).slice(0, 24);

export interface NewMember {
  email: string;
  role: StaffRole;
  operatorId: number | null;
}

/** A new one-time link for a member (only its sha256 is kept). */
export async function newInvite(tx: Db | Tx, staffId: number): Promise<string> {
  const token = newToken();
  await tx.insert(staffInvites).values({ staffId, tokenHash: sha256(token), expiresAt: new Date(Date.now() + INVITE_TTL_MS) });
  return token;
}

/** Makes a member and their first one-time sign-in link, with its audit entry, in one transaction. */
export function createStaffMember(db: Db, input: NewMember, by: { actor: string; fromAddress?: string | null }): Promise<{ member: StaffRow; token: string }> {
  return db.transaction(async (tx) => {
    const [taken] = await tx.select({ id: staff.id }).from(staff).where(eq(staff.email, input.email));
    if (taken) throw new ApiError('staffExists', -1, 409);
    const [member] = await tx.insert(staff).values({ email: input.email, role: input.role, operatorId: input.operatorId }).returning();
    const token = await newInvite(tx, member.id);
    await audit(tx, {
      actor: by.actor,
      operatorId: input.operatorId,
      action: 'staff.create',
      target: input.email,
      after: { email: input.email, role: input.role, operatorId: input.operatorId },
      fromAddress: by.fromAddress,
    });
    return { member, token };
  });
}

export class StaffService {
  private box: SecretBox;
  constructor(
    private db: Db,
    private throttle: Throttle,
    private options: StaffOptions,
  ) {
    this.box = options.secrets ?? new SecretBox(newToken());
  }

  create(input: NewMember, by: { actor: string; fromAddress?: string | null }) {
    return createStaffMember(this.db, input, by);
  }

  /**
   * The welcome link: sets the password and hands out an authenticator secret to confirm. The
   * link is spent in the same statement that checks it, so two uses at once cannot both pass.
   */
  async welcome(token: string, password: string, meta: { ip: string; userAgent?: string }): Promise<SignedIn & { enrolment: TotpEnrolment }> {
    const live = and(eq(staffInvites.tokenHash, sha256(token)), isNull(staffInvites.usedAt), gt(staffInvites.expiresAt, sql`now()`));
    const [invite] = await this.db.select({ staffId: staffInvites.staffId }).from(staffInvites).where(live);
    if (!invite) throw new ApiError('invalidLink', -1, 410);
    // The hash is made before the link is spent: a busy refusal leaves the link usable.
    const passwordHash = await hashPassword(password);
    const secret = newTotpSecret();
    const member = await this.db.transaction(async (tx) => {
      const [used] = await tx
        .update(staffInvites)
        .set({ usedAt: sql`now()` })
        .where(live)
        .returning({ staffId: staffInvites.staffId });
      if (!used) throw new ApiError('invalidLink', -1, 410);
      const [m] = await tx
        .update(staff)
        .set({ passwordHash, totpPendingSecret: this.box.seal(secret, pendingContext(used.staffId)), updatedAt: sql`now()` })
        .where(and(eq(staff.id, used.staffId), eq(staff.disabled, false)))
        .returning();
      if (!m) throw new ApiError('invalidLink', -1, 410);
      await audit(tx, { actor: `staff:${m.id}`, operatorId: m.operatorId, action: 'staff.welcome', target: m.email, fromAddress: meta.ip });
      return m;
    });
    const opened = await this.openSession(member, meta);
    return { ...opened, enrolment: { secret, uri: totpUri(secret, member.email) } };
  }

  /** The first code from the authenticator: the pending secret becomes the member's. */
  async confirmTotp(session: StaffSession, code: string, meta: { ip: string }): Promise<StaffMember> {
    const m = session.member;
    const pending = m.totpPendingSecret ? this.box.open(m.totpPendingSecret, pendingContext(m.id)) : null;
    const step = pending ? totpStep(pending, m.email, code) : null;
    if (step === null || !pending) throw new ApiError('invalidCode', -1, 400);
    const member = await this.db.transaction(async (tx) => {
      const [done] = await tx
        .update(staff)
        .set({ totpSecret: this.box.seal(pending, confirmedContext(m.id)), totpPendingSecret: null, totpLastStep: step, updatedAt: sql`now()` })
        .where(and(eq(staff.id, m.id), eq(staff.totpPendingSecret, m.totpPendingSecret!)))
        .returning();
      if (!done) throw new ApiError('invalidCode', -1, 400);
      await audit(tx, { actor: `staff:${m.id}`, operatorId: m.operatorId, action: 'staff.totp_enrol', target: m.email, fromAddress: meta.ip });
      return done;
    });
    return this.describe(member);
  }

  /** Takes one attempt on the account's and the address's counters (each one statement). */
  private async takeAttempt(email: string, ip: string): Promise<{ accountKey: string; addressKey: string }> {
    const accountKey = `staff:acct:${email}`;
    const addressKey = `staff:ip:${ip}`;
    await this.throttle.take(accountKey, STAFF_ACCOUNT_LIMIT);
    try {
      await this.throttle.take(addressKey, STAFF_ADDRESS_LIMIT);
    } catch (e) {
      await this.throttle.refund(accountKey);
      throw e;
    }
    return { accountKey, addressKey };
  }

  /** The member of an email whose password is right, else 'invalidCredentials' (the hash runs whoever asks). */
  private async memberWithPassword(email: string, password: string, keys: { accountKey: string; addressKey: string }): Promise<StaffRow> {
    const [member] = await this.db.select().from(staff).where(eq(staff.email, email));
    let ok: boolean;
    try {
      // A dummy hash when the account is unknown or unfinished: the same time either way.
      ok = await verifyPassword(password, member?.passwordHash ?? (await dummyPasswordHash()));
    } catch (e) {
      await this.throttle.refund(keys.accountKey, keys.addressKey);
      throw e;
    }
    if (!member || !member.passwordHash || !ok || member.disabled) throw invalidCredentials();
    if (this.options.production && member.email === DEMO_STAFF.email) throw invalidCredentials();
    return member;
  }

  /**
   * Email, password and (once enrolled) the authenticator's code. Every failure is the same
   * 'invalidCredentials'; attempts are counted per account and per address before the hash runs,
   * each in one statement (api/lib/throttle.ts), so a parallel burst passes exactly the limit.
   */
  async signIn(email: string, password: string, code: string | undefined, meta: { ip: string; userAgent?: string }): Promise<SignedIn> {
    if (hashGate.full) throw busy();
    const keys = await this.takeAttempt(email, meta.ip);
    const member = await this.memberWithPassword(email, password, keys);
    return this.finishSignIn(member, code, meta, keys);
  }

  /**
   * The first of two steps: the password is right (counted like a sign-in; the right one gives
   * its attempt back). A member with an authenticator gets a ticket for the second step: sealed,
   * bound to this member and password, good for TICKET_TTL_MS. The page carries the ticket, never
   * the password.
   */
  async checkPassword(email: string, password: string, meta: { ip: string }): Promise<{ codeNeeded: boolean; ticket?: string }> {
    if (hashGate.full) throw busy();
    const keys = await this.takeAttempt(email, meta.ip);
    const member = await this.memberWithPassword(email, password, keys);
    await this.throttle.refund(keys.accountKey, keys.addressKey);
    if (!member.totpSecret) return { codeNeeded: false };
    const ticket: Ticket = { id: member.id, exp: Date.now() + TICKET_TTL_MS, pw: passwordMark(member.passwordHash!) };
    return { codeNeeded: true, ticket: this.box.seal(JSON.stringify(ticket), TICKET_CONTEXT) };
  }

  /** The second step: the ticket of `checkPassword` and the authenticator's code (counted like a sign-in). */
  async signInWithTicket(sealed: string, code: string, meta: { ip: string; userAgent?: string }): Promise<SignedIn> {
    let ticket: Ticket | null = null;
    try {
      const t = JSON.parse(this.box.open(sealed, TICKET_CONTEXT)) as Partial<Ticket>;
      if (typeof t.id === 'number' && typeof t.exp === 'number' && typeof t.pw === 'string') ticket = t as Ticket;
    } catch {
      ticket = null;
    }
    // A ticket that is not one of ours (an unsealed value is answered as it is: refused here too).
    if (!ticket || !isSealed(sealed) || ticket.exp < Date.now()) throw invalidCredentials();
    const [member] = await this.db.select().from(staff).where(eq(staff.id, ticket.id));
    if (!member) throw invalidCredentials();
    const keys = await this.takeAttempt(member.email, meta.ip);
    // The password changed, the member was disabled, or the demo's member in production: the ticket is void.
    if (!member.passwordHash || passwordMark(member.passwordHash) !== ticket.pw || member.disabled) throw invalidCredentials();
    if (this.options.production && member.email === DEMO_STAFF.email) throw invalidCredentials();
    return this.finishSignIn(member, code, meta, keys);
  }

  /** After the password: the code (once enrolled, each code once), the counters, enrolment when required, the session. */
  private async finishSignIn(
    member: StaffRow,
    code: string | undefined,
    meta: { ip: string; userAgent?: string },
    keys: { accountKey: string; addressKey: string },
  ): Promise<SignedIn> {
    if (member.totpSecret) {
      const step = code ? totpStep(this.box.open(member.totpSecret, confirmedContext(member.id)), member.email, code) : null;
      if (step === null) throw invalidCredentials();
      // A code works once: a step at or before the last one used is refused.
      const [fresh] = await this.db
        .update(staff)
        .set({ totpLastStep: step })
        .where(and(eq(staff.id, member.id), or(isNull(staff.totpLastStep), lt(staff.totpLastStep, step))))
        .returning({ id: staff.id });
      if (!fresh) throw invalidCredentials();
      // A secret an earlier version stored in clear is encrypted on its first use (and at start).
      if (!isSealed(member.totpSecret))
        await this.db
          .update(staff)
          .set({ totpSecret: this.box.seal(member.totpSecret, confirmedContext(member.id)) })
          .where(and(eq(staff.id, member.id), eq(staff.totpSecret, member.totpSecret)));
    }
    await Promise.all([this.throttle.reset(keys.accountKey), this.throttle.refund(keys.addressKey)]);
    let enrolment: TotpEnrolment | undefined;
    let current = member;
    if (!member.totpSecret && this.options.totpRequired) {
      const secret = newTotpSecret();
      [current] = await this.db
        .update(staff)
        .set({ totpPendingSecret: this.box.seal(secret, pendingContext(member.id)) })
        .where(eq(staff.id, member.id))
        .returning();
      enrolment = { secret, uri: totpUri(secret, member.email) };
    }
    await audit(this.db, { actor: `staff:${member.id}`, operatorId: member.operatorId, action: 'staff.sign_in', target: member.email, fromAddress: meta.ip });
    return { ...(await this.openSession(current, meta)), ...(enrolment ? { enrolment } : {}) };
  }

  /**
   * An authenticator to set up for a member who has none (optional in the demo, asked for at
   * sign-in in production): the secret waiting for its first code, made once; two tabs opening
   * enrolment at once show the same one.
   */
  async startEnrolment(member: StaffRow): Promise<TotpEnrolment> {
    if (member.totpSecret) throw new ApiError('totpEnrolled', -1, 409);
    if (member.totpPendingSecret) {
      const secret = this.box.open(member.totpPendingSecret, pendingContext(member.id));
      return { secret, uri: totpUri(secret, member.email) };
    }
    const secret = newTotpSecret();
    const [set] = await this.db
      .update(staff)
      .set({ totpPendingSecret: this.box.seal(secret, pendingContext(member.id)) })
      .where(and(eq(staff.id, member.id), isNull(staff.totpPendingSecret), isNull(staff.totpSecret)))
      .returning({ id: staff.id });
    if (set) return { secret, uri: totpUri(secret, member.email) };
    const [again] = await this.db.select().from(staff).where(eq(staff.id, member.id));
    if (!again || again.totpSecret || !again.totpPendingSecret) throw new ApiError('totpEnrolled', -1, 409);
    return this.startEnrolment(again);
  }

  private async openSession(member: StaffRow, meta: { ip: string; userAgent?: string }) {
    const token = newToken();
    const expiresAt = new Date(Date.now() + STAFF_SESSION_TTL_MS);
    await this.db.insert(staffSessions).values({
      staffId: member.id,
      tokenHash: sha256(token),
      expiresAt,
      ip: meta.ip.slice(0, 64),
      userAgent: meta.userAgent?.slice(0, 256),
    });
    return { token, expiresAt, member: await this.describe(member) };
  }

  /** The live session of a token (not ended, not expired, its member not disabled), or null. */
  async session(token: string | undefined): Promise<StaffSession | null> {
    if (!token || token.length > 128) return null;
    const [row] = await this.db
      .select({ s: staffSessions, m: staff })
      .from(staffSessions)
      .innerJoin(staff, eq(staff.id, staffSessions.staffId))
      .where(and(eq(staffSessions.tokenHash, sha256(token)), isNull(staffSessions.endedAt), gt(staffSessions.expiresAt, sql`now()`)))
      .limit(1);
    if (!row || row.m.disabled) return null;
    return { id: row.s.id, member: row.m, expiresAt: row.s.expiresAt };
  }

  async signOut(session: StaffSession) {
    await this.db
      .update(staffSessions)
      .set({ endedAt: sql`now()` })
      .where(and(eq(staffSessions.id, session.id), isNull(staffSessions.endedAt)));
  }

  /** Ends every session of the member, this one included; answers how many. */
  async signOutEverywhere(session: StaffSession, meta: { ip: string }): Promise<number> {
    const m = session.member;
    return this.db.transaction(async (tx) => {
      const ended = await tx
        .update(staffSessions)
        .set({ endedAt: sql`now()` })
        .where(and(eq(staffSessions.staffId, m.id), isNull(staffSessions.endedAt)))
        .returning({ id: staffSessions.id });
      await audit(tx, {
        actor: `staff:${m.id}`,
        operatorId: m.operatorId,
        action: 'staff.sign_out_everywhere',
        target: m.email,
        after: { sessionsEnded: ended.length },
        fromAddress: meta.ip,
      });
      return ended.length;
    });
  }

  /** The member as the console shows it (never a secret or a hash). */
  async describe(m: StaffRow): Promise<StaffMember> {
    const [op] =
      m.operatorId === null ? [] : await this.db.select({ id: operators.id, code: operators.code }).from(operators).where(eq(operators.id, m.operatorId));
    return {
      id: m.id,
      email: m.email,
      role: m.role,
      operator: op ?? null,
      totp_enabled: !!m.totpSecret,
      totp_required: this.options.totpRequired,
    };
  }

  /** Production: a member without a confirmed authenticator reaches only enrolment. */
  needsEnrolment(m: StaffRow) {
    return this.options.totpRequired && !m.totpSecret;
  }
}
