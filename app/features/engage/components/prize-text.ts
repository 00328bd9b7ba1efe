import { formatMoney } from '~/lib/shared/format.ts';

import type { TFunction } from 'i18next';

type T = TFunction;

/** How a wheel prize reads: "Try again", "5.00 tokens", "1.00 PHP", "Jackpot 50.00 PHP". */
export function prizeText(t: T, p: { label: string; amount: string; account: 'balance' | 'token' }, currency: string, lng?: string) {
  if (p.label === 'tryAgain' || Number(p.amount) <= 0) return t('engage.prize.tryAgain', 'Try again');
  const amount = formatMoney(p.amount, lng);
  const value = p.account === 'token' ? t('engage.prize.tokens', { amount, defaultValue: '{{amount}} tokens' }) : `${amount} ${currency}`;
  return p.label === 'jackpot' ? t('engage.prize.jackpot', { value, defaultValue: 'Jackpot {{value}}' }) : value;
}
