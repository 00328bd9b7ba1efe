import type { Response } from 'express';
import { openStreams } from './metrics.ts';

/**
 * This instance's open server-sent event streams: counted for /metrics, and closed
 * with a `retry:` hint when the server drains, so the browser reconnects (to another instance)
 * a moment later instead of at once or never.
 */
const open = new Map<Response, string>();

export function trackStream(res: Response, stream: 'balance' | 'odds'): () => void {
  open.set(res, stream);
  openStreams.inc({ stream });
  let done = false;
  return () => {
    if (done) return;
    done = true;
    open.delete(res);
    openStreams.dec({ stream });
  };
}

export const liveStreamCount = () => open.size;

/** Ends every open stream: a retry hint (ms) first, then the end of the response. */
export function closeAllStreams(retryMs: number) {
  for (const res of [...open.keys()]) {
    try {
      res.write(`retry: ${retryMs}\n: server restarting\n\n`);
      (res as Response & { flush?: () => void }).flush?.();
      res.end();
    } catch {
      // Already gone.
    }
  }
}
