import { domainToASCII } from 'node:url';
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

/** A host name as players type it: lower case, ASCII (an internationalised name in its xn-- form), no trailing dot. */
export function parseDomain(value: string | undefined, field = '--domain'): string {
  const raw = (value ?? '').trim();
  if (!raw) throw new FieldError(field, 'required, a host name such as casino.example.com');
  if (/[/:@?#\s]/.test(raw)) throw new FieldError(field, `"${raw}" is not a host name: give it without scheme, port or path (casino.example.com)`);
  const ascii = domainToASCII(raw.replace(/\.$/, '').toLowerCase());
  const labels = ascii.split('.');
  if (!ascii || ascii.length > 253 || labels.some((l) => !LABEL.test(l)))
    throw new FieldError(field, `"${raw}" is not a valid host name (letters, digits and hyphens between dots, up to 63 a label)`);
  // The last label of a name is never all digits: that is an IP address, which a site is not served on.
  if (/^\d+$/.test(labels.at(-1)!)) throw new FieldError(field, `"${raw}" is an IP address, not a host name`);
  return ascii;
}

/** An operator's code: short, lower case, used in ids and file names. */
export function parseCode(value: string | undefined): string {
  const code = (value ?? '').trim().toLowerCase();
  if (!/^[a-z0-9](?:[a-z0-9-]{0,38}[a-z0-9])?$/.test(code))
    throw new FieldError('--code', 'letters, digits and hyphens, 1–40 characters, no hyphen at either end');
  return code;
}

/** The code a domain suggests: its labels joined by hyphens, without a leading www. (casino.example.com → casino-example-com). */
export function codeFromDomain(domain: string): string {
  const base = domain
    .replace(/^www\./, '')
    .replace(/[^a-z0-9]+/g, '-')
    .slice(0, 40)
    .replace(/^-+|-+$/g, '');
  return base || 'site';
}

export function parseTemplate(value: string | undefined): string {
  const code = (value ?? '').trim().toLowerCase();
  if (!(TEMPLATE_CODES as readonly string[]).includes(code)) throw new FieldError('--template', `must be one of ${TEMPLATE_CODES.join(', ')}`);
  return code;
}

/** The palette as the operators table keeps it (theme_color '1'…'5'). */
export function parsePalette(value: string | undefined): string {
  const v = (value ?? '').trim();
  if (!/^[1-5]$/.test(v)) throw new FieldError('--palette', 'must be 1–5');
  return v;
}

export function parseName(value: string | undefined): string {
  const name = (value ?? '').trim().replace(/\s+/g, ' ');
  if (!name) throw new FieldError('--name', 'required, the site name players see (e.g. "Lucky Star")');
  if (name.length > 80) throw new FieldError('--name', 'at most 80 characters');
  if (/[<>]/.test(name)) throw new FieldError('--name', 'must not contain < or >');
  return name;
}

/** One language, as its i18next tag (en, zh, fil…) or its product code (EN, CN, PHP…): answers the code. */
export function parseLanguage(value: string, field: string): string {
  const v = value.trim();
  const def = SITE_LANGUAGES.find((l) => l.code === v.toUpperCase() || l.lng === v.toLowerCase());
  if (!def) throw new FieldError(field, `"${v}" is not a language of the product (${SITE_LANGUAGES.map((l) => `${l.lng}/${l.code}`).join(', ')})`);
  return def.code;
}

export function parseLanguages(value: string | undefined): string[] {
  const parts = (value ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  if (!parts.length) throw new FieldError('--languages', 'at least one language, comma-separated (en,zh,ne)');
  return [...new Set(parts.map((p) => parseLanguage(p, '--languages')))];
}

const CURRENCIES = new Set(Intl.supportedValuesOf('currency'));

export function parseCurrency(value: string | undefined): string {
  const v = (value ?? '').trim().toUpperCase();
  if (!/^[A-Z]{3}$/.test(v)) throw new FieldError('--currency', 'a 3-letter ISO 4217 code such as PHP or USD');
  if (!CURRENCIES.has(v)) throw new FieldError('--currency', `${v} is not an ISO 4217 currency code`);
  return v;
}

/** An IANA time zone, answered in its canonical spelling (asia/manila → Asia/Manila). */
export function parseTimeZone(value: string | undefined): string {
  const v = (value ?? '').trim();
  let zone: string;
  try {
    zone = new Intl.DateTimeFormat('en', { timeZone: v }).resolvedOptions().timeZone;
  } catch {
    throw new FieldError('--time-zone', `"${v}" is not an IANA time zone (e.g. Asia/Manila, Europe/London, UTC)`);
  }
  // Offsets such as +08:00 are accepted by newer engines but are not zones: daylight saving would be lost.
  if (!v || (zone !== 'UTC' && !zone.includes('/')))
    throw new FieldError('--time-zone', `"${v}" is not an IANA time zone (e.g. Asia/Manila, Europe/London, UTC)`);
  return zone;
}

/** The end of a maintenance window: an ISO date in the future. */
export function parseUntil(value: string | undefined, now: Date): Date {
  const v = (value ?? '').trim();
  const at = /^\d{4}-\d{2}-\d{2}/.test(v) ? new Date(v) : new Date(NaN);
  if (Number.isNaN(at.getTime())) throw new FieldError('--until', 'an ISO date or date-time such as 2030-01-31T18:00:00Z');
  if (at.getTime() <= now.getTime()) throw new FieldError('--until', 'must be in the future');
  return at;
}

/** A staff member's sign-in address, lower case. */
export function parseEmail(value: string | undefined): string {
  if (!value?.trim()) throw new FieldError('--email', 'required, the address the member signs in with (admin@example.com)');
  const parsed = StaffEmail.safeParse(value);
  if (!parsed.success) throw new FieldError('--email', `"${value.trim()}" is not an email address`);
  return parsed.data;
}

/** A console role; without --role, a platform administrator, or the operator's administrator when an operator is given. */
export function parseRole(value: string | undefined, forOperator: boolean): StaffRole {
  if (value === undefined) return forOperator ? 'operator_admin' : 'platform_admin';
  const role = value.trim().toLowerCase().replace(/-/g, '_');
  if (!(STAFF_ROLES as readonly string[]).includes(role)) throw new FieldError('--role', `must be one of ${STAFF_ROLES.join(', ')}`);
  return role as StaffRole;
}
