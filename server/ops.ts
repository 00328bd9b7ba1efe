import type { Server } from 'node:http';
import net from 'node:net';
import type { Express, NextFunction, Request, Response } from 'express';
import { requestIdOf, requestScope } from '../api/lib/request-id.ts';
import { log } from '../api/lib/log.ts';
import { httpDuration, registry } from '../api/lib/metrics.ts';
import { closeAllStreams } from '../api/lib/live-streams.ts';
import { safeEqual } from '../api/lib/crypto.ts';
import type { Env } from './env.ts';

/**
 * What an operator needs to run several instances: a request id on every request
 * and log line, request metrics by route pattern, /healthz, /readyz, /metrics, and a drain on
 * SIGTERM. Decision 0016.
 */

let draining = false;
let inFlight = 0;
const idle: Array<() => void> = [];

/** The route pattern a request matched (never the raw path: ids would explode the label set). */
function routeOf(req: Request): string {
  const r = (req as Request & { route?: { path?: unknown } }).route;
  if (r && typeof r.path === 'string') return r.path === '/{*splat}' ? 'page' : `${req.baseUrl}${r.path}`;
  if (req.originalUrl.startsWith('/assets/')) return 'asset';
  return 'other';
}

/** First middleware: the request's id (kept from `x-request-id` or new), its scope, its timing, and the drain. */
export function requestBasics(env: Pick<Env, 'LOG_REQUESTS'>) {
  return (req: Request, res: Response, next: NextFunction) => {
    const id = requestIdOf(req.get('x-request-id'));
    res.set('x-request-id', id);
    if (draining && req.path !== '/healthz') {
      // A request on a kept-alive connection after SIGTERM: elsewhere, please.
      res.set({ Connection: 'close', 'Retry-After': '1' });
      res.status(503).json({ statusCode: -503, message: 'serviceUnavailable' });
      return;
    }
    const started = process.hrtime.bigint();
    inFlight++;
    let counted = true;
    const done = () => {
      if (!counted) return;
      counted = false;
      inFlight--;
      if (inFlight === 0) for (const f of idle.splice(0)) f();
      const s = Number(process.hrtime.bigint() - started) / 1e9;
      const route = routeOf(req);
      // Streams are long by design: their duration is not a latency.
      if (!res.get('content-type')?.startsWith('text/event-stream')) httpDuration.observe({ method: req.method, route, status: String(res.statusCode) }, s);
      if (env.LOG_REQUESTS === '1' || res.statusCode >= 500 || s > 2)
        requestScope.run({ id }, () =>
          log[res.statusCode >= 500 ? 'error' : 'info']({ method: req.method, route, status: res.statusCode, ms: Math.round(s * 1000) }, 'request'),
        );
    };
    res.on('finish', done);
    res.on('close', done);
    requestScope.run({ id }, () => next());
  };
}

/** /healthz: the process is alive (no database). /readyz: the database answers and is migrated, and no drain. */
export function healthRoutes(app: Express, ready: (() => Promise<boolean>) | null) {
  app.get('/healthz', (_req, res) => {
    res.set('Cache-Control', 'no-store').json({ ok: true });
  });
  app.get('/readyz', async (_req, res) => {
    res.set('Cache-Control', 'no-store');
    if (draining) {
      res.status(503).json({ ok: false, reason: 'draining' });
      return;
    }
    try {
      const ok = ready ? await withTimeout(ready(), 3000) : true;
      res.status(ok ? 200 : 503).json(ok ? { ok: true } : { ok: false, reason: 'migrations' });
    } catch (err) {
      res.status(503).json({ ok: false, reason: 'database', error: String(err instanceof Error ? err.message : err).slice(0, 200) });
    }
  });
}

const withTimeout = <T>(p: Promise<T>, ms: number) =>
  Promise.race([p, new Promise<never>((_, no) => setTimeout(() => no(new Error(`no answer in ${ms} ms`)), ms).unref())]);

