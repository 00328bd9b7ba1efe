import { describe, expect, it } from 'vitest';
import { LocalJobs } from './jobs.ts';

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
