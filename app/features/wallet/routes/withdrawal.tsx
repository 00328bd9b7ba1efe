import { randomUUID } from 'node:crypto';
import { data } from 'react-router';
import { PageFrame } from '~/features/site/components/page-frame.tsx';
import { BalanceSummary } from '~/features/wallet/components/balance-summary.tsx';
import { RecentTransactions } from '~/features/wallet/components/recent-transactions.tsx';
import { WithdrawForm, withdrawSchema } from '~/features/wallet/components/withdraw-form.tsx';
import { refusalField, type WalletFailure } from '~/features/wallet/wallet-forms.ts';
import { useRevalidateOnWalletChange } from '~/features/wallet/use-wallet-change.ts';
import { LoadingPanel } from '~/ui/loading.tsx';
import { checkForm, formFields } from '~/lib/shared/forms.ts';
import { pageMeta } from '~/lib/shared/page-meta.ts';
import { requirePlayer } from '~/lib/server/player.server.ts';
import type { Route } from './+types/withdrawal';

export const meta = pageMeta('withdrawal');

export async function loader(args: Route.LoaderArgs) {
  const { call } = requirePlayer(args);
  const [options, recent] = await Promise.all([call('/wallet/options', {}), call('/wallet/transactions', { type: 'withdrawal', page: 1, page_size: 5 })]);
  return {
    options: options.statusCode === 1 ? options : null,
    optionsError: options.statusCode === 1 ? '' : options.message,
    recent: recent.statusCode === 1 ? recent.value : null,
    // Made with the form: the same post sent twice (a double click, a resent page) is paid once.
    idempotencyKey: randomUUID(),
  };
}

/** A withdrawal to a saved account, within the limits and the balance, carrying the form's idempotency key. */
export async function action(args: Route.ActionArgs) {
  const { call, info } = requirePlayer(args);
  const fields = formFields(await args.request.formData());
  const values = { amount: fields.amount ?? '', bank_account_id: fields.bank_account_id ?? '', idempotency_key: fields.idempotency_key ?? '' };
  const options = await call('/wallet/options', {});
  if (options.statusCode !== 1) return data<WalletFailure>({ ok: false, message: options.message, values }, { status: 400 });
  const limits = options.withdrawal;
  const checked = checkForm(withdrawSchema(limits, info.balance?.balance), values);
  if (!checked.ok) return data<WalletFailure>({ ...checked.failure, limits, values }, { status: 400 });
  const a = await call('/wallet/withdraw', checked.value);
  if (a.statusCode === 1) return { ok: true as const, amount: a.withdrawal.amount, balance: a.balance };
  const answer = a as { message: string; errors?: { field: string; message: string }[]; min?: string; max?: string };
  const field = refusalField(answer, ['amount', 'bank_account_id']);
  const failure: WalletFailure = {
    ok: false,
    values,
    limits: { min: answer.min ?? limits.min, max: answer.max ?? limits.max },
    ...(field ? { fieldErrors: { [field]: answer.message } } : { message: answer.message }),
  };
  return data(failure, { status: 400 });
}

export default function Page({ loaderData }: Route.ComponentProps) {
  const { options, recent, idempotencyKey } = loaderData;
  useRevalidateOnWalletChange();
  return (
    <PageFrame pageKey="withdrawal" wide>
      <div className="grid grid-cols-1 items-start gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
        {options ? <WithdrawForm o={options} idempotencyKey={idempotencyKey} /> : <LoadingPanel error={loaderData.optionsError} />}
        <aside className="space-y-6">
          <BalanceSummary held={options?.held} />
          <RecentTransactions type="withdrawal" lines={recent} />
        </aside>
      </div>
    </PageFrame>
  );
}
