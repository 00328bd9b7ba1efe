import { ofetch } from 'ofetch';
import type { AnswerOf, EndpointPath, RequestOf } from '#contract/index.ts';
import { FAILURES } from '#contract/failures.ts';
import { SESSION_END_MESSAGES, SESSION_MODE_HEADER } from '../shared/session-protocol.ts';
import { isMoneyPath, trackMoneyCall } from '../../features/wallet/money-calls.ts';

/**
 * Ofetch's defaults are the spec's retry rule: one retry for idempotent methods on
 * 408, 409, 425, 429, 500, 502, 503, 504, and none for POST. Money calls are never retried.
 * The page's calls are all POSTs (`callApi`, below, on the browser's own `fetch`: ofetch
 * with its helpers was ~5 kB gzip of every first load); a GET the page may add goes through this.
 */
export const $fetch = /* @__PURE__ */ ofetch.create({ baseURL: '/api', timeout: 15_000, headers: { [SESSION_MODE_HEADER]: 'cookie' } });

/**
 * A call's body as the page sends it: player calls without `account_id` and `auth` (the server
 * adds them from the session cookie).
 */
export type PageBody<P extends EndpointPath> = 'auth' extends keyof RequestOf<P> ? Omit<RequestOf<P>, 'account_id' | 'auth'> : RequestOf<P>;

/** Local failures: what a call answers when the server cannot be reached. */
export function localFailure(path: EndpointPath): { statusCode: number; message: string; value?: []; partners?: []; accountList?: [] } {
  switch (FAILURES[path]) {
    case 'internal':
      return { statusCode: -500, message: 'internalServerError' };
    case 'unavailable':
      return { statusCode: -503, message: 'serviceUnavailable', value: [], partners: [] };
    case 'disconnect':
      return { statusCode: 0, message: 'disconnect', value: [], accountList: [] };
  }
}

let site = { domain_name: '', external_id: '' };
/** Set once from startup: most bodies carry domain_name and external_id. */
export function setSiteIdentity(domain_name: string, external_id: string) {
  site = { domain_name, external_id };
}
export const siteIdentity = () => site;

/** Where an ended session goes: the global handler, registered by error-handler.ts. */
let onSessionEnd: (answer: { statusCode: number; message: string }) => void = () => {};
export const setSessionEndHandler = (h: typeof onSessionEnd) => {
  onSessionEnd = h;
};

/**
 * Every call of the page. An answer that ends the session is handled here, once, for every
 * caller (sign-out, notice, sign-in page); callers only decide what their own failures mean.
 */
export async function callApi<P extends EndpointPath>(path: P, body: PageBody<P>): Promise<AnswerOf<P>> {
  // Money calls are counted while in flight: an automatic reload waits for them (build-update.ts).
  const answer = await (isMoneyPath(path) ? trackMoneyCall(() => exchange(path, body)) : exchange(path, body));
  if (SESSION_END_MESSAGES.has(answer.message)) onSessionEnd(answer);
  return answer;
}

/** One POST, never retried, given up after 15 s (what `$fetch` did for a POST). */
async function exchange<P extends EndpointPath>(path: P, body: PageBody<P>): Promise<AnswerOf<P>> {
  try {
    const res = await fetch(`/api${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json', [SESSION_MODE_HEADER]: 'cookie' },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(15_000),
    });
    const data: unknown = await res.json().catch(() => null);
    // A 4xx with a JSON answer is still an answer (validation errors, throttling).
    if (data && typeof data === 'object' && (res.ok || 'statusCode' in data)) return data as AnswerOf<P>;
  } catch {
    // offline, refused, timed out: the local failure below
  }
  return localFailure(path) as unknown as AnswerOf<P>;
}
