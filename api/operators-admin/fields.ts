import { domainToASCII } from 'node:url';
import { z } from 'zod';
import { LANGUAGE_DEFS } from '../../contract/languages.ts';
import { TEMPLATE_CODES } from '../../contract/templates.ts';
import { STAFF_ROLES, StaffEmail, type StaffRole } from '../../contract/console.ts';

/** A refused value: the message names the option, and the command exits with 2. */
export class FieldError extends Error {
  constructor(
    readonly field: string,
    message: string,
  ) {
    super(`${field}: ${message}`);
  }
}

/** The languages a site can offer: those with message files (the others are codes only). */
export const SITE_LANGUAGES = LANGUAGE_DEFS.filter((l) => l.files.length > 0);

const LABEL = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/;

/** A value checked by its zod schema; a refusal names the option with the schema's first message. */
function check<T>(schema: z.ZodType<T, unknown>, value: unknown, field: string): T {
  const parsed = schema.safeParse(value ?? '');
  if (!parsed.success) throw new FieldError(field, parsed.error.issues[0]?.message ?? 'invalid');
  return parsed.data;
}

/** A host name as players type it: lower case, ASCII (an internationalised name in its xn-- form), no trailing dot. */
export const Domain = z
  .string()
  .trim()
  .min(1, 'required, a host name such as casino.example.com')
  .transform((raw, ctx) => {
    if (/[/:@?#\s]/.test(raw)) {
      ctx.addIssue({ code: 'custom', message: `"${raw}" is not a host name: give it without scheme, port or path (casino.example.com)` });
      return z.NEVER;
    }
    const ascii = domainToASCII(raw.replace(/\.$/, '').toLowerCase());
    const labels = ascii.split('.');
    if (!ascii || ascii.length > 253 || labels.some((l) => !LABEL.test(l))) {
      ctx.addIssue({ code: 'custom', message: `"${raw}" is not a valid host name (letters, digits and hyphens between dots, up to 63 a label)` });
      return z.NEVER;
    }
    // The last label of a name is never all digits: that is an IP address, which a site is not served on.
    if (/^\d+$/.test(labels.at(-1)!)) {
      ctx.addIssue({ code: 'custom', message: `"${raw}" is an IP address, not a host name` });
      return z.NEVER;
    }
    return ascii;
  });

export const parseDomain = (value: string | undefined, field = '--domain'): string => check(Domain, value, field);

/** An operator's code: short, lower case, used in ids and file names. */
export const Code = z
  .string()
  .trim()
  .toLowerCase()
  .regex(/^[a-z0-9](?:[a-z0-9-]{0,38}[a-z0-9])?$/, 'letters, digits and hyphens, 1–40 characters, no hyphen at either end');

export const parseCode = (value: string | undefined): string => check(Code, value, '--code');

/** The code a domain suggests: its labels joined by hyphens, without a leading www. (casino.example.com → casino-example-com). */
export function codeFromDomain(domain: string): string {
  const base = domain
    .replace(/^www\./, '')
    .replace(/[^a-z0-9]+/g, '-')
    .slice(0, 40)
    .replace(/^-+|-+$/g, '');
  return base || 'site';
}

/** One of the product's templates (contract/templates.ts). */
export const Template = z
  .string()
  .trim()
  .toLowerCase()
  .pipe(z.enum(TEMPLATE_CODES, `must be one of ${TEMPLATE_CODES.join(', ')}`));

export const parseTemplate = (value: string | undefined): string => check(Template, value, '--template');

/** The palette as the operators table keeps it (theme_color '1'…'5'). */
export const Palette = z
  .string()
  .trim()
  .pipe(z.enum(['1', '2', '3', '4', '5'], 'must be 1–5'));

export const parsePalette = (value: string | undefined): string => check(Palette, value, '--palette');

/** The site name players see. */
export const SiteName = z
  .string()
  .transform((v) => v.trim().replace(/\s+/g, ' '))
  .pipe(
    z
      .string()
      .min(1, 'required, the site name players see (e.g. "Lucky Star")')
      .max(80, 'at most 80 characters')
      .refine((v) => !/[<>]/.test(v), 'must not contain < or >'),
  );

export const parseName = (value: string | undefined): string => check(SiteName, value, '--name');

/** One language, as its i18next tag (en, zh, fil…) or its product code (EN, CN, PHP…): answers the code. */
export const Language = z
  .string()
  .trim()
  .transform((v, ctx) => {
    const def = SITE_LANGUAGES.find((l) => l.code === v.toUpperCase() || l.lng === v.toLowerCase());
    if (def) return def.code;
    ctx.addIssue({ code: 'custom', message: `"${v}" is not a language of the product (${SITE_LANGUAGES.map((l) => `${l.lng}/${l.code}`).join(', ')})` });
    return z.NEVER;
  });

export const parseLanguage = (value: string, field: string): string => check(Language, value, field);

/** Comma-separated languages, each once, in the order given. */
export const Languages = z
  .string()
  .transform((v) =>
    v
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean),
  )
  .pipe(z.array(Language).min(1, 'at least one language, comma-separated (en,zh,ne)'))
  .transform((codes) => [...new Set(codes)]);

