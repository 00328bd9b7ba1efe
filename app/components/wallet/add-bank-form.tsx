import { useId, useState } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { AccountName, AccountNumber } from '#contract/wallet.ts';
import { Button } from '~/components/ui/button.tsx';
import { Field } from '~/components/ui/field.tsx';
import { callApi } from '~/lib/api-client.ts';
import { errorText, SESSION_END_MESSAGES } from '~/lib/error-handler.ts';
import { digitsOnly, lettersOnly, nameInputProps, numberInputProps } from '~/lib/input-filters.ts';
import { playerIdentity } from '~/lib/player.ts';
import { usePlayerCall } from '~/lib/use-player-call.ts';
import { useNoticeStore } from '~/stores/notice-store.ts';
import { EmptyState, LoadingPanel, Panel } from './parts.tsx';
import { ButtonLink } from '~/components/ui/button.tsx';
import { ClientForm } from '~/components/ui/client-form.tsx';

type FieldName = 'bank_code' | 'account_name' | 'account_number';
type Errors = Partial<Record<FieldName | 'form', string>>;

/** A bank from the operator's list, the holder's name (letters, spaces) and number (digits). */
export function AddBankForm() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const options = usePlayerCall('/wallet/options', {});
  const [v, setV] = useState({ bank_code: '', account_name: '', account_number: '' });
  const [errors, setErrors] = useState<Errors>({});
  const [busy, setBusy] = useState(false);
  const selectId = useId();
  const name = nameInputProps();
  const number = numberInputProps();
  const o = options.data;
  const msg = (key: string) => t(`validation:${key}`, key);

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

  const check = (): Errors => {
    const e: Errors = {};
    if (!v.bank_code) e.bank_code = msg('bankRequired');
    const n = AccountName.safeParse(v.account_name);
    if (!n.success) e.account_name = msg(v.account_name.trim() ? n.error.issues[0].message : 'required');
    const num = AccountNumber.safeParse(v.account_number);
    if (!num.success) e.account_number = msg(v.account_number ? num.error.issues[0].message : 'required');
    return e;
  };

  async function submit(ev: React.FormEvent) {
    ev.preventDefault();
    const e = check();
    setErrors(e);
    if (Object.keys(e).length) return;
    setBusy(true);
    const a = await callApi('/wallet/bank_add', { ...playerIdentity(), ...v });
    setBusy(false);
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
    const fieldErrors = (a as { errors?: { field: string; message: string }[] }).errors ?? [];
    if (fieldErrors.length) setErrors(Object.fromEntries(fieldErrors.map((f) => [f.field, msg(f.message)])));
    else setErrors({ form: errorText(a.message, (k, d) => t(k, d ?? k)) });
  }

  const set = (k: FieldName, value: string) => {
    setV((s) => ({ ...s, [k]: value }));
    if (errors[k]) setErrors((e) => ({ ...e, [k]: undefined }));
  };

  return (
    <Panel>
      <ClientForm onSubmit={submit} noValidate className="space-y-5" data-testid="add-bank-form">
        <div>
          <label htmlFor={selectId} className="mb-1 block text-sm font-medium">
            {t('wallet.bank', 'Bank')}
          </label>
          <select
            id={selectId}
            name="bank_code"
            value={v.bank_code}
            onChange={(e) => set('bank_code', e.target.value)}
            aria-invalid={errors.bank_code ? true : undefined}
            aria-describedby={errors.bank_code ? `${selectId}-error` : undefined}
            className={`w-full rounded-theme border bg-surface-2 px-3 py-2 text-text outline-none focus:border-accent ${errors.bank_code ? 'border-danger' : 'border-border'}`}
          >
            <option value="">{t('wallet.chooseBank', 'Choose your bank')}</option>
            {o.banks.map((b) => (
              <option key={b.code} value={b.code}>
                {b.name}
              </option>
            ))}
          </select>
          {errors.bank_code && (
            <p id={`${selectId}-error`} role="alert" className="mt-1 text-sm text-danger" data-testid="error-bank_code">
              {errors.bank_code}
            </p>
          )}
        </div>
        <Field
          label={t('wallet.accountName', 'Account name')}
          name="account_name"
          autoComplete="name"
          maxLength={64}
          hint={t('wallet.accountNameHint', 'As it appears at your bank: letters and spaces only')}
          value={v.account_name}
          onKeyDown={name.onKeyDown}
          onPaste={name.onPaste}
          onChange={(e) => set('account_name', lettersOnly(e.target.value))}
          error={errors.account_name}
        />
        <Field
          label={t('wallet.accountNumber', 'Account number')}
          name="account_number"
          autoComplete="off"
          maxLength={20}
          inputMode={number.inputMode}
          hint={t('wallet.accountNumberHint', '6 to 20 digits')}
          value={v.account_number}
          onKeyDown={number.onKeyDown}
          onPaste={number.onPaste}
          onChange={(e) => set('account_number', digitsOnly(e.target.value))}
          error={errors.account_number}
        />
        {errors.form && (
          <p role="alert" className="text-sm text-danger">
            {errors.form}
          </p>
        )}
        <p className="text-xs text-muted">
          {t('wallet.bankCount', { count: o.bank_accounts.length, max: o.max_bank_accounts, defaultValue: '{{count}} of {{max}} bank accounts saved' })}
        </p>
        <Button type="submit" disabled={busy}>
          {t('wallet.addBank', 'Add bank account')}
        </Button>
      </ClientForm>
    </Panel>
  );
}
