import type PgBoss from 'pg-boss';
import { log } from './log.ts';
import { databaseUnavailable } from './route.ts';

/**
 * Background work (decision 0016): the demo back office's withdrawal decisions, the
 * sportsbook's settlement sweep, the demo provider's notifications and their retries. On
 * PostgreSQL the jobs live in the database (pg-boss): a job runs once across every instance, a
 * job sent before a restart runs after it, a failed one is retried with backoff. On PGlite (one
 * process) the same handlers run from an in-process queue.
 *
 * Handlers are idempotent: the money code refuses doubles (a withdrawal row locked and decided
 * once, a bet row locked and settled once, a payment notification applied once).
 */
export interface JobOptions {
  /** Retries after a failure (0: none). */
  retryLimit?: number;
  /** Seconds before the first retry; doubled each time with `retryBackoff`. */
  retryDelay?: number;
  retryBackoff?: boolean;
}

export type JobHandler = (data: Record<string, unknown>) => Promise<void>;

export interface Jobs {
  readonly kind: 'local' | 'pg-boss';
  /** Declares a queue and its handler (before `start`). */
  define(name: string, handler: JobHandler, opts?: JobOptions): void;
  /** A sweep: about every `seconds`, once across all instances (never two at once). */
  every(name: string, seconds: number, handler: () => Promise<void>): void;
  /** Queues one job, run `afterSeconds` from now (kept across restarts on PostgreSQL). */
  send(name: string, data: Record<string, unknown>, opts?: { afterSeconds?: number }): Promise<void>;
  start(): Promise<void>;
  /** Stops taking jobs and waits (bounded) for the running ones. */
  stop(timeoutMs?: number): Promise<void>;
  /** Waiting jobs by queue (the metrics' job_queue_depth). */
  depth(): Promise<Record<string, number>>;
}

const failed = (name: string, err: unknown) => log.error({ job: name, err: err instanceof Error ? err.message : String(err) }, 'job failed');

/** One process (PGlite): timers, with the same retries. Jobs do not survive a restart; the sweeps find their work again. */
export class LocalJobs implements Jobs {
  readonly kind = 'local' as const;
  private handlers = new Map<string, { run: JobHandler; opts: JobOptions }>();
  private sweeps: Array<{ name: string; seconds: number; run: () => Promise<void> }> = [];
  private timers = new Set<NodeJS.Timeout>();
  private waiting = new Map<string, number>();
  private running = new Set<Promise<void>>();
  private started = false;
  private stopped = false;

  define(name: string, handler: JobHandler, opts: JobOptions = {}) {
    this.handlers.set(name, { run: handler, opts });
  }

  every(name: string, seconds: number, handler: () => Promise<void>) {
    this.sweeps.push({ name, seconds, run: handler });
    if (this.started) this.startSweep(this.sweeps[this.sweeps.length - 1]);
  }

  private later(ms: number, fn: () => void) {
    const t = setTimeout(() => {
      this.timers.delete(t);
      fn();
    }, ms);
    t.unref();
    this.timers.add(t);
  }

  private track(p: Promise<void>) {
    this.running.add(p);
    void p.finally(() => this.running.delete(p));
  }

  async send(name: string, data: Record<string, unknown>, opts: { afterSeconds?: number } = {}) {
    const h = this.handlers.get(name);
    if (!h) throw new Error(`no job ${name}`);
    this.waiting.set(name, (this.waiting.get(name) ?? 0) + 1);
    const attempt = (n: number) => {
      if (this.stopped) return;
      this.track(
        h.run(data).then(
          () => void this.waiting.set(name, (this.waiting.get(name) ?? 1) - 1),
          (err: unknown) => {
            const limit = h.opts.retryLimit ?? 0;
            if (n >= limit) {
              failed(name, err);
              this.waiting.set(name, (this.waiting.get(name) ?? 1) - 1);
              return undefined;
            }
            const delay = (h.opts.retryDelay ?? 1) * (h.opts.retryBackoff ? 2 ** n : 1);
            this.later(delay * 1000, () => attempt(n + 1));
          },
        ),
      );
    };
    this.later((opts.afterSeconds ?? 0) * 1000, () => attempt(0));
  }

  private startSweep(s: { name: string; seconds: number; run: () => Promise<void> }) {
    let busy = false;
    const t = setInterval(() => {
      if (busy || this.stopped) return;
      busy = true;
      const p = s.run().catch((err: unknown) => failed(s.name, err));
      this.track(p.finally(() => (busy = false)));
    }, s.seconds * 1000);
    t.unref();
    this.timers.add(t);
  }

  async start() {
    if (this.started) return;
    this.started = true;
    for (const s of this.sweeps) this.startSweep(s);
  }

  async stop(timeoutMs = 10_000) {
    this.stopped = true;
    for (const t of this.timers) clearTimeout(t);
    this.timers.clear();
    await Promise.race([Promise.allSettled([...this.running]), new Promise((r) => setTimeout(r, timeoutMs).unref())]);
  }

  async depth() {
    const out: Record<string, number> = Object.fromEntries(this.sweeps.map((s) => [s.name, 0]));
    for (const k of this.handlers.keys()) out[k] = Math.max(0, this.waiting.get(k) ?? 0);
    return out;
  }
}

