import { useRef, useState } from 'react';
import { Form, useActionData, useNavigation } from 'react-router';
import { z } from 'zod';
import { useTranslation } from '~/i18n/use-translation.ts';
import { WithdrawRequest, type WalletOptionsAnswer } from '#contract/wallet.ts';
import { ButtonLink } from '~/ui/button.tsx';
import { EmptyState } from '~/ui/empty-state.tsx';
import { Panel } from '~/ui/panel.tsx';
import { formatMoney } from '~/lib/shared/format.ts';
import { useUserStore } from '~/stores/user-store.ts';
import { AmountField } from './amount-field.tsx';
import { withinLimits, type AmountLimits } from './form-rules.ts';
import { ChoiceCards, FormActions } from './parts.tsx';
import { useFocusFirstError, useWalletFailure } from '../wallet-forms.ts';

// The API's own rules for what the player fills; the amount also within the limits and the balance.
const WithdrawFields = WithdrawRequest.pick({ amount: true, bank_account_id: true, idempotency_key: true });
export const withdrawSchema = (limits: AmountLimits, balance?: string) =>
  WithdrawFields.extend({
    amount: withinLimits(WithdrawFields.shape.amount, limits, balance),
    bank_account_id: z.coerce.number<string>().pipe(WithdrawFields.shape.bank_account_id),
  });

/** A withdrawal to a saved bank account, never more than the balance. */
export function WithdrawForm({ o, idempotencyKey }: { o: WalletOptionsAnswer; idempotencyKey: string }) {
  const { t } = useTranslation();
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
  return <WithdrawFormFields o={o} idempotencyKey={idempotencyKey} />;
}

function WithdrawFormFields({ o, idempotencyKey }: { o: WalletOptionsAnswer; idempotencyKey: string }) {
  const { t, i18n } = useTranslation();
  const lng = i18n.language;
  const balance = useUserStore((s) => s.game.balance);
  const limits = o.withdrawal;
  const result = useActionData<{ ok: true; amount: string } | object>();
  const failure = useWalletFailure(result);
  const done = result && 'ok' in result && result.ok === true && 'amount' in result ? result : null;
  const navigation = useNavigation();
  const busy = navigation.state === 'submitting' && navigation.formAction === '/withdrawal';
  const formRef = useRef<HTMLFormElement>(null);
  useFocusFirstError(result, formRef);
  const [amount, setAmount] = useState(failure.values.amount ?? '');
  const [bank, setBank] = useState<number>(Number(failure.values.bank_account_id) || o.bank_accounts[0].id);
  const [seen, setSeen] = useState(result);
  if (result !== seen) {
    setSeen(result);
    // Done: the form is empty for the next one; refused: what was entered stays.
    setAmount(done ? '' : (failure.values.amount ?? amount));
  }
  const ceiling = Math.min(Number(balance), Number(limits.max));
  // A refused post keeps its key (the same details may be sent again); a new form gets the loader's.
  const key = failure.values.idempotency_key || idempotencyKey;

  return (
    <Panel>
      <Form ref={formRef} method="post" action="/withdrawal" noValidate className="space-y-6" data-testid="withdraw-form">
        <input type="hidden" name="idempotency_key" value={key} />
        <ChoiceCards
          legend={t('wallet.toAccount', 'To bank account')}
          name="bank_account_id"
          value={bank}
          onChange={setBank}
          options={o.bank_accounts.map((b) => ({ value: b.id, label: `${b.bank_name} ${b.account_number_masked}`, detail: b.account_name }))}
          error={failure.field('bank_account_id')}
        />
        <AmountField
          value={amount}
          onChange={setAmount}
          chips={ceiling >= Number(limits.min) ? [{ label: t('wallet.all', 'All'), value: String(Math.floor(ceiling)) }] : []}
          min={limits.min}
          max={limits.max}
          currency={o.currency}
          error={failure.field('amount')}
        />
        {done && (
          <p role="status" className="rounded-theme border border-success bg-surface-2 p-3 text-sm" data-testid="withdraw-done">
            <strong>{t('wallet.withdrawalRequested', 'Withdrawal requested')}</strong>{' '}
            {t('wallet.withdrawalRequestedText', {
              amount: formatMoney(done.amount, lng),
              defaultValue: '{{amount}} is on hold until the transfer is approved.',
            })}
          </p>
        )}
        <FormActions
          error={failure.form}
          busy={busy}
          label={t('wallet.requestWithdrawal', 'Request withdrawal')}
          busyLabel={t('wallet.sending', 'Sending…')}
          note={t('wallet.holdNote', 'The amount is held from your balance until the transfer is approved; a rejected transfer comes back.')}
        />
      </Form>
    </Panel>
  );
}
