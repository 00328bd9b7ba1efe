import { data, Form, useActionData, useLoaderData } from 'react-router';
import { MessageForm, messageOf } from '#contract/console-messages.ts';
import { checkForm, formFields, type FormFailure } from '~/lib/shared/forms.ts';
import { Button, Field, FormMessage, Panel, textOf } from '../components/parts.tsx';
import { checked, consoleOf, formOf, metaOf, refusalOf, requireViewer } from '../console.server.ts';
import type { Route } from './+types/messages';

export const meta: Route.MetaFunction = () => [{ title: 'Messages · Console' }];

/** A message or reward to one player or a segment: the count it reaches first, then sending. */
export async function loader(args: Route.LoaderArgs) {
  const viewer = await requireViewer(args);
  const setup = await checked(() => consoleOf(args).backend.messagingSetup(viewer, args.params.op));
  // The send's key: a second press, or the same form sent again, sends nothing again (a new key comes with each answer).
  return { op: args.params.op, setup, sendKey: crypto.randomUUID() };
}

type Answer =
  | (FormFailure & { form?: Record<string, string> })
  | { ok: true; intent: 'count'; reach: number; form: Record<string, string> }
  | { ok: true; intent: 'send'; done: string };

export async function action(args: Route.ActionArgs) {
  const viewer = await requireViewer(args);
  const { op } = args.params;
  const b = consoleOf(args).backend;
  const fields = formFields(await formOf(args.request));
  const intent = fields.intent === 'send' ? 'send' : 'count';
  const form = Object.fromEntries(Object.entries(fields).filter(([k]) => k !== 'intent'));
  const parsed = checkForm(MessageForm, fields, intent);
  if (!parsed.ok) return data<Answer>({ ...parsed.failure, form }, { status: 400 });
  try {
    const setup = await checked(() => b.messagingSetup(viewer, op));
    const { audience, message } = messageOf(
      parsed.value,
      setup.languages.map((l) => l.lng),
    );
    if (intent === 'count') {
      const reach = await checked(() => b.audienceSize(viewer, op, audience));
      return data<Answer>({ ok: true, intent, reach, form });
    }
    const sent = await checked(() => b.sendMessage(viewer, op, audience, message, metaOf(args)));
    return data<Answer>({ ok: true, intent, done: `Sent to ${sent} player${sent === 1 ? '' : 's'}.` });
  } catch (err) {
    const r = refusalOf(err);
    if (!r) throw err;
    return data<Answer>({ ok: false, message: r.message, intent, form }, { status: 400 });
  }
}

