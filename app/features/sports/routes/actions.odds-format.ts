import { z } from 'zod';
import { data, type ActionFunctionArgs } from 'react-router';
import { OddsFormatCode } from '#contract/sports.ts';
import { optionalPlayerCall, requestInfo } from '~/lib/server/player.server.ts';
import { backTo, isDocumentRequest } from '~/lib/server/form-request.server.ts';
import { checkForm, formFields } from '~/lib/shared/forms.ts';
import { ODDS_COOKIE, serializeCookie } from '~/lib/shared/cookies.ts';

const OddsFormatForm = z.object({ odds_format: OddsFormatCode });

/**
 * The odds format: kept in a cookie (a guest's next page is drawn in it) and, for a signed-in
 * player, on the account too (every device shows it).
 */
export async function action(args: ActionFunctionArgs) {
  const fields = formFields(await args.request.formData());
  const checked = checkForm(OddsFormatForm, fields);
  if (!checked.ok) return data(checked.failure, { status: 400 });
  const { odds_format } = checked.value;
  await optionalPlayerCall(requestInfo(args), '/sports/settings', { odds_format } as never);
  const cookie = serializeCookie(ODDS_COOKIE, odds_format, { days: 365, path: '/', sameSite: 'Lax' });
  if (isDocumentRequest(args.request)) {
    const back = backTo(args.request, fields);
    back.headers.append('Set-Cookie', cookie);
    return back;
  }
  return data({ ok: true as const, odds_format }, { headers: { 'Set-Cookie': cookie } });
}
