import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '~/components/ui/button.tsx';
import { callApi } from '~/lib/api-client.ts';
import { errorText, SESSION_END_MESSAGES } from '~/lib/error-handler.ts';
import { formatMoney } from '~/lib/format.ts';
import { playerIdentity } from '~/lib/player.ts';
import type { PlayerCall } from '~/lib/use-player-call.ts';
import { useNoticeStore } from '~/stores/notice-store.ts';
import { useUserStore } from '~/stores/user-store.ts';
import { AmountField } from './amount-field.tsx';
import { amountProblem, ChoiceCards, EmptyState, FormActions, LoadingPanel, Panel } from './parts.tsx';
import { ClientForm } from '~/components/ui/client-form.tsx';

type Errors = Partial<Record<'amount' | 'bank' | 'form', string>>;
const newKey = () => (typeof crypto !== 'undefined' && 'randomUUID' in crypto ? crypto.randomUUID() : `${Date.now()}-${Math.random().toString(36).slice(2)}`);

/**
 * A withdrawal to a saved bank account, never more than the balance. One idempotency key per
 * request: a double click or a retried submit is answered with the first answer, never twice.
 */
export function WithdrawForm({ options }: { options: PlayerCall<'/wallet/options'> }) {
  const { t } = useTranslation();
  const balance = useUserStore((s) => s.game.balance);
  const [amount, setAmount] = useState('');
  const [bank, setBank] = useState<number | null>(null);
  const [errors, setErrors] = useState<Errors>({});
  const [busy, setBusy] = useState(false);
  const key = useRef(newKey());
  const o = options.data;

  if (!o) return <LoadingPanel error={options.error} />;
  if (!o.bank_accounts.length) {
    return (
      <Panel title={t('wallet.withdrawal', 'Withdrawal')}>
        <EmptyState
          title={t('wallet.noBanks', 'You have not added a bank account yet.')}
          text={t('wallet.noBanksWithdraw', 'Add the bank account you want to receive your money in.')}
          action={<ButtonLink to="/add-bank">{t('wallet.addBank', 'Add bank account')}</ButtonLink>}
        />
      </Panel>
    );
  }
  const chosen = bank ?? o.bank_accounts[0].id;
  const ceiling = Math.min(Number(balance), Number(o.withdrawal.max));

  const check = (): Errors => {
    const amountError = amountProblem(t, amount, o.withdrawal, balance);
    return amountError ? { amount: amountError } : {};
  };

  const change = (f: () => void) => {
    f();
    // Different details make a different request.
    key.current = newKey();
    setErrors({});
  };

  async function submit(ev: React.FormEvent) {
    ev.preventDefault();
    const e = check();
    setErrors(e);
    if (Object.keys(e).length) return;
    setBusy(true);
    const a = await callApi('/wallet/withdraw', { ...playerIdentity(), amount, bank_account_id: chosen, idempotency_key: key.current });
    setBusy(false);
    if (a.statusCode === 1) {
      key.current = newKey();
      setAmount('');
      useUserStore.getState().setBalance(a.balance, useUserStore.getState().game.token);
      useNoticeStore.getState().toast({
        variant: 'success',
        title: t('wallet.withdrawalRequested', 'Withdrawal requested'),
        text: t('wallet.withdrawalRequestedText', {
          amount: formatMoney(a.withdrawal.amount),
          defaultValue: '{{amount}} is on hold until the transfer is approved.',
        }),
        duration: 5000,
      });
      options.reload();
      return;
    }
    // An ended session was handled by callApi (the global handler).
    if (SESSION_END_MESSAGES.has(a.message)) return;
    const text =
      a.message === 'insufficientBalance'
        ? t('validation:amountAboveBalance', 'This is more than your available balance')
        : errorText(a.message, (k, d) => t(k, d ?? k));
    const field = (a as { errors?: { field: string }[] }).errors?.[0]?.field;
    setErrors(
      a.message === 'insufficientBalance' || field === 'amount'
        ? { amount: field === 'amount' ? (check().amount ?? text) : text }
        : field === 'bank_account_id'
          ? { bank: text }
          : { form: text },
    );
  }

  return (
    <Panel>
      <ClientForm onSubmit={submit} noValidate className="space-y-6" data-testid="withdraw-form">
        <ChoiceCards
          legend={t('wallet.toAccount', 'To bank account')}
          name="bank"
          value={chosen}
          onChange={(v) => change(() => setBank(v))}
          options={o.bank_accounts.map((b) => ({ value: b.id, label: `${b.bank_name} ${b.account_number_masked}`, detail: b.account_name }))}
          error={errors.bank}
        />
        <AmountField
          value={amount}
          onChange={(v) => change(() => setAmount(v))}
          chips={ceiling >= Number(o.withdrawal.min) ? [{ label: t('wallet.all', 'All'), value: String(Math.floor(ceiling)) }] : []}
          min={o.withdrawal.min}
          max={o.withdrawal.max}
          currency={o.currency}
          error={errors.amount}
        />
        <FormActions
          error={errors.form}
          busy={busy}
          label={t('wallet.requestWithdrawal', 'Request withdrawal')}
          busyLabel={t('wallet.sending', 'Sending…')}
          note={t('wallet.holdNote', 'The amount is held from your balance until the transfer is approved; a rejected transfer comes back.')}
        />
      </ClientForm>
    </Panel>
  );
}
