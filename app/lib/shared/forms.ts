import type { z } from 'zod';

/**
 * Forms that work before the scripts arrive: a route action reads the posted fields, checks them
 * with the contract's schema and answers with what went wrong, next to each field. The same
 * answer comes back whether the form was sent by the browser itself (a full page) or by React
 * Router after hydration (no reload).
 */

/** What an action answers when it did not do what was asked (HTTP 400 or the API's refusal). */
export interface FormFailure {
  ok: false;
  /** A message key (`errors:` namespace) for the whole form. */
  message?: string;
  /** A validation message key (`validation:` namespace) per field. */
  fieldErrors?: Record<string, string>;
  /** The action's intent, when a page has several forms. */
  intent?: string;
}

/** The posted fields as strings (files and repeated names: the first value). */
export function formFields(form: FormData): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of form.entries()) if (typeof v === 'string' && !(k in out)) out[k] = v;
  return out;
}

/** The first message of each field of a zod error (the messages are validation keys). */
export function fieldErrorsOf(error: z.ZodError): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of error.issues) {
    const name = issue.path.map(String).join('.') || '_form';
    if (!(name in out)) out[name] = issue.message;
  }
  return out;
}

/** Checks posted fields with a schema: its parsed values, or the failure to answer with. */
export function checkForm<S extends z.ZodType>(
  schema: S,
  fields: unknown,
  intent?: string,
): { ok: true; value: z.infer<S> } | { ok: false; failure: FormFailure } {
  const r = schema.safeParse(fields);
  if (r.success) return { ok: true, value: r.data };
  return { ok: false, failure: { ok: false, fieldErrors: fieldErrorsOf(r.error), ...(intent ? { intent } : {}) } };
}

/** A failure answer for an API refusal (its message key). */
export const refused = (message: string, intent?: string): FormFailure => ({ ok: false, message, ...(intent ? { intent } : {}) });

/** True when an action result is a failure (for `useActionData` / `fetcher.data`). */
export const isFailure = (r: unknown): r is FormFailure => !!r && typeof r === 'object' && (r as { ok?: unknown }).ok === false;
