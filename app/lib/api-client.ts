import { ofetch, FetchError } from 'ofetch';
import type { AnswerOf, EndpointPath, RequestOf } from '#contract/index.ts';
import { FAILURES } from '#contract/failures.ts';

/**
 * SPEC §9: ofetch's defaults are the spec's retry rule: one retry for idempotent methods on
 * 408, 409, 425, 429, 500, 502, 503, 504, and none for POST. Money calls are never retried.
 */
export const $fetch = ofetch.create({ baseURL: '/api', timeout: 15_000 });

/** SPEC §8 local failures: what a call answers when the server cannot be reached. */
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
/** Set once from startup: most bodies carry domain_name and external_id (SPEC §7). */
export function setSiteIdentity(domain_name: string, external_id: string) {
  site = { domain_name, external_id };
}
export const siteIdentity = () => site;

export async function callApi<P extends EndpointPath>(path: P, body: RequestOf<P>): Promise<AnswerOf<P>> {
  try {
    return await $fetch<AnswerOf<P>>(path, { method: 'POST', body: body as Record<string, unknown> });
  } catch (err) {
    // A 4xx with a JSON answer is still an answer (validation errors, throttling).
    if (err instanceof FetchError && err.data && typeof err.data === 'object' && 'statusCode' in err.data) {
      return err.data as AnswerOf<P>;
    }
    return localFailure(path) as unknown as AnswerOf<P>;
  }
}
