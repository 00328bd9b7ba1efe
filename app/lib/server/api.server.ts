import type { RequestInfo } from './request-context.ts';

/** The operator's analytics scripts; the operator client caches them per site. */
export async function getAnalytics(info: RequestInfo) {
  const answer = await info.api.call('/settings/get_analytics', { domain_name: info.site.domain }, info);
  return answer.statusCode === 1 ? answer.value : [];
}
