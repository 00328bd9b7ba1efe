import { siteIdentity } from './api-client.ts';

/**
 * The site a player call is made on (a session answers only on the operator that opened it).
 * The credential is not the page's: the server adds it from the httpOnly session cookie.
 */
export function playerIdentity() {
  const domain_name = siteIdentity().domain_name || (typeof window === 'undefined' ? '' : window.location.host);
  return { domain_name };
}
