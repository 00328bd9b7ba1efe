import { randomInt } from 'node:crypto';
import { and, desc, eq, isNull } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { tacCodes } from '../db/schema.ts';
import { safeEqual, sha256 } from '../lib/crypto.ts';
import { ApiError } from '../lib/errors.ts';
import { log } from '../lib/log.ts';

export type TacPurpose = 'register' | 'login' | 'reset';

/** How a code reaches the player. Operators plug in their SMS gateway here. */
export interface TacDelivery {
  send(to: { phone: string; accountId: string; operatorCode: string }, code: string, purpose: TacPurpose): Promise<void>;
}

/** The demo delivery writes the code to the server log. */
export const logDelivery: TacDelivery = {
  async send(to, code, purpose) {
    log.info({ operator: to.operatorCode, account: to.accountId, phone: to.phone.replace(/\d(?=\d{3})/g, '•'), purpose, code }, 'TAC code (demo delivery)');
  },
};

export const TAC_TTL_MS = 5 * 60_000;
export const TAC_MAX_TRIES = 5;
export const TAC_RESEND_MS = 60_000;
/** A verified registration code stays usable for signup this long. */
export const TAC_VERIFIED_TTL_MS = 30 * 60_000;

const hashOf = (operatorId: number, accountKey: string, purpose: TacPurpose, code: string) =>
  sha256(`${operatorId}:${accountKey}:${purpose}:${code}`);

/** One-time codes: 6 digits, 5 minutes, 5 tries, stored hashed, resend throttled. */
export class TacService {
  constructor(private db: Db, private delivery: TacDelivery = logDelivery, private demo = false) {}

  private async latest(operatorId: number, accountKey: string, purpose: TacPurpose) {
    const rows = await this.db
      .select()
      .from(tacCodes)
      .where(and(eq(tacCodes.operatorId, operatorId), eq(tacCodes.accountKey, accountKey), eq(tacCodes.purpose, purpose), isNull(tacCodes.consumedAt)))
      .orderBy(desc(tacCodes.id))
      .limit(1);
    return rows[0];
  }

  async issue(o: { id: number; code: string }, accountId: string, purpose: TacPurpose, phone: string) {
    const accountKey = accountId.toLowerCase();
    const last = await this.latest(o.id, accountKey, purpose);
    const since = last ? Date.now() - last.createdAt.getTime() : Infinity;
    if (since < TAC_RESEND_MS) {
      throw new ApiError('tacThrottled', -429, 200, { resend_in: Math.ceil((TAC_RESEND_MS - since) / 1000) });
    }
    const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
    await this.db.insert(tacCodes).values({
      operatorId: o.id,
      accountKey,
      purpose,
      phone,
      codeHash: hashOf(o.id, accountKey, purpose, code),
      expiresAt: new Date(Date.now() + TAC_TTL_MS),
    });
    await this.delivery.send({ phone, accountId, operatorCode: o.code }, code, purpose);
    return {
      expires_in: TAC_TTL_MS / 1000,
      resend_in: TAC_RESEND_MS / 1000,
      ...(this.demo ? { demo_tac: code } : {}),
    };
  }

  /**
   * Checks a code. `consume` ends it (login, reset); otherwise it is only marked verified
   * (registration: the signup that follows consumes it).
   */
  async check(operatorId: number, accountId: string, purpose: TacPurpose, code: string, consume: boolean) {
    const accountKey = accountId.toLowerCase();
    const row = await this.latest(operatorId, accountKey, purpose);
    if (!row) throw new ApiError('invalidTac');
    if (row.expiresAt.getTime() <= Date.now()) throw new ApiError('tacExpired');
    if (row.tries >= TAC_MAX_TRIES) throw new ApiError('tacTooManyTries');
    if (!safeEqual(row.codeHash, hashOf(operatorId, accountKey, purpose, code))) {
      await this.db.update(tacCodes).set({ tries: row.tries + 1 }).where(eq(tacCodes.id, row.id));
      throw new ApiError(row.tries + 1 >= TAC_MAX_TRIES ? 'tacTooManyTries' : 'invalidTac');
    }
    const now = new Date();
    await this.db
      .update(tacCodes)
      .set(consume ? { consumedAt: now, verifiedAt: row.verifiedAt ?? now } : { verifiedAt: now })
      .where(eq(tacCodes.id, row.id));
    return row;
  }

  /** The verified registration code of this account, used up by the signup. */
  async consumeVerified(operatorId: number, accountId: string, phone: string) {
    const row = await this.latest(operatorId, accountId.toLowerCase(), 'register');
    if (!row?.verifiedAt || Date.now() - row.verifiedAt.getTime() > TAC_VERIFIED_TTL_MS) throw new ApiError('invalidTac');
    if (row.phone && row.phone !== phone) throw new ApiError('invalidTac');
    await this.db.update(tacCodes).set({ consumedAt: new Date() }).where(eq(tacCodes.id, row.id));
  }
}
