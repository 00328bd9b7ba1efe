import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LocalJobs, PgBossJobs } from './jobs.ts';
import { PGBIN, throwawayPostgres, type ThrowawayPostgres } from '../testing/throwaway-postgres.ts';

describe('LocalJobs (PGlite: the job queue in one process)', () => {
  it('runs a job after its delay, retries a failure with backoff, and reports the queue depth', async () => {
    const jobs = new LocalJobs();
    const runs: number[] = [];
    const t0 = Date.now();
    jobs.define(
      'flaky',
      async () => {
        runs.push(Date.now() - t0);
        if (runs.length < 3) throw new Error('not yet');
      },
      { retryLimit: 4, retryDelay: 0.05, retryBackoff: true },
    );
    await jobs.start();
    await jobs.send('flaky', {}, { afterSeconds: 0.1 });
    expect(await jobs.depth()).toEqual({ flaky: 1 });
    await expect.poll(() => runs.length, { timeout: 3000 }).toBe(3);
    expect(runs[0]).toBeGreaterThanOrEqual(90);
    expect(await jobs.depth()).toEqual({ flaky: 0 });
    await jobs.stop();
  });

  it('a sweep never overlaps itself, and stops with the queue', async () => {
    const jobs = new LocalJobs();
    let running = 0;
    let most = 0;
    let count = 0;
    jobs.every('sweep', 0.02, async () => {
      running++;
      most = Math.max(most, running);
      count++;
      await new Promise((r) => setTimeout(r, 80));
      running--;
    });
    await jobs.start();
    await new Promise((r) => setTimeout(r, 400));
    await jobs.stop();
    const after = count;
    await new Promise((r) => setTimeout(r, 200));
    expect(most).toBe(1);
    expect(after).toBeGreaterThanOrEqual(2);
    expect(count).toBe(after);
    expect(running).toBe(0);
  });
});

describe.skipIf(!PGBIN)('PgBossJobs (PostgreSQL: jobs shared by every instance)', () => {
  let server: ThrowawayPostgres;
  let a: PgBossJobs | undefined;
  let b: PgBossJobs | undefined;
  beforeAll(() => {
    server = throwawayPostgres(Number(process.env.PGPORT_JOBS_TEST ?? 55478), 'jobs-pg-');
  }, 60_000);
  afterAll(async () => {
    await Promise.all([a?.stop(2000), b?.stop(2000)]).catch(() => {});
    server?.remove();
  });

  it('two instances run 60 delayed jobs once each, many a second, and retry a failure on its own', async () => {
    const runs = new Map<number, number>();
    let failOnce = true;
    const handler = async (data: Record<string, unknown>) => {
      const n = Number(data.n);
      runs.set(n, (runs.get(n) ?? 0) + 1);
      await new Promise((r) => setTimeout(r, 20));
      if (n === 7 && failOnce) {
        failOnce = false;
        throw new Error('provider away');
      }
    };
    const make = () => {
      const j = new PgBossJobs(server.url);
      j.define('notify', handler, { retryLimit: 2, retryDelay: 1 });
      return j;
    };
    a = make();
    b = make();
    await Promise.all([a.start(), b.start()]);
    // Delayed jobs are found by polling (no wake-up): one job per poll would take a minute here.
    const t0 = Date.now();
    await Promise.all(Array.from({ length: 60 }, (_, n) => (n % 2 ? a! : b!).send('notify', { n }, { afterSeconds: 1 })));
    await expect.poll(() => runs.size, { timeout: 20_000, interval: 100 }).toBe(60);
    const seconds = (Date.now() - t0) / 1000;
    expect(seconds, `60 jobs ran in ${seconds} s`).toBeLessThan(15);
    // The failed one ran again after its retry delay; its batch-mates were not run twice.
    await expect.poll(() => runs.get(7), { timeout: 10_000, interval: 200 }).toBe(2);
    await new Promise((r) => setTimeout(r, 1500));
    expect([...runs].filter(([n, c]) => n !== 7 && c !== 1)).toEqual([]);
    expect(await a.depth()).toEqual({ notify: 0 });
  }, 60_000);
});
