import client from 'prom-client';

/**
 * Prometheus metrics of this instance, served at /metrics (server/metrics.ts). One
 * registry per process; what a gauge reads at scrape time (the pool, the job queues) is
 * plugged in by whoever owns it.
 */
export const registry = new client.Registry();
client.collectDefaultMetrics({ register: registry });

export const httpDuration = new client.Histogram({
  name: 'http_request_duration_seconds',
  help: 'HTTP requests by route pattern (not raw path), method and status',
  labelNames: ['method', 'route', 'status'] as const,
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
  registers: [registry],
});

export const ledgerMovements = new client.Counter({
  name: 'ledger_movements_total',
  help: 'Committed balance movements by kind (deposit, withdrawal, round, bonus, sports_bet…)',
  labelNames: ['kind'] as const,
  registers: [registry],
});

export const openStreams = new client.Gauge({
  name: 'open_streams',
  help: 'Server-sent event streams open on this instance',
  labelNames: ['stream'] as const,
  registers: [registry],
});

export const busMessages = new client.Counter({
  name: 'bus_messages_received_total',
  help: 'Messages received from the notification bus, by kind',
  labelNames: ['kind'] as const,
  registers: [registry],
});

export const slowQueries = new client.Counter({
  name: 'db_slow_queries_total',
  help: 'Database queries slower than DB_SLOW_QUERY_MS',
  registers: [registry],
});

type PoolLike = { totalCount: number; idleCount: number; waitingCount: number };
let pool: PoolLike | null = null;
export function watchPool(p: PoolLike | null) {
  pool = p;
}
new client.Gauge({
  name: 'db_pool_connections',
  help: 'PostgreSQL pool connections by state (total, idle, waiting clients); PGlite reports one connection',
  labelNames: ['state'] as const,
  registers: [registry],
  collect() {
    if (!pool) {
      this.set({ state: 'total' }, 1);
      return;
    }
    this.set({ state: 'total' }, pool.totalCount);
    this.set({ state: 'idle' }, pool.idleCount);
    this.set({ state: 'waiting' }, pool.waitingCount);
  },
});

let depth: (() => Promise<Record<string, number>>) | null = null;
export function watchJobQueues(read: (() => Promise<Record<string, number>>) | null) {
  depth = read;
}
new client.Gauge({
  name: 'job_queue_depth',
  help: 'Background jobs waiting (created or retrying), by queue',
  labelNames: ['queue'] as const,
  registers: [registry],
  async collect() {
    if (!depth) return;
    try {
      for (const [queue, n] of Object.entries(await depth())) this.set({ queue }, n);
    } catch {
      // The database is away: the gauge keeps its last value.
    }
  },
});
