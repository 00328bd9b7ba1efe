import type { TFunction } from 'i18next';
import { LANGUAGE_DEFS } from '#contract/languages.ts';
import { formatDate, formatMoney } from '~/lib/shared/format.ts';

type T = TFunction;

/** The date language code of an i18next language. */
export const dateCode = (lng: string) => LANGUAGE_DEFS.find((l) => l.lng === lng)?.code ?? 'EN';
export const when = (iso: string, lng: string) => formatDate(iso, dateCode(lng), { dateStyle: 'medium', timeStyle: 'short' });

export const periodText = (t: T, period: string) =>
  period === 'day'
    ? t('protection.period.day', '24 hours')
    : period === 'week'
      ? t('protection.period.week', '7 days')
      : period === 'month'
        ? t('protection.period.month', '30 days')
        : period;

export const kindText = (t: T, kind: string) =>
  kind === 'deposit'
    ? t('protection.kind.deposit', 'Deposit limit')
    : kind === 'loss'
      ? t('protection.kind.loss', 'Loss limit')
      : kind === 'wager'
        ? t('protection.kind.wager', 'Wager limit')
        : kind;

interface LimitRefusal {
  message?: string;
  limit?: { kind: string; period: string; amount: string; remaining: string; resets_at: string; above_limit?: boolean };
  exclusion?: { kind: string; ends_at: string | null; sign_in_from: string; open_ended?: boolean };
}

/**
 * The words for a refusal of player protection, naming the limit and when it resets (or the
 * exclusion and when it ends); null for any other answer.
 */
export function protectionRefusal(answer: LimitRefusal, t: T, lng: string): string | null {
  if (answer.limit && /LimitReached$/.test(answer.message ?? '')) {
    const l = answer.limit;
    if (l.above_limit)
      return t('protection.aboveLimit', {
        defaultValue: 'That is more than your {{limit}} of {{amount}} per {{period}}.',
        limit: kindText(t, l.kind).toLowerCase(),
        amount: formatMoney(l.amount, lng),
        period: periodText(t, l.period),
      });
    return t('protection.refused', {
      defaultValue: 'Your {{limit}} of {{amount}} per {{period}} would be passed ({{remaining}} left). It frees up from {{resets}}.',
      limit: kindText(t, l.kind).toLowerCase(),
      amount: formatMoney(l.amount, lng),
      period: periodText(t, l.period),
      remaining: formatMoney(l.remaining, lng),
      resets: when(l.resets_at, lng),
    });
  }
  if (answer.exclusion && (answer.message === 'timedOut' || answer.message === 'selfExcluded')) {
    const e = answer.exclusion;
    if (answer.message === 'timedOut')
      return t('protection.timedOutUntil', {
        defaultValue: 'You are taking a time-out until {{date}}. You can still sign in to withdraw your balance.',
        date: when(e.sign_in_from, lng),
      });
    if (e.open_ended || !e.ends_at)
      return t('protection.excludedOpen', {
        defaultValue: 'You have excluded yourself with no end date. You can ask to return from {{date}}. You can still sign in to withdraw your balance.',
        date: when(e.sign_in_from, lng),
      });
    return t('protection.excludedUntil', {
      defaultValue: 'You have excluded yourself until {{date}}. You can still sign in to withdraw your balance.',
      date: when(e.sign_in_from, lng),
    });
  }
  return null;
}

/** Sent by the tools when the reality-check interval changes, so the next check is planned again. */
export const REALITY_CHANGED_EVENT = 'protection:reality';
