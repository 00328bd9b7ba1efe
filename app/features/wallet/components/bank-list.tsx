import { useState } from 'react';
import { useTranslation } from '~/i18n/use-translation.ts';
import type { BankAccount } from '#contract/wallet.ts';
import { Button, ButtonLink } from '~/ui/button.tsx';
import { LazyConfirmDialog, preloadConfirmDialog } from '~/ui/lazy-dialog.tsx';
import { preloadOn } from '~/ui/lazy-overlay.tsx';
import { callApi } from '~/lib/browser/api-client.ts';
import { errorText } from '~/lib/browser/error-handler.ts';
import { playerIdentity } from '~/lib/browser/player.ts';
import { usePlayerCall } from '~/lib/browser/use-player-call.ts';
import { useNoticeStore } from '~/stores/notice-store.ts';
import { EmptyState } from '~/ui/empty-state.tsx';
import { Panel } from '~/ui/panel.tsx';
import { SkeletonRows } from '~/ui/loading.tsx';
import { useDateFormat } from '~/lib/shared/use-date-format.ts';

/** The player's saved accounts; one can be removed when no withdrawal to it is pending. */
export function BankList() {
  const { t } = useTranslation();
  const date = useDateFormat();
  const list = usePlayerCall('/wallet/bank_accounts', {}, { live: true });
  const [removing, setRemoving] = useState<BankAccount | null>(null);
  const [busy, setBusy] = useState(false);
  const accounts = list.data?.value ?? [];
  const max = list.data?.max ?? 0;

  async function remove() {
    if (!removing) return;
    setBusy(true);
    const a = await callApi('/wallet/bank_remove', { ...playerIdentity(), bank_account_id: removing.id });
    setBusy(false);
    setRemoving(null);
    if (a.statusCode === 1) {
      useNoticeStore.getState().toast({
        variant: 'success',
        title: t('wallet.bankRemoved', 'Bank account removed'),
        text: `${removing.bank_name} ${removing.account_number_masked}`,
        duration: 4000,
      });
    } else
      useNoticeStore
        .getState()
        .toast({ variant: 'error', title: t('errors:errorTitle', 'Error'), text: errorText(a.message, (k, d) => t(k, d ?? k)), duration: 4000 });
    list.reload();
  }

  const add = accounts.length < max ? <ButtonLink to="/add-bank">{t('wallet.addBank', 'Add bank account')}</ButtonLink> : null;

  return (
    <Panel
      title={list.data ? t('wallet.bankCount', { count: accounts.length, max, defaultValue: '{{count}} of {{max}} bank accounts saved' }) : undefined}
      actions={accounts.length ? add : null}
    >
      {!list.data ? (
        list.error ? (
          <p role="alert" className="text-danger">
            {errorText(list.error, (k, d) => t(k, d ?? k))}
          </p>
        ) : (
          <SkeletonRows rows={2} />
        )
      ) : !accounts.length ? (
        <EmptyState
          title={t('wallet.noBanks', 'You have not added a bank account yet.')}
          text={t('wallet.noBanksWithdraw', 'Add the bank account you want to receive your money in.')}
          action={add}
        />
      ) : (
        <ul className="grid gap-3 sm:grid-cols-2" data-testid="bank-list">
          {accounts.map((b) => (
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
                <Button
                  variant="secondary"
                  className="self-start"
                  onClick={() => setRemoving(b)}
                  {...preloadOn(preloadConfirmDialog)}
                  aria-label={t('wallet.removeBankNamed', { name: `${b.bank_name} ${b.account_number_masked}`, defaultValue: 'Remove {{name}}' })}
                >
                  {t('wallet.removeBank', 'Remove')}
                </Button>
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
        onConfirm={() => void remove()}
        busy={busy}
      />
    </Panel>
  );
}
