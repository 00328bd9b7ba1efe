import { data } from 'react-router';
import { PageFrame } from '~/features/site/components/page-frame.tsx';
import { BankList } from '~/features/wallet/components/bank-list.tsx';
import { useRevalidateOnWalletChange } from '~/features/wallet/use-wallet-change.ts';
import { BankRemoveRequest } from '#contract/wallet.ts';
import { z } from 'zod';
import { checkForm, formFields, refused } from '~/lib/shared/forms.ts';
import { pageMeta } from '~/lib/shared/page-meta.ts';
import { requirePlayer } from '~/lib/server/player.server.ts';
import type { Route } from './+types/bank-details';

export const meta = pageMeta('bankDetails');

export async function loader(args: Route.LoaderArgs) {
  const { call } = requirePlayer(args);
  const list = await call('/wallet/bank_accounts', {});
  return list.statusCode === 1 ? { accounts: list.value, max: list.max, error: '' } : { accounts: null, max: 0, error: list.message };
}

const RemoveFields = z.object({ bank_account_id: z.coerce.number<string>().pipe(BankRemoveRequest.shape.bank_account_id) });

/** Removes a saved account (the API refuses while a withdrawal to it is pending). */
export async function action(args: Route.ActionArgs) {
  const { call } = requirePlayer(args);
  const checked = checkForm(RemoveFields, formFields(await args.request.formData()));
  if (!checked.ok) return data(checked.failure, { status: 400 });
  const a = await call('/wallet/bank_remove', checked.value);
  if (a.statusCode !== 1) return data(refused(a.message), { status: 400 });
  return { ok: true as const, removed: checked.value.bank_account_id };
}

export default function Page({ loaderData }: Route.ComponentProps) {
  useRevalidateOnWalletChange();
  return (
    <PageFrame pageKey="bankDetails">
      <BankList accounts={loaderData.accounts} max={loaderData.max} error={loaderData.error} />
    </PageFrame>
  );
}
