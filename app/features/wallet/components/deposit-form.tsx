import { useRef, useState } from 'react';
import { useActionData, useFetcher } from 'react-router';
import { useReadableNames } from '~/lib/shared/readable-names.ts';
import { useTranslation } from '~/i18n/use-translation.ts';
import { DepositRequest, type WalletOptionsAnswer } from '#contract/wallet.ts';
import type { AnswerOf } from '#contract/index.ts';
import { Panel } from '~/ui/panel.tsx';
import { formatMoney } from '~/lib/shared/format.ts';
import { AmountField, wholeUnits } from './amount-field.tsx';
import { filledFirst, withinLimits, type AmountLimits } from './form-rules.ts';
import { ChoiceCards, FormActions } from './parts.tsx';
import { useFocusFirstError, useWalletFailure } from '../wallet-forms.ts';
import { HeadroomLine } from '~/features/protection/components/headroom.tsx';

// The API's own rules for the two fields the player fills, inside the operator's limits.
const DepositFields = DepositRequest.pick({ amount: true, method: true });
export const depositSchema = (limits: AmountLimits) =>
  DepositFields.extend({ amount: withinLimits(DepositFields.shape.amount, limits), method: filledFirst('methodRequired', DepositFields.shape.method) });

/** Amount with quick picks and the operator's limits, a payment method, then the provider's page. */
export function DepositForm({ o, headroom }: { o: WalletOptionsAnswer; headroom: AnswerOf<'/protection/headroom'>['headroom'] | null }) {
  const { t, i18n } = useTranslation();
  const lng = i18n.language;
  const names = useReadableNames();
  // A fetcher: its answer is waited for even when the player navigates meanwhile (a money call).
  const fetcher = useFetcher({ key: 'deposit' });
  // Posted without scripts, the answer comes as the page's action data.
  const actionData = useActionData();
  const result = (fetcher.data ?? actionData) as unknown;
  const failure = useWalletFailure(result);
  const limits = o.deposit;
  const formRef = useRef<HTMLFormElement>(null);
  useFocusFirstError(result, formRef);
  // What the player entered comes back with a refusal (also when the page was posted without scripts).
  const [amount, setAmount] = useState(failure.values.amount ?? '');
  const [method, setMethod] = useState(failure.values.method || (o.deposit.methods[0]?.code ?? ''));
  const [seen, setSeen] = useState(result);
  if (result !== seen) {
    setSeen(result);
    if (failure.values.amount !== undefined) setAmount(failure.values.amount);
  }
  // Busy from the post until the provider's page has replaced this one.
  const busy = fetcher.state !== 'idle';

  return (
    <Panel>
      <fetcher.Form ref={formRef} method="post" action="/deposit" noValidate className="space-y-6" data-testid="deposit-form">
        <HeadroomLine kind="deposit" headroom={headroom} />
        <AmountField
          value={amount}
          onChange={setAmount}
          chips={o.deposit.chips.map((c) => ({ label: formatMoney(c, lng).replace(/\.00$/, ''), value: wholeUnits(c) }))}
          min={limits.min}
          max={limits.max}
          currency={o.currency}
          error={failure.field('amount')}
        />
        <ChoiceCards
          legend={t('wallet.paymentMethod', 'Payment method')}
          name="method"
          value={method || null}
          onChange={setMethod}
          options={o.deposit.methods.map((m) => ({ value: m.code, label: names.method(m.code, m.name) }))}
          error={failure.field('method')}
        />
        <FormActions
          error={failure.form}
          busy={busy}
          label={t('wallet.continueToPay', 'Continue to payment')}
          busyLabel={t('wallet.redirecting', 'Opening the payment page…')}
          note={t('wallet.providerNote', 'You confirm the payment on the provider’s secure page, then come back here.')}
        />
      </fetcher.Form>
    </Panel>
  );
}
