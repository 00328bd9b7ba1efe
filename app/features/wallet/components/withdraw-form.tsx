import { useRef } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from '~/i18n/use-translation.ts';
import type { z } from 'zod';
import { WithdrawRequest, type WalletOptionsAnswer } from '#contract/wallet.ts';
import { ButtonLink } from '~/ui/button.tsx';
import { ClientForm } from '~/ui/client-form.tsx';
import { EmptyState } from '~/ui/empty-state.tsx';
import { LoadingPanel } from '~/ui/loading.tsx';
import { Panel } from '~/ui/panel.tsx';
import { callApi } from '~/lib/browser/api-client.ts';
import { errorText, SESSION_END_MESSAGES } from '~/lib/browser/error-handler.ts';
import { formatMoney } from '~/lib/shared/format.ts';
import { playerIdentity } from '~/lib/browser/player.ts';
import type { PlayerCall } from '~/lib/browser/use-player-call.ts';
import { useNoticeStore } from '~/stores/notice-store.ts';
import { useUserStore } from '~/stores/user-store.ts';
import { AmountField } from './amount-field.tsx';
import { answerField, fieldText, validationText, withinLimits, type AmountLimits } from './form-rules.ts';
import { ChoiceCards, FormActions } from './parts.tsx';

// The API's own rules for what the player fills; the amount also within the limits and the balance.
const WithdrawFields = WithdrawRequest.pick({ amount: true, bank_account_id: true });
const withdrawSchema = (limits: AmountLimits, balance: string) => WithdrawFields.extend({ amount: withinLimits(WithdrawFields.shape.amount, limits, balance) });
type Values = z.input<typeof WithdrawFields>;

const newKey = () => (typeof crypto !== 'undefined' && 'randomUUID' in crypto ? crypto.randomUUID() : `${Date.now()}-${Math.random().toString(36).slice(2)}`);

/** A withdrawal to a saved bank account, never more than the balance. */
export function WithdrawForm({ options }: { options: PlayerCall<'/wallet/options'> }) {
  const { t } = useTranslation();
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
  return <WithdrawFormFields o={o} onDone={options.reload} />;
}

function WithdrawFormFields({ o, onDone }: { o: WalletOptionsAnswer; onDone: () => void }) {
  const { t } = useTranslation();
  const balance = useUserStore((s) => s.game.balance);
  const limits = o.withdrawal;
  const { control, handleSubmit, formState, setError, resetField } = useForm<Values>({
    resolver: zodResolver(withdrawSchema(limits, balance)),
    defaultValues: { amount: '', bank_account_id: o.bank_accounts[0].id },
  });
  const errors = formState.errors;
  // One idempotency key per request: a double click or a retried submit of the same details is
  // answered with the first answer, never paid twice; other details make another request.
  const attempt = useRef<{ details: string; key: string } | null>(null);
  const keyFor = (v: Values) => {
    const details = `${v.bank_account_id}:${v.amount}`;
    if (attempt.current?.details !== details) attempt.current = { details, key: newKey() };
    return attempt.current.key;
  };
  const ceiling = Math.min(Number(balance), Number(limits.max));

  async function submit(v: Values) {
    const a = await callApi('/wallet/withdraw', { ...playerIdentity(), amount: v.amount, bank_account_id: v.bank_account_id, idempotency_key: keyFor(v) });
    if (a.statusCode === 1) {
      attempt.current = null;
      resetField('amount');
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
      onDone();
      return;
    }
    // An ended session was handled by callApi (the global handler).
    if (SESSION_END_MESSAGES.has(a.message)) return;
    const field = answerField(a)?.field;
    const limit = a as { min?: string; max?: string };
    const text =
      a.message === 'insufficientBalance'
        ? validationText(t, 'amountAboveBalance')
        : a.message === 'amountBelowMinimum' || a.message === 'amountAboveMaximum'
          ? validationText(t, a.message, { min: limit.min ?? limits.min, max: limit.max ?? limits.max })
          : errorText(a.message, (k, d) => t(k, d ?? k));
    const at = a.message === 'insufficientBalance' || field === 'amount' ? 'amount' : field === 'bank_account_id' ? 'bank_account_id' : 'root.server';
    setError(at, { type: 'server', message: text }, { shouldFocus: true });
  }

  return (
    <Panel>
      {/* Wrapped so the key's ref is read on submit only, never while rendering. */}
      <ClientForm onSubmit={(e) => void handleSubmit(submit)(e)} noValidate className="space-y-6" data-testid="withdraw-form">
        <Controller
          control={control}
          name="bank_account_id"
          render={({ field }) => (
            <ChoiceCards
              legend={t('wallet.toAccount', 'To bank account')}
              name="bank"
              value={field.value}
              onChange={field.onChange}
              options={o.bank_accounts.map((b) => ({ value: b.id, label: `${b.bank_name} ${b.account_number_masked}`, detail: b.account_name }))}
              error={fieldText(t, errors.bank_account_id)}
            />
          )}
        />
        <Controller
          control={control}
          name="amount"
          render={({ field }) => (
            <AmountField
              ref={field.ref}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              chips={ceiling >= Number(limits.min) ? [{ label: t('wallet.all', 'All'), value: String(Math.floor(ceiling)) }] : []}
              min={limits.min}
              max={limits.max}
              currency={o.currency}
              error={fieldText(t, errors.amount, limits)}
            />
          )}
        />
        <FormActions
          error={errors.root?.server?.message}
          busy={formState.isSubmitting}
          label={t('wallet.requestWithdrawal', 'Request withdrawal')}
          busyLabel={t('wallet.sending', 'Sending…')}
          note={t('wallet.holdNote', 'The amount is held from your balance until the transfer is approved; a rejected transfer comes back.')}
        />
      </ClientForm>
    </Panel>
  );
}
