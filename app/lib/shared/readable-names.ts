import { useTranslation } from '~/i18n/use-translation.ts';

/** English names of the demo payment provider's method codes (the texts are in ui:wallet.methods). */
const METHOD_DEFAULTS: Record<string, string> = { bank: 'Online banking', ewallet: 'E-wallet', card: 'Card' };
const RESULT_DEFAULTS: Record<string, string> = { WIN: 'Won', HALF_WIN: 'Half won', LOSS: 'Lost', HALF_LOSS: 'Half lost', PUSH: 'Push', VOID: 'Void' };

/**
 * Readable names for every code the wallet pages would otherwise show raw: payment
 * method codes ("bank"), provider codes ("TDW"), sports results and failure codes in ledger notes.
 */
export function useReadableNames() {
  const { t } = useTranslation();
  const method = (code: string, name?: string) => t(`wallet.methods.${code}`, name ?? METHOD_DEFAULTS[code] ?? code);
  /** A ledger entry's note: for some kinds it holds a code, for the others a text. */
  const note = (kind: string, text: string | null | undefined) => {
    if (!text) return '—';
    if (kind === 'deposit') return method(text);
    if ((kind === 'bet_payout' || kind === 'bet_payout_reversal') && text in RESULT_DEFAULTS) return t(`sports.bets.result.${text}`, RESULT_DEFAULTS[text]);
    if (kind === 'bet_cashout') return t('sports.bets.status.cashedOut', 'Cashed out');
    if (kind === 'withdrawal_release' && /^[a-z][a-zA-Z]+$/.test(text)) return t(`errors:${text}`, text);
    return text;
  };
  return { method, note };
}

/** A provider's display name from its code (the lobby's provider list), the code when unknown. */
export const providerName = (code: string, providers: readonly { code?: string; provider_code?: string; name?: string; provider_name?: string }[] = []) => {
  const p = providers.find((x) => (x.code ?? x.provider_code) === code);
  return p?.name ?? p?.provider_name ?? code;
};
