import { AdsVisitRequest } from '#contract/settings.ts';
import { checkForm, formFields } from '~/lib/shared/forms.ts';
import { siteCall } from '~/lib/server/player.server.ts';
import type { Route } from './+types/actions.adsvisit';

const VisitForm = AdsVisitRequest.pick({ fbp: true, appsflyer_id: true });

/** The ads-visit report, once per browser session (a beacon from app/lib/browser/visit.ts): nothing to show. */
export async function action(args: Route.ActionArgs) {
  const checked = checkForm(VisitForm, formFields(await args.request.formData()));
  if (!checked.ok) return new Response(null, { status: 400 });
  const a = await siteCall(args, '/settings/adsvisit', checked.value);
  return new Response(null, { status: a.statusCode === 1 ? 204 : 502 });
}
