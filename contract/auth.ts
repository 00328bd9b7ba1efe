import { z } from 'zod';
import { AccountIdLookup, AccountIdRule, AnswerBase, DomainName, ExternalId, MoneyString, PlayerRequest, SiteRequest } from './common.ts';
import { ExclusionView } from './protection.ts';

/** Server-side rules the spec leaves open, shown to the player before submitting. */
export const PasswordRule = z
  .string()
  .min(8, 'passwordFormat')
  .max(128)
  .regex(/[A-Za-z]/, 'passwordFormat')
  .regex(/\d/, 'passwordFormat');
export const PhoneRule = z
  .string()
  .trim()
  .regex(/^\+[1-9]\d{6,14}$/, 'phoneFormat');
export const TacCode = z
  .string()
  .trim()
  .regex(/^\d{6}$/, 'codeFormat');
/** An account id of 8–15 digits is a phone number (international, without the +). */
export const phoneOfAccountId = (accountId: string) => {
  const id = accountId.trim();
  return /^[1-9]\d{7,14}$/.test(id) ? `+${id}` : undefined;
};

/**
 * 'withdraw': during a time-out or self-exclusion, open a session that can only take the remaining
 * balance out (decision 0012). Without a break in force the session is a full one.
 */
export const SessionScope = z.enum(['full', 'withdraw']);
export type SessionScope = z.infer<typeof SessionScope>;

export const LoginRequest = SiteRequest.extend({
  account_id: AccountIdLookup,
  password: z.string().min(1, 'required').max(128),
  scope: SessionScope.optional(),
  /** The one-time code from tac/request_login, once a sign-in answered 'codeRequired'. */
  tac: TacCode.optional(),
});
export type LoginRequest = z.infer<typeof LoginRequest>;

export const UserInfo = z.object({
  account_id: z.string(),
  full_name: z.string(),
  contact_email: z.string(),
  session_token: z.string(),
});
export type UserInfo = z.infer<typeof UserInfo>;

/**
 * Shown once, on the first sign-in after someone ran out the account's budget of password guesses:
 * the address that did (masked), when, and how many new addresses tried.
 */
export const PasswordAlert = z.object({
  address: z.string().nullable(),
  at: z.string(),
  addresses: z.number().int(),
});
export type PasswordAlert = z.infer<typeof PasswordAlert>;

export const LoginAnswer = AnswerBase.extend({
  token: z.string().optional(),
  user: UserInfo.optional(),
  fullname: z.string().optional(),
  email: z.string().optional(),
  /** Only on a withdraw-only session, with the break that restricts it. */
  session_scope: SessionScope.optional(),
  exclusion: ExclusionView.optional(),
  password_alert: PasswordAlert.optional(),
});
export type LoginAnswer = z.infer<typeof LoginAnswer>;

export const GetBalanceRequest = PlayerRequest;
export const GetBalanceAnswer = AnswerBase.extend({
  game_balance: MoneyString,
  game_token: MoneyString,
});
export type GetBalanceAnswer = z.infer<typeof GetBalanceAnswer>;

export const VipRequest = PlayerRequest;
export const VipLevelInfo = z.object({
  starting_deposit: MoneyString,
  cycle_deposit: MoneyString,
  deposit_next: MoneyString,
  starting_turnover: MoneyString,
  cycle_turnover: MoneyString,
  turnover_next: MoneyString,
  vip_name: z.string(),
  vip_name_next: z.string().nullable(),
});
export type VipLevelInfo = z.infer<typeof VipLevelInfo>;
export const VipAnswer = AnswerBase.extend({ nextLevel: z.array(VipLevelInfo) });
export type VipAnswer = z.infer<typeof VipAnswer>;

/** The language of a code's text message (one of the site's, e.g. `ru`); the site's own when absent. */
export const CodeLanguage = z
  .string()
  .regex(/^[a-z]{2,3}$/, 'invalidLanguage')
  .optional();
export const ForgotPasswordRequest = SiteRequest.extend({
  account_id: AccountIdLookup,
  contact_phone: z.string().trim().min(1, 'required').max(20),
  language: CodeLanguage,
});

const SignupTracking = {
  ch: z.string().max(64).optional().default(''),
  cm: z.string().max(64).optional().default(''),
  pp: z.string().max(64).optional().default(''),
  affiliate_code: z.string().max(64).optional().default(''),
  fbp: z.string().max(256).optional().default(''),
  appsflyer_id: z.string().max(256).optional().default(''),
  visitor_id: z.string().max(128).optional().default(''),
};
export const SignupRequest = z.object({
  domain_name: DomainName,
  external_id: ExternalId,
  account_id: AccountIdRule,
  password: PasswordRule,
  contact_phone: PhoneRule,
  contact_email: z.union([z.literal(''), z.string().trim().email('invalidEmail').max(254)]),
  referrer_code: z.string().trim().max(32).optional().default(''),
  // The player confirms being 18 or older and accepts the terms; no account without it.
  accept_terms: z.literal(true, 'acceptTerms'),
  ...SignupTracking,
});
export type SignupRequest = z.infer<typeof SignupRequest>;

export const TacRequest = SiteRequest.extend({ account_id: AccountIdLookup, language: CodeLanguage });
export const TacRegisterRequest = SiteRequest.extend({
  account_id: AccountIdRule,
  contact_phone: PhoneRule.optional(),
  language: CodeLanguage,
});
export const TacAnswer = AnswerBase.extend({
  expires_in: z.number().int().optional(),
  resend_in: z.number().int().optional(),
  demo_tac: z.string().optional(),
});
export const TacVerifyRequest = SiteRequest.extend({ account_id: AccountIdLookup, tac: TacCode });
export const LoginTacRequest = SiteRequest.extend({ account_id: AccountIdLookup, tac: TacCode, scope: SessionScope.optional() });

export const UpdatePasswordRequest = PlayerRequest.extend({
  password: z.string().min(1, 'required').max(128),
  new_password: PasswordRule,
});
export const LogoutRequest = PlayerRequest;

export const ResetPasswordRequest = SiteRequest.extend({
  account_id: AccountIdLookup,
  tac: TacCode,
  new_password: PasswordRule,
});
