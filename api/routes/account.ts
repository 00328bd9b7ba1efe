import type { Router } from 'express';
import { post } from '../lib/route.ts';
import type { Services } from '../services/index.ts';

export function accountRoutes(r: Router, s: Services) {
  const meta = (ip: string, ua?: string) => ({ ip, userAgent: ua });

  post(r, '/auth/tac/request_new_register', async (b) =>
    s.accounts.requestRegisterCode(await s.operators.require(b.domain_name), b.account_id, b.contact_phone),
  );
  post(r, '/auth/tac/verify', async (b, { ip }) => s.accounts.verifyRegisterCode(await s.operators.require(b.domain_name), b.account_id, b.tac, ip));
  post(r, '/auth/signup', async (b, { ip, req }) => s.accounts.signup(await s.operators.require(b.domain_name), b, meta(ip, req.get('user-agent'))));
  post(r, '/auth/tac/request_login', async (b) => s.accounts.requestLoginCode(await s.operators.require(b.domain_name), b.account_id));
  post(r, '/auth/login_tac', async (b, { ip, req }) =>
    s.accounts.loginWithCode(await s.operators.require(b.domain_name), b.account_id, b.tac, meta(ip, req.get('user-agent'))),
  );
  post(r, '/auth/forgot_password', async (b) => s.accounts.forgotPassword(await s.operators.require(b.domain_name), b.account_id, b.contact_phone));
  post(r, '/auth/reset_password', async (b, { ip }) =>
    s.accounts.resetPassword(await s.operators.require(b.domain_name), b.account_id, b.tac, b.new_password, ip),
  );
  post(r, '/auth/update_password', async (b) =>
    s.accounts.updatePassword(await s.sessions.requirePlayer(b), b.password, b.new_password),
  );
  post(r, '/settings/profile_update', async (b) =>
    s.accounts.updateProfile(await s.sessions.requirePlayer(b), b.full_name, b.contact_email),
  );
  post(r, '/settings/check_status', async (b) => {
    const p = await s.sessions.requirePlayer(b);
    return { statusCode: 1, message: 'OK', status: p.status };
  });
}
