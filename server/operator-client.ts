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

/**
 * A player's reads that every signed-in page's shell makes (user store: VIP level,
 * favourites, inbox counts) and the wallet pages' first screen, cached per session for the TTL. A call of any other path for that
 * player through this client drops them (a favourite toggled, a message claimed), and so does a
 * balance event of the reference API (a deposit, a round, a new message: `invalidatePlayers`).
 */
export const PLAYER_READS: ReadonlySet<EndpointPath> = new Set<EndpointPath>([
  '/auth/vip',
  '/home/fav_list',
  '/settings/get_inbox',
  // The wallet pages' first screen (methods, banks, the last movements): the same drops apply.
  '/wallet/options',
  '/wallet/transactions',
]);
/** Player calls that change nothing the cached reads show. */
const PLAYER_QUIET: ReadonlySet<string> = new Set([
  '/auth/get_balance',
  '/wallet/stream',
  // The operator's content, read with the player's credentials on every home page.
  '/home/fetch_slide',
  '/home/fetch_announment',
  '/home/marquee',
  '/home/news',
  '/home/news_article',
]);

export interface CachedClient extends OperatorClient {
  /** Forget what is cached (the back office changed a site). */
  invalidate(): void;
  /** Forget every player's cached reads (something changed a player's data in the operator API). */
  invalidatePlayers(): void;
}

/**
 * Caches the site calls per body (domain, page) and the shell's player reads per session for
 * `ttlMs`; failures are not cached, so a site that was down is asked again on the next page.
 * Concurrent misses share one call.
 */
/** Milliseconds until a startup answer's maintenance window opens or closes, or null (none ahead). */
export function msToWindowChange(answer: unknown, now = Date.now()): number | null {
  const m = (answer as { maintenance?: { start_date?: string | null; end_date?: string | null } } | null)?.maintenance;
  const ahead = [m?.start_date, m?.end_date].map((d) => (d ? Date.parse(d) - now : Number.NaN)).filter((ms) => ms > 0);
  return ahead.length ? Math.min(...ahead) : null;
}

export function cachedClient(inner: OperatorClient, ttlMs: number, max = 5000): CachedClient {
  const cache = ttlMs > 0 ? new LRUCache<string, Promise<unknown>>({ max, ttl: ttlMs }) : null;
  const players = ttlMs > 0 ? new LRUCache<string, Promise<unknown>>({ max, ttl: ttlMs, dispose: (_v, key) => forget(key) }) : null;
  const keysOf = new Map<string, Set<string>>();
  const accountOf = (body: unknown) => {
    const id = body && typeof body === 'object' ? (body as { account_id?: unknown }).account_id : undefined;
    return typeof id === 'string' && id ? id : null;
  };
  function forget(key: string) {
    const account = key.slice(0, key.indexOf('\n'));
    const keys = keysOf.get(account);
    keys?.delete(key);
    if (keys?.size === 0) keysOf.delete(account);
  }
  function dropPlayer(account: string) {
    for (const key of [...(keysOf.get(account) ?? [])]) players?.delete(key);
  }
  function shared(store: LRUCache<string, Promise<unknown>>, key: string, load: () => Promise<unknown>) {
    const hit = store.get(key);
    if (hit) return hit;
    const pending = load().then((answer) => {
      if ((answer as { statusCode: number }).statusCode !== 1 && store.get(key) === pending) store.delete(key);
      else {
        // A site answer is not kept past the opening or close of its maintenance window.
        const left = msToWindowChange(answer);
        if (left !== null && store.get(key) === pending && left < store.getRemainingTTL(key)) store.set(key, pending, { ttl: Math.max(1, left) });
      }
      return answer;
    });
    store.set(key, pending);
    return pending;
  }
  return {
    exchange(path, body, from) {
      const account = accountOf(body);
      if (account && !PLAYER_READS.has(path) && !PLAYER_QUIET.has(path)) dropPlayer(account);
      return inner.exchange(path, body, from);
    },
    call(path, body, from) {
      const account = accountOf(body);
      if (players && account && PLAYER_READS.has(path)) {
        const key = `${account}\n${path} ${JSON.stringify(body)}`;
        (keysOf.get(account) ?? keysOf.set(account, new Set()).get(account)!).add(key);
        return shared(players, key, () => inner.call(path, body, from)) as never;
      }
      if (account && !PLAYER_QUIET.has(path)) dropPlayer(account);
      if (!cache || !SITE_CALLS.has(path)) return inner.call(path, body, from);
      return shared(cache, `${path} ${JSON.stringify(body)}`, () => inner.call(path, body, from)) as never;
    },
    invalidate() {
      cache?.clear();
    },
    invalidatePlayers() {
      players?.clear();
      keysOf.clear();
    },
  };
}
