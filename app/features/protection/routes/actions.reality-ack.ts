import { data } from 'react-router';
import { z } from 'zod';
import { RealityAckRequest } from '#contract/protection.ts';
import { backTo, isDocumentRequest } from '~/lib/server/form-request.server.ts';
import { requirePlayer } from '~/lib/server/player.server.ts';
import { checkForm, formFields, refused } from '~/lib/shared/forms.ts';
import type { Route } from './+types/actions.reality-ack';

const Fields = z.object({ choice: RealityAckRequest.shape.choice });

/** The player's answer to a reality check (shown on every page): recorded, with when the next one is due. */
export async function action(args: Route.ActionArgs) {
  const { call } = requirePlayer(args);
  const fields = formFields(await args.request.formData());
  const checked = checkForm(Fields, fields);
  if (!checked.ok) return data(checked.failure, { status: 400 });
  const a = await call('/protection/reality_ack', checked.value);
  if (isDocumentRequest(args.request)) return backTo(args.request, fields);
  return a.statusCode === 1 ? { ok: true as const, reality: a } : data(refused(a.message), { status: 400 });
}
