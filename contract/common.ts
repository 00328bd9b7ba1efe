import { z } from 'zod';

// In the browser, zod must not probe for `new Function` to compile its parsers: under the page's
// Content-Security-Policy (no 'unsafe-eval') the probe is a reported violation on every page that
// loads a form. Parsing there is small; the server keeps the faster compiled parsers.
if (typeof window !== 'undefined') z.config({ jitless: true });

/** Every answer of the API carries these two fields: 1 + 'OK' is success. */
export const AnswerBase = z.object({
  statusCode: z.number().int(),
  message: z.string(),
});
export type AnswerBase = z.infer<typeof AnswerBase>;

export const OK = { statusCode: 1, message: 'OK' } as const;

/** Failure codes used by the reference API (the client's local failures are in failures.ts). */
export const Status = {
  ok: 1,
  disconnect: 0,
  failed: -1,
  invalidRequest: -422,
  /** The body is not JSON (the API takes nothing else). */
  unsupportedMediaType: -415,
  internalServerError: -500,
  serviceUnavailable: -503,
} as const;

export const DomainName = z
  .string()
  .trim()
  .min(1, 'required')
  .max(253)
  .regex(/^[a-zA-Z0-9.-]+(:\d{1,5})?$/, 'invalidDomain');
export const ExternalId = z.string().max(64).optional();

/** Bodies of public calls: "most bodies also carry domain_name and external_id". */
export const SiteRequest = z.object({ domain_name: DomainName, external_id: ExternalId });
export type SiteRequest = z.infer<typeof SiteRequest>;

/**
 * People's names as they are written: letters of any script with their combining marks, and the
 * space, hyphen, apostrophe (' or ’) and dot between them ("Jean-Pierre", "O'Brien", "Dr. Smith");
 * never digits or other symbols, and at least one letter.
 */
export const NAME_CHARS = /^(?:\p{L}\p{M}*|[ .'’-])*$/u;
export const isPersonName = (s: string) => NAME_CHARS.test(s) && /\p{L}/u.test(s);

/** Account ids: 6–16 letters and digits for new accounts; lookups accept up to 32 to stay lenient. */
export const AccountIdRule = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9]{6,16}$/, 'accountIdFormat');
export const AccountIdLookup = z.string().trim().min(1, 'required').max(32);
export const AuthToken = z.string().min(16).max(128);

/** Bodies of player calls: "player calls carry account_id and auth". */
export const PlayerRequest = z.object({
  account_id: AccountIdLookup,
  auth: AuthToken,
  domain_name: DomainName.optional(),
  external_id: ExternalId,
});
export type PlayerRequest = z.infer<typeof PlayerRequest>;

/**
 * Money travels as a decimal string of major units ("1234.50"); never a float. At most 12
 * integer digits, so its minor units stay a safe integer.
 */
export const MoneyString = z.string().regex(/^-?\d{1,12}(\.\d{1,2})?$/);

/** Row ids are PostgreSQL integers: anything above 2^31 - 1 is no row, and the database would refuse it. */
export const MAX_ROW_ID = 2_147_483_647;
export const RowId = z.number().int().min(1).max(MAX_ROW_ID);

export const listAnswer = <T extends z.ZodTypeAny>(item: T) => AnswerBase.extend({ value: z.array(item) });
