import { describe, expect, it } from 'vitest';
import type { TFunction } from 'i18next';
import { DepositRequest, WithdrawRequest, BankAddRequest } from '#contract/wallet.ts';
import { amountProblem, fieldText, filledFirst, validationText, withinLimits } from './form-rules.ts';

const limits = { min: '100.00', max: '50000.00' };
const issues = (r: { success: boolean; error?: { issues: { message: string }[] } }) => r.error?.issues.map((i) => i.message) ?? [];
// Echoes the key and the amount it was given, like i18next with a missing translation would not.
const t = ((key: string, o?: { amount?: string }) => (o?.amount ? `${key} ${o.amount}` : key)) as unknown as TFunction;

describe('amountProblem', () => {
  it('names what is wrong first: missing, below, above, then the balance', () => {
    expect(amountProblem('', limits)).toBe('amountRequired');
    expect(amountProblem('0', limits)).toBe('amountBelowMinimum');
    expect(amountProblem('99', limits)).toBe('amountBelowMinimum');
    expect(amountProblem('50001', limits)).toBe('amountAboveMaximum');
    expect(amountProblem('500', limits, '499.99')).toBe('amountAboveBalance');
    expect(amountProblem('500', limits, '500.00')).toBeUndefined();
    expect(amountProblem('100', limits)).toBeUndefined();
  });
});

describe('withinLimits', () => {
  it('checks the limits, then the contract rule the API applies', () => {
    const rule = withinLimits(DepositRequest.shape.amount, limits);
    expect(issues(rule.safeParse(''))).toEqual(['amountRequired']);
    expect(issues(rule.safeParse('20'))).toEqual(['amountBelowMinimum']);
    expect(rule.safeParse('150').success).toBe(true);
    // Within the limits but no money string the API accepts.
    expect(rule.safeParse('150.123').success).toBe(false);
  });

  it('holds a withdrawal to the balance', () => {
    const rule = withinLimits(WithdrawRequest.shape.amount, limits, '120.00');
    expect(issues(rule.safeParse('150'))).toEqual(['amountAboveBalance']);
    expect(rule.safeParse('120').success).toBe(true);
  });
});

describe('filledFirst', () => {
  it('says what is missing before the contract rule speaks', () => {
    const rule = filledFirst('required', BankAddRequest.shape.account_number);
    expect(issues(rule.safeParse('  '))).toEqual(['required']);
    expect(issues(rule.safeParse('123'))).toEqual(['accountNumberLength']);
    expect(rule.parse(' 1234567 ')).toBe('1234567');
  });
});

describe('validationText and fieldText', () => {
  it('puts the limit a message talks about into it', () => {
    expect(validationText(t, 'amountBelowMinimum', limits)).toBe('validation:amountBelowMinimum 100.00');
    expect(validationText(t, 'amountAboveMaximum', limits)).toBe('validation:amountAboveMaximum 50,000.00');
    expect(validationText(t, 'amountRequired', limits)).toBe('validation:amountRequired');
  });

  it('shows the server’s text as it came, and translates the form’s keys', () => {
    expect(fieldText(t, undefined)).toBeUndefined();
    expect(fieldText(t, { type: 'server', message: 'Already saved.' })).toBe('Already saved.');
    expect(fieldText(t, { type: 'custom', message: 'amountRequired' })).toBe('validation:amountRequired');
  });
});