/**
 * /metrics for Prometheus. With METRICS_KEY: `Authorization: Bearer <key>`; with OPS_KEY: also
 * `x-ops-key`; with neither key configured: direct loopback requests only (no X-Forwarded-For:
 * a proxy on the same machine must not open it to the world).
 */
export function metricsRoute(app: Express, env: Pick<Env, 'METRICS_KEY' | 'OPS_KEY'>, onOpsKey?: (req: Request) => Promise<void>) {
  app.get('/metrics', async (req, res) => {
    const bearer = /^Bearer (.+)$/.exec(req.get('authorization') ?? '')?.[1];
    const ops = req.get('x-ops-key');
    const addr = req.socket.remoteAddress ?? '';
    const loopback = (addr === '127.0.0.1' || addr === '::1' || addr === '::ffff:127.0.0.1') && !req.get('x-forwarded-for');
    const allowed =
      (env.METRICS_KEY && bearer && safeEqual(bearer, env.METRICS_KEY)) ||
      (env.OPS_KEY && ops && safeEqual(ops, env.OPS_KEY)) ||
      (!env.METRICS_KEY && !env.OPS_KEY && loopback);
    if (!allowed) {
      res.status(403).json({ statusCode: -403, message: 'forbidden' });
      return;
    }
    // Opened with the operations key (not METRICS_KEY, which scrapers should use): an audit entry like every ops call.
    if (!(env.METRICS_KEY && bearer && safeEqual(bearer, env.METRICS_KEY)) && env.OPS_KEY && ops && safeEqual(ops, env.OPS_KEY)) await onOpsKey?.(req);
    res.set('Content-Type', registry.contentType).set('Cache-Control', 'no-store');
    res.send(await registry.metrics());
  });
}

/**
 * SIGTERM/SIGINT: stop accepting connections, answer late requests 503, close the live streams
 * with a retry hint, let in-flight requests (and so their transactions) finish, stop the job
 * worker (its running jobs finish), close the database, exit 0 — or exit 1 when that took longer
 * than DRAIN_TIMEOUT_MS.
 */
/** How long a draining server still accepts connections (to answer them 503) before it stops listening. */
const ACCEPT_GRACE_MS = 1000;

export function drainOnSignals(server: Server, env: Pick<Env, 'DRAIN_TIMEOUT_MS'>, steps: { stopJobs?: () => Promise<void>; closeDb?: () => Promise<void> }) {
  let started = false;
  const drain = async (signal: string) => {
    if (started) return;
    started = true;
    draining = true;
    const t0 = Date.now();
    log.info({ signal, inFlight, timeoutMs: env.DRAIN_TIMEOUT_MS }, 'draining');
    const hard = setTimeout(() => {
      log.error({ inFlight }, 'drain timed out: exiting anyway');
      process.exit(1);
    }, env.DRAIN_TIMEOUT_MS);
    hard.unref();
    // Connections the kernel has already completed but the busy process has not accepted yet
    // would be reset by closing the listener at once (measured: sign-ins sent before SIGTERM came
    // back ECONNRESET). For a short while the listener stays open: whatever arrives hears 503 with
    // `Connection: close` and Retry-After (requestBasics) and /readyz says draining, so the load
    // balancer moves on. Then it stops accepting — not http.Server.close(): since Node 19 that
    // also resets every connection without an active request, including one whose request is
    // still unread in the socket. Idle connections are closed once in-flight work is done.
    closeAllStreams(2000);
    await new Promise((r) => setTimeout(r, ACCEPT_GRACE_MS));
    net.Server.prototype.close.call(server);
    if (inFlight > 0) await new Promise<void>((resolve) => idle.push(resolve));
    server.closeIdleConnections?.();
    await steps.stopJobs?.().catch((err: unknown) => log.warn({ err: String(err) }, 'job worker stop failed'));
    await steps.closeDb?.().catch((err: unknown) => log.warn({ err: String(err) }, 'database close failed'));
    log.info({ ms: Date.now() - t0 }, 'drained');
    process.exit(0);
  };
  process.once('SIGTERM', () => void drain('SIGTERM'));
  process.once('SIGINT', () => void drain('SIGINT'));
}

export const isDraining = () => draining;
