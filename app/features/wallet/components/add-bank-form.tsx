import { useId, useRef } from 'react';
import { Form, useActionData, useNavigation } from 'react-router';
import { useTranslation } from '~/i18n/use-translation.ts';
import { BankAddRequest, type WalletOptionsAnswer } from '#contract/wallet.ts';
import { Button, ButtonLink } from '~/ui/button.tsx';
import { EmptyState } from '~/ui/empty-state.tsx';
import { Field } from '~/ui/field.tsx';
import { Panel } from '~/ui/panel.tsx';
import { nameInputProps, numberInputProps } from '~/lib/shared/input-filters.ts';
import { useFormFailure } from '~/lib/shared/use-form-failure.ts';
import { filledFirst } from './form-rules.ts';
import { useFocusFirstError } from '../wallet-forms.ts';

// The API's own rules, each first saying what is missing when nothing was entered.
const BankFields = BankAddRequest.pick({ bank_code: true, account_name: true, account_number: true });
export const AddBankSchema = BankFields.extend({
  bank_code: filledFirst('bankRequired', BankFields.shape.bank_code),
  account_name: filledFirst('required', BankFields.shape.account_name),
  account_number: filledFirst('required', BankFields.shape.account_number),
});
export const BANK_FIELDS: readonly string[] = ['bank_code', 'account_name', 'account_number'];

/** A bank from the operator's list, the holder's name (letters, spaces) and number (digits). */
export function AddBankForm({ o }: { o: WalletOptionsAnswer }) {
  const { t } = useTranslation();
  if (o.bank_accounts.length >= o.max_bank_accounts) {
    return (
      <Panel>
        <EmptyState
          title={t('wallet.bankLimitTitle', { max: o.max_bank_accounts, defaultValue: 'You already have {{max}} bank accounts' })}
          text={t('wallet.bankLimitText', 'Remove one before you add another.')}
          action={<ButtonLink to="/bank-details">{t('nav.bankDetails', 'Bank details')}</ButtonLink>}
        />
      </Panel>
    );
  }
  return <AddBankFormFields o={o} />;
}

function AddBankFormFields({ o }: { o: WalletOptionsAnswer }) {
  const { t } = useTranslation();
  const selectId = useId();
  const result = useActionData<{ values?: Record<string, string> }>();
  const failure = useFormFailure(result);
  const values = (failure.failure && result?.values) || {};
  const navigation = useNavigation();
  const formRef = useRef<HTMLFormElement>(null);
  useFocusFirstError(result, formRef);
  const bankError = failure.field('bank_code');
  // A refused post shows what was entered again (new defaults: the fields are drawn anew).
  const drawn = JSON.stringify(values);

  return (
    <Panel>
      <Form ref={formRef} method="post" action="/add-bank" noValidate className="space-y-5" data-testid="add-bank-form" key={drawn}>
        <div>
          <label htmlFor={selectId} className="mb-1 block text-sm font-medium">
            {t('wallet.bank', 'Bank')}
          </label>
          <select
            id={selectId}
            name="bank_code"
            defaultValue={values.bank_code ?? ''}
            aria-invalid={bankError ? true : undefined}
            aria-describedby={bankError ? `${selectId}-error` : undefined}
            className={`w-full rounded-theme border bg-surface-2 px-3 py-2 text-text outline-none focus:border-accent ${bankError ? 'border-danger' : 'border-border'}`}
          >
            <option value="">{t('wallet.chooseBank', 'Choose your bank')}</option>
            {o.banks.map((b) => (
              <option key={b.code} value={b.code}>
                {b.name}
              </option>
            ))}
          </select>
          {bankError && (
            <p id={`${selectId}-error`} role="alert" className="mt-1 text-sm text-danger" data-testid="error-bank_code">
              {bankError}
            </p>
          )}
        </div>
        <Field
          label={t('wallet.accountName', 'Account name')}
          name="account_name"
          defaultValue={values.account_name ?? ''}
          autoComplete="name"
          maxLength={64}
          hint={t('wallet.accountNameHint', "As it appears at your bank: letters, spaces, - ' and . only")}
          error={failure.field('account_name')}
          {...nameInputProps()}
        />
        <Field
          label={t('wallet.accountNumber', 'Account number')}
          name="account_number"
          defaultValue={values.account_number ?? ''}
          autoComplete="off"
          maxLength={20}
          hint={t('wallet.accountNumberHint', '6 to 20 digits')}
          error={failure.field('account_number')}
          {...numberInputProps()}
        />
        {failure.form && (
          <p role="alert" className="text-sm text-danger">
            {failure.form}
          </p>
        )}
        <p className="text-xs text-muted">
          {t('wallet.bankCount', { count: o.bank_accounts.length, max: o.max_bank_accounts, defaultValue: '{{count}} of {{max}} bank accounts saved' })}
        </p>
        <Button type="submit" disabled={navigation.state === 'submitting'}>
          {t('wallet.addBank', 'Add bank account')}
        </Button>
      </Form>
    </Panel>
  );
}
