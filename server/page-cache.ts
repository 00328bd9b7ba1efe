import { randomBytes } from 'node:crypto';
import http, { type IncomingHttpHeaders } from 'node:http';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { LRUCache } from 'lru-cache';
import { GUEST_PAGE_COOKIES, parseCookies } from '../app/lib/shared/cookies.ts';
import { sessionCookieName } from './session.ts';
import { PAGE_KEEP_UNTIL } from '../app/lib/shared/page-keep.ts';

/**
 * Guest pages served like static pages. Every guest of an operator who reads the same language on
 * the same class of device gets the same page, so its HTML is kept per site × path and query × the
 * cookies a guest's page depends on, for `freshMs`; after that it is still served for `staleMs`
 * while one new render replaces it in the background. A request that carries a player's session
 * cookie is never answered from here, and nothing rendered for one is ever kept.
 *
 * The page's scripts carry the request's CSP nonce: a page is rendered with a marker in its place
 * (a random string per render) and every answer gets its own fresh nonce written over the marker,
 * so a kept page never repeats a nonce. The render is a request to this same server (its whole
 * pipeline, the site resolved from the Host as for any page), marked by a token of this process.
 */
export interface PageCacheOptions {
  freshMs: number;
  staleMs: number;
  /** This server, as the render requests reach it (http://127.0.0.1:PORT). */
  selfOrigin: string;
  maxEntries?: number;
  maxBytes?: number;
}

interface Kept {
  body: string;
  marker: string;
  headers: [string, string][];
  at: number;
  /** Not shown after this moment (a maintenance window opens), whatever its age. */
  until?: number;
}
/** A page that did not come back as a plain 200 for a guest (a redirect, a 404, maintenance): asked for normally. */
interface NotKept {
  at: number;
  none: true;
}
type Entry = Kept | NotKept;

const RENDER_HEADER = 'x-page-render';
/** Headers of the rendered page that a kept copy repeats (the rest are the request's own). */
const KEPT_HEADERS = new Set(['content-type', 'vary', 'link', 'content-language']);
/** Paths that are never pages: the API, resource routes, assets, the console, React Router's data requests. */
const NOT_PAGES = /^\/(?:api|data|actions|assets|console|__manifest|healthz|readyz|metrics|favicon\.ico|sitemap|robots|manifest)(?:[/.?]|$)|\.data$/;