export default function Messages() {
  const { setup, sendKey } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const failure = result && !result.ok ? result : undefined;
  const counted = result?.ok && result.intent === 'count' ? result : undefined;
  // After a count (or a refusal) the form shows what was entered; after sending it is empty again.
  const v = counted?.form ?? failure?.form ?? {};
  const err = (name: string) => (failure?.fieldErrors?.[name] ? textOf(failure.fieldErrors[name]) : undefined);
  const target = v.target === 'player' ? 'player' : 'segment';
  return (
    <>
      <h1 className="mb-4 text-2xl font-bold">Messages</h1>
      {result?.ok && result.intent === 'send' && (
        <div className="mb-4">
          <FormMessage tone="success">{result.done}</FormMessage>
        </div>
      )}
      <Form method="post" className="grid gap-4" key={result?.ok && result.intent === 'send' ? 'sent' : 'form'}>
        <input type="hidden" name="key" value={sendKey} />
        <Panel title="Who receives it">
          <fieldset className="mb-3 grid gap-1">
            <legend className="mb-1 text-sm font-medium">Send to</legend>
            <div className="flex flex-wrap gap-4 text-sm">
              <label className="flex items-center gap-2">
                <input type="radio" name="target" value="segment" defaultChecked={target === 'segment'} /> Players of a segment
              </label>
              <label className="flex items-center gap-2">
                <input type="radio" name="target" value="player" defaultChecked={target === 'player'} /> One player
              </label>
            </div>
          </fieldset>
          <div className="grid gap-3 md:grid-cols-2">
            <Field label="Player's account (for one player)" name="account" defaultValue={v.account} autoComplete="off" error={err('account')} />
            <div>
              <label htmlFor="segment-vip" className="mb-1 block text-sm font-medium">
                VIP level
              </label>
              <select id="segment-vip" name="vip" defaultValue={v.vip ?? ''} className="w-full rounded-theme border border-field-border bg-surface px-3 py-2">
                <option value="">Any level</option>
                {setup.vipLevels.map((l) => (
                  <option key={l.level} value={l.level}>
                    {l.name}
                  </option>
                ))}
              </select>
            </div>
            <Field label="Signed up from" name="from" type="date" defaultValue={v.from} error={err('from')} />
            <Field label="Signed up until" name="to" type="date" defaultValue={v.to} error={err('to')} />
            <div>
              <label htmlFor="segment-deposited" className="mb-1 block text-sm font-medium">
                Deposits
              </label>
              <select
                id="segment-deposited"
                name="deposited"
                defaultValue={v.deposited ?? ''}
                className="w-full rounded-theme border border-field-border bg-surface px-3 py-2"
              >
                <option value="">Deposited or not</option>
                <option value="yes">Has deposited</option>
                <option value="no">Never deposited</option>
              </select>
            </div>
          </div>
          <p className="mt-3 text-sm text-muted">Blocked players and players in a time-out or self-exclusion receive nothing.</p>
        </Panel>

        <Panel title="The message">
          <div className="grid gap-4">
            {setup.languages.map((l) => (
              <fieldset key={l.lng} className="grid gap-2" lang={l.lng}>
                <legend className="mb-1 text-sm font-semibold">
                  {l.name}
                  {l.lng === 'en' ? ' (required)' : ' (optional: English is shown where empty)'}
                </legend>
                <Field label={`Title, ${l.name}`} name={`title_${l.lng}`} maxLength={120} defaultValue={v[`title_${l.lng}`]} error={err(`title_${l.lng}`)} />
                <div>
                  <label htmlFor={`body-${l.lng}`} className="mb-1 block text-sm font-medium">
                    Text, {l.name}
                  </label>
                  <textarea
                    id={`body-${l.lng}`}
                    name={`body_${l.lng}`}
                    rows={3}
                    maxLength={5000}
                    defaultValue={v[`body_${l.lng}`]}
                    aria-invalid={err(`body_${l.lng}`) ? true : undefined}
                    aria-describedby={err(`body_${l.lng}`) ? `body-${l.lng}-error` : undefined}
                    className="w-full rounded-theme border border-field-border bg-surface px-3 py-2"
                  />
                  {err(`body_${l.lng}`) && (
                    <p id={`body-${l.lng}-error`} className="mt-1 text-sm text-danger" data-testid={`error-body_${l.lng}`}>
                      {err(`body_${l.lng}`)}
                    </p>
                  )}
                </div>
              </fieldset>
            ))}
            <div className="grid gap-3 md:grid-cols-2">
              <Field
                label="Reward (optional)"
                name="reward"
                inputMode="decimal"
                autoComplete="off"
                hint="Paid to the balance when the player claims it, once per player."
                defaultValue={v.reward}
                error={err('reward')}
              />
              <Field label="Claimable for (days, optional)" name="expires" inputMode="numeric" defaultValue={v.expires} error={err('expires')} />
            </div>
          </div>
        </Panel>

        {failure?.message && <FormMessage>{textOf(failure.message)}</FormMessage>}
        {counted && (
          <p role="status" className="rounded-theme border border-border bg-surface px-3 py-2 text-sm" data-testid="segment-reach">
            This reaches {counted.reach} player{counted.reach === 1 ? '' : 's'}
            {counted.form.reward ? `; the reward is ${counted.form.reward} each` : ''}.
          </p>
        )}
        <div className="flex flex-wrap gap-2">
          <Button name="intent" value="count" kind={counted ? 'plain' : 'primary'}>
            Count who it reaches
          </Button>
          {counted && counted.reach > 0 && (
            <Button name="intent" value="send">
              Send to {counted.reach} player{counted.reach === 1 ? '' : 's'}
            </Button>
          )}
        </div>
      </Form>
    </>
  );
}
