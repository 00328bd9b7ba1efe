import { data, type ActionFunctionArgs } from 'react-router';
import { checkSingle, checkSlip, placeBets } from '~/features/sports/place-bet.server.ts';
import { backTo, isDocumentRequest } from '~/lib/server/form-request.server.ts';
import { formFields } from '~/lib/shared/forms.ts';

/**
 * Places the bet slip's bets (posted as JSON by the slip), or one single bet from a plain form.
 * A page post without scripts goes back to the page it came from; the match page's own form posts
 * to its route instead, which shows the answer.
 */
export async function action(args: ActionFunctionArgs) {
  const { request } = args;
  const json = (request.headers.get('content-type') ?? '').includes('application/json');
  const fields = json ? null : formFields(await request.formData());
  const checked = json ? checkSlip(await request.json().catch(() => null)) : checkSingle(fields!);
  if (!checked.ok) return data(checked.failure, { status: 400 });
  const answer = await placeBets(args, checked.value);
  if (fields && isDocumentRequest(request)) return backTo(request, fields);
  return answer.ok ? answer : data(answer, { status: 400 });
}
