import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useNavigate } from 'react-router';
import { useTranslation } from '~/i18n/use-translation.ts';
import type { z } from 'zod';
import { BankAddRequest, type WalletOptionsAnswer } from '#contract/wallet.ts';
import { Button, ButtonLink } from '~/ui/button.tsx';
import { ClientForm } from '~/ui/client-form.tsx';
import { EmptyState } from '~/ui/empty-state.tsx';
import { Field } from '~/ui/field.tsx';
import { LoadingPanel } from '~/ui/loading.tsx';
import { Panel } from '~/ui/panel.tsx';
import { callApi } from '~/lib/browser/api-client.ts';
import { errorText, SESSION_END_MESSAGES } from '~/lib/browser/error-handler.ts';
import { filtered, nameInputProps, numberInputProps } from '~/lib/shared/input-filters.ts';
import { playerIdentity } from '~/lib/browser/player.ts';
import { usePlayerCall } from '~/lib/browser/use-player-call.ts';
import { useNoticeStore } from '~/stores/notice-store.ts';
import { fieldText, filledFirst } from './form-rules.ts';

// The API's own rules, each first saying what is missing when nothing was entered.
const BankFields = BankAddRequest.pick({ bank_code: true, account_name: true, account_number: true });
const AddBankSchema = BankFields.extend({
  bank_code: filledFirst('bankRequired', BankFields.shape.bank_code),
  account_name: filledFirst('required', BankFields.shape.account_name),
  account_number: filledFirst('required', BankFields.shape.account_number),
});
type Values = z.input<typeof AddBankSchema>;
type FieldName = keyof Values;
const FIELDS: readonly string[] = ['bank_code', 'account_name', 'account_number'] satisfies FieldName[];

/** A bank from the operator's list, the holder's name (letters, spaces) and number (digits). */
export function AddBankForm() {
  const { t } = useTranslation();
  const options = usePlayerCall('/wallet/options', {});
  const o = options.data;
  if (!o) return <LoadingPanel error={options.error} rows={3} />;
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
  const navigate = useNavigate();
  const selectId = useId();
  const { register, handleSubmit, formState, setError } = useForm<Values, unknown, z.output<typeof AddBankSchema>>({
    resolver: zodResolver(AddBankSchema),
    defaultValues: { bank_code: '', account_name: '', account_number: '' },
  });
  const fe = (n: FieldName) => fieldText(t, formState.errors[n]);
  const bankError = fe('bank_code');

  async function submit(v: z.output<typeof AddBankSchema>) {
    const a = await callApi('/wallet/bank_add', { ...playerIdentity(), ...v });
    if (a.statusCode === 1) {
      useNoticeStore.getState().toast({
        variant: 'success',
        title: t('wallet.bankAdded', 'Bank account added'),
        text: `${a.bank_account.bank_name} ${a.bank_account.account_number_masked}`,
        duration: 4000,
      });
      navigate('/bank-details');
      return;
    }
    // An ended session was handled by callApi (the global handler).
    if (SESSION_END_MESSAGES.has(a.message)) return;
    // The server's field errors are validation keys, shown next to their fields.
    const fieldErrors = ((a as { errors?: { field: string; message: string }[] }).errors ?? []).filter((f) => FIELDS.includes(f.field));
    if (!fieldErrors.length) return setError('root.server', { type: 'server', message: errorText(a.message, (k, d) => t(k, d ?? k)) });
    fieldErrors.forEach((f, i) => setError(f.field as FieldName, { type: 'validate', message: f.message }, { shouldFocus: i === 0 }));
  }

  return (
    <Panel>
      <ClientForm onSubmit={handleSubmit(submit)} noValidate className="space-y-5" data-testid="add-bank-form">
        <div>
          <label htmlFor={selectId} className="mb-1 block text-sm font-medium">
            {t('wallet.bank', 'Bank')}
          </label>
          <select
            id={selectId}
            aria-invalid={bankError ? true : undefined}
            aria-describedby={bankError ? `${selectId}-error` : undefined}
            className={`w-full rounded-theme border bg-surface-2 px-3 py-2 text-text outline-none focus:border-accent ${bankError ? 'border-danger' : 'border-border'}`}
            {...register('bank_code')}
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
          autoComplete="name"
          maxLength={64}
          hint={t('wallet.accountNameHint', "As it appears at your bank: letters, spaces, - ' and . only")}
          error={fe('account_name')}
          {...filtered(register('account_name'), nameInputProps())}
        />
        <Field
          label={t('wallet.accountNumber', 'Account number')}
          autoComplete="off"
          maxLength={20}
          hint={t('wallet.accountNumberHint', '6 to 20 digits')}
          error={fe('account_number')}
          {...filtered(register('account_number'), numberInputProps())}
        />
        {formState.errors.root?.server && (
          <p role="alert" className="text-sm text-danger">
            {formState.errors.root.server.message}
          </p>
        )}
        <p className="text-xs text-muted">
          {t('wallet.bankCount', { count: o.bank_accounts.length, max: o.max_bank_accounts, defaultValue: '{{count}} of {{max}} bank accounts saved' })}
        </p>
        <Button type="submit" disabled={formState.isSubmitting}>
          {t('wallet.addBank', 'Add bank account')}
        </Button>
      </ClientForm>
    </Panel>
  );
}
