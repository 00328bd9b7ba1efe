import { parseCookies, setCookie } from '../shared/cookies.ts';

/** The client-domain cookie lives on the last two labels of the host. */
export function clientCookieDomain(hostname: string): string | undefined {
  if (/^\d+\.\d+\.\d+\.\d+$/.test(hostname) || !hostname.includes('.')) return undefined;
  return hostname.split('.').slice(-2).join('.');
}

const VISIT_KEY = 'ads-visit-sent';

/**
 * Once per visit (browser session): adsvisit with the _fbp cookie and the AppsFlyer id, as a beacon
 * to the site's action (it outlives the page; the player has nothing to see of it).
 */
export function trackVisit() {
  const host = window.location.hostname;
  setCookie('client_domain', host, { days: 365, path: '/', sameSite: 'Lax', secure: true, domain: clientCookieDomain(host) });
  if (sessionStorage.getItem(VISIT_KEY)) return;
  sessionStorage.setItem(VISIT_KEY, '1');
  const cookies = parseCookies(document.cookie);
  const params = new URLSearchParams(window.location.search);
  const appsflyer_id = params.get('af_id') ?? params.get('appsflyer_id') ?? cookies['afUserId'] ?? '';
  const form = new FormData();
  form.set('fbp', cookies['_fbp'] ?? '');
  form.set('appsflyer_id', appsflyer_id);
  navigator.sendBeacon('/actions/adsvisit', form);
}
