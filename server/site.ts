import type { Request } from 'express';

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
