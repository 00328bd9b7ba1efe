import { data, redirect } from 'react-router';
import type { LoginAnswer, PasswordAlert } from '#contract/auth.ts';
import { parseCookies } from '~/lib/shared/cookies.ts';
import { refused } from '~/lib/shared/forms.ts';
import type { AccountFailure } from './components/use-account-form.ts';
import { safeRedirect } from '~/lib/shared/safe-redirect.ts';
import type { RequestInfo } from '~/lib/server/request-context.ts';

export const failed = (failure: AccountFailure) => data(failure, { status: 400 });
export const refusedWith = (message: string, intent: string, more: Partial<AccountFailure> = {}) => failed({ ...refused(message, intent), ...more });

/**
 * After someone ran out the account's budget of password guesses, the first sign-in says so:
 * kept in a cookie of its own until the player dismisses it, so it survives the redirect and
 * shows on every page (with or without scripts) until then.
 */
export const PASSWORD_ALERT_COOKIE = 'password_alert';

export function passwordAlertCookie(alert: PasswordAlert | null | undefined): string {
  const value = alert ? Buffer.from(JSON.stringify(alert)).toString('base64url') : '';
  return `${PASSWORD_ALERT_COOKIE}=${value}; Path=/; SameSite=Lax; HttpOnly; Max-Age=${alert ? 30 * 24 * 3600 : 0}`;
}

/** The alert of a request's cookie, or null. */
export function passwordAlertOf(cookieHeader: string | null): PasswordAlert | null {
  const raw = parseCookies(cookieHeader)[PASSWORD_ALERT_COOKIE];
  if (!raw || raw.length > 1024) return null;
  try {
    const v = JSON.parse(Buffer.from(raw, 'base64url').toString('utf8')) as PasswordAlert;
    return typeof v.at === 'string' ? { address: typeof v.address === 'string' ? v.address : null, at: v.at, addresses: Number(v.addresses) || 0 } : null;
  } catch {
    return null;
  }
}

/**
 * A sign-in or sign-up answer: the session goes into the httpOnly cookie and the player to the
 * page asked for (same-origin only). Null when the answer opened no session.
 */
export function openSessionAndGo(info: RequestInfo, request: Request, answer: LoginAnswer, to: string | null | undefined) {
  if (!info.openSession(answer as unknown as Record<string, unknown>)) return null;
  const headers = answer.password_alert ? { 'Set-Cookie': passwordAlertCookie(answer.password_alert) } : undefined;
  return redirect(safeRedirect(to, new URL(request.url).origin), { headers });
}
