import { and, eq, lt, or, sql } from 'drizzle-orm';
import { z } from 'zod';
import { languageDef } from '../../contract/languages.ts';
import type { Db } from '../db/client.ts';
import { operators, smsMessages } from '../db/schema.ts';
import type { Jobs } from '../lib/jobs.ts';
import { log } from '../lib/log.ts';
import type { TacDelivery } from '../services/tac.ts';
import { SmsError, type SmsSender } from './sender.ts';
import { codeText, SMS_LANGUAGES } from './texts.ts';

export const SMS_QUEUE = 'sms.send';
/** Tries of one message before it is dead-lettered: about 5 s, 10 s, 20 s, 40 s apart. */
export const SMS_MAX_ATTEMPTS = 5;

const Job = z.object({ id: z.number().int().positive(), to: z.string().min(1).max(20), body: z.string().min(1).max(1600) });

export const maskPhone = (phone: string) => phone.replace(/\d(?=\d{3})/g, '•');

/**
 * One-time codes by SMS through the job queue: the request that asks for a code only queues it
 * (its answer waits for no gateway), a failed send is tried again with backoff, and a message the
 * gateway refuses, or that fails every try, ends dead-lettered (status 'dead', the reason kept
 * and logged). The text is in the player's language when the call says it, else the site's.
 */
export class SmsOutbox implements TacDelivery {
  constructor(
    private db: Db,
    private jobs: Jobs,
    private sender: SmsSender,
  ) {}

  /** Declares the queue's handler: before the jobs start. */
  register() {
    this.jobs.define(SMS_QUEUE, (data) => this.deliver(data), { retryLimit: SMS_MAX_ATTEMPTS - 1, retryDelay: 5, retryBackoff: true });
  }

  async send(to: { phone: string; accountId: string; operatorCode: string; lng?: string }, code: string, purpose: 'register' | 'login' | 'reset') {
    const [operator] = await this.db
      .select({ id: operators.id, siteName: operators.siteName, localLanguage: operators.localLanguage })
      .from(operators)
      .where(eq(operators.code, to.operatorCode))
      .limit(1);
    if (!operator) throw new Error(`no operator ${to.operatorCode}`);
    const lng = to.lng && SMS_LANGUAGES.includes(to.lng) ? to.lng : (languageDef(operator.localLanguage)?.lng ?? 'en');
    const [row] = await this.db
      .insert(smsMessages)
      .values({ operatorId: operator.id, purpose, phoneMasked: maskPhone(to.phone), language: lng, gateway: this.sender.name })
      .returning({ id: smsMessages.id });
    await this.jobs.send(SMS_QUEUE, { id: row.id, to: to.phone, body: codeText(lng, purpose, operator.siteName, code) });
  }

  /** One try of one queued message. Throws to have the queue try again later. */
  async deliver(data: Record<string, unknown>) {
    const job = Job.parse(data);
    // One statement claims the message and counts the try before the gateway is called: a job run
    // twice at once sends once, and a message already sent or dead-lettered is not sent again. A
    // claim older than a minute (the process died while sending) may be taken over.
    const [claimed] = await this.db
      .update(smsMessages)
      .set({ status: 'sending', attempts: sql`${smsMessages.attempts} + 1`, updatedAt: sql`now()` })
      .where(
        and(
          eq(smsMessages.id, job.id),
          or(eq(smsMessages.status, 'queued'), and(eq(smsMessages.status, 'sending'), lt(smsMessages.updatedAt, sql`now() - interval '60 seconds'`))),
        ),
      )
      .returning({ attempts: smsMessages.attempts });
    if (!claimed) return;
    try {
      const sent = await this.sender.send({ to: job.to, body: job.body });
      await this.db
        .update(smsMessages)
        .set({ status: 'sent', gatewayId: sent.id.slice(0, 64), lastError: null, updatedAt: sql`now()` })
        .where(eq(smsMessages.id, job.id));
    } catch (err) {
      const e = err instanceof SmsError ? err : new SmsError(err instanceof Error ? err.message : String(err), false);
      const dead = e.permanent || claimed.attempts >= SMS_MAX_ATTEMPTS;
      await this.db
        .update(smsMessages)
        .set({ status: dead ? 'dead' : 'queued', lastError: e.message.slice(0, 500), updatedAt: sql`now()` })
        .where(eq(smsMessages.id, job.id));
      const fields = { sms: job.id, to: maskPhone(job.to), attempt: claimed.attempts, gateway: this.sender.name, err: e.message.slice(0, 200) };
      if (dead) {
        log.error(fields, 'SMS dead-lettered: not sent');
        return;
      }
      log.warn(fields, 'SMS not sent yet: will try again');
      throw e;
    }
  }
}
