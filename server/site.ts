import type { NextFunction, Request, Response } from 'express';

/** The site a request is for: the only place the server reads the Host header (HOUSE_STYLE 2). */
export interface SiteAddress {
  /** The operator's domain as the directory knows it: lower case, no port, no trailing dot. */
  domain: string;
  /** scheme://domain[:port] for absolute links (sitemap, canonical URLs), never the raw header. */
  origin: string;
}

export function siteOf(req: Request): SiteAddress {
  // Express parses Host (or X-Forwarded-Host behind a trusted proxy) into hostname; the port is
  // kept only when it is digits, so nothing else of the header reaches a page or a cached file.
  const domain = req.hostname.toLowerCase().replace(/\.$/, '');
  const port = /^:\d{1,5}$/.exec((req.host ?? '').slice(req.hostname.length))?.[0] ?? '';
  return { domain, origin: `${req.secure ? 'https' : 'http'}://${domain}${port}` };
}

/** A host name (labels of letters, digits and hyphens), an IPv4 address or a bracketed IPv6 one, and an optional port. */
const HOST_HEADER = /^(?:(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)*[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.?|\[[0-9a-f:.]+\])(?::(\d{1,5}))?$/i;

/** Why a Host header cannot name a site, or null when it can. */
export function malformedHost(host: string | undefined): string | null {
  if (!host) return 'no Host header';
  if (host.length > 255) return 'Host header longer than 255 characters';
  const m = HOST_HEADER.exec(host);
  if (!m) return 'Host header is not a host name with an optional port';
  if (m[1] !== undefined && (Number(m[1]) < 1 || Number(m[1]) > 65535)) return 'Host header port outside 1–65535';
  return null;
}

/**
 * Requests whose Host (or trusted X-Forwarded-Host) cannot name a site are answered 400 before
 * anything reads the site, and the reason is logged with the header as it came.
 */
const PROBES = new Set(['/healthz', '/readyz', '/metrics']);

export function wellFormedHost(warn: (fields: Record<string, unknown>, message: string) => void) {
  return (req: Request, res: Response, next: NextFunction) => {
    // Express's `host`: X-Forwarded-Host behind a trusted proxy, else Host.
    const host = req.host;
    const why = malformedHost(host);
    // Probes of the process (a load balancer's, often without a Host) name no site.
    if (!why || PROBES.has(req.path)) return next();
    warn({ host: JSON.stringify(host ?? null).slice(0, 300), why, path: req.path.slice(0, 200) }, 'bad request: malformed Host');
    res.set('Cache-Control', 'no-store').set('Connection', 'close');
    if (req.path.startsWith('/api/')) res.status(400).json({ statusCode: -422, message: 'invalidHost' });
    else res.status(400).type('text/plain').send('Bad Request: the Host header does not name a site.\n');
  };
}
