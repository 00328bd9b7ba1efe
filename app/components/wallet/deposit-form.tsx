import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { callApi } from '~/lib/api-client.ts';
import { errorText, SESSION_END_MESSAGES } from '~/lib/error-handler.ts';
import { formatMoney } from '~/lib/format.ts';
import { playerIdentity } from '~/lib/player.ts';
import { usePlayerCall } from '~/lib/use-player-call.ts';
import { AmountField, wholeUnits } from './amount-field.tsx';
import { amountProblem, ChoiceCards, FormActions, LoadingPanel, Panel } from './parts.tsx';
import { ClientForm } from '~/components/ui/client-form.tsx';

type Errors = Partial<Record<'amount' | 'method' | 'form', string>>;

/** Amount with quick picks and the operator's limits, a payment method, then the provider's page. */
export function DepositForm() {
  const { t } = useTranslation();
  const options = usePlayerCall('/wallet/options', {});
  const [amount, setAmount] = useState('');
  const [picked, setMethod] = useState<string | null>(null);
  const [errors, setErrors] = useState<Errors>({});
  const [busy, setBusy] = useState(false);
  const o = options.data;

  if (!o) return <LoadingPanel error={options.error} />;
  // The first method until the player picks one (rendered on the server with the options).
  const method = picked ?? o.deposit.methods[0]?.code ?? null;

  const check = (): Errors => {
    const e: Errors = { amount: amountProblem(t, amount, o.deposit) };
    if (!method) e.method = t('validation:methodRequired', 'Choose a payment method');
    return Object.fromEntries(Object.entries(e).filter(([, v]) => v)) as Errors;
  };

  async function submit(ev: React.FormEvent) {
    ev.preventDefault();
    const e = check();
    setErrors(e);
    if (Object.keys(e).length) return;
    setBusy(true);
    const a = await callApi('/wallet/deposit', { ...playerIdentity(), amount, method: method! });
    if (a.statusCode === 1) {
      // The provider's hosted page; it sends the player back to /deposit?deposit=<id>.
      window.location.assign(a.redirect_url);
      return;
    }
    setBusy(false);
    // An ended session was handled by callApi (the global handler).
    if (SESSION_END_MESSAGES.has(a.message)) return;
    const field = (a as { errors?: { field: string }[] }).errors?.[0]?.field;
    const text = a.message === 'amountBelowMinimum' || a.message === 'amountAboveMaximum' ? check().amount : errorText(a.message, (k, d) => t(k, d ?? k));
    setErrors(field === 'amount' ? { amount: text } : field === 'method' ? { method: text } : { form: text });
  }

  return (
    <Panel>
      <ClientForm onSubmit={submit} noValidate className="space-y-6" data-testid="deposit-form">
        <AmountField
          value={amount}
          onChange={(v) => {
            setAmount(v);
            if (errors.amount) setErrors({ ...errors, amount: undefined });
          }}
          chips={o.deposit.chips.map((c) => ({ label: formatMoney(c).replace(/\.00$/, ''), value: wholeUnits(c) }))}
          min={o.deposit.min}
          max={o.deposit.max}
          currency={o.currency}
          error={errors.amount}
        />
        <ChoiceCards
          legend={t('wallet.paymentMethod', 'Payment method')}
          name="method"
          value={method}
          onChange={setMethod}
          options={o.deposit.methods.map((m) => ({ value: m.code, label: m.name }))}
          error={errors.method}
        />
        <FormActions
          error={errors.form}
          busy={busy}
          label={t('wallet.continueToPay', 'Continue to payment')}
          busyLabel={t('wallet.redirecting', 'Opening the payment page…')}
          note={t('wallet.providerNote', 'You confirm the payment on the provider’s secure page, then come back here.')}
        />
      </ClientForm>
    </Panel>
  );
}
