import { randomInt } from 'node:crypto';
import { and, desc, eq, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { tacCodes } from '../db/schema.ts';
import { safeEqual, sha256 } from '../lib/crypto.ts';
import { ApiError } from '../lib/errors.ts';
import { log } from '../lib/log.ts';
import type { Limit, Throttle } from '../lib/throttle.ts';

export type TacPurpose = 'register' | 'login' | 'reset';

/** How a code reaches the player. Operators plug in their SMS gateway here. */
export interface TacDelivery {
  send(to: { phone: string; accountId: string; operatorCode: string; lng?: string }, code: string, purpose: TacPurpose): Promise<void>;
}

/**
 * The demo delivery writes to the server log. The code itself only with `withCode` (DEMO_TAC=1 or
 * outside production): a production log must not let whoever reads it sign in as anyone.
 */
export const logDelivery = (withCode: boolean): TacDelivery => ({
  async send(to, code, purpose) {
    const fields = { operator: to.operatorCode, account: to.accountId, phone: to.phone.replace(/\d(?=\d{3})/g, '•'), purpose };
    if (withCode) log.info({ ...fields, code }, 'TAC code (demo delivery)');
    else log.info(fields, 'TAC code issued');
  },
});

export const TAC_TTL_MS = 5 * 60_000;
export const TAC_MAX_TRIES = 5;
export const TAC_RESEND_MS = 60_000;
/** A verified registration code stays usable for signup this long. */
export const TAC_VERIFIED_TTL_MS = 30 * 60_000;
const HOUR = 3600_000;
/** Codes one phone may receive in an hour, whoever asks. */
export const TAC_PER_PHONE = 5;
const RESEND: Limit = { max: 1, windowMs: TAC_RESEND_MS };

export interface TacOptions {
  /** Code requests (and sign-ups) one address may make in an hour. */
  perAddress: number;
  /** Codes one operator's site may send in an hour. */
  perOperator: number;
  /** DEMO_TAC=1: answers carry the code. */
  demo?: boolean;
  /** null: no way to send a code (production without an SMS gateway): every code request is refused. */
  delivery: TacDelivery | null;
}

const hashOf = (operatorId: number, accountKey: string, purpose: TacPurpose, code: string) => sha256(`${operatorId}:${accountKey}:${purpose}:${code}`);
const keyOf = (accountId: string) => accountId.trim().toLowerCase();

/** One-time codes: 6 digits, 5 minutes, 5 tries, stored hashed, sending limited. */
export class TacService {
  private delivery: TacDelivery | null;
  constructor(
    private db: Db,
    private throttle: Throttle,
    private opts: TacOptions,
  ) {
    this.delivery = opts.delivery;
  }

  /** Refuses when no code can be sent, before anything says whether an account exists. */
  private assertCanSend() {
    if (!this.delivery) throw new ApiError('codeDeliveryUnavailable', -503, 503);
  }

  private async latest(operatorId: number, accountKey: string, purpose: TacPurpose) {
    const rows = await this.db
      .select()
      .from(tacCodes)
      .where(and(eq(tacCodes.operatorId, operatorId), eq(tacCodes.accountKey, accountKey), eq(tacCodes.purpose, purpose), isNull(tacCodes.consumedAt)))
      .orderBy(desc(tacCodes.id))
      .limit(1);
    return rows[0];
  }

  /** Counts a code request or a sign-up from an address (they answer whether an account exists). */
  countAddress(ip: string) {
    return this.throttle.take(`tac:ip:${ip}`, { max: this.opts.perAddress, windowMs: HOUR });
  }

  /**
   * Claims the one code a minute of an account, whether or not it exists:
   * 0 when a code may be sent now, otherwise the seconds until one may.
   */
  claimResend(o: { id: number }, accountId: string, purpose: TacPurpose) {
    this.assertCanSend();
    return this.throttle.hit(`tac:resend:${o.id}:${purpose}:${keyOf(accountId)}`, RESEND);
  }

  countOperator(o: { id: number }) {
    return this.throttle.take(`tac:op:${o.id}`, { max: this.opts.perOperator, windowMs: HOUR });
  }

  /**
   * Makes and sends a code (the caller has claimed the resend). Earlier codes of the same purpose
   * end. `background`: the answer does not wait for the gateway, so its timing says nothing;
   * `lng`: the text's language (the site's when absent or not one the texts have).
   */
  async issue(
    o: { id: number; code: string },
    accountId: string,
    purpose: TacPurpose,
    phone: string,
    { background = false, lng }: { background?: boolean; lng?: string } = {},
  ) {
    this.assertCanSend();
    await this.throttle.take(`tac:phone:${phone}`, { max: TAC_PER_PHONE, windowMs: HOUR });
    const accountKey = keyOf(accountId);
    const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
    await this.db.transaction(async (tx) => {
      await tx
        .update(tacCodes)
        .set({ consumedAt: new Date() })
        .where(and(eq(tacCodes.operatorId, o.id), eq(tacCodes.accountKey, accountKey), eq(tacCodes.purpose, purpose), isNull(tacCodes.consumedAt)));
      await tx.insert(tacCodes).values({
        operatorId: o.id,
        accountKey,
        purpose,
        phone,
        codeHash: hashOf(o.id, accountKey, purpose, code),
        expiresAt: new Date(Date.now() + TAC_TTL_MS),
      });
    });
    const sending = this.delivery!.send({ phone, accountId, operatorCode: o.code, lng }, code, purpose);
    if (background) sending.catch((err: unknown) => log.error({ err: String(err), purpose }, 'TAC delivery failed'));
    else await sending;
    return {
      expires_in: TAC_TTL_MS / 1000,
      resend_in: TAC_RESEND_MS / 1000,
      ...(this.opts.demo ? { demo_tac: code } : {}),
    };
  }

  /**
   * Checks a code. The try is counted before the code is compared, in one statement:
   * parallel guesses get 5 comparisons between them, not 5 each. Nothing is used up yet.
   */
  async check(operatorId: number, accountId: string, purpose: TacPurpose, code: string) {
    const accountKey = keyOf(accountId);
    const row = await this.latest(operatorId, accountKey, purpose);
    if (!row) throw new ApiError('invalidTac');
    if (row.expiresAt.getTime() <= Date.now()) throw new ApiError('tacExpired');
    const [counted] = await this.db
      .update(tacCodes)
      .set({ tries: sql`${tacCodes.tries} + 1` })
      .where(and(eq(tacCodes.id, row.id), lt(tacCodes.tries, TAC_MAX_TRIES)))
      .returning({ tries: tacCodes.tries });
    if (!counted) throw new ApiError('tacTooManyTries');
    if (!safeEqual(row.codeHash, hashOf(operatorId, accountKey, purpose, code))) {
      throw new ApiError(counted.tries >= TAC_MAX_TRIES ? 'tacTooManyTries' : 'invalidTac');
    }
    return row;
  }

  /** Uses a checked code up; of parallel callers with the right code exactly one gets through. */
  async consume(rowId: number) {
    const [used] = await this.db
      .update(tacCodes)
      .set({ consumedAt: sql`now()`, verifiedAt: sql`coalesce(${tacCodes.verifiedAt}, now())` })
      .where(and(eq(tacCodes.id, rowId), isNull(tacCodes.consumedAt)))
      .returning({ id: tacCodes.id });
    if (!used) throw new ApiError('invalidTac');
  }

  /** A checked registration code: the signup that follows uses it up. */
  async markVerified(rowId: number) {
    await this.db
      .update(tacCodes)
      .set({ verifiedAt: new Date() })
      .where(and(eq(tacCodes.id, rowId), isNull(tacCodes.consumedAt)));
  }

  /** The verified registration code of this account and phone (not used up yet). */
  async verifiedRegistration(operatorId: number, accountId: string, phone: string) {
    const row = await this.latest(operatorId, keyOf(accountId), 'register');
    if (!row?.verifiedAt || Date.now() - row.verifiedAt.getTime() > TAC_VERIFIED_TTL_MS) throw new ApiError('invalidTac');
    if (row.phone && row.phone !== phone) throw new ApiError('invalidTac');
    return row;
  }
}
