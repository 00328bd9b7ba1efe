import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from './client.ts';
import { PgBossJobs } from '../lib/jobs.ts';
import { databaseUnavailable } from '../lib/route.ts';
import { PGBIN, throwawayPostgres, type ThrowawayPostgres } from '../testing/throwaway-postgres.ts';

/**
 * PostgreSQL restarted under a running instance (the pg-restart fault): nothing may crash
 * the process — not a pool connection idle, not one checked out inside a transaction, not the bus's
 * listening connection, not the job library's pool. The transaction caught by the restart fails
 * with an error the API answers as 503; afterwards queries, readiness, the bus and the jobs work
 * again without a restart of the process. (An unhandled 'error' event fails a vitest run.)
 */
const PORT = Number(process.env.PGPORT_DB_TEST ?? 55474);
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe.skipIf(!PGBIN)('openDatabase on a PostgreSQL that restarts', () => {
  let server: ThrowawayPostgres;
  let database: Database | undefined;
  let jobs: PgBossJobs | undefined;

  beforeAll(() => {
    server = throwawayPostgres(PORT, 'db-pg-');
  }, 60_000);
  afterAll(async () => {
    await jobs?.stop(2000).catch(() => {});
    await database?.close().catch(() => {});
    server?.remove();
  });

  it('survives a restart mid-transaction: a 503-class error, then queries, readiness, bus and jobs again', async () => {
    database = await openDatabase({ dataDir: server.dir, databaseUrl: server.url });
    const { db, bus } = database;
    const ran: number[] = [];
    jobs = new PgBossJobs(server.url);
    jobs.define('restart_probe', async (data) => void ran.push(Number(data.n)));
    await jobs.start();
    await jobs.send('restart_probe', { n: 1 });
    await expect.poll(() => ran.includes(1), { timeout: 15_000, interval: 200 }).toBe(true);
    // A few idle pool connections, plus one checked out inside a transaction across the restart.
    await Promise.all([1, 2, 3].map(() => db.execute(sql`select pg_sleep(0.05)`)));
    let inTx = false;
    const tx = db.transaction(async (t) => {
      await t.execute(sql`select 1`);
      inTx = true;
      await sleep(2500);
      await t.execute(sql`select 1`);
    });
    const txDone = tx.then(
      () => null,
      (err: unknown) => err,
    );
    await expect.poll(() => inTx, { timeout: 5000, interval: 20 }).toBe(true);

    server.stop('fast');
    // While it is down: a clear error of the kind the API answers with 503, no hang, no crash.
    const down = await db.execute(sql`select 1`).then(
      () => null,
      (err: unknown) => err,
    );
    expect(down).toBeInstanceOf(Error);
    expect(databaseUnavailable(down)).toBe(true);
    expect(await database.ready().catch(() => false)).toBe(false);
    server.start();

    const txErr = await txDone;
    expect(txErr).toBeInstanceOf(Error);
    expect(databaseUnavailable(txErr)).toBe(true);

    // Back without a restart of this process.
    await expect
      .poll(
        () =>
          db.execute(sql`select 1`).then(
            () => true,
            () => false,
          ),
        { timeout: 15_000, interval: 200 },
      )
      .toBe(true);
    await expect.poll(() => database!.ready().catch(() => false), { timeout: 15_000, interval: 200 }).toBe(true);
    await expect.poll(() => (bus as unknown as { listening: boolean }).listening, { timeout: 20_000, interval: 200 }).toBe(true);
    const heard: string[] = [];
    bus.on('site', () => heard.push('site'));
    await bus.publish({ k: 'site' });
    await expect.poll(() => heard.length, { timeout: 5000 }).toBe(1);
    await expect
      .poll(
        async () => {
          await jobs!.send('restart_probe', { n: 2 }).catch(() => {});
          return ran.includes(2);
        },
        { timeout: 30_000, interval: 1000 },
      )
      .toBe(true);
  }, 90_000);
});
