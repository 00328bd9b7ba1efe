import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { LoginRequest, PasswordRule, PhoneRule } from '#contract/auth.ts';
import { AccountIdLookup, AccountIdRule } from '#contract/common.ts';

/**
 * The sign-in and sign-up forms' rules (the contract's, so the player sees the server's rules
 * before submitting). Loaded by the forms through lazyResolver (app/lib/browser/lazy-resolver.ts) on
 * their first focus, so zod is not part of the script /login and /register need first.
 */

export const LoginFormSchema = LoginRequest.pick({ account_id: true, password: true });
export type LoginValues = z.infer<typeof LoginFormSchema>;
export const loginResolver = zodResolver(LoginFormSchema);

/** The code is checked only once it has been asked for (contract: LoginTacRequest). */
export const CodeLoginSchema = z.object({ sent: z.boolean(), account_id: AccountIdLookup, tac: z.string() }).superRefine((v, ctx) => {
  if (v.sent && !/^\d{6}$/.test(v.tac.trim())) ctx.addIssue({ code: 'custom', path: ['tac'], message: 'codeFormat' });
});
export type CodeLoginValues = z.infer<typeof CodeLoginSchema>;
export const codeLoginResolver = zodResolver(CodeLoginSchema);

export const RegisterSchema = z
  .object({
    account_id: AccountIdRule,
    password: PasswordRule,
    confirm_password: z.string(),
    contact_phone: PhoneRule,
    contact_email: z.union([z.literal(''), z.string().trim().email('invalidEmail')]),
    referrer_code: z.string().trim().max(32),
    accept_terms: z.boolean().refine((v) => v, 'acceptTerms'),
  })
  .refine((v) => v.password === v.confirm_password, { path: ['confirm_password'], message: 'passwordsMismatch' });
export type RegisterValues = z.infer<typeof RegisterSchema>;
export const registerResolver = zodResolver(RegisterSchema);

/** Step one asks for the account and phone (ForgotPasswordRequest), step two for code and password. */
export const ForgotSchema = z
  .object({
    step: z.enum(['ask', 'reset']),
    account_id: AccountIdLookup,
    contact_phone: z.string().trim().min(1, 'required').max(20),
    tac: z.string(),
    new_password: z.string(),
  })
  .superRefine((v, ctx) => {
    if (v.step !== 'reset') return;
    if (!/^\d{6}$/.test(v.tac.trim())) ctx.addIssue({ code: 'custom', path: ['tac'], message: 'codeFormat' });
    if (!PasswordRule.safeParse(v.new_password).success) ctx.addIssue({ code: 'custom', path: ['new_password'], message: 'passwordFormat' });
  });
export type ForgotValues = z.infer<typeof ForgotSchema>;
export const forgotResolver = zodResolver(ForgotSchema);
