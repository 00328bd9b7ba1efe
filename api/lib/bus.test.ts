import pg from 'pg';
import { drizzle } from 'drizzle-orm/node-postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LocalBus, PgBus, type BusMessage } from './bus.ts';
import type { Db } from '../db/client.ts';
import { PGBIN, throwawayPostgres, type ThrowawayPostgres } from '../testing/throwaway-postgres.ts';

/**
 * The bus: in-process, and on a PostgreSQL of its own that the test restarts — the
 * listening connection comes back by itself, LISTENs again and announces a resync.
 */
const PORT = Number(process.env.PGPORT_BUS_TEST ?? 55476);

describe('LocalBus', () => {
  it('delivers to every listener of the kind, after the publisher returns', async () => {
    const bus = new LocalBus();
    const got: BusMessage[] = [];
    bus.on('bal', (m) => got.push(m));
    void bus.publish({ k: 'bal', p: 7, r: 'deposit' });
    expect(got).toEqual([]);
    await new Promise((r) => setTimeout(r, 0));
    expect(got).toEqual([{ k: 'bal', p: 7, r: 'deposit' }]);
  });
});

describe.skipIf(!PGBIN)('PgBus on a PostgreSQL that restarts', () => {
  let server: ThrowawayPostgres;
  let pool: pg.Pool;
  const url = `postgres://postgres@127.0.0.1:${PORT}/postgres`;

  beforeAll(() => {
    server = throwawayPostgres(PORT, 'bus-pg-');
    pool = new pg.Pool({ connectionString: url, max: 2 });
    pool.on('error', () => {});
  }, 60_000);
  afterAll(async () => {
    await pool?.end().catch(() => {});
    server?.remove();
  });

  it('two buses (two instances) both hear a message; after a restart they listen again and resync', async () => {
    const db = drizzle({ client: pool }) as unknown as Db;
    const a = new PgBus(db, url, pg.Client);
    const b = new PgBus(db, url, pg.Client);
    await Promise.all([a.started(), b.started()]);
    const heard: string[] = [];
    a.on('site', () => heard.push('a'));
    b.on('site', () => heard.push('b'));
    let resyncs = 0;
    b.onResync(() => resyncs++);
    await a.publish({ k: 'site' });
    await expect.poll(() => heard.sort().join(), { timeout: 3000 }).toBe('a,b');

    // Inside a transaction: nothing before the commit, nothing at all after a rollback.
    const client = await pool.connect();
    await client.query('begin');
    await client.query(`select pg_notify('playfront_bus', '{"k":"sports","e":"x1"}')`);
    await client.query('rollback');
    client.release();
    const sports: string[] = [];
    b.on('sports', (m) => sports.push(m.e));
    await new Promise((r) => setTimeout(r, 300));
    expect(sports).toEqual([]);

    server.restart();
    // b notices the lost connection, reconnects with backoff, LISTENs again and announces a resync.
    await expect.poll(() => resyncs, { timeout: 20_000, interval: 200 }).toBeGreaterThanOrEqual(1);
    await expect.poll(() => a.listening && b.listening, { timeout: 20_000, interval: 200 }).toBe(true);
    heard.length = 0;
    // The pool's old connections died with the server: the next publish may need a fresh one.
    await expect
      .poll(
        async () => {
          await a.publish({ k: 'site' }).catch(() => {});
          return heard.includes('b');
        },
        { timeout: 10_000, interval: 300 },
      )
      .toBe(true);
    await a.close();
    await b.close();
  }, 60_000);
});
