import { z } from 'zod';
import { PasswordRule } from './auth.ts';

/** The operator console's API (/console/api/* on the console host): staff, never players. */

export const STAFF_ROLES = ['platform_admin', 'operator_admin', 'content_editor', 'payments', 'support'] as const;
export const StaffRole = z.enum(STAFF_ROLES);
export type StaffRole = z.infer<typeof StaffRole>;

export const StaffEmail = z.string().trim().toLowerCase().email('invalidEmail').max(254);
/** Six digits from the member's authenticator app. */
export const TotpCode = z
  .string()
  .trim()
  .regex(/^\d{6}$/, 'totpFormat');

export const WelcomeRequest = z.object({
  token: z.string().min(16).max(128),
  /** The same rule as players' passwords. */
  password: PasswordRule,
});

export const TotpConfirmRequest = z.object({ code: TotpCode });

export const StaffSignInRequest = z.object({
  email: z.string().trim().toLowerCase().min(1, 'required').max(254),
  password: z.string().min(1, 'required').max(128),
  /** Required once the member has an authenticator (and always in production). */
  code: TotpCode.optional(),
});

export const NewStaffRequest = z.object({
  email: StaffEmail,
  role: StaffRole,
  /** The operator's code; absent only for a platform administrator. */
  operator: z.string().trim().toLowerCase().min(1).max(40).optional(),
});

export const StaffMember = z.object({
  id: z.number().int(),
  email: z.string(),
  role: StaffRole,
  operator: z.object({ id: z.number().int(), code: z.string() }).nullable(),
  totp_enabled: z.boolean(),
  /** Production asks every member for an authenticator: until it is confirmed, the session reaches only enrolment. */
  totp_required: z.boolean(),
});
export type StaffMember = z.infer<typeof StaffMember>;

/** A secret to add to an authenticator app, and the same as an otpauth:// URI (for a QR code). */
export const TotpEnrolment = z.object({ secret: z.string(), uri: z.string() });
export type TotpEnrolment = z.infer<typeof TotpEnrolment>;