export function pageCache(opts: PageCacheOptions) {
  const token = randomBytes(18).toString('base64url');
  const entries = new LRUCache<string, Entry>({
    max: opts.maxEntries ?? 2000,
    maxSize: opts.maxBytes ?? 64 * 1024 * 1024,
    sizeCalculation: (e) => ('body' in e ? e.body.length * 2 : 0) + 256,
  });
  const rendering = new Map<string, Promise<Entry>>();
  let generation = 0;
  const stats = { hit: 0, stale: 0, miss: 0, bypass: 0 };

  /** Renders the page once (concurrent askers share the render) and keeps the answer. */
  function render(key: string, req: Request): Promise<Entry> {
    const running = rendering.get(key);
    if (running) return running;
    const started = generation;
    const marker = `pfn${randomBytes(18).toString('base64url')}`;
    const cookies = parseCookies(req.get('cookie'));
    const cookie = GUEST_PAGE_COOKIES.filter((n) => cookies[n] !== undefined)
      .map((n) => `${n}=${encodeURIComponent(cookies[n]!)}`)
      .join('; ');
    const job = get(opts.selfOrigin, req.originalUrl, {
      // The guest's Host (a fetch() would send the address it connects to instead).
      host: req.host ?? '',
      accept: 'text/html',
      'accept-encoding': 'identity',
      'user-agent': 'playfront-page-cache',
      ...(cookie && { cookie }),
      [RENDER_HEADER]: `${token} ${marker} ${req.secure ? 'https' : 'http'}`,
    })
      .then(({ status, headers, body }): Entry => {
        const at = Date.now();
        if (status !== 200 || headers['set-cookie'] || !String(headers['content-type'] ?? '').startsWith('text/html')) return { at, none: true };
        const kept = Object.entries(headers)
          .filter(([k, v]) => KEPT_HEADERS.has(k) && typeof v === 'string')
          .map(([k, v]) => [k, v as string] as [string, string]);
        const until = Number(headers[PAGE_KEEP_UNTIL]);
        return { body, marker, headers: kept, at, ...(until > 0 && { until }) };
      })
      .catch((): Entry => ({ at: Date.now(), none: true }))
      .then((e) => {
        // A change announced while this render ran: the render may predate it, so it is not kept.
        if (started === generation) entries.set(key, e);
        rendering.delete(key);
        return e;
      });
    rendering.set(key, job);
    return job;
  }

  function serve(res: Response, e: Kept, how: 'hit' | 'stale' | 'miss') {
    stats[how] += 1;
    for (const [k, v] of e.headers) res.setHeader(k, v);
    const fresh = Math.round(opts.freshMs / 1000);
    // A CDN or nginx in front may keep it as briefly; a browser asks again each time.
    res.setHeader('Cache-Control', `public, max-age=0, s-maxage=${fresh}, stale-while-revalidate=${Math.round(opts.staleMs / 1000)}`);
    res.setHeader('Vary', 'Cookie');
    res.setHeader('X-Page-Cache', how);
    res.status(200).send(e.body.replaceAll(e.marker, String(res.locals.nonce)));
  }

  const middleware: RequestHandler = (req: Request, res: Response, next: NextFunction) => {
    const internal = req.get(RENDER_HEADER);
    if (internal) {
      const [t, marker, proto] = internal.split(' ');
      if (t !== token || !marker) {
        res.status(400).json({ statusCode: -400, message: 'badRequest' });
        return;
      }
      // The page is drawn with the marker where the nonce goes, for the scheme the guest used.
      res.locals.nonce = marker;
      if (proto === 'https') Object.defineProperty(req, 'protocol', { value: 'https' });
      next();
      return;
    }
    const cookies = parseCookies(req.get('cookie'));
    if (!cacheable(req, cookies)) {
      next();
      return;
    }
    const key = keyOf(req, cookies);
    const now = Date.now();
    const kept = entries.get(key);
    const e = kept && !('none' in kept) && kept.until !== undefined && now >= kept.until ? undefined : kept;
    if (e && now - e.at < opts.freshMs) {
      if ('none' in e) {
        stats.bypass += 1;
        next();
      } else serve(res, e, 'hit');
      return;
    }
    if (e && !('none' in e) && now - e.at < opts.freshMs + opts.staleMs) {
      void render(key, req);
      serve(res, e, 'stale');
      return;
    }
    render(key, req).then(
      (got) => {
        if ('none' in got || res.headersSent) {
          stats.bypass += 1;
          next();
        } else serve(res, got, 'miss');
      },
      () => next(),
    );
  };

  return {
    middleware,
    /** The operator changed a site (any instance, through the bus): every kept page is dropped. */
    clear() {
      generation += 1;
      entries.clear();
    },
    stats: () => ({ ...stats, entries: entries.size, bytes: entries.calculatedSize }),
  };
}

function cacheable(req: Request, cookies: Record<string, string>) {
  if (req.method !== 'GET' && req.method !== 'HEAD') return false;
  if (NOT_PAGES.test(req.path)) return false;
  // A preview of a draft (server/console/site-preview.ts) is drawn for its one viewer, never kept.
  if (req.query.preview !== undefined || cookies.site_preview !== undefined) return false;
  // A player's page (or one whose session has just ended) is always drawn for that request.
  if (cookies[sessionCookieName(false)] !== undefined || cookies[sessionCookieName(true)] !== undefined) return false;
  return !req.get('x-session') && !req.get('authorization');
}

function keyOf(req: Request, cookies: Record<string, string>) {
  const parts = GUEST_PAGE_COOKIES.map((n) => cookies[n] ?? '');
  return `${req.secure ? 's' : ''}|${req.host ?? ''}|${req.originalUrl}|${parts.join('|')}`;
}

/** One GET to this server, the whole answer read (15 s at the most). */
function get(origin: string, path: string, headers: Record<string, string>) {
  return new Promise<{ status: number; headers: IncomingHttpHeaders; body: string }>((resolve, reject) => {
    // The path as the request line carries it (never resolved against a URL: `//host/…` stays a path here).
    const self = new URL(origin);
    const r = http.get({ hostname: self.hostname.replace(/^\[|\]$/g, ''), port: self.port, path, headers, timeout: 15_000 }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks).toString('utf8') }));
      res.on('error', reject);
    });
    r.on('timeout', () => r.destroy(new Error('page render timed out')));
    r.on('error', reject);
  });
}
