import { useEffect, useRef, useState } from 'react';
import { Form, Link, useActionData, useLocation, useNavigation, useSearchParams, useSubmit } from 'react-router';
import { useTranslation } from '~/i18n/use-translation.ts';
import type { BankAccount } from '#contract/wallet.ts';
import { Button, ButtonLink, buttonClass } from '~/ui/button.tsx';
import { LazyConfirmDialog, preloadConfirmDialog } from '~/ui/lazy-dialog.tsx';
import { preloadOn } from '~/ui/lazy-overlay.tsx';
import { errorText } from '~/lib/browser/error-handler.ts';
import { useFormFailure } from '~/lib/shared/use-form-failure.ts';
import { EmptyState } from '~/ui/empty-state.tsx';
import { Panel } from '~/ui/panel.tsx';
import { useDateFormat } from '~/lib/shared/use-date-format.ts';

/**
 * The player's saved accounts; one can be removed when no withdrawal to it is pending. "Remove"
 * asks first: in a dialog, or (scripts not running) on the page itself (`?remove=<id>`).
 */
export function BankList({ accounts, max, error }: { accounts: BankAccount[] | null; max: number; error: string }) {
  const { t } = useTranslation();
  const date = useDateFormat();
  const [params] = useSearchParams();
  const location = useLocation();
  const submit = useSubmit();
  const navigation = useNavigation();
  const result = useActionData<{ ok: true; removed: number } | object>();
  const failure = useFormFailure(result);
  const done = !!result && 'removed' in result;
  const [removing, setRemoving] = useState<BankAccount | null>(null);
  const busy = navigation.state === 'submitting';
  const list = accounts ?? [];
  const asked = list.find((b) => String(b.id) === params.get('remove') && b.removable) ?? null;
  const [removedName, setRemovedName] = useState('');
  // The result is announced where the list was; focus goes there, not to the page's top.
  const resultRef = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (result) resultRef.current?.focus();
  }, [result]);

  const confirm = (b: BankAccount) => {
    setRemovedName(`${b.bank_name} ${b.account_number_masked}`);
    void submit({ bank_account_id: String(b.id) }, { method: 'post', action: '/bank-details', replace: true });
    setRemoving(null);
  };

  const add = list.length < max ? <ButtonLink to="/add-bank">{t('wallet.addBank', 'Add bank account')}</ButtonLink> : null;

  return (
    <Panel
      title={accounts ? t('wallet.bankCount', { count: list.length, max, defaultValue: '{{count}} of {{max}} bank accounts saved' }) : undefined}
      actions={list.length ? add : null}
    >
      {params.get('added') && !result && (
        <p role="status" className="mb-4 rounded-theme border border-success p-3 text-sm" data-testid="bank-added">
          {t('wallet.bankAdded', 'Bank account added')}
        </p>
      )}
      {(done || failure.form) && (
        <p
          ref={resultRef}
          tabIndex={-1}
          role={done ? 'status' : 'alert'}
          className={`mb-4 rounded-theme border p-3 text-sm ${done ? 'border-success' : 'border-danger text-danger'}`}
          data-testid="bank-result"
        >
          {done ? `${t('wallet.bankRemoved', 'Bank account removed')}${removedName ? `: ${removedName}` : ''}` : failure.form}
        </p>
      )}
      {asked && (
        <Form method="post" action="/bank-details" replace className="mb-4 rounded-theme border border-warning bg-surface-2 p-4" data-testid="bank-remove-ask">
          <p className="font-semibold">{t('wallet.removeBankTitle', 'Remove this bank account?')}</p>
          <p className="mt-1 text-sm text-muted">{`${asked.bank_name} ${asked.account_number_masked} · ${asked.account_name}`}</p>
          <input type="hidden" name="bank_account_id" value={asked.id} />
          <div className="mt-3 flex flex-wrap gap-2">
            <button type="submit" className={buttonClass('primary')}>
              {t('wallet.removeBank', 'Remove')}
            </button>
            <Link to={location.pathname} replace className={buttonClass('secondary')}>
              {t('wallet.cancel', 'Cancel')}
            </Link>
          </div>
        </Form>
      )}
      {!accounts ? (
        <p role="alert" className="text-danger">
          {errorText(error, (k, d) => t(k, d ?? k))}
        </p>
      ) : !list.length ? (
        <EmptyState
          title={t('wallet.noBanks', 'You have not added a bank account yet.')}
          text={t('wallet.noBanksWithdraw', 'Add the bank account you want to receive your money in.')}
          action={add}
        />
      ) : (
        <ul className="grid gap-3 sm:grid-cols-2" data-testid="bank-list">
          {list.map((b) => (
            <li key={b.id} className="flex flex-col justify-between gap-3 rounded-theme border border-border bg-surface-2 p-4">
              <div>
                <p className="text-sm text-muted">{b.bank_name}</p>
                <p className="text-lg font-bold tabular-nums tracking-wider">{b.account_number_masked}</p>
                <p className="text-sm">{b.account_name}</p>
                <p className="mt-1 text-xs text-muted">
                  {t('wallet.addedOn', { date: date(b.created_at, { dateStyle: 'medium' }), defaultValue: 'Added {{date}}' })}
                </p>
              </div>
              {b.removable ? (
                <Form method="get" action={location.pathname} preventScrollReset>
                  <Button
                    type="submit"
                    name="remove"
                    value={String(b.id)}
                    variant="secondary"
                    className="self-start"
                    disabled={busy}
                    onClick={(e) => {
                      e.preventDefault();
                      setRemoving(b);
                    }}
                    {...preloadOn(preloadConfirmDialog)}
                    aria-label={t('wallet.removeBankNamed', { name: `${b.bank_name} ${b.account_number_masked}`, defaultValue: 'Remove {{name}}' })}
                  >
                    {t('wallet.removeBank', 'Remove')}
                  </Button>
                </Form>
              ) : (
                <p className="text-xs text-muted">{t('wallet.bankInUse', 'A withdrawal to this account is pending; it can be removed once it is decided.')}</p>
              )}
            </li>
          ))}
        </ul>
      )}
      <LazyConfirmDialog
        open={!!removing}
        onOpenChange={(o) => !o && setRemoving(null)}
        title={t('wallet.removeBankTitle', 'Remove this bank account?')}
        description={removing ? `${removing.bank_name} ${removing.account_number_masked} · ${removing.account_name}` : ''}
        cancelLabel={t('wallet.cancel', 'Cancel')}
        confirmLabel={t('wallet.removeBank', 'Remove')}
        onConfirm={() => removing && confirm(removing)}
        busy={busy}
      />
    </Panel>
  );
}
