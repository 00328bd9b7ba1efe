import { data, redirectDocument } from 'react-router';
import { PageFrame } from '~/features/site/components/page-frame.tsx';
import { DepositForm, depositSchema } from '~/features/wallet/components/deposit-form.tsx';
import { DepositStatus } from '~/features/wallet/components/deposit-status.tsx';
import { RecentTransactions } from '~/features/wallet/components/recent-transactions.tsx';
import { BalanceSummary } from '~/features/wallet/components/balance-summary.tsx';
import { refusalField, type WalletFailure } from '~/features/wallet/wallet-forms.ts';
import { useRevalidateOnWalletChange } from '~/features/wallet/use-wallet-change.ts';
import { LoadingPanel } from '~/ui/loading.tsx';
import { checkForm, formFields } from '~/lib/shared/forms.ts';
import { pageMeta } from '~/lib/shared/page-meta.ts';
import { requirePlayer } from '~/lib/server/player.server.ts';
import type { Route } from './+types/deposit';

export const meta = pageMeta('deposit');

/** The form's options, the limits' headroom, the latest deposits and a returning deposit's status. */
export async function loader(args: Route.LoaderArgs) {
  const { call } = requirePlayer(args);
  const id = Number(new URL(args.request.url).searchParams.get('deposit')) || 0;
  const [options, recent, headroom, status] = await Promise.all([
    call('/wallet/options', {}),
    call('/wallet/transactions', { type: 'deposit', page: 1, page_size: 5 }),
    call('/protection/headroom', {}),
    id > 0 && id <= 2_147_483_647 ? call('/wallet/deposit_status', { deposit_id: id }) : null,
  ]);
  return {
    options: options.statusCode === 1 ? options : null,
    optionsError: options.statusCode === 1 ? '' : options.message,
    recent: recent.statusCode === 1 ? recent.value : null,
    headroom: headroom.statusCode === 1 ? headroom.headroom : null,
    status: status?.statusCode === 1 ? { deposit: status.deposit, balance: status.balance } : null,
  };
}

/** A deposit: checked against the operator's limits, then on to the provider's page (never sent twice). */
export async function action(args: Route.ActionArgs) {
  const { call } = requirePlayer(args);
  const fields = formFields(await args.request.formData());
  const values = { amount: fields.amount ?? '', method: fields.method ?? '' };
  const options = await call('/wallet/options', {});
  if (options.statusCode !== 1) return data<WalletFailure>({ ok: false, message: options.message, values }, { status: 400 });
  const limits = options.deposit;
  const checked = checkForm(depositSchema(limits), values);
  if (!checked.ok) return data<WalletFailure>({ ...checked.failure, limits, values }, { status: 400 });
  const a = await call('/wallet/deposit', checked.value);
  // The provider's hosted page (a document, not a route of this app); it sends the player back to /deposit?deposit=<id>.
  if (a.statusCode === 1) return redirectDocument(a.redirect_url, 303);
  const answer = a as { message: string; errors?: { field: string; message: string }[]; min?: string; max?: string };
  const field = refusalField(answer, ['amount', 'method']);
  const failure: WalletFailure = {
    ok: false,
    values,
    limits: { min: answer.min ?? limits.min, max: answer.max ?? limits.max },
    refusal: a as WalletFailure['refusal'],
    ...(field ? { fieldErrors: { [field]: answer.message } } : { message: answer.message }),
  };
  return data(failure, { status: 400 });
}

export default function Page({ loaderData }: Route.ComponentProps) {
  const { options, recent, headroom, status } = loaderData;
  useRevalidateOnWalletChange();
  return (
    <PageFrame pageKey="deposit" wide>
      <div className="grid grid-cols-1 items-start gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <div className="space-y-6">
          {status && <DepositStatus deposit={status.deposit} balance={status.balance} />}
          {options ? <DepositForm o={options} headroom={headroom} /> : <LoadingPanel error={loaderData.optionsError} />}
        </div>
        <aside className="space-y-6">
          <BalanceSummary />
          <RecentTransactions type="deposit" lines={recent} />
        </aside>
      </div>
    </PageFrame>
  );
}
