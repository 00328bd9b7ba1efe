import type { Router } from 'express';
import { post } from '../lib/route.ts';
import type { Services } from '../services/index.ts';

export function accountRoutes(r: Router, s: Services) {
  const meta = (ip: string, ua?: string) => ({ ip, userAgent: ua });

  // Sign-in, sign-up and code calls answer 'maintenance' while the site is in maintenance.
  const site = (domain: string) => s.operators.requireOpen(domain);

  post(r, '/auth/tac/request_new_register', async (b, { ip }) =>
    s.accounts.requestRegisterCode(await site(b.domain_name), b.account_id, b.contact_phone, ip, b.language),
  );
  post(r, '/auth/tac/verify', async (b, { ip }) => s.accounts.verifyRegisterCode(await site(b.domain_name), b.account_id, b.tac, ip));
  post(r, '/auth/signup', async (b, { ip, userAgent }) => s.accounts.signup(await site(b.domain_name), b, meta(ip, userAgent)));
  post(r, '/auth/tac/request_login', async (b, { ip }) => s.accounts.requestLoginCode(await site(b.domain_name), b.account_id, ip, b.language));
  post(r, '/auth/login_tac', async (b, { ip, userAgent }) =>
    s.accounts.loginWithCode(await site(b.domain_name), b.account_id, b.tac, meta(ip, userAgent), b.scope),
  );
  post(r, '/auth/forgot_password', async (b, { ip }) => s.accounts.forgotPassword(await site(b.domain_name), b.account_id, b.contact_phone, ip, b.language));
  post(r, '/auth/reset_password', async (b, { ip }) => s.accounts.resetPassword(await site(b.domain_name), b.account_id, b.tac, b.new_password, ip));
  post(r, '/auth/update_password', async (b) => s.accounts.updatePassword(await s.sessions.requirePlayer(b), b.password, b.new_password));
  post(r, '/settings/profile_update', async (b) => s.accounts.updateProfile(await s.sessions.requirePlayer(b), b.full_name, b.contact_email));
  post(r, '/settings/check_status', async (b) => {
    const p = await s.sessions.requirePlayer(b);
    return { statusCode: 1, message: 'OK', status: p.status };
  });

  // /security: the player's own sessions, ended through SessionService so their streams close.
  post(r, '/settings/sessions', async (b) => ({ statusCode: 1, message: 'OK', ...(await s.sessions.list(await s.sessions.requirePlayer(b))) }));
  post(r, '/settings/session_end', async (b) => ({
    statusCode: 1,
    message: 'OK',
    ...(await s.sessions.end(await s.sessions.requirePlayer(b), b.session_id)),
  }));
  post(r, '/settings/sessions_end_others', async (b) => {
    const p = await s.sessions.requirePlayer(b);
    return { statusCode: 1, message: 'OK', ended: await s.sessions.revokeOthers(p.id, p.sessionId) };
  });
}
