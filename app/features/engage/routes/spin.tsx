import { data } from 'react-router';
import { SpinView } from '~/features/engage/components/spin-view.tsx';
import { PageFrame } from '~/features/site/components/page-frame.tsx';
import { fairAction, FAIR_INTENTS } from '~/features/engage/fair.server.ts';
import { pageMeta } from '~/lib/shared/page-meta.ts';
import { formFields, refused } from '~/lib/shared/forms.ts';
import { requirePlayer } from '~/lib/server/player.server.ts';
import type { Route } from './+types/spin';

export const meta = pageMeta('spin');

export async function loader(args: Route.LoaderArgs) {
  const a = await requirePlayer(args).call('/engage/spin_info', {});
  return a.statusCode === 1 ? { info: a, error: null } : { info: null, error: a.message };
}

/** `spin` (the free one, or `paid` for tokens), or the provably-fair panel's forms. */
export async function action(args: Route.ActionArgs) {
  const { call } = requirePlayer(args);
  const fields = formFields(await args.request.formData());
  if (FAIR_INTENTS.has(fields.intent ?? '')) return fairAction(call, fields);
  // A spin is never repeated: one press, one request, and the server refuses a second free one.
  const a = await call('/engage/spin', { paid: fields.paid === 'true' });
  return a.statusCode === 1 ? { ok: true as const, intent: 'spin', spin: a.spin } : data(refused(a.message, 'spin'), { status: 400 });
}

export default function Page({ loaderData }: Route.ComponentProps) {
  return (
    <PageFrame pageKey="spin" wide>
      <SpinView info={loaderData.info} error={loaderData.error} />
    </PageFrame>
  );
}
