import type { NextFunction, Request, Response } from 'express';
import { LRUCache } from 'lru-cache';
import { StreamSlots } from '../services/balance-events.ts';

export interface CallLimits {
  /** Calls one address may have in flight at once. */
  inFlight: number;
  /** Calls one address may start per second, on average… */
  perSecond: number;
  /** …and at once after a quiet spell. */
  burst: number;
}

/**
 * What one client address may ask of a public call, kept in this process: calls in flight (a slow
 * reader holds its place until its answer is sent) and a rate (a token bucket). Both are checked and
 * taken in one synchronous step, so a parallel burst cannot overshoot.
 */
export class CallGuard {
  private slots = new StreamSlots();
  private buckets: LRUCache<string, { tokens: number; at: number }>;

  constructor(
    private limits: CallLimits,
    private now: () => number = Date.now,
  ) {
    this.buckets = new LRUCache({ max: 100_000 });
  }

  /** A place for one call, or the seconds to wait; the release runs once. */
  take(address: string): { release: () => void } | { retryAfter: number } {
    const t = this.now();
    const b = this.buckets.get(address) ?? { tokens: this.limits.burst, at: t };
    const tokens = Math.min(this.limits.burst, b.tokens + ((t - b.at) / 1000) * this.limits.perSecond);
    this.buckets.set(address, { tokens, at: t });
    if (tokens < 1) return { retryAfter: Math.max(1, Math.ceil((1 - tokens) / this.limits.perSecond)) };
    const release = this.slots.take([[address, this.limits.inFlight]]);
    if (!release) return { retryAfter: 1 };
    this.buckets.set(address, { tokens: tokens - 1, at: t });
    return { release };
  }

  inFlight(address: string) {
    return this.slots.count(address);
  }
}

/**
 * Express middleware: a call over its address's limits is answered at once with 429 and JSON
 * (statusCode -429, 'tooManyRequests'); the connection it came on then reads nothing more until the
 * wait is over, so a client that fires again on every refusal cannot keep the server busy refusing.
 * A proxy's connection is never held back (it carries other clients' calls).
 */
export function guardCalls(guard: CallGuard) {
  return (req: Request, res: Response, next: NextFunction) => {
    const address = req.ip ?? '';
    const place = guard.take(address);
    if ('release' in place) {
      res.once('finish', place.release);
      res.once('close', place.release);
      next();
      return;
    }
    const socket = req.socket;
    if (socket.remoteAddress === address) {
      res.once('finish', () => {
        socket.pause();
        setTimeout(() => {
          if (!socket.destroyed) socket.resume();
        }, place.retryAfter * 1000).unref();
      });
    }
    res.status(429).set('Retry-After', String(place.retryAfter)).json({ statusCode: -429, message: 'tooManyRequests', retry_after: place.retryAfter });
  };
}
