import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import * as schema from './schema.ts';
import { LocalBus, PgBus, type Bus } from '../lib/bus.ts';
import { log } from '../lib/log.ts';
import { slowQueries, watchPool } from '../lib/metrics.ts';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
export interface Database {
  db: Db;
  driver: 'pglite' | 'postgres';
  /** Messages between instances: LISTEN/NOTIFY on PostgreSQL, in-process on PGlite. */
  bus: Bus;
  /** The PostgreSQL URL (the job library opens its own pool on it); none on PGlite. */
  url?: string;
  /** Readiness: the database answers and every committed migration is applied. */
  ready(): Promise<boolean>;
  close(): Promise<void>;
}

const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

/** The migrations this build ships (drizzle's journal): readiness checks they are all applied. */
function shippedMigrations(): number {
  try {
    const journal = JSON.parse(fs.readFileSync(path.join(migrationsFolder, 'meta', '_journal.json'), 'utf8')) as { entries: unknown[] };
    return journal.entries.length;
  } catch {
    return 0;
  }
}

async function readyCheck(db: Db): Promise<boolean> {
  const rows = (await db.execute(sql`select count(*)::int as n from drizzle.__drizzle_migrations`)) as unknown as { rows: { n: number }[] } | { n: number }[];
  const list = Array.isArray(rows) ? rows : rows.rows;
  return Number(list[0]?.n ?? 0) >= shippedMigrations();
}

/** Queries slower than this are logged with their request id (DB_SLOW_QUERY_MS; 0: never). */
const slowMs = () => Number(process.env.DB_SLOW_QUERY_MS ?? 500);

function reportSlow(text: unknown, started: number) {
  const ms = Date.now() - started;
  const limit = slowMs();
  if (!limit || ms < limit) return;
  slowQueries.inc();
  const q = typeof text === 'string' ? text : ((text as { text?: string })?.text ?? '');
  log.warn({ ms, sql: q.slice(0, 300) }, 'slow query');
}

/** Times every query of a node-postgres client or PGlite instance (the request id comes from the log's scope). */
function timeQueries(target: { query: (...a: never[]) => unknown }) {
  const original = target.query.bind(target) as (...a: unknown[]) => unknown;
  (target as { query: unknown }).query = (...args: unknown[]) => {
    const started = Date.now();
    const out = original(...args);
    if (out && typeof (out as Promise<unknown>).then === 'function') {
      (out as Promise<unknown>).then(
        () => reportSlow(args[0], started),
        () => reportSlow(args[0], started),
      );
    }
    return out;
  };
}

/**
 * Opens the database once at boot (docs/decisions/0001-pglite-by-default.md) and applies the
 * committed migrations. PGlite when no DATABASE_URL; PostgreSQL otherwise.
 */
export async function openDatabase(opts: { dataDir: string; databaseUrl?: string } | { memory: true }): Promise<Database> {
  if ('databaseUrl' in opts && opts.databaseUrl) {
    const { default: pg } = await import('pg');
    const { drizzle } = await import('drizzle-orm/node-postgres');
    const { migrate } = await import('drizzle-orm/node-postgres/migrator');
    const pool = new pg.Pool({
      connectionString: opts.databaseUrl,
      max: Number(process.env.DB_POOL_MAX ?? 10),
      // A database that is away or slow answers clearly (503) instead of hanging a request; a burst
      // waiting for a free connection is not "away": the wait is generous (DB_CONNECT_TIMEOUT_MS).
      connectionTimeoutMillis: Number(process.env.DB_CONNECT_TIMEOUT_MS ?? 30_000) || 30_000,
      ...(Number(process.env.DB_STATEMENT_TIMEOUT_MS) > 0 ? { statement_timeout: Number(process.env.DB_STATEMENT_TIMEOUT_MS) } : {}),
    });
    // A connection the database dropped (a restart) must not crash the process: the pool replaces it.
    // The pool's own 'error' covers idle connections only: pg-pool takes its listener off a client while it is
    // checked out, and a client inside a transaction between two statements that hears 57P01 (PostgreSQL
    // restarted) emits 'error' with nobody listening, which crashed every instance (pg-restart fault).
    // So each client gets a listener of its own for its whole life; its caller's next query fails (a 503), and
    // pg-pool drops the broken client when it is released (it is no longer queryable).
    pool.on('error', (err) => log.warn({ err: String(err) }, 'database connection lost'));
    pool.on('connect', (c) => {
      timeQueries(c as never);
      c.on('error', (err) => {
        // Idle clients are also reported by the pool's listener above: only in-use ones are logged here.
        if (c.listenerCount('error') === 1) log.warn({ err: String(err) }, 'database connection lost (in use)');
      });
    });
    watchPool(pool);
    const db = drizzle({ client: pool, schema }) as unknown as Db;
    await migrate(db as never, { migrationsFolder });
    const bus = new PgBus(db, opts.databaseUrl, pg.Client);
    await bus.started();
    return {
      db,
      driver: 'postgres',
      bus,
      url: opts.databaseUrl,
      ready: () => readyCheck(db),
      close: async () => {
        await bus.close();
        await pool.end();
      },
    };
  }
  const { PGlite } = await import('@electric-sql/pglite');
  const { drizzle } = await import('drizzle-orm/pglite');
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  // In memory: the unit tests' throw-away database, migrated like the real one.
  let dir: string | undefined;
  if ('dataDir' in opts) {
    dir = path.resolve(opts.dataDir, 'pglite');
    fs.mkdirSync(dir, { recursive: true });
  }
  // PostgreSQL's default 128 MB of shared buffers made PGlite's WebAssembly memory grow to ~190 MB past its
  // 128 MB floor (measured); this database is ~70 MB on disk, read through the OS's page cache anyway, so 32 MB of
  // buffers fit inside the floor and a restarted server's RSS fell by ~120 MB (docs/performance.md).
  const sharedBuffers = /^\d+(kB|MB|GB)$/.test(process.env.PGLITE_SHARED_BUFFERS ?? '') ? process.env.PGLITE_SHARED_BUFFERS : '32MB';
  const client = await PGlite.create(dir, { startParams: [...PGlite.defaultStartParams, '-c', `shared_buffers=${sharedBuffers}`] });
  timeQueries(client as never);
  watchPool(null);
  const db = drizzle({ client, schema }) as unknown as Db;
  await migrate(db as never, { migrationsFolder });
  const bus = new LocalBus();
  return { db, driver: 'pglite', bus, ready: () => readyCheck(db), close: async () => (await bus.close(), await client.close()) };
}
