import { z } from 'zod';
import { LoginRequest, PasswordRule, PhoneRule, TacCode } from '#contract/auth.ts';
import { AccountIdLookup, AccountIdRule } from '#contract/common.ts';
import { ProfileUpdateRequest } from '#contract/settings.ts';

/**
 * The account forms' rules, checked by their route actions: the contract's rules for each field,
 * plus what only a form has (a confirmation field, a code asked for in a second step). The
 * messages are validation keys.
 */

/** A confirmation is compared even while other fields are wrong: every message shows at once. */
const bothTyped =
  (a: string, b: string) =>
  ({ value }: { value: unknown }) => {
    const v = value as Record<string, unknown> | null;
    return typeof v?.[a] === 'string' && typeof v?.[b] === 'string';
  };

/** Password sign-in; the code only once a sign-in answered 'codeRequired'. */
export const LoginFormSchema = LoginRequest.pick({ account_id: true, password: true }).extend({
  tac: z
    .string()
    .trim()
    .regex(/^(\d{6})?$/, 'codeFormat')
    .optional(),
});

/** The account a one-time code is asked for (code sign-in, and the code step of a password sign-in). */
export const CodeRequestSchema = z.object({ account_id: AccountIdLookup });
export const CodeLoginSchema = z.object({ account_id: AccountIdLookup, tac: TacCode });

export const RegisterSchema = z
  .object({
    account_id: AccountIdRule,
    password: PasswordRule,
    confirm_password: z.string(),
    contact_phone: PhoneRule,
    contact_email: z.union([z.literal(''), z.string().trim().email('invalidEmail').max(254)]),
    referrer_code: z.string().trim().max(32).default(''),
    // A checkbox posts its value only when ticked.
    accept_terms: z.literal('on', 'acceptTerms'),
  })
  .refine((v) => v.password === v.confirm_password, {
    path: ['confirm_password'],
    message: 'passwordsMismatch',
    when: bothTyped('password', 'confirm_password'),
  });
export const RegisterCodeSchema = z.object({ tac: TacCode });

/** Step one asks for the account and phone (ForgotPasswordRequest), step two for code and password. */
export const ForgotAskSchema = z.object({ account_id: AccountIdLookup, contact_phone: z.string().trim().min(1, 'required').max(20) });
export const ForgotResetSchema = ForgotAskSchema.extend({ tac: TacCode, new_password: PasswordRule });

export const ChangePasswordSchema = z
  .object({ password: z.string().min(1, 'required').max(128), new_password: PasswordRule, confirm: z.string() })
  .refine((v) => v.new_password === v.confirm, { path: ['confirm'], message: 'passwordsMismatch', when: bothTyped('new_password', 'confirm') });

// The server's own rules: the form cannot accept a name the API refuses.
export const ProfileSchema = ProfileUpdateRequest.pick({ full_name: true, contact_email: true });

/** One live session to end (security page). */
export const SessionEndSchema = z.object({ session_id: z.coerce.number().int().min(1) });
