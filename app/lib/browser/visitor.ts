import { parseCookies } from '../shared/cookies.ts';

/** A stable anonymous id of this browser, for the signup's visitor_id. */
export function visitorId(): string {
  let id = localStorage.getItem('visitor_id');
  if (!id) {
    id = crypto.randomUUID();
    localStorage.setItem('visitor_id', id);
  }
  return id;
}

/** Where the visit came from: campaign parameters, the ad platforms' ids, the affiliate. */
export function visitTracking() {
  const q = new URLSearchParams(window.location.search);
  const cookies = parseCookies(document.cookie);
  const pick = (...names: string[]) => names.map((n) => q.get(n)).find((v) => v) ?? '';
  return {
    ch: pick('ch', 'utm_source').slice(0, 64),
    cm: pick('cm', 'utm_medium').slice(0, 64),
    pp: pick('pp', 'utm_campaign').slice(0, 64),
    affiliate_code: pick('aff', 'affiliate', 'affiliate_code').slice(0, 64),
    fbp: (cookies['_fbp'] ?? '').slice(0, 256),
    appsflyer_id: pick('af_id', 'appsflyer_id').slice(0, 256),
    visitor_id: visitorId(),
  };
}
