import { z } from 'zod';
import type { TFunction } from 'i18next';
import { formatMoney } from '~/lib/shared/format.ts';

export interface AmountLimits {
  min: string;
  max: string;
}

/** The operator's rules for an amount (and the balance, for withdrawals), as a validation key. */
export function amountProblem(amount: string, limits: AmountLimits, balance?: string) {
  const n = Number(amount);
  if (!amount) return 'amountRequired';
  if (n < Number(limits.min)) return 'amountBelowMinimum';
  if (n > Number(limits.max)) return 'amountAboveMaximum';
  if (balance !== undefined && n > Number(balance)) return 'amountAboveBalance';
  return undefined;
}

/**
 * The contract's amount rule (what the API accepts) behind the operator's limits, which only the
 * options answer knows: the form refuses what the server would, with the limit in the message.
 */
export function withinLimits(rule: z.ZodType<string, string>, limits: AmountLimits, balance?: string) {
  return z
    .string()
    .superRefine((amount, ctx) => {
      const problem = amountProblem(amount, limits, balance);
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
    })
    .pipe(rule);
}

/** A contract rule that first says what is missing when nothing was entered. */
export const filledFirst = <T extends z.ZodType<unknown, string>>(message: string, rule: T) => z.string().trim().min(1, message).pipe(rule);

// English when a language lacks the key; the limit keys name their amount.
const DEFAULTS: Record<string, string> = {
  amountRequired: 'Enter an amount',
  amountBelowMinimum: 'The minimum is {{amount}}',
  amountAboveMaximum: 'The maximum is {{amount}}',
  amountAboveBalance: 'This is more than your available balance',
  methodRequired: 'Choose a payment method',
};

/** A validation key as the text next to the field, with the limit it talks about. */
export function validationText(t: TFunction, key: string, limits?: AmountLimits, lng?: string): string {
  const amount = key === 'amountBelowMinimum' ? limits?.min : key === 'amountAboveMaximum' ? limits?.max : undefined;
  return t(`validation:${key}`, { amount: amount === undefined ? undefined : formatMoney(amount, lng), defaultValue: DEFAULTS[key] ?? key });
}

/** The field a failed answer names, if any (invalidRequest answers list them). */
export const answerField = (answer: object) => (answer as { errors?: { field: string; message: string }[] }).errors?.[0];

/** A field's message: the form's own are validation keys; the server's arrive as text (type `server`). */
export function fieldText(t: TFunction, error: { type?: string; message?: string } | undefined, limits?: AmountLimits): string | undefined {
  if (!error?.message) return undefined;
  return error.type === 'server' ? error.message : validationText(t, error.message, limits);
}