export const parseLanguages = (value: string | undefined): string[] => check(Languages, value, '--languages');

const CURRENCIES = new Set(Intl.supportedValuesOf('currency'));

/** An ISO 4217 currency code the runtime knows (Intl), upper case. */
export const Currency = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^[A-Z]{3}$/, 'a 3-letter ISO 4217 code such as PHP or USD')
  .refine((v) => CURRENCIES.has(v), { error: (iss) => `${String(iss.input)} is not an ISO 4217 currency code` });

export const parseCurrency = (value: string | undefined): string => check(Currency, value, '--currency');

/** An IANA time zone, answered in its canonical spelling (asia/manila → Asia/Manila). */
export const TimeZone = z
  .string()
  .trim()
  .transform((v, ctx) => {
    let zone = '';
    try {
      zone = new Intl.DateTimeFormat('en', { timeZone: v }).resolvedOptions().timeZone;
    } catch {
      // not a zone: refused below
    }
    // Offsets such as +08:00 are accepted by newer engines but are not zones: daylight saving would be lost.
    if (v && zone && (zone === 'UTC' || zone.includes('/'))) return zone;
    ctx.addIssue({ code: 'custom', message: `"${v}" is not an IANA time zone (e.g. Asia/Manila, Europe/London, UTC)` });
    return z.NEVER;
  });

export const parseTimeZone = (value: string | undefined): string => check(TimeZone, value, '--time-zone');

/** The start of a maintenance window: an ISO date (one passed means at once). */
export function parseFrom(value: string | undefined): Date {
  const From = z
    .string()
    .trim()
    .regex(/^\d{4}-\d{2}-\d{2}/, 'an ISO date or date-time such as 2030-01-31T18:00:00Z')
    .transform((v) => new Date(v))
    .refine((at) => !Number.isNaN(at.getTime()), 'an ISO date or date-time such as 2030-01-31T18:00:00Z');
  return check(From, value, '--from');
}

/** The end of a maintenance window: an ISO date in the future. */
export function parseUntil(value: string | undefined, now: Date): Date {
  const Until = z
    .string()
    .trim()
    .regex(/^\d{4}-\d{2}-\d{2}/, 'an ISO date or date-time such as 2030-01-31T18:00:00Z')
    .transform((v) => new Date(v))
    .pipe(
      z
        .date('an ISO date or date-time such as 2030-01-31T18:00:00Z')
        .refine((at) => !Number.isNaN(at.getTime()), 'an ISO date or date-time such as 2030-01-31T18:00:00Z')
        .refine((at) => at.getTime() > now.getTime(), 'must be in the future'),
    );
  return check(Until, value, '--until');
}

/** A staff member's sign-in address, lower case. */
export function parseEmail(value: string | undefined): string {
  if (!value?.trim()) throw new FieldError('--email', 'required, the address the member signs in with (admin@example.com)');
  const parsed = StaffEmail.safeParse(value);
  if (!parsed.success) throw new FieldError('--email', `"${value.trim()}" is not an email address`);
  return parsed.data;
}

/** A console role (operator-admin and operator_admin alike). */
export const Role = z
  .string()
  .trim()
  .toLowerCase()
  .transform((v) => v.replace(/-/g, '_'))
  .pipe(z.enum(STAFF_ROLES, `must be one of ${STAFF_ROLES.join(', ')}`));

/** A console role; without --role, a platform administrator, or the operator's administrator when an operator is given. */
export function parseRole(value: string | undefined, forOperator: boolean): StaffRole {
  if (value === undefined) return forOperator ? 'operator_admin' : 'platform_admin';
  return check(Role, value, '--role');
}
