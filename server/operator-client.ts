import { LRUCache } from 'lru-cache';
import type { Router } from 'express';
import type { AnswerOf, EndpointPath, RequestOf } from '../contract/index.ts';
import type { CallOrigin, Exchange, OperatorClient } from '../contract/operator-client.ts';
import { callsOf } from '../api/lib/route.ts';

const unreachable: Exchange = { httpStatus: 502, body: { statusCode: -500, message: 'internalServerError' } };

/** `call` from `exchange`: the answer without its HTTP status. */
const withCall = (exchange: OperatorClient['exchange']): OperatorClient => ({
  exchange,
  call: async <P extends EndpointPath>(path: P, body: RequestOf<P>, from?: CallOrigin) => (await exchange(path, body, from)).body as AnswerOf<P>,
});

/** The reference API in this process: the same parsing and handlers as over HTTP, without the HTTP. */
export function inProcessClient(api: Router): OperatorClient {
  const calls = callsOf(api);
  return withCall(async (path, body, from = {}) => {
    const run = calls.get(path);
    if (!run) return { httpStatus: 404, body: { statusCode: -404, message: 'notFound' } };
    return (await run(body, { ip: from.ip ?? '', userAgent: from.userAgent })) as Exchange;
  });
}

/** An operator's own backend that speaks the spec's bodies (OPERATOR_API_URL). */
export function httpClient(baseUrl: string, timeoutMs = 8000): OperatorClient {
  return withCall(async (path, body, from = {}) => {
    try {
      const res = await fetch(`${baseUrl}/api${path}`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          ...(from.ip ? { 'x-forwarded-for': from.ip } : {}),
          ...(from.userAgent ? { 'user-agent': from.userAgent } : {}),
        },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(timeoutMs),
      });
      const answer = (await res.json()) as Exchange['body'];
      if (!answer || typeof answer !== 'object' || typeof answer.statusCode !== 'number') return unreachable;
      return { httpStatus: res.status, body: answer };
    } catch {
      return unreachable;
    }
  });
}

/**
 * Per-site answers every page needs, the same for every visitor: the site's settings (they change
 * only when the back office changes the site) and the lobby's public game lists, which the home
 * and category pages ask for on every request (a catalogue change shows within the cache's TTL).
 */
export const SITE_CALLS: ReadonlySet<EndpointPath> = new Set<EndpointPath>([
  '/startup',
  '/settings/get_analytics',
  '/seo',
  '/settings/siteinfodetail',
  '/product/get_hot_games',
]);

export interface CachedClient extends OperatorClient {
  /** Forget what is cached (the back office changed a site). */
  invalidate(): void;
}

/**
 * Caches the site calls per body (domain, page) for `ttlMs`; failures are not cached, so a site
 * that was down is asked again on the next page. Concurrent misses share one call.
 */
export function cachedClient(inner: OperatorClient, ttlMs: number, max = 5000): CachedClient {
  const cache = ttlMs > 0 ? new LRUCache<string, Promise<unknown>>({ max, ttl: ttlMs }) : null;
  return {
    exchange: (path, body, from) => inner.exchange(path, body, from),
    call(path, body, from) {
      if (!cache || !SITE_CALLS.has(path)) return inner.call(path, body, from);
      const key = `${path} ${JSON.stringify(body)}`;
      const hit = cache.get(key);
      if (hit) return hit as never;
      const pending = inner.call(path, body, from).then((answer) => {
        if ((answer as { statusCode: number }).statusCode !== 1) cache.delete(key);
        return answer;
      });
      cache.set(key, pending);
      return pending;
    },
    invalidate() {
      cache?.clear();
    },
  };
}
