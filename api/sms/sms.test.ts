import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../db/client.ts';
import * as schema from '../db/schema.ts';
import type { JobHandler, Jobs } from '../lib/jobs.ts';
import { SMS_MAX_ATTEMPTS, SMS_QUEUE, SmsOutbox } from './outbox.ts';
import { SmsError, TwilioSender, type SmsSender } from './sender.ts';
import { Throttle } from '../lib/throttle.ts';
import { TacService } from '../services/tac.ts';

/** A local server speaking the Twilio Messages API: it records each request and answers as told. */
async function gateway(answer: (n: number) => { status: number; body: unknown }) {
  const requests: { method: string; url: string; auth: string; type: string; form: Record<string, string> }[] = [];
  const server = http.createServer((req, res) => {
    let body = '';
    req.setEncoding('utf8');
    req.on('data', (c: string) => (body += c));
    req.on('end', () => {
      requests.push({
        method: req.method ?? '',
        url: req.url ?? '',
        auth: req.headers.authorization ?? '',
        type: req.headers['content-type'] ?? '',
        form: Object.fromEntries(new URLSearchParams(body)),
      });
      const a = answer(requests.length);
      res.writeHead(a.status, { 'content-type': 'application/json' }).end(JSON.stringify(a.body));
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { url, requests, close: () => new Promise<void>((r) => server.close(() => r())) };
}

const config = (apiUrl: string) => ({ apiUrl, accountSid: 'AC0123456789abcdef', authToken: 'tok-secret', from: '+15005550006' });

describe('the Twilio-shaped SMS sender', () => {
  it('posts the message as the protocol defines: path, basic auth, form fields; answers the sid', async () => {
    const gw = await gateway(() => ({ status: 201, body: { sid: 'SM123', status: 'queued' } }));
    const sent = await new TwilioSender(config(gw.url)).send({ to: '+639171234567', body: 'Code 123456 — ok?' });
    await gw.close();
    expect(sent).toEqual({ id: 'SM123' });
    expect(gw.requests).toEqual([
      {
        method: 'POST',
        url: '/2010-04-01/Accounts/AC0123456789abcdef/Messages.json',
        auth: `Basic ${Buffer.from('AC0123456789abcdef:tok-secret').toString('base64')}`,
        type: 'application/x-www-form-urlencoded',
        form: { To: '+639171234567', From: '+15005550006', Body: 'Code 123456 — ok?' },
      },
    ]);
  });

  it('a refusal (4xx) is permanent; 429, 5xx and an unreachable gateway are worth another try', async () => {
    const statuses = [400, 401, 429, 500, 503];
    const gw = await gateway((n) => ({ status: statuses[n - 1], body: { code: 21211, message: 'The To number is not valid' } }));
    const sender = new TwilioSender(config(gw.url));
    const outcomes: unknown[] = [];
    for (const _ of statuses) outcomes.push(await sender.send({ to: '+1', body: 'x' }).catch((e: SmsError) => [e.status, e.permanent]));
    await gw.close();
    expect(outcomes).toEqual([
      [400, true],
      [401, true],
      [429, false],
      [500, false],
      [503, false],
    ]);
    const down = await new TwilioSender({ ...config(gw.url), timeoutMs: 1000 }).send({ to: '+1', body: 'x' }).catch((e: SmsError) => e);
    expect(down).toBeInstanceOf(SmsError);
    expect((down as SmsError).permanent).toBe(false);
  });
});

/** The queue as the outbox sees it: jobs are recorded, and run when the test says. */
class RecordedJobs {
  handler: JobHandler | null = null;
  sent: Record<string, unknown>[] = [];
  define(name: string, handler: JobHandler) {
    if (name === SMS_QUEUE) this.handler = handler;
  }
  async send(name: string, data: Record<string, unknown>) {
    if (name === SMS_QUEUE) this.sent.push(data);
  }
}

describe('the SMS outbox', () => {
  let database: Database;
  let operatorId: number;
  beforeAll(async () => {
    // An in-memory PGlite, or the PostgreSQL of DATABASE_URL (where the burst below runs in parallel).
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'playfront-sms-'));
    database = process.env.DATABASE_URL ? await openDatabase({ dataDir, databaseUrl: process.env.DATABASE_URL }) : await openDatabase({ memory: true });
    const [op] = await database.db
      .insert(schema.operators)
      .values({ code: 'smsop', siteName: 'Lucky Star', themeCode: 'casino1', themeColor: '1', externalId: 'x', localLanguage: 'RUS' })
      .returning();
    operatorId = op.id;
  }, 30_000);
  afterAll(async () => {
    await database?.close();
  });

  const outboxWith = (sender: SmsSender) => {
    const jobs = new RecordedJobs();
    const outbox = new SmsOutbox(database.db, jobs as unknown as Jobs, sender);
    outbox.register();
    return { jobs, outbox, run: (data: Record<string, unknown>) => jobs.handler!(data) };
  };
  const rowOf = async (id: unknown) =>
    (
      await database.db
        .select()
        .from(schema.smsMessages)
        .where(eq(schema.smsMessages.id, Number(id)))
    )[0];
  const to = { phone: '+639171234567', accountId: 'player1', operatorCode: 'smsop' };

  it('queues the code in the site’s language, or the one the call names, and keeps no text', async () => {
    const { jobs, outbox } = outboxWith({ name: 'test', send: async () => ({ id: 'x' }) });
    await outbox.send(to, '482913', 'login');
    await outbox.send({ ...to, lng: 'ne' }, '111222', 'register');
    expect(jobs.sent[0].body).toBe('Lucky Star: код для входа — 482913. Действует 5 минут. Никому его не сообщайте.');
    expect(jobs.sent[1].body).toContain('111222');
    expect(jobs.sent[1].body).toContain('दर्ता कोड');
    const row = await rowOf(jobs.sent[0].id);
    expect(row).toMatchObject({ operatorId, status: 'queued', attempts: 0, language: 'ru', phoneMasked: '+•••••••••567', gateway: 'test' });
    expect(JSON.stringify(row)).not.toContain('482913');
  });

  it('a code asked for in a language of the site is sent in it; an unknown one falls back to the site’s', async () => {
    const { jobs, outbox } = outboxWith({ name: 'test', send: async () => ({ id: 'x' }) });
    const tac = new TacService(database.db, new Throttle(database.db), { perAddress: 100, perOperator: 100, delivery: outbox });
    await tac.issue({ id: operatorId, code: 'smsop' }, 'lang1', 'login', '+639171234501', { lng: 'zh' });
    await tac.issue({ id: operatorId, code: 'smsop' }, 'lang2', 'reset', '+639171234502', { lng: 'xx' });
    expect(jobs.sent[0].body).toMatch(/Lucky Star.*\d{6}/);
    expect((await rowOf(jobs.sent[0].id)).language).toBe('zh');
    expect((await rowOf(jobs.sent[1].id)).language).toBe('ru');
  });

  it('a failed try is tried again; a refusal, or the last failed try, dead-letters the message', async () => {
    let calls = 0;
    const failures: SmsError[] = [new SmsError('503', false), new SmsError('503', false)];
    const { jobs, outbox, run } = outboxWith({
      name: 'test',
      async send() {
        calls++;
        const f = failures.shift();
        if (f) throw f;
        return { id: 'SM-ok' };
      },
    });
    await outbox.send(to, '123456', 'login');
    const job = jobs.sent[0];
    await expect(run(job)).rejects.toThrow('503');
    await expect(run(job)).rejects.toThrow('503');
    await run(job);
    expect(await rowOf(job.id)).toMatchObject({ status: 'sent', attempts: 3, gatewayId: 'SM-ok', lastError: null });
    // Run once more (a job delivered twice): nothing is sent again.
    await run(job);
    expect(calls).toBe(3);

    const refused = outboxWith({
      name: 'test',
      send: async () => {
        throw new SmsError('gateway answered 400', true, 400);
      },
    });
    await refused.outbox.send(to, '123456', 'login');
    await refused.run(refused.jobs.sent[0]);
    expect(await rowOf(refused.jobs.sent[0].id)).toMatchObject({ status: 'dead', attempts: 1, lastError: 'gateway answered 400' });

    const down = outboxWith({
      name: 'test',
      send: async () => {
        throw new SmsError('gateway unreachable', false);
      },
    });
    await down.outbox.send(to, '123456', 'login');
    const last = down.jobs.sent[0];
    for (let i = 1; i < SMS_MAX_ATTEMPTS; i++) await expect(down.run(last)).rejects.toThrow();
    await down.run(last);
    expect(await rowOf(last.id)).toMatchObject({ status: 'dead', attempts: SMS_MAX_ATTEMPTS });
  });

  it('one message run by several workers at once is sent once', async () => {
    let calls = 0;
    const { jobs, outbox, run } = outboxWith({
      name: 'test',
      async send() {
        calls++;
        await new Promise((r) => setTimeout(r, 50));
        return { id: 'SM-once' };
      },
    });
    await outbox.send(to, '654321', 'reset');
    await Promise.all(Array.from({ length: 10 }, () => run(jobs.sent[0])));
    expect(calls).toBe(1);
    expect(await rowOf(jobs.sent[0].id)).toMatchObject({ status: 'sent', attempts: 1 });
  });
});

describe('choosing the delivery', () => {
  it('the gateway when configured; the log in a demo or outside production; none in production without a gateway', async () => {
    const { codeDelivery } = await import('./index.ts');
    const { logDelivery } = await import('../services/tac.ts');
    const jobs = new RecordedJobs();
    const base = { SMS_API_URL: 'http://127.0.0.1:9' };
    expect(
      codeDelivery(null as never, jobs as unknown as Jobs, {
        ...base,
        NODE_ENV: 'production',
        DEMO_TAC: '0',
        SMS_PROVIDER: 'twilio',
        SMS_ACCOUNT_SID: 'AC1',
        SMS_AUTH_TOKEN: 't',
        SMS_FROM: '+1',
      }),
    ).toBeInstanceOf(SmsOutbox);
    expect(jobs.handler).not.toBeNull();
    expect(typeof codeDelivery(null as never, jobs as unknown as Jobs, { ...base, NODE_ENV: 'development', DEMO_TAC: '0' })?.send).toBe(
      typeof logDelivery(true).send,
    );
    expect(codeDelivery(null as never, jobs as unknown as Jobs, { ...base, NODE_ENV: 'production', DEMO_TAC: '0' })).toBeNull();
  });

  it('without a delivery every code request is refused before it says anything about the account', async () => {
    const { TacService } = await import('../services/tac.ts');
    const tac = new TacService(null as never, null as never, { perAddress: 10, perOperator: 10, delivery: null });
    expect(() => tac.claimResend({ id: 1 }, 'nobody', 'login')).toThrow('codeDeliveryUnavailable');
    await expect(tac.issue({ id: 1, code: 'x' }, 'nobody', 'login', '+1')).rejects.toThrow('codeDeliveryUnavailable');
  });
});
