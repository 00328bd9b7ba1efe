import { data } from 'react-router';
import { ClaimInboxRequest, ReadInboxRequest } from '#contract/settings.ts';
import { InboxView } from '~/features/engage/components/inbox-view.tsx';
import { PageFrame } from '~/features/site/components/page-frame.tsx';
import { pageMeta } from '~/lib/shared/page-meta.ts';
import { checkForm, formFields, refused } from '~/lib/shared/forms.ts';
import { requirePlayer } from '~/lib/server/player.server.ts';
import type { Route } from './+types/inbox';

export const meta = pageMeta('inbox');

/** Messages and rewards in the page's language (texts fall back to English). */
const pageLanguage = (args: Route.LoaderArgs | Route.ActionArgs) => requirePlayer(args).info.presentation?.language.lng ?? 'en';

export async function loader(args: Route.LoaderArgs) {
  const answer = await requirePlayer(args).call('/settings/get_inbox', { lang: pageLanguage(args) });
  return answer.statusCode === 1 ? { items: answer.value, error: null } : { items: null, error: answer.message };
}

const ClaimForm = ClaimInboxRequest.pick({ inbox_id: true });
const ReadForm = ReadInboxRequest.pick({ inbox_id: true });

/** `claim` pays a reward into the balance; `read` marks one message read (or all, without an id). */
export async function action(args: Route.ActionArgs) {
  const { call } = requirePlayer(args);
  const fields = formFields(await args.request.formData());
  if (fields.intent === 'claim') {
    const checked = checkForm(ClaimForm, fields, 'claim');
    if (!checked.ok) return data(checked.failure, { status: 400 });
    const a = await call('/settings/claim_inbox', { inbox_id: checked.value.inbox_id, lang: pageLanguage(args) });
    if (a.statusCode !== 1) return data({ ...refused(a.message, 'claim'), inbox_id: checked.value.inbox_id }, { status: 400 });
    return { ok: true as const, intent: 'claim', item: a.item };
  }
  const checked = checkForm(ReadForm, { inbox_id: fields.inbox_id || undefined }, 'read');
  if (!checked.ok) return data(checked.failure, { status: 400 });
  const a = await call('/settings/read_inbox', checked.value);
  return a.statusCode === 1 ? { ok: true as const, intent: 'read' } : data(refused(a.message, 'read'), { status: 400 });
}

export default function Page({ loaderData }: Route.ComponentProps) {
  return (
    <PageFrame pageKey="inbox">
      <InboxView items={loaderData.items} error={loaderData.error} />
    </PageFrame>
  );
}