/**
 * pg-boss 10.4 does not wait for its workers' `complete()`/`fail()` (src/manager.js, onFetch): with
 * the database away (a restart) they reject with nobody to catch, and Node ends the process on an
 * unhandled rejection — the pg-restart fault killed an instance that way. Such a
 * rejection is only logged when it is the database being away (the job stays active, expires and
 * is retried; handlers are idempotent); any other stays fatal, as Node's default.
 */
let outageGuard = false;
function survivePgBossOutages() {
  if (outageGuard) return;
  outageGuard = true;
  process.on('unhandledRejection', (reason) => {
    if (databaseUnavailable(reason)) {
      log.warn({ err: reason instanceof Error ? reason.message : String(reason) }, 'database away: a job library call failed unawaited');
      return;
    }
    throw reason;
  });
}

/**
 * PostgreSQL: pg-boss (its own schema `pgboss` and a small pool of its own). Sweeps are
 * queues of the `stately` policy: every instance offers one each period, the database keeps at
 * most one queued and one running, so a sweep runs once at a time across the cluster.
 */
export class PgBossJobs implements Jobs {
  readonly kind = 'pg-boss' as const;
  private defs = new Map<string, { run: JobHandler; opts: JobOptions; stately?: boolean }>();
  private sweeps: Array<{ name: string; seconds: number }> = [];
  private timers: NodeJS.Timeout[] = [];
  private boss: PgBoss | null = null;
  private workerIds = new Map<string, string>();

  constructor(
    private connectionString: string,
    private batch = Math.max(1, Number(process.env.JOBS_BATCH ?? 20)),
  ) {}

  define(name: string, handler: JobHandler, opts: JobOptions = {}) {
    this.defs.set(name, { run: handler, opts });
  }

  every(name: string, seconds: number, handler: () => Promise<void>) {
    this.defs.set(name, { run: handler, opts: { retryLimit: 0 }, stately: true });
    this.sweeps.push({ name, seconds });
  }

  async send(name: string, data: Record<string, unknown>, opts: { afterSeconds?: number } = {}) {
    if (!this.boss) throw new Error('jobs not started');
    await this.boss.send(name, data, opts.afterSeconds ? { startAfter: opts.afterSeconds } : {});
    if (!opts.afterSeconds) {
      const id = this.workerIds.get(name);
      if (id) this.boss.notifyWorker(id);
    }
  }

  async start() {
    survivePgBossOutages();
    const { default: PgBoss } = await import('pg-boss');
    const boss = new PgBoss({
      connectionString: this.connectionString,
      schema: 'pgboss',
      max: Number(process.env.JOBS_POOL_MAX ?? 3),
      application_name: 'playfront-jobs',
      schedule: false,
      // Expiry of active jobs runs with maintenance (pg-boss's default: every 2 minutes); a sweep held
      // by an instance that died would block its stately queue that long.
      maintenanceIntervalSeconds: 10,
    });
    boss.on('error', (err) => log.warn({ err: err.message }, 'job queue error'));
    await boss.start();
    this.boss = boss;
    for (const [name, d] of this.defs) {
      await boss.createQueue(name, {
        name,
        policy: d.stately ? 'stately' : 'standard',
        retryLimit: d.opts.retryLimit ?? 0,
        retryDelay: d.opts.retryDelay ?? 1,
        retryBackoff: d.opts.retryBackoff ?? false,
        // A sweep (one pass, well under a second) held by a dead or hung instance is given up after
        // 15 s and the next one starts: the sweeps are safe to overlap (each row's change is one
        // conditional update), their queue only spares the work.
        expireInSeconds: d.stately ? 15 : 15 * 60,
      });
      // pg-boss waits its polling interval after every fetch, so one job per fetch caps a queue at
      // one job a second per instance (the load run's deposits waited 20 s for their notification).
      // A queue takes up to JOBS_BATCH jobs per fetch and runs them side by side.
      const batchSize = d.stately ? 1 : this.batch;
      const id = await boss.work(name, { pollingIntervalSeconds: d.stately ? 0.5 : 1, batchSize }, async (jobs) => {
        const results = await Promise.allSettled(jobs.map((job) => d.run((job.data ?? {}) as Record<string, unknown>)));
        const failures = results.flatMap((r, i) => (r.status === 'rejected' ? [{ job: jobs[i], err: r.reason as unknown }] : []));
        // pg-boss completes the whole batch when this returns, but only jobs still active: each one
        // that failed is failed first, and so retried under its queue's policy on its own.
        for (const f of failures) {
          failed(name, f.err);
          await boss.fail(name, f.job.id, { message: f.err instanceof Error ? f.err.message : String(f.err) });
        }
      });
      this.workerIds.set(name, id);
    }
    for (const s of this.sweeps) {
      const t = setInterval(() => {
        // Refused (null) while one is already queued: that is the point.
        boss.send(s.name, {}, { retryLimit: 0 }).catch(() => {});
      }, s.seconds * 1000);
      t.unref();
      this.timers.push(t);
    }
  }

  async stop(timeoutMs = 10_000) {
    for (const t of this.timers) clearInterval(t);
    this.timers = [];
    const boss = this.boss;
    this.boss = null;
    // graceful: running jobs finish (bounded), then pg-boss closes its pool.
    await boss?.stop({ graceful: true, wait: true, timeout: timeoutMs, close: true }).catch(() => {});
  }

  async depth() {
    const out: Record<string, number> = {};
    if (!this.boss) return out;
    for (const name of this.defs.keys()) out[name] = await this.boss.getQueueSize(name);
    return out;
  }
}
