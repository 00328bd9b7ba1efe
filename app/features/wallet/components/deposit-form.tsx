import { useState } from 'react';
import { useReadableNames } from '~/lib/shared/readable-names.ts';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from '~/i18n/use-translation.ts';
import type { z } from 'zod';
import { DepositRequest, type WalletOptionsAnswer } from '#contract/wallet.ts';
import { ClientForm } from '~/ui/client-form.tsx';
import { LoadingPanel } from '~/ui/loading.tsx';
import { Panel } from '~/ui/panel.tsx';
import { callApi } from '~/lib/browser/api-client.ts';
import { errorText, SESSION_END_MESSAGES } from '~/lib/browser/error-handler.ts';
import { formatMoney } from '~/lib/shared/format.ts';
import { playerIdentity } from '~/lib/browser/player.ts';
import { usePlayerCall } from '~/lib/browser/use-player-call.ts';
import { AmountField, wholeUnits } from './amount-field.tsx';
import { answerField, fieldText, filledFirst, validationText, withinLimits, type AmountLimits } from './form-rules.ts';
import { ChoiceCards, FormActions } from './parts.tsx';
import { HeadroomLine } from '~/features/protection/components/headroom.tsx';
import { protectionRefusal } from '~/features/protection/components/texts.ts';

// The API's own rules for the two fields the player fills, inside the operator's limits.
const DepositFields = DepositRequest.pick({ amount: true, method: true });
const depositSchema = (limits: AmountLimits) =>
  DepositFields.extend({ amount: withinLimits(DepositFields.shape.amount, limits), method: filledFirst('methodRequired', DepositFields.shape.method) });
type Values = z.input<typeof DepositFields>;

/** Amount with quick picks and the operator's limits, a payment method, then the provider's page. */
export function DepositForm() {
  const options = usePlayerCall('/wallet/options', {});
  if (!options.data) return <LoadingPanel error={options.error} />;
  return <DepositFormFields o={options.data} />;
}

function DepositFormFields({ o }: { o: WalletOptionsAnswer }) {
  const { t, i18n } = useTranslation();
  const names = useReadableNames();
  const limits = o.deposit;
  const { control, handleSubmit, formState, setError } = useForm<Values>({
    resolver: zodResolver(depositSchema(limits)),
    // The first method until the player picks one: in the first HTML, with the options.
    defaultValues: { amount: '', method: o.deposit.methods[0]?.code ?? '' },
  });
  const errors = formState.errors;
  // Busy until the provider's page has replaced this one.
  const [leaving, setLeaving] = useState(false);

  async function submit(v: Values) {
    const a = await callApi('/wallet/deposit', { ...playerIdentity(), amount: v.amount, method: v.method });
    if (a.statusCode === 1) {
      // The provider's hosted page; it sends the player back to /deposit?deposit=<id>.
      setLeaving(true);
      window.location.assign(a.redirect_url);
      return;
    }
    // An ended session was handled by callApi (the global handler).
    if (SESSION_END_MESSAGES.has(a.message)) return;
    const field = answerField(a)?.field;
    const limit = a as { min?: string; max?: string };
    const text =
      a.message === 'amountBelowMinimum' || a.message === 'amountAboveMaximum'
        ? validationText(t, a.message, { min: limit.min ?? limits.min, max: limit.max ?? limits.max })
        : (protectionRefusal(a as never, t, i18n.language) ?? errorText(a.message, (k, d) => t(k, d ?? k)));
    setError(
      /LimitReached$/.test(a.message) ? 'amount' : field === 'amount' || field === 'method' ? field : 'root.server',
      { type: 'server', message: text },
      { shouldFocus: true },
    );
  }

  return (
    <Panel>
      <ClientForm onSubmit={handleSubmit(submit)} noValidate className="space-y-6" data-testid="deposit-form">
        <HeadroomLine kind="deposit" />
        <Controller
          control={control}
          name="amount"
          render={({ field }) => (
            <AmountField
              ref={field.ref}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              chips={o.deposit.chips.map((c) => ({ label: formatMoney(c).replace(/\.00$/, ''), value: wholeUnits(c) }))}
              min={limits.min}
              max={limits.max}
              currency={o.currency}
              error={fieldText(t, errors.amount, limits)}
            />
          )}
        />
        <Controller
          control={control}
          name="method"
          render={({ field }) => (
            <ChoiceCards
              legend={t('wallet.paymentMethod', 'Payment method')}
              name="method"
              value={field.value || null}
              onChange={field.onChange}
              options={o.deposit.methods.map((m) => ({ value: m.code, label: names.method(m.code, m.name) }))}
              error={fieldText(t, errors.method)}
            />
          )}
        />
        <FormActions
          error={errors.root?.server?.message}
          busy={formState.isSubmitting || leaving}
          label={t('wallet.continueToPay', 'Continue to payment')}
          busyLabel={t('wallet.redirecting', 'Opening the payment page…')}
          note={t('wallet.providerNote', 'You confirm the payment on the provider’s secure page, then come back here.')}
        />
      </ClientForm>
    </Panel>
  );
}
