import { data } from 'react-router';
import { z } from 'zod';
import { MinigamePickRequest, MinigameStartRequest } from '#contract/engage.ts';
import { MinigameView } from '~/features/engage/components/minigame-view.tsx';
import { fairAction, FAIR_INTENTS } from '~/features/engage/fair.server.ts';
import { pageMeta } from '~/lib/shared/page-meta.ts';
import { checkForm, formFields, refused } from '~/lib/shared/forms.ts';
import { requirePlayer } from '~/lib/server/player.server.ts';
import type { Route } from './+types/minigame';

export const meta = pageMeta('minigame');

/** Always the minigame layout (route table); its own title, no page frame. */
export async function loader(args: Route.LoaderArgs) {
  const a = await requirePlayer(args).call('/engage/minigame', {});
  return a.statusCode === 1 ? { state: a, error: null } : { state: null, error: a.message };
}

const StartForm = MinigameStartRequest.pick({ stake: true });
// Posted fields are text: the round and the chest as numbers, then the contract's own checks.
const PickForm = z.object({ round_id: z.coerce.number(), pick: z.coerce.number() }).pipe(MinigamePickRequest.pick({ round_id: true, pick: true }));

/** `start` stakes tokens on a new round, `pick` opens a chest; or the provably-fair panel's forms. */
export async function action(args: Route.ActionArgs) {
  const { call } = requirePlayer(args);
  const fields = formFields(await args.request.formData());
  if (FAIR_INTENTS.has(fields.intent ?? '')) return fairAction(call, fields);
  if (fields.intent === 'pick') {
    const checked = checkForm(PickForm, fields, 'pick');
    if (!checked.ok) return data(checked.failure, { status: 400 });
    const a = await call('/engage/minigame_pick', checked.value);
    return a.statusCode === 1 ? { ok: true as const, intent: 'pick', round: a.round } : data(refused(a.message, 'pick'), { status: 400 });
  }
  const checked = checkForm(StartForm, fields, 'start');
  if (!checked.ok) return data(checked.failure, { status: 400 });
  const a = await call('/engage/minigame_start', checked.value);
  return a.statusCode === 1 ? { ok: true as const, intent: 'start', round: a.round } : data(refused(a.message, 'start'), { status: 400 });
}

export default function Page({ loaderData }: Route.ComponentProps) {
  return <MinigameView state={loaderData.state} error={loaderData.error} />;
}
