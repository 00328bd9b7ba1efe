import { data, redirect } from 'react-router';
import { PageFrame } from '~/features/site/components/page-frame.tsx';
import { AddBankForm, AddBankSchema, BANK_FIELDS } from '~/features/wallet/components/add-bank-form.tsx';
import { LoadingPanel } from '~/ui/loading.tsx';
import { checkForm, formFields, type FormFailure } from '~/lib/shared/forms.ts';
import { pageMeta } from '~/lib/shared/page-meta.ts';
import { requirePlayer } from '~/lib/server/player.server.ts';
import type { Route } from './+types/add-bank';

export const meta = pageMeta('addBank');

export async function loader(args: Route.LoaderArgs) {
  const { call } = requirePlayer(args);
  const options = await call('/wallet/options', {});
  return options.statusCode === 1 ? { options, error: '' } : { options: null, error: options.message };
}

/** Saves the account, then the list with it (`?added=1` says so there). */
export async function action(args: Route.ActionArgs) {
  const { call } = requirePlayer(args);
  const fields = formFields(await args.request.formData());
  const values = { bank_code: fields.bank_code ?? '', account_name: fields.account_name ?? '', account_number: fields.account_number ?? '' };
  const checked = checkForm(AddBankSchema, values);
  if (!checked.ok) return data({ ...checked.failure, values }, { status: 400 });
  const a = await call('/wallet/bank_add', checked.value);
  if (a.statusCode === 1) return redirect('/bank-details?added=1', 303);
  // The server's field errors are validation keys, shown next to their fields.
  const named = ((a as { errors?: { field: string; message: string }[] }).errors ?? []).filter((f) => BANK_FIELDS.includes(f.field));
  const failure: FormFailure & { values: Record<string, string> } = named.length
    ? { ok: false, fieldErrors: Object.fromEntries(named.map((f) => [f.field, f.message])), values }
    : { ok: false, message: a.message, values };
  return data(failure, { status: 400 });
}

export default function Page({ loaderData }: Route.ComponentProps) {
  return (
    <PageFrame pageKey="addBank">
      <div className="max-w-lg">{loaderData.options ? <AddBankForm o={loaderData.options} /> : <LoadingPanel error={loaderData.error} rows={3} />}</div>
    </PageFrame>
  );
}
