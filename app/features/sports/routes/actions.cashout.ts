import { z } from 'zod';
import { data, type ActionFunctionArgs } from 'react-router';
import { CashoutRequest, CashoutQuoteRequest } from '#contract/sports.ts';
import { requirePlayer } from '~/lib/server/player.server.ts';
import { backTo, isDocumentRequest } from '~/lib/server/form-request.server.ts';
import { checkForm, formFields, refused } from '~/lib/shared/forms.ts';

const QuoteForm = z.object({ bet_id: z.coerce.number().pipe(CashoutQuoteRequest.shape.bet_id) });
const ExecuteForm = z.object({ quote_id: CashoutRequest.shape.quote_id });

/**
 * Cash-out of an open bet in two steps: `quote` asks for an offer (its amount and seconds),
 * `execute` takes that offer once. The execution is a money call: sent once, never retried.
 */
export async function action(args: ActionFunctionArgs) {
  const fields = formFields(await args.request.formData());
  const { call } = requirePlayer(args);
  const intent = fields.intent === 'execute' ? 'execute' : 'quote';
  const answer = await (async () => {
    if (intent === 'quote') {
      const checked = checkForm(QuoteForm, fields, intent);
      if (!checked.ok) return data(checked.failure, { status: 400 });
      const a = await call('/sports/cashout_quote', { bet_id: checked.value.bet_id } as never);
      if (a.statusCode !== 1) return data(refused(a.message, intent), { status: 400 });
      return { ok: true as const, intent, quote_id: a.quote_id, amount: a.amount, expires_in: a.expires_in };
    }
    const checked = checkForm(ExecuteForm, fields, intent);
    if (!checked.ok) return data(checked.failure, { status: 400 });
    const a = await call('/sports/cashout', { quote_id: checked.value.quote_id } as never);
    if (a.statusCode !== 1) return data(refused(a.message, intent), { status: 400 });
    return { ok: true as const, intent, bet: a.bet };
  })();
  // The offer needs the page's script (its seconds run out): a plain post goes back to the list.
  if (isDocumentRequest(args.request)) return backTo(args.request, fields);
  return answer;
}
