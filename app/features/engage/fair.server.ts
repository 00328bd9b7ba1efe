import { data } from 'react-router';
import { FairSeedRequest } from '#contract/engage.ts';
import { checkForm, refused } from '~/lib/shared/forms.ts';
import type { requirePlayer } from '~/lib/server/player.server.ts';

export const FAIR_INTENTS = new Set(['fair_seed', 'fair_rotate']);

const SeedForm = FairSeedRequest.pick({ client_seed: true });

/**
 * The provably-fair panel's two forms, on every page that shows it (spin, minigame): `fair_seed`
 * sets the player's client seed, `fair_rotate` reveals the server seed and starts a new one.
 */
export async function fairAction(call: ReturnType<typeof requirePlayer>['call'], fields: Record<string, string>) {
  const intent = fields.intent as 'fair_seed' | 'fair_rotate';
  if (intent === 'fair_seed') {
    const checked = checkForm(SeedForm, fields, intent);
    if (!checked.ok) return data(checked.failure, { status: 400 });
    const a = await call('/engage/fair_seed', checked.value);
    return a.statusCode === 1 ? { ok: true as const, intent, revealed: null } : data(refused(a.message, intent), { status: 400 });
  }
  const a = await call('/engage/fair_rotate', {});
  return a.statusCode === 1 ? { ok: true as const, intent, revealed: a.revealed } : data(refused(a.message, intent), { status: 400 });
}
