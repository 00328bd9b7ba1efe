import { redirect } from 'react-router';
import type { AnswerOf, EndpointPath, RequestOf } from '#contract/index.ts';
import type { RequestInfo } from './request-context.ts';
import { SESSION_END_MESSAGES } from '../shared/session-protocol.ts';
import { requestContext } from './request-context.ts';
import { pagePath } from '../shared/page-path.ts';
import { safeRedirect } from '../shared/safe-redirect.ts';
import { routeDef } from '~/route-table.ts';
import { initialUserState, vipFromInfo, WITHDRAW_PAGES, type UserState } from '~/stores/user-store.ts';

type PageBody<P extends EndpointPath> = Omit<RequestOf<P>, 'account_id' | 'auth' | 'domain_name'>;

/** The spec's credentials of this request's player, on this request's site. */
const credentials = (info: RequestInfo, s: NonNullable<RequestInfo['session']>) => ({ account_id: s.account_id, auth: s.auth, domain_name: info.site.domain });

/** The operator API said the session has ended: drop the cookie and treat the request as a guest's. */
function endedSession(info: RequestInfo, answer: { message: string }): boolean {
  if (!SESSION_END_MESSAGES.has(answer.message)) return false;
  info.endSession();
  info.session = null;
  info.sessionEnded = true;
  return true;
}

/** Where a signed-out visitor goes: the sign-in page, with the way back (same-origin path only). */
export function toLogin(request: Request, ended = false) {
  const url = new URL(request.url);
  const back = pagePath(url) + url.search;
  // `expired`: the page says why ("invalid session" notice).
  return redirect(`/login?redirect=${encodeURIComponent(back)}${ended ? '&expired=1' : ''}`);
}

/**
 * A player call from a loader: the session from the request's cookie, the site from the request.
 * An ended session drops the cookie and sends the visitor to sign in (on the server).
 */
export async function playerCall<P extends EndpointPath>(info: RequestInfo, request: Request, path: P, body: PageBody<P>): Promise<AnswerOf<P>> {
  const s = info.session;
  if (!s) throw toLogin(request);
  const answer = await info.api.call(path, { ...body, ...credentials(info, s) } as RequestOf<P>, info);
  if (endedSession(info, answer)) throw toLogin(request, true);
  return answer;
}

/**
 * Once per request, in the root middleware: a session cookie is checked with the operator API
 * (the balance call: the header shows it anyway); the route table's guards run here, on the
 * server, before any loader (`auth` → sign in with the way back, `guest` → home).
 */
export async function checkSessionAndGuard(info: RequestInfo, request: Request) {
  const s = info.session;
  if (s) {
    const balance = await info.api.call('/auth/get_balance', credentials(info, s), info);
    if (!endedSession(info, balance) && balance.statusCode === 1) {
      info.balance = { balance: balance.game_balance, token: balance.game_token };
    }
  }
  const path = pagePath(new URL(request.url)).replace(/(.)\/$/, '$1');
  const guard = routeDef(path)?.guard;
  if (guard === 'auth' && !info.session) throw toLogin(request, info.sessionEnded);
  // A signed-in player is not offered the sign-in and sign-up pages either (home, or the way back).
  if ((guard === 'guest' || path === '/login' || path === '/register') && info.session) {
    const url = new URL(request.url);
    throw redirect(safeRedirect(url.searchParams.get('redirect') ?? url.searchParams.get('next'), url.origin));
  }
  // A withdraw-only session reaches the withdrawal pages and nothing else private.
  if (guard === 'auth' && info.session?.restricted && !WITHDRAW_PAGES.has(path)) throw redirect('/withdrawal');
}

/** The signed-in player for the first render (header balance, VIP, favourites), or null. */
export async function playerSnapshot(info: RequestInfo): Promise<Partial<UserState> | null> {
  const s = info.session;
  if (!s) return null;
  const who = credentials(info, s);
  if (s.restricted) {
    // Only the balance and the way out: the other reads would be refused ('withdrawOnly').
    return {
      isAuthenticated: true,
      user: { account_id: s.account_id, full_name: s.full_name, contact_email: s.contact_email, session_token: '' },
      fullname: s.full_name,
      email: s.contact_email,
      game: info.balance ?? initialUserState.game,
      restricted: s.restricted,
    };
  }
  const [vip, favs, inbox] = await Promise.all([
    info.api.call('/auth/vip', who, info),
    info.api.call('/home/fav_list', who, info),
    info.api.call('/settings/get_inbox', who, info),
  ]);
  return {
    isAuthenticated: true,
    user: { account_id: s.account_id, full_name: s.full_name, contact_email: s.contact_email, session_token: '' },
    fullname: s.full_name,
    email: s.contact_email,
    game: info.balance ?? initialUserState.game,
    vip: vip.statusCode === 1 && vip.nextLevel[0] ? vipFromInfo(vip.nextLevel[0]) : initialUserState.vip,
    game_fav_list: favs.statusCode === 1 ? favs.value : [],
    inbox: inbox.statusCode === 1 ? { unread: inbox.unread, claimable: inbox.claimable } : initialUserState.inbox,
  };
}

/** A player call on a public page: null for a guest or a session that has ended (dropped, no redirect). */
export async function optionalPlayerCall<P extends EndpointPath>(info: RequestInfo, path: P, body: PageBody<P>): Promise<AnswerOf<P> | null> {
  const s = info.session;
  if (!s) return null;
  const answer = await info.api.call(path, { ...body, ...credentials(info, s) } as RequestOf<P>, info);
  return endedSession(info, answer) ? null : answer;
}

type Args = { request: Request; context: { get: (k: typeof requestContext) => RequestInfo } };

/** The request's site, session and operator API (server only). */
export const requestInfo = (args: Args) => args.context.get(requestContext);

/**
 * A signed-in player, for a loader or an action: its calls go to the operator API in process with
 * the session's credentials and this site. No session (or one the API has ended): to sign in,
 * with the way back.
 */
export function requirePlayer(args: Args) {
  const info = requestInfo(args);
  if (!info.session) throw toLogin(args.request, info.sessionEnded);
  return {
    info,
    session: info.session,
    call: <P extends EndpointPath>(path: P, body: PageBody<P>) => playerCall(info, args.request, path, body),
  };
}

/** A public call on this request's site (no session needed): `domain_name` is the host's. */
export function siteCall<P extends EndpointPath>(args: Args, path: P, body: Omit<RequestOf<P>, 'domain_name'>): Promise<AnswerOf<P>> {
  const info = requestInfo(args);
  return info.api.call(path, { ...body, domain_name: info.site.domain } as RequestOf<P>, info);
}
