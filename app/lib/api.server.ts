import type { AnswerOf, EndpointPath, RequestOf, StartupAnswer } from '#contract/index.ts';
import type { RequestInfo } from './request-context.ts';

/** A call from a loader to the operator API; failures come back as SPEC §8 answers, never throws. */
export async function serverCall<P extends EndpointPath>(
  info: RequestInfo,
  path: P,
  body: RequestOf<P>,
): Promise<AnswerOf<P>> {
  try {
    const res = await fetch(`${info.apiBase}/api${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': info.ip },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(8000),
    });
    return (await res.json()) as AnswerOf<P>;
  } catch {
    return { statusCode: -500, message: 'internalServerError' } as AnswerOf<P>;
  }
}

const startupCache = new Map<string, { at: number; answer: StartupAnswer }>();
const STARTUP_TTL_MS = Number(process.env.STARTUP_CACHE_SECONDS ?? 10) * 1000;

/** Startup per domain, cached briefly: every page render needs it. Failures are not cached. */
export async function getStartup(info: RequestInfo, domain: string): Promise<StartupAnswer> {
  const hit = startupCache.get(domain);
  if (hit && Date.now() - hit.at < STARTUP_TTL_MS) return hit.answer;
  const answer = await serverCall(info, '/startup', { domain_name: domain });
  if (answer.statusCode === 1) {
    if (startupCache.size > 2000) startupCache.clear();
    startupCache.set(domain, { at: Date.now(), answer });
  }
  return answer;
}

const analyticsCache = new Map<string, { at: number; scripts: AnswerOf<'/settings/get_analytics'>['value'] }>();

/** The operator's analytics scripts (SPEC §3), cached like startup. */
export async function getAnalytics(info: RequestInfo, domain: string) {
  const hit = analyticsCache.get(domain);
  if (hit && Date.now() - hit.at < STARTUP_TTL_MS) return hit.scripts;
  const answer = await serverCall(info, '/settings/get_analytics', { domain_name: domain });
  const scripts = answer.statusCode === 1 ? answer.value : [];
  if (answer.statusCode === 1) analyticsCache.set(domain, { at: Date.now(), scripts });
  return scripts;
}
