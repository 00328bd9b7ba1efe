import { describe, expect, it } from 'vitest';
import { freshId, freshPhone, post } from './helpers.ts';

/** Issue 18: sign-up asks for the 18+ confirmation and the terms; the API refuses without them. */
describe('sign-up: 18+ and terms', () => {
  const D = 'casino7.localhost';
  async function verified() {
    const account_id = freshId('t');
    const contact_phone = freshPhone();
    const code = await post('/auth/tac/request_new_register', { domain_name: D, account_id, contact_phone });
    expect((await post('/auth/tac/verify', { domain_name: D, account_id, tac: code.json.demo_tac })).json.statusCode).toBe(1);
    return { domain_name: D, account_id, password: 'Secret123', contact_phone, contact_email: '' };
  }

  it('refuses a verified sign-up without accept_terms, or with it false, and opens no account', async () => {
    const body = await verified();
    for (const extra of [{}, { accept_terms: false }, { accept_terms: 'yes' }]) {
      const r = await post('/auth/signup', { ...body, ...extra });
      expect(r.status).toBe(400);
      expect(r.json.statusCode).not.toBe(1);
      expect(r.json.message).toBe('invalidRequest');
      expect(r.json.errors).toEqual([{ field: 'accept_terms', message: 'acceptTerms' }]);
      expect(r.json.token).toBeUndefined();
    }
    // No account was opened: its sign-in fails; with the confirmation the same sign-up succeeds.
    expect((await post('/auth/login', { domain_name: D, account_id: body.account_id, password: body.password })).json.statusCode).not.toBe(1);
    const ok = await post('/auth/signup', { ...body, accept_terms: true });
    expect(ok.json.statusCode).toBe(1);
  });
});
